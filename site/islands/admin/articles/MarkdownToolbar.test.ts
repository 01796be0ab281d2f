// The Markdown toolbar's shortcuts (product.md §10.11): which key press asks for which tool, and AltGr never does.
import { describe, expect, it } from 'vitest';
import { toolForKey } from './MarkdownToolbar.tsx';

/** A key press: the physical key, its modifiers, and AltGr as the browser reports it. */
const press = (
  code: string,
  mods: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean; altGraph?: boolean },
) => ({
  code,
  ctrlKey: Boolean(mods.ctrl),
  metaKey: Boolean(mods.meta),
  shiftKey: Boolean(mods.shift),
  altKey: Boolean(mods.alt),
  getModifierState: (key: string) => key === 'AltGraph' && Boolean(mods.altGraph),
});

describe('toolForKey', () => {
  it('maps Ctrl (or Cmd) shortcuts to their tools', () => {
    expect(toolForKey(press('KeyB', { ctrl: true }))?.action).toBe('bold');
    expect(toolForKey(press('KeyI', { meta: true }))?.action).toBe('italic');
    expect(toolForKey(press('Digit2', { ctrl: true, alt: true }))?.action).toBe('heading');
    expect(toolForKey(press('Digit8', { ctrl: true, shift: true }))?.action).toBe('bullets');
  });

  it('takes no key without Ctrl or Cmd, and no key with the wrong modifiers', () => {
    expect(toolForKey(press('KeyB', {}))).toBeUndefined();
    expect(toolForKey(press('Digit2', { ctrl: true }))).toBeUndefined();
    expect(toolForKey(press('KeyB', { ctrl: true, shift: true }))).toBeUndefined();
  });

  it('leaves AltGr+2 to type its character, though Windows reports it as Ctrl+Alt+2', () => {
    expect(toolForKey(press('Digit2', { ctrl: true, alt: true, altGraph: true }))).toBeUndefined();
  });
});
