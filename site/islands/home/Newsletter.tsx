// Newsletter signup (product.md §2, §4, §8): email check, busy button with spinner, success panel, toasts; under the
// address a 'Choose topics' disclosure (product.md §10.19) whose boxes all start ticked, sent as 'all'.
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { ChevronDown, Loader2, Mail } from 'lucide-react';
import type { TopicChoice, TopicOptions } from '../../../functions/domain/newsletter-topics.ts';
import { ApiRequestError, apiResponse } from '../../lib/api.ts';
import { choiceOf, NO_TOPIC, selectAll, type TopicSelection } from '../../lib/newsletter.ts';
import TopicFields from '../newsletter/TopicFields.tsx';
import { mountToastsOnFirst } from '../../client/toaster.ts';
import { toast } from '../../stores/toasts.ts';

// Shows the toasts raised here (the store only holds them).
mountToastsOnFirst(() => import('../shell/mountToaster.tsx'));

/** product.md §5: the message for a missing or malformed address. */
export const EMAIL_MESSAGE = 'Please enter a valid email address';
/** product.md §8: the toast text when the server gives no message of its own. */
export const FAILED_MESSAGE = 'Failed to subscribe. Please try again.';

/**
 * README: any 2xx means subscribed, and the answer reveals nothing, so its body is not read. (Here rather than in
 * api.ts, whose shared chunk every page with an island loads.)
 */
export async function subscribe(email: string, topics: TopicChoice = 'all'): Promise<void> {
  await apiResponse('/api/subscribe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    // 'all' is the default: left out, as the form sent it before topics existed.
    body: JSON.stringify(topics === 'all' ? { email } : { email, topics }),
  });
}

/** The disclosure's summary of a selection (product.md §10.19). */
export function topicsSummary(selection: TopicSelection, options: TopicOptions): string {
  const chosen = selection.categories.length + selection.tags.length;
  const total = options.categories.length + options.tags.length;
  return chosen === total ? 'all topics' : `${chosen} of ${total} topics`;
}

/** product.md §8: the server's own message when it sent one, else the fixed sentence; never a raw body or status line. */
export function failureMessage(err: unknown): string {
  return (err instanceof ApiRequestError && err.serverMessage) || FAILED_MESSAGE;
}

/** product.md §10.15: what the signup toast and panel say under double opt-in. */
export const CONFIRM_TOAST = "Confirm your subscription with the link we've sent you.";
export const CONFIRM_STEP =
  "We've sent you a link to confirm your subscription. Open that email and follow the link: the newsletter starts only once you confirm.";
export const NO_MAIL_HELP =
  "No email? Check your spam or junk folder. If it hasn't arrived within an hour, sign up again with the same address and we'll send a new link.";

// The same shape zod's z.email() accepts, without shipping zod to the browser.
const EMAIL_RE =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const NO_TOPICS: TopicOptions = { categories: [], tags: [] };

/** `topics`: the categories and tags to choose from, prebuilt into the page (no request, no extra script). */
export default function Newsletter({ topics = NO_TOPICS }: { topics?: TopicOptions }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [topicsOpen, setTopicsOpen] = useState(false);
  const [selected, setSelected] = useState<TopicSelection>(() => selectAll(topics));
  const [topicError, setTopicError] = useState<string | null>(null);
  const topicsId = useId();
  const topicErrorId = useId();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  /** Whether focus was in the form when it succeeded: only then does the panel take it (never stolen from elsewhere). */
  const focusPanel = useRef(false);

  // The server's HTML has no submit handler: before this island hydrates, a submit would reload the page and lose the
  // address. A disabled default button blocks that, Enter included (implicit submission). What was typed meanwhile is
  // taken into state here, before the re-render that enables the button would reset the controlled field.
  const [hydrated, setHydrated] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setEmail(typed);
    setHydrated(true);
  }, []);

  // The form (and the focused button with it) unmounts on success; without this, focus falls to <body> (WCAG 2.4.3).
  useEffect(() => {
    if (done && focusPanel.current) panelRef.current?.focus();
  }, [done]);

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    // The button is aria-disabled (not disabled, which would blur it) while busy, so a second submit stops here.
    if (busy) return;
    if (!EMAIL_RE.test(email.trim())) {
      setError(EMAIL_MESSAGE);
      return;
    }
    setError(null);
    const choice = choiceOf(selected, topics);
    if (!choice && topics.categories.length + topics.tags.length > 0) {
      setTopicsOpen(true);
      setTopicError(NO_TOPIC);
      return;
    }
    setTopicError(null);
    setBusy(true);
    try {
      await subscribe(email.trim(), choice ?? 'all');
      // product.md §10.15: nothing is subscribed until the mailed link is used, so the toast says what comes next.
      toast({ title: 'Check your email', description: CONFIRM_TOAST });
      setEmail('');
      focusPanel.current = formRef.current?.contains(document.activeElement) ?? false;
      setDone(true);
    } catch (err) {
      toast({
        title: 'Error',
        description: failureMessage(err),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div
        ref={panelRef}
        role="status"
        tabIndex={-1}
        className="rounded-lg bg-white p-6 text-center dark:bg-slate-950"
      >
        <p className="text-lg font-semibold">Thanks for subscribing!</p>
        {/* product.md §10.15: double opt-in; the heading stays, the lines say what the reader must do. */}
        <p className="mt-1 text-slate-700 dark:text-slate-300">{CONFIRM_STEP}</p>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{NO_MAIL_HELP}</p>
      </div>
    );
  }
  return (
    <form
      ref={formRef}
      noValidate
      // fire-and-forget: onSubmit shows its own outcome in the form
      onSubmit={(e) => void onSubmit(e)}
      className="mx-auto flex max-w-lg flex-col gap-2"
    >
      <label htmlFor={inputId} className="text-left text-sm font-medium">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          id={inputId}
          type="email"
          required
          autoComplete="email"
          placeholder="Enter your email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-h-10 flex-1 rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <button
          type="submit"
          disabled={!hydrated}
          aria-disabled={busy || undefined}
          className="inline-flex min-h-10 items-center justify-center gap-2 rounded-md bg-blue-700 px-5 py-2 font-medium text-white hover:bg-blue-800 disabled:opacity-70 aria-disabled:opacity-70 dark:bg-sky-300 dark:text-slate-950 dark:hover:bg-sky-200"
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
      {topics.categories.length + topics.tags.length > 0 && (
        <div className="grid justify-items-start gap-2">
          <button
            type="button"
            aria-expanded={topicsOpen}
            aria-controls={topicsId}
            aria-describedby={topicError ? topicErrorId : undefined}
            onClick={() => setTopicsOpen((open) => !open)}
            className="inline-flex min-h-10 items-center gap-1 rounded-md px-1 text-sm font-medium text-blue-700 underline underline-offset-2 dark:text-sky-300"
          >
            <ChevronDown
              aria-hidden="true"
              size={16}
              className={topicsOpen ? 'rotate-180' : undefined}
            />
            Choose topics ({topicsSummary(selected, topics)})
          </button>
          <div id={topicsId} hidden={!topicsOpen} className="w-full">
            {topicsOpen && (
              <TopicFields options={topics} selected={selected} onChange={setSelected} />
            )}
          </div>
          {topicError && (
            <p id={topicErrorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
              {topicError}
            </p>
          )}
        </div>
      )}
    </form>
  );
}
