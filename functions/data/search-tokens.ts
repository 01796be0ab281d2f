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
