// The admin's Radix switches (a <button role="switch">) are named by their visible label through aria-labelledby,
// not only through <label for>, which some accessibility engines do not apply to a button.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { EMPTY_ARTICLE, type ArticleFormApi } from '../../site/client/admin/article-form-values.ts';
import ArticleFields from '../../site/islands/admin/articles/ArticleFields.tsx';
import SwitchField from '../../site/islands/admin/events/SwitchField.tsx';

/** The switch's accessible name by aria-labelledby: the text of the element it points at. */
function switchName(html: string): string | null {
  const control = /<button[^>]*role="switch"[^>]*>/.exec(html)?.[0] ?? '';
  const ids = /aria-labelledby="([^"]+)"/.exec(control)?.[1]?.split(/\s+/) ?? [];
  const names = ids.map(
    (id) => new RegExp(`<label[^>]*id="${id}"[^>]*>([^<]*)</label>`).exec(html)?.[1]?.trim() ?? '',
  );
  return names.length ? names.join(' ') : null;
}

function ArticleFieldsWithForm() {
  const form = useForm({ defaultValues: EMPTY_ARTICLE }) as unknown as ArticleFormApi;
  return createElement(ArticleFields, { form, categories: [], tags: [] });
}

describe('admin switch names', () => {
  it('names the events switches by their visible labels', () => {
    for (const label of ['Virtual Event', 'Recurring Event']) {
      // Act
      const html = renderToStaticMarkup(
        createElement(SwitchField, {
          id: 'event-switch',
          label,
          question: 'Is this event online?',
          checked: false,
          onChange: () => undefined,
        }),
      );
      // Assess
      expect(switchName(html)).toBe(label);
      expect(html).toContain('for="event-switch"');
    }
  });

  it('names the article Featured switch by its visible label', () => {
    // Act
    const html = renderToStaticMarkup(createElement(ArticleFieldsWithForm));
    // Assess
    expect(switchName(html)).toBe('Featured');
    expect(html).toContain('for="article-featured"');
  });
});
