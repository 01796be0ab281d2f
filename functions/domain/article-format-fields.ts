// The article form's and record's structured-text fields (product.md §10.11): the format flag and 'In short'.
import * as z from 'zod/mini';
import {
  ARTICLE_FORMATS,
  IN_SHORT_MAX_CHARS,
  IN_SHORT_MAX_WORDS,
  IN_SHORT_MESSAGE,
  words,
} from './article-format.ts';
import { text } from './text.ts';

/** The form's format field: absent keeps the stored one (a new article is 'plain' unless the form says). */
export const formatField = z.optional(z.enum(ARTICLE_FORMATS, 'Format must be plain or markdown'));

/** The form's 'In short' field: absent keeps the stored one; blank clears it (null). */
export const inShortField = z.optional(
  z.pipe(
    text().check(
      z.trim(),
      z.maxLength(IN_SHORT_MAX_CHARS, IN_SHORT_MESSAGE),
      z.refine((v) => words(v).length <= IN_SHORT_MAX_WORDS, IN_SHORT_MESSAGE),
    ),
    z.transform((v) => (v === '' ? null : v)),
  ),
);

/** The stored fields' shapes (the record's schema, product.md §3). */
export const formatSchema = z.enum(ARTICLE_FORMATS);
export const inShortSchema = z.nullable(z.string());
