// The one rule for every text field (product.md §11.10): NFC, and no characters that break XML or HTML or reorder text.
import * as z from 'zod/mini';

/** The 400 message of a field that holds a disallowed character. */
export const DISALLOWED_TEXT_MESSAGE =
  'Contains characters that are not allowed (control characters or invalid Unicode)';

/** U+xFFFE and U+xFFFF of every plane above the first (the first plane's are in the class below). */
const astralNoncharacters = Array.from({ length: 16 }, (_, i) => {
  const plane = (i + 1).toString(16).toUpperCase();
  return `\\u{${plane}FFFE}\\u{${plane}FFFF}`;
}).join('');

/**
 * What the rule refuses. XML 1.0 forbids C0 controls other than tab, LF and CR (a NUL title made
 * /rss.xml unreadable for every subscriber), DEL and the C1 controls are invisible and discouraged in
 * XML and HTML, a lone surrogate cannot be encoded as UTF-8, and noncharacters are never text.
 * The bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) reorder the
 * characters after them until their closing control, so a title can show text in an order other than
 * the one stored and searched ('Trojan Source' spoofing); titles, names and definitions are set in
 * the page's own direction and need none. The direction marks (LRM U+200E, RLM U+200F, ALM U+061C)
 * are kept: each is one invisible letter of a direction that reorders nothing past its neighbours,
 * and Arabic and Hebrew writers type them to place a digit or a bracket beside right-to-left words.
 * With the `u` flag a surrogate range matches only a half without its partner, so emoji pass.
 */
const DISALLOWED = new RegExp(
  `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069\\uD800-\\uDFFF\\uFDD0-\\uFDEF\\uFFFE\\uFFFF${astralNoncharacters}]`,
  'u',
);
const DISALLOWED_ALL = new RegExp(DISALLOWED.source, 'gu');

/** True when `value` holds a character the rule refuses. */
export function hasDisallowed(value: string): boolean {
  return DISALLOWED.test(value);
}

/**
 * The text with every disallowed character removed, then NFC. For text we cannot refuse: feed items
 * (the importer) and records stored before the rule (the build).
 */
export function stripDisallowed(value: string): string {
  return value.replace(DISALLOWED_ALL, '').normalize('NFC');
}

/**
 * A string field under the rule: NFC first, then refused with DISALLOWED_TEXT_MESSAGE if it holds a
 * disallowed character. Still a z.string(): each schema adds its own trim, lengths and messages
 * with `.check(...)`, after these.
 */
export function text() {
  return z.string().check(
    z.normalize('NFC'),
    z.refine((value) => !hasDisallowed(value), DISALLOWED_TEXT_MESSAGE),
  );
}
