// Which admin forms on the page have unsaved changes, for the guard in front of Back and Forward (product.md §11.7).
import { useEffect } from 'react';

const dirty = new Set<string>();

/** Keeps `key` listed while its form is dirty and mounted. */
export function useDirtyForm(key: string, isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return;
    dirty.add(key);
    return () => void dirty.delete(key);
  }, [key, isDirty]);
}

/** True while any mounted form has unsaved changes. */
export const anyFormDirty = (): boolean => dirty.size > 0;
