// Build step (issue 12 §1): moves Astro's CSP <meta> to the top of each page's <head>, so it governs every script there.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const CSP_META = /<meta http-equiv="content-security-policy" content="[^"]*">/;
const CHARSET_META = /<meta charset="[^"]*">/i;

/**
 * Astro writes the policy at the end of <head>, after the layouts' inline scripts (the theme script, a
 * page's own head scripts). A meta policy governs only what the parser meets after it, so those scripts
 * would run unchecked and their hashes would prove nothing. Right after <meta charset> (which must stay
 * in the first 1,024 bytes) it covers the whole document. A page without the meta is returned unchanged.
 */
export function cspMetaFirst(html: string): string {
  const meta = CSP_META.exec(html)?.[0];
  if (!meta) return html;
  const rest = html.replace(meta, '');
  const charset = CHARSET_META.exec(rest);
  if (charset) {
    const at = charset.index + charset[0].length;
    return rest.slice(0, at) + meta + rest.slice(at);
  }
  return rest.replace(/<head\b[^>]*>/i, (head) => head + meta);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

/** The integration: rewrites every built HTML page whose meta is not yet first, a few files at a time. */
export function cspMetaFirstIntegration(): AstroIntegration {
  return {
    name: 'csp-meta-first',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const files = await htmlFiles(fileURLToPath(dir));
        for (let i = 0; i < files.length; i += 32) {
          await Promise.all(
            files.slice(i, i + 32).map(async (file) => {
              const html = await readFile(file, 'utf8');
              const moved = cspMetaFirst(html);
              if (moved !== html) await writeFile(file, moved);
            }),
          );
        }
      },
    },
  };
}
