// Unit: every text colour of the mails reaches WCAG 2.2 AA contrast (4.5:1) in light and dark mode.
import { describe, expect, it } from 'vitest';
import { DARK, LIGHT, textPairs, type Palette } from './palette.ts';
import { renderDigest } from './render.ts';
import { SITE, UNSUBSCRIBE_URL, sampleArticles } from '../../../tests/support/mail.ts';
import { darkCss } from './styles.ts';
import { hexContrast as contrast } from '../../../tests/support/contrast.ts';

describe('contrast()', () => {
  it('matches the WCAG reference values', () => {
    // Assess: black on white is 21:1, #767676 on white is the well-known 4.54:1 threshold grey.
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5);
  });
});

describe.each([
  ['light', LIGHT],
  ['dark', DARK],
] as Array<[string, Palette]>)('%s palette', (_name, palette) => {
  it.each(textPairs(palette))('$name text reaches 4.5:1 on its background', ({ fg, bg }) => {
    // Act
    const ratio = contrast(fg, bg);
    // Assess
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the palette in the mail', () => {
  it('draws inline (light) colours from the light palette only', async () => {
    // Prepare
    const { html } = await renderDigest({
      articles: sampleArticles(2),
      siteUrl: SITE,
      unsubscribeUrl: UNSUBSCRIBE_URL,
      preferencesUrl: UNSUBSCRIBE_URL,
      date: new Date(),
    });
    // Act: every colour of a style="" attribute
    const styles = [...html.matchAll(/style="([^"]*)"/g)].map((m) => m[1]!).join(';');
    const colours = new Set(styles.match(/#[0-9a-f]{6}\b/gi) ?? []);
    // Assess
    expect(colours.size).toBeGreaterThan(0);
    for (const c of colours) expect(Object.values(LIGHT)).toContain(c);
  });

  it('overrides every light text colour in the dark-mode block with the dark palette', () => {
    // Act
    const darkBlock = darkCss.slice(darkCss.indexOf('prefers-color-scheme: dark'));
    // Assess
    for (const c of [
      DARK.surface,
      DARK.text,
      DARK.muted,
      DARK.link,
      DARK.buttonBg,
      DARK.buttonText,
    ])
      expect(darkBlock).toContain(c);
  });
});
