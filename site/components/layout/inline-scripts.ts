// Build-time CSP hashes for the inline scripts a layout emits (product.md §11.9): hashed from the rendered bytes, never by hand.
import { createHash } from 'node:crypto';

type ScriptHash = `sha256-${string}`;

/** Hashes already taken: the layouts' few scripts recur on every page, 100,000 times in a large build. */
const known = new Map<string, ScriptHash>();
/** Past this many distinct scripts (a page's own, say), new ones are hashed each time and not kept. */
const KNOWN_MAX = 64;

/** The CSP source of one inline script's text, as the browser hashes it (UTF-8, SHA-256, base64). */
export function scriptHash(code: string): ScriptHash {
  let hash = known.get(code);
  if (!hash) {
    hash = `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
    if (known.size < KNOWN_MAX) known.set(code, hash);
  }
  return hash;
}

// An inline script element: no src attribute; its text runs to the first </script> (HTML parsing does the same).
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The hash of every inline script in rendered HTML; empty scripts are left out (they run nothing). */
export function inlineScriptHashes(html: string): ScriptHash[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.trim() !== '')
    .map(scriptHash);
}
