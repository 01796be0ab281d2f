// Unit tests for the article admin's multipart body and image rules.
import { describe, expect, it } from 'vitest';
import { articleFormData, imageProblem, IMAGE_MAX_BYTES } from './articles.ts';

const base = {
  title: 'A title',
  slug: '',
  summary: 'A summary here',
  content: 'Body',
  author: '',
  categoryId: '2',
  featured: true,
  tagIds: ['1', '3'],
  format: 'markdown' as const,
  inShort: 'In brief.',
};

describe('articleFormData', () => {
  it('sends the specified fields, repeated tag ids and featured as text', () => {
    // Act
    const form = articleFormData(base);
    // Assess
    expect(form.getAll('tagIds')).toEqual(['1', '3']);
    expect(form.get('featured')).toBe('true');
    expect(form.get('slug')).toBe('');
    expect(form.get('format')).toBe('markdown');
    expect(form.get('inShort')).toBe('In brief.');
    expect(form.has('imageAlt')).toBe(false);
    expect(form.has('version')).toBe(false);
  });

  it('adds the image, its alt text (empty when decorative), version and removeImage when given', () => {
    // Prepare
    const image = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
    // Act
    const form = articleFormData({ ...base, image, imageAlt: '', version: 3, removeImage: true });
    // Assess
    expect(form.get('imageAlt')).toBe('');
    expect(form.get('image')).toBeInstanceOf(File);
    expect(form.get('version')).toBe('3');
    expect(form.get('removeImage')).toBe('true');
  });
});

describe('imageProblem', () => {
  it('accepts the five types up to 5 MB and explains anything else', () => {
    // Act + Assess
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'])
      expect(imageProblem({ type, size: IMAGE_MAX_BYTES })).toBeNull();
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      'Choose a PNG, JPEG, WebP, GIF or AVIF image.',
    );
    expect(imageProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe(
      'The image is larger than 5 MB. Choose a smaller one.',
    );
  });
});
