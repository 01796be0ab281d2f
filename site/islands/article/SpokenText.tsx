// The passage being spoken, with the current word marked (boundary events); hidden from screen readers, which read the article itself.
import type { SpokenWord } from '../../client/article/use-speech.ts';

const CONTEXT = 120;

export default function SpokenText({ text, word }: { text: string; word: SpokenWord | null }) {
  if (!word) return null;
  const [a, b] = word.range;
  const from = Math.max(0, a - CONTEXT);
  const to = Math.min(text.length, b + CONTEXT);
  return (
    <p
      aria-hidden="true"
      data-testid="spoken-text"
      className="rounded-md bg-slate-50 p-3 text-sm leading-relaxed dark:bg-slate-800"
    >
      {from > 0 && '…'}
      {text.slice(from, a)}
      <mark className="rounded bg-yellow-200 px-0.5 text-slate-900">{text.slice(a, b)}</mark>
      {text.slice(b, to)}
      {to < text.length && '…'}
    </p>
  );
}
