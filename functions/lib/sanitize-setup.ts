// The sanitize-html setup every HTML cleaner shares (feed text, Markdown articles): what is dropped with its text, and no vulnerable tags.
import type sanitizeHtml from 'sanitize-html';

/** Elements whose text is dropped with them (code, styles, embedded documents, form noise). */
export const DROPPED_WITH_TEXT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'math',
  'svg',
];

/** The options each cleaner starts from; it adds its own allowlist of tags, attributes and schemes. */
export const BASE_OPTIONS = {
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_TEXT,
  allowVulnerableTags: false,
} as const satisfies sanitizeHtml.IOptions;
