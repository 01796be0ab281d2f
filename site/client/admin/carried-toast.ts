// A toast that must outlive a full-page navigation (sign-in, session ended): saved here, shown by the next admin page.
import { toast, type ToastInput } from '../../stores/toasts.ts';

const KEY = 'admin-carried-toast';

export function carryToast(input: ToastInput): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(input));
  } catch {
    toast(input);
  }
}

/** Shows the carried toast, if any, once. */
export function showCarriedToast(): void {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return;
    sessionStorage.removeItem(KEY);
    toast(JSON.parse(raw) as ToastInput);
  } catch {
    // Nothing carried or storage blocked.
  }
}
