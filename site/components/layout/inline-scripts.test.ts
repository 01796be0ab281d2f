// inlineScriptHashes: the CSP hash of each inline script's exact text; scripts with src and empty ones are skipped.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, scriptHash } from './inline-scripts.ts';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of every inline script, whitespace included', () => {
    // Prepare
    const html = `<meta name="a"><script>\n  run(1);\n</script><script type="module" src="/a.js"></script><script data-x="1">run(2)</script><script></script>`;
    // Act
    const hashes = inlineScriptHashes(html);
    // Assess
    expect(hashes).toEqual([sha('\n  run(1);\n'), sha('run(2)')]);
  });

  it('hashes UTF-8 text as the browser does', () => {
    // Act & Assess
    expect(scriptHash("document.title = 'é';")).toBe(sha("document.title = 'é';"));
  });

  it('answers the right hash for a script met again, and for more distinct scripts than it keeps', () => {
    // Prepare
    const scripts = Array.from({ length: 200 }, (_, i) => `run(${i});`);
    // Act
    const first = scripts.map(scriptHash);
    const again = scripts.map(scriptHash);
    // Assess
    expect(first).toEqual(scripts.map(sha));
    expect(again).toEqual(first);
  });
});
