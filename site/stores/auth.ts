// Admin flag store: shapes the UI only; the server enforces access (DESIGN departure 1, spec §4).
import { atom } from 'nanostores';

/** The local storage key of the admin flag (spec §9: 'an admin flag'). */
export const AUTH_KEY = 'isAdminAuthenticated';

export const $isAdmin = atom<boolean>(false);

/** Restores the flag from local storage; call after mount (browser only). */
export function restoreAdminFlag(): void {
  try {
    $isAdmin.set(localStorage.getItem(AUTH_KEY) === 'true');
  } catch {
    $isAdmin.set(false);
  }
}

export function setAdminFlag(value: boolean): void {
  $isAdmin.set(value);
  try {
    if (value) localStorage.setItem(AUTH_KEY, 'true');
    else localStorage.removeItem(AUTH_KEY);
  } catch {
    // Storage blocked: the flag lives for this page only.
  }
}
