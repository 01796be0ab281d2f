// Display settings (product.md §10.17): only known choices are read back, only changed ones are saved, defaults save nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyDisplay, DEFAULT_DISPLAY, DISPLAY_KEY, savedDisplay } from './display.ts';

function stubPage(saved?: string) {
  const store = new Map<string, string>(saved === undefined ? [] : [[DISPLAY_KEY, saved]]);
  const dataset: Record<string, string> = { size: '150' };
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
  vi.stubGlobal('document', { documentElement: { dataset } });
  return { store, dataset };
}

afterEach(() => vi.unstubAllGlobals());

describe('display settings', () => {
  it('reads defaults when nothing, or something broken, is saved', () => {
    for (const saved of [undefined, '{oops', 'null', '"200"']) {
      stubPage(saved);
      expect(savedDisplay()).toEqual(DEFAULT_DISPLAY);
    }
  });

  it('keeps each known choice and drops unknown ones', () => {
    // Prepare
    stubPage(JSON.stringify({ size: '175', font: 'comic', motion: 'reduce', extra: 'x' }));
    // Act
    const read = savedDisplay();
    // Assess
    expect(read).toEqual({ ...DEFAULT_DISPLAY, size: '175', motion: 'reduce' });
  });

  it('saves and shows only what differs from the default, and nothing once all are back', () => {
    // Prepare
    const { store, dataset } = stubPage();
    // Act
    applyDisplay({ ...DEFAULT_DISPLAY, font: 'legible', spacing: 'more' });
    // Assess
    expect(JSON.parse(store.get(DISPLAY_KEY) ?? '')).toEqual({ font: 'legible', spacing: 'more' });
    expect(dataset).toEqual({ font: 'legible', spacing: 'more' });
    // Act
    applyDisplay(DEFAULT_DISPLAY);
    // Assess
    expect(store.has(DISPLAY_KEY)).toBe(false);
    expect(dataset).toEqual({});
  });
});
