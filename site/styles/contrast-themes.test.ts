// The high-contrast themes of global.css (product.md §10.17): every palette step is paper or an ink, and every ink reaches
// 7:1 on paper (text, WCAG 1.4.6) and so at least 4.5:1 as a border or focus ring; computed from the stylesheet itself.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hexContrast } from '../../tests/support/contrast.ts';

const css = readFileSync(new URL('./global.css', import.meta.url), 'utf8');

/** The custom properties one rule sets, by name. */
function block(selector: string): Map<string, string> {
  const start = css.indexOf(`\n${selector} {`);
  if (start < 0) throw new Error(`no rule ${selector} in global.css`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return new Map([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

const light = block('html.contrast');
const dark = new Map([...light, ...block('html.contrast.dark')]);
const THEMES = [
  ['high-contrast light', light],
  ['high-contrast dark', dark],
] as const;
const STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];
/** The hues the site's classes use (each has an ink). */
const hues = [...light.keys()].filter((k) => /^--hc-(?!paper)/.test(k)).map((k) => k.slice(5));

/** A value with its var() references resolved in one theme. */
function resolve(theme: Map<string, string>, value: string): string {
  const ref = /^var\((--[\w-]+)\)$/.exec(value);
  return ref ? resolve(theme, theme.get(ref[1]!) ?? 'unset') : value;
}

describe.each(THEMES)('%s', (name, theme) => {
  const paper = resolve(theme, 'var(--hc-paper)');

  it('turns every step of every hue into paper or an ink of its hue', () => {
    // Assess
    expect(hues).toEqual(expect.arrayContaining(['slate', 'blue', 'sky', 'red', 'amber', 'green']));
    for (const hue of hues)
      for (const step of STEPS)
        expect([paper, resolve(theme, `var(--hc-${hue})`)]).toContain(
          resolve(theme, `var(--color-${hue}-${step})`),
        );
  });

  it.each(hues)(`the %s ink reaches 7:1 on paper (and on it, paper text)`, (hue) => {
    // Act
    const ratio = hexContrast(resolve(theme, `var(--hc-${hue})`), paper);
    console.log(`${name}: ${hue} ink on paper ${ratio.toFixed(2)}:1`);
    // Assess: 7:1 text; borders and the focus ring are inks too, so they pass 4.5:1 with room to spare.
    expect(ratio).toBeGreaterThanOrEqual(7);
  });

  it('the focus ring (the blue ink, drawn 2 px off the control, over paper) reaches 4.5:1', () => {
    // Act
    const ratio = hexContrast(resolve(theme, 'var(--hc-blue)'), paper);
    // Assess
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});
