// Failure toasts for admin actions: a 401 ends the session instead (no toast here); otherwise the product.md §8 title.
import { ApiRequestError } from '../../lib/api.ts';
import { toast } from '../../stores/toasts.ts';
import { handledAsSessionEnd } from './session-ended.ts';

/** Shows the destructive toast `title` with the server's own message (or `fallback`), unless the session ended. */
export function toastFailure(err: unknown, title: string, fallback = 'Please try again.'): void {
  if (handledAsSessionEnd(err)) return;
  const message = err instanceof ApiRequestError ? err.serverMessage : null;
  toast({ title, description: message ?? fallback, variant: 'destructive' });
}
