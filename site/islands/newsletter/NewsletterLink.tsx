// The confirm and unsubscribe pages' island (product.md §11.8): one button that POSTs the link's token, and the answer in a
// live region that takes focus. Loading the page changes nothing; only the press does. Nothing read from the
// token is shown (its signature is checked by the server only): the address only from the server's answer.
import { useEffect, useRef, useState } from 'react';
import {
  NEWSLETTER_LINK_MESSAGES,
  UNSUBSCRIBE_LINK_MESSAGES,
  type LinkRefusal,
} from '../../../functions/domain/newsletter-links.ts';
import {
  confirmLink,
  readLink,
  unsubscribeLink,
  type LinkAnswer,
  type NewsletterLink as Link,
} from '../../lib/newsletter.ts';

/** Each page's words and request. */
const PAGES = {
  confirm: {
    intro: 'Press the button to receive our newsletter.',
    action: 'Confirm subscription',
    busy: 'Confirming...',
    done: 'Subscription confirmed',
    doneNote: "You'll receive our next newsletter in your inbox.",
    doneFor: 'Confirmed address:',
    refused: 'We could not confirm your subscription',
    /** Headings of particular refusals; the others take `refused`. */
    refusedAs: {} as Partial<Record<LinkRefusal, string>>,
    messages: NEWSLETTER_LINK_MESSAGES,
    /** Refusals that offer 'Sign up again'. */
    signUpAgain: ['invalid', 'expired', 'used'] as LinkRefusal[],
    send: confirmLink,
  },
  unsubscribe: {
    intro: 'Press the button to stop our newsletter.',
    action: 'Unsubscribe',
    busy: 'Unsubscribing...',
    done: 'You have been unsubscribed',
    doneNote: 'Your address has been deleted from our list.',
    doneFor: 'Unsubscribed address:',
    refused: 'We could not unsubscribe you',
    // product.md §2.18: a used link's subscription has ended; an expired one points to the latest newsletter.
    refusedAs: {
      used: 'This link has already been used',
      expired: 'This link has expired',
    } as Partial<Record<LinkRefusal, string>>,
    messages: UNSUBSCRIBE_LINK_MESSAGES,
    signUpAgain: ['used'] as LinkRefusal[],
    send: unsubscribeLink,
  },
} as const;

type Kind = keyof typeof PAGES;
/** 'reading' until mounted: the token is in the address bar, which the prebuilt HTML cannot know. */
type State = { kind: 'reading' } | { kind: 'ready'; link: Link } | LinkAnswer;

const answered = (s: State): s is LinkAnswer => s.kind !== 'reading' && s.kind !== 'ready';

const button =
  'inline-flex min-h-10 items-center justify-center rounded-md bg-blue-700 px-5 py-2 font-medium text-white hover:bg-blue-800 aria-disabled:opacity-70 dark:bg-sky-300 dark:text-slate-950 dark:hover:bg-sky-200';
const link = 'font-medium text-blue-700 underline underline-offset-2 dark:text-sky-300';

export default function NewsletterLink({ kind }: { kind: Kind }) {
  const page = PAGES[kind];
  const [state, setState] = useState<State>({ kind: 'reading' });
  const [busy, setBusy] = useState(false);
  const [retry, setRetry] = useState<string | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  /** Only an answer to the reader's press takes focus; a link refused on load leaves it at the top of the page. */
  const pressed = useRef(false);

  useEffect(() => {
    const read = readLink(location.search, kind);
    setState(
      read
        ? { kind: 'ready', link: read }
        : { kind: 'refused', reason: 'invalid', message: PAGES[kind].messages.invalid },
    );
  }, [kind]);

  // The button unmounts with the answer; focus follows to the answer's heading instead of falling to <body>.
  useEffect(() => {
    if (pressed.current && answered(state)) resultRef.current?.focus();
  }, [state]);

  async function press(current: Link) {
    // aria-disabled keeps focus on the busy button; a second press stops here.
    if (busy) return;
    setBusy(true);
    setRetry(null);
    const answer = await page.send(current.token);
    setBusy(false);
    if (answer.kind === 'failed') {
      setRetry(answer.message);
      return;
    }
    pressed.current = true;
    setState(answer);
  }

  return (
    <div className="grid gap-4">
      {state.kind === 'ready' && (
        <>
          <p>{page.intro}</p>
          <div>
            <button
              type="button"
              className={button}
              aria-disabled={busy || undefined}
              onClick={() => void press(state.link)}
            >
              {busy ? page.busy : page.action}
            </button>
          </div>
        </>
      )}
      <div role="status" className="grid gap-2">
        {answered(state) && (
          <>
            <h2 ref={resultRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
              {state.kind === 'done'
                ? page.done
                : state.kind === 'refused'
                  ? (page.refusedAs[state.reason] ?? page.refused)
                  : page.refused}
            </h2>
            {state.kind === 'done' && state.email && (
              <p>
                {page.doneFor} <strong className="break-all">{state.email}</strong>
              </p>
            )}
            {state.kind === 'done' ? <p>{page.doneNote}</p> : <p>{state.message}</p>}
            {state.kind === 'refused' && page.signUpAgain.includes(state.reason) && (
              <p>
                <a href="/#newsletter" className={link}>
                  Sign up again
                </a>
              </p>
            )}
            {(state.kind === 'done' || kind === 'unsubscribe') && (
              <p>
                <a href="/" className={link}>
                  Read the latest news
                </a>
              </p>
            )}
          </>
        )}
      </div>
      {retry && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {retry}
        </p>
      )}
    </div>
  );
}
