// cspMetaFirst: Astro's CSP meta moves ahead of every script in <head>, right after <meta charset>.
import { describe, expect, it } from 'vitest';
import { cspMetaFirst } from './csp-meta-first.ts';

const META = `<meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-abc='">`;

describe('cspMetaFirst', () => {
  it('puts the meta right after <meta charset>, ahead of the inline scripts', () => {
    // Prepare
    const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>T</title><script>run()</script>${META}<link rel="stylesheet" href="/a.css"></head><body></body></html>`;
    // Act
    const out = cspMetaFirst(html);
    // Assess
    expect(out).toBe(
      `<!DOCTYPE html><html><head><meta charset="utf-8">${META}<title>T</title><script>run()</script><link rel="stylesheet" href="/a.css"></head><body></body></html>`,
    );
  });

  it('opens the head with it when there is no charset meta', () => {
    // Prepare
    const html = `<html><head><script>run()</script>${META}</head></html>`;
    // Act
    const out = cspMetaFirst(html);
    // Assess
    expect(out).toBe(`<html><head>${META}<script>run()</script></head></html>`);
  });

  it('leaves a page without the meta unchanged', () => {
    // Prepare
    const html = '<html><head><meta http-equiv="refresh" content="0;url=/admin/rss"></head></html>';
    // Act & Assess
    expect(cspMetaFirst(html)).toBe(html);
  });
});
