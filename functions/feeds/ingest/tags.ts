// Disability tags by keyword rules stored per tag (DisabilityTag.keywords): whole words, case-insensitive.
import type { DisabilityTag } from '../../domain/index.ts';

export type TagMatcher = (text: string) => number[];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Compiles each tag's keywords once per import into one regular expression. */
export function compileTagRules(tags: Pick<DisabilityTag, 'id' | 'keywords'>[]): TagMatcher {
  const rules = tags
    .map((t) => ({
      id: t.id,
      words: t.keywords.map((k) => k.trim().toLowerCase()).filter(Boolean),
    }))
    .filter((r) => r.words.length > 0)
    // \b-like edges that also work next to hyphens and non-ASCII letters.
    .map((r) => ({
      id: r.id,
      re: new RegExp(
        `(?<![\\p{L}\\p{N}])(?:${r.words.map(escape).join('|')})(?![\\p{L}\\p{N}])`,
        'iu',
      ),
    }));
  return (text) => rules.filter((r) => r.re.test(text)).map((r) => r.id);
}
