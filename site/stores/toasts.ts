// Toast store: one notification at a time (product.md §9); client/toaster.ts mounts the Toaster on the first one.
import { atom } from 'nanostores';

export type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** product.md §9: at most 1 toast at a time. */
export const TOAST_LIMIT = 1;
/** product.md §9: default duration. */
export const TOAST_DURATION_MS = 5000;

export const $toasts = atom<ToastMessage[]>([]);
let nextId = 1;

/** Shows a toast; the newest replaces older ones beyond the limit. Returns its id. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  const message: ToastMessage = { id, title: input.title, variant: input.variant ?? 'default' };
  if (input.description !== undefined) message.description = input.description;
  $toasts.set([message, ...$toasts.get()].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}
