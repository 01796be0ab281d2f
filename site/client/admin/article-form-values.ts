// The article form's values (strings, as the multipart body sends them) and how a stored article fills them.
import type { UseFormReturn } from 'react-hook-form';
import type { Article, ArticleInput, ArticleTag } from '../../../functions/domain/index.ts';
import type { ArticleSubmission, ArticleTextFields } from './api/articles.ts';
import type { SaveErrorRules } from './api/save-errors.ts';

export interface ArticleFormValues extends ArticleTextFields {
  imageAlt: string;
  /** Not sent: when ticked, imageAlt is sent empty, which marks the image decorative. */
  decorative: boolean;
}

export const EMPTY_ARTICLE: ArticleFormValues = {
  title: '',
  slug: '',
  summary: '',
  content: '',
  author: '',
  categoryId: '',
  featured: false,
  tagIds: [],
  imageAlt: '',
  decorative: false,
  // product.md §10.11: an article written in the form is Markdown.
  format: 'markdown',
  inShort: '',
};

/** The form values of a stored article and its tags. */
export function valuesOf(article: Article, tags: ArticleTag[]): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    summary: article.summary,
    content: article.content,
    author: article.author ?? '',
    categoryId: String(article.categoryId),
    featured: article.featured,
    tagIds: tags.map((t) => String(t.id)),
    imageAlt: article.imageAlt ?? '',
    // '' is a decorative image; null (never given) is not, so the editor is asked for alt text.
    decorative: article.imageUrl !== null && article.imageAlt === '',
    format: article.format,
    inShort: article.inShort ?? '',
  };
}

/** The alt-text rule (product.md §11.7): an image needs alt text unless it is marked decorative. */
export const altTextGiven = (v: ArticleFormValues, hasImage: boolean) =>
  !hasImage || v.decorative || v.imageAlt.trim() !== '';

/** The alt text an image goes out with: '' marks it decorative. */
export const sentAltText = (v: ArticleFormValues): string => (v.decorative ? '' : v.imageAlt);

/**
 * The multipart body for these values: the image's alt text only with an image ('' when decorative), the chosen
 * file, and on an edit the version it is based on and whether the stored image goes.
 */
export function submissionOf(
  v: ArticleFormValues,
  image: { hasImage: boolean; file: File | null; removed: boolean },
  live: Article | null,
): ArticleSubmission {
  return {
    ...v,
    ...(image.hasImage ? { imageAlt: sentAltText(v) } : {}),
    image: image.file,
    ...(live ? { version: live.version, removeImage: image.removed } : {}),
  };
}

/** A save's server answers (save-errors.ts): 400 issues on their fields, a taken slug (409) on the slug. */
export const ARTICLE_SAVE_ERRORS: SaveErrorRules<ArticleFormValues> = {
  fields: ['title', 'slug', 'summary', 'content', 'author', 'categoryId', 'imageAlt', 'inShort'],
  conflict: { field: 'slug', fallback: 'This slug is taken', named: true },
};

/** The message when an image has no alt text and is not marked decorative. */
export const ALT_REQUIRED =
  'Describe the image in the alt text, or tick "This image is decorative".';

/** The form as the field components receive it: typed values in, the domain's parsed input out. */
export type ArticleFormApi = UseFormReturn<ArticleFormValues, unknown, ArticleInput>;

/**
 * Makes `sent` the form's saved state while keeping what is typed: fields typed since the save stay dirty, so the
 * unsaved-changes guard covers exactly them.
 */
export function markSaved(form: ArticleFormApi, sent: ArticleFormValues): void {
  form.reset(sent, { keepValues: true });
  const now = form.getValues();
  for (const name of Object.keys(now) as (keyof ArticleFormValues)[])
    if (JSON.stringify(now[name]) !== JSON.stringify(sent[name]))
      form.setValue(name, now[name], { shouldDirty: true });
}
