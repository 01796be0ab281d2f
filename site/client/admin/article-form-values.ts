// The article form's values (strings, as the multipart body sends them) and how a stored article fills them.
import type { UseFormReturn } from 'react-hook-form';
import type { Article, ArticleInput, ArticleTag } from '../../../functions/domain/index.ts';
import type { ArticleTextFields } from './api/articles.ts';
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
