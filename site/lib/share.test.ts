// Share rules of product.md §2: hashtags and the e-mail link.
import { describe, expect, it } from 'vitest';
import { mailtoHref, shareHashtags } from './share.ts';

describe('share payload', () => {
  it('uses the category name without spaces as the hashtag, else Accessibility', () => {
    expect(shareHashtags('Assistive Technology')).toEqual(['AssistiveTechnology']);
    expect(shareHashtags(null)).toEqual(['Accessibility']);
    expect(shareHashtags('  ')).toEqual(['Accessibility']);
  });

  it('builds a mailto with the title as subject and summary plus Read more at: url as body', () => {
    // Act
    const href = mailtoHref('A & B', 'The summary.', 'https://example.org/article/7');
    // Assess
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('A & B');
    expect(params.get('body')).toBe('The summary.\n\nRead more at: https://example.org/article/7');
  });
});
