// Which admin forms on the page have unsaved changes, for the guard in front of Back and Forward (product.md §11.7).
import { useLayoutEffect } from 'react';

const dirty = new Set<string>();

/**
 * Keeps `key` listed while its form is dirty and mounted. Listed in the commit that made it dirty, so a Back pressed
 * right after typing already finds it.
 */
export function useDirtyForm(key: string, isDirty: boolean): void {
  useLayoutEffect(() => {
    if (!isDirty) return;
    dirty.add(key);
    return () => void dirty.delete(key);
  }, [key, isDirty]);
}

/** True while any mounted form has unsaved changes. */
export const anyFormDirty = (): boolean => dirty.size > 0;
