// Newsletter signup (spec §2, §4, §8): email check, busy button with spinner, success panel, toasts.
import { useId, useState, type FormEvent } from 'react';
import { Loader2, Mail } from 'lucide-react';
import { ApiRequestError, subscribe } from '../../lib/api.ts';
import { toast } from '../../stores/toasts.ts';

/** spec §5: the message for a missing or malformed address. */
export const EMAIL_MESSAGE = 'Please enter a valid email address';
// The same shape zod's z.email() accepts, without shipping zod to the browser.
const EMAIL_RE =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export default function Newsletter() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const inputId = useId();
  const errorId = useId();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!EMAIL_RE.test(email.trim())) {
      setError(EMAIL_MESSAGE);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await subscribe(email.trim());
      toast({ title: 'Success!', description: "You've been subscribed to our newsletter." });
      setEmail('');
      setDone(true);
    } catch (err) {
      const message = err instanceof ApiRequestError ? (err.serverMessage ?? err.message) : null;
      toast({
        title: 'Error',
        description: message || 'Failed to subscribe. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div role="status" className="rounded-lg bg-white p-6 text-center dark:bg-slate-950">
        <p className="text-lg font-semibold">Thanks for subscribing!</p>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          You'll receive our next newsletter in your inbox.
        </p>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="mx-auto flex max-w-lg flex-col gap-2">
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          placeholder="Enter your email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-h-10 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100"
        />
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-10 items-center justify-center gap-2 rounded-md bg-blue-700 px-5 py-2 font-medium text-white hover:bg-blue-800 disabled:opacity-70 dark:bg-sky-300 dark:text-slate-950 dark:hover:bg-sky-200"
        >
          {busy ? (
            <Loader2 aria-hidden="true" size={16} className="animate-spin" />
          ) : (
            <Mail aria-hidden="true" size={16} />
          )}
          {busy ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
