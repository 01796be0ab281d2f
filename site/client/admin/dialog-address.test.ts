// Dialog addresses: '?new' and '?edit=<id>' name a dialog; anything else is the list.
import { describe, expect, it } from 'vitest';
import { addressSearch, readAddress } from './dialog-address.ts';

describe('dialog addresses', () => {
  it('reads the create and edit forms from the query, and writes them back the same', () => {
    for (const search of ['?new', '?edit=12', ''])
      expect(addressSearch(readAddress(search))).toBe(search);
    expect(readAddress('?edit=12')).toEqual({ kind: 'edit', id: 12 });
    expect(readAddress('?new=')).toEqual({ kind: 'new' });
  });

  it("reads a page's own views, and only those", () => {
    expect(readAddress('?imported', ['imported'])).toEqual({ kind: 'view', name: 'imported' });
    expect(addressSearch(readAddress('?imported', ['imported']))).toBe('?imported');
    expect(readAddress('?imported')).toBeNull();
    expect(readAddress('?edit=3&imported', ['imported'])).toEqual({ kind: 'edit', id: 3 });
  });

  it('reads a bad id, or any other query, as the list', () => {
    for (const search of ['?edit=0', '?edit=-1', '?edit=1e3', '?edit=abc', '?edit=', '?q=x'])
      expect(readAddress(search), search).toBeNull();
  });
});
