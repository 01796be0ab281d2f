// The topics page's island (product.md §10.19): reads the address and topics its signed link names, shows the topic
// checkboxes, and saves them with the same link. No account: the link is the authority; a tampered, expired or
// stale one changes nothing and says why. The answer sits in a live region; a refusal takes focus.
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { TopicOptions } from '../../../functions/domain/newsletter-topics.ts';
import {
  choiceOf,
  NO_TOPIC,
  readLink,
  readPreferences,
  readTopicOptions,
  RETRY_MESSAGE,
  savePreferences,
  selectionOf,
  type TopicSelection,
} from '../../lib/newsletter.ts';
import { NEWSLETTER_LINK_MESSAGES } from '../../../functions/domain/newsletter-links.ts';
import TopicFields from './TopicFields.tsx';

type State =
  | { kind: 'reading' }
  | { kind: 'ready'; token: string; email: string; options: TopicOptions }
  | { kind: 'refused'; message: string };

const button =
  'inline-flex min-h-10 items-center justify-center rounded-md bg-blue-700 px-5 py-2 font-medium text-white hover:bg-blue-800 aria-disabled:opacity-70 dark:bg-sky-300 dark:text-slate-950 dark:hover:bg-sky-200';
const link = 'font-medium text-blue-700 underline underline-offset-2 dark:text-sky-300';

export default function NewsletterPreferences() {
  const [state, setState] = useState<State>({ kind: 'reading' });
  const [selected, setSelected] = useState<TopicSelection>({ categories: [], tags: [] });
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refusedRef = useRef<HTMLHeadingElement>(null);
  const pressed = useRef(false);

  useEffect(() => {
    const read = readLink(location.search, 'preferences');
    if (!read) {
      setState({ kind: 'refused', message: NEWSLETTER_LINK_MESSAGES.invalid });
      return;
    }
    void Promise.all([readPreferences(read.token), readTopicOptions()])
      .then(([answer, options]) => {
        if (answer.kind !== 'done') {
          setState({ kind: 'refused', message: answer.message });
          return;
        }
        setSelected(selectionOf(answer.topics, options));
        setState({ kind: 'ready', token: read.token, email: answer.email, options });
      })
      .catch(() => setState({ kind: 'refused', message: RETRY_MESSAGE }));
  }, []);

  // A save refused by the server replaces the form; focus follows to its heading instead of falling to <body>.
  useEffect(() => {
    if (pressed.current && state.kind === 'refused') refusedRef.current?.focus();
  }, [state]);

  async function onSubmit(e: SubmitEvent, current: Extract<State, { kind: 'ready' }>) {
    e.preventDefault();
    if (busy) return;
    const choice = choiceOf(selected, current.options);
    setSaved(null);
    if (!choice) {
      setProblem(NO_TOPIC);
      return;
    }
    setProblem(null);
    setBusy(true);
    const answer = await savePreferences(current.token, choice);
    setBusy(false);
    if (answer.kind === 'done') setSaved('Your topics are saved.');
    else if (answer.kind === 'failed') setProblem(answer.message);
    else {
      pressed.current = true;
      setState({ kind: 'refused', message: answer.message });
    }
  }

  if (state.kind === 'reading') return <p role="status">Loading your topics...</p>;
  if (state.kind === 'refused')
    return (
      <div role="status" className="grid gap-2">
        <h2 ref={refusedRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          We could not open your topics
        </h2>
        <p>{state.message}</p>
        <p>
          <a href="/#newsletter" className={link}>
            Sign up again
          </a>
        </p>
      </div>
    );
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e, state)} className="grid gap-4">
      <p>
        Topics for <strong className="break-all">{state.email}</strong>
      </p>
      <TopicFields options={state.options} selected={selected} onChange={setSelected} />
      <div>
        <button type="submit" className={button} aria-disabled={busy || undefined}>
          {busy ? 'Saving...' : 'Save topics'}
        </button>
      </div>
      <p role="status">{saved}</p>
      {problem && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </form>
  );
}
