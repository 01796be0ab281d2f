// Search tokens: NFKD, diacritics stripped, lower-case, split on non-alphanumerics, stopwords dropped.
const STOPWORDS = new Set(
  (
    'a an and are as at be but by for from has have in into is it its of on or that the their this to was ' +
    'were will with'
  ).split(' '),
);

/** Longest token kept; longer runs are truncated so a key never grows without bound. */
const MAX_TOKEN = 40;

export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0 && !STOPWORDS.has(t))
    .map((t) => t.slice(0, MAX_TOKEN));
}

/** Distinct tokens of a text, capped so a very long body bounds the writes of one save. */
export function distinctTokens(text: string, cap = 3000): string[] {
  return [...new Set(tokenize(text))].slice(0, cap);
}

/**
 * Prefix postings cover a token's first 3 to 6 characters: what the search box sends while a word is
 * typed (it waits for 3). A longer last word expands through the vocabulary, where few tokens share it.
 */
export const PREFIX_MIN = 3;
export const PREFIX_MAX = 6;

/** Ends a prefix key. Tokens are [a-z0-9] only, so `con*` can never be mistaken for a token. */
const PREFIX_MARK = '*';

/**
 * The posting key of a prefix: the articles with a token that starts with it, the token equal to the
 * prefix included, so a 3 to 6 letter last word needs this one key and not its exact token as well.
 */
export const prefixKey = (prefix: string) => `${prefix}${PREFIX_MARK}`;

/** The prefix keys a token is filed under: its first 3, 4, 5 and 6 characters, as far as it reaches. */
export function prefixKeysOf(token: string): string[] {
  const keys: string[] = [];
  for (let n = PREFIX_MIN; n <= Math.min(PREFIX_MAX, token.length); n++)
    keys.push(prefixKey(token.slice(0, n)));
  return keys;
}

/** Every posting key of one field: its tokens and their prefix keys, each once. */
export function postingKeysOf(tokens: Iterable<string>): Set<string> {
  const keys = new Set<string>();
  for (const t of tokens) {
    keys.add(t);
    for (const k of prefixKeysOf(t)) keys.add(k);
  }
  return keys;
}
