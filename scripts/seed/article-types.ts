// The shape of a demo article before it is written through the data layer.
import type { CategoryName, TagName } from './taxonomy.ts';

export interface SeedArticle {
  title: string;
  summary: string;
  /** Paragraphs, joined by blank lines (the article page splits at line breaks). */
  paragraphs: string[];
  category: CategoryName;
  tags: TagName[];
  featured?: boolean;
  author?: string | null;
  /** Omitted for manual entries from the site's own newsroom. */
  source?: { name: string; url: string };
  /** Publication date relative to the seed time. */
  daysAgo: number;
  /** 'markdown': the paragraphs are Markdown blocks (headings, lists), product.md §10.11; absent: plain text. */
  format?: 'markdown';
  /** The easy-read summary shown under 'In short'. */
  inShort?: string;
}

/** sourceName of the articles the editors write themselves. */
export const NEWSROOM = 'A11y Tech News'; // the API's MANUAL_SOURCE_NAME
