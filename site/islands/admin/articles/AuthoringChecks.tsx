// Live authoring checks beside the form (product.md §11.7, §10.11): readability of summary and content, long sentences and
// paragraphs, capitals for emphasis, a summary repeating the title, a Markdown article's structure, 'In short''s grade level. Shown as the editor types; a short summary of them is
// announced politely only once typing pauses, so a screen reader is not interrupted at every key. Never blocks a save.
import { useEffect, useState } from 'react';
import { textChecks } from '../../../client/admin/articles-checks.ts';
import {
  fleschReadingEase,
  PLAIN_LANGUAGE_SCORE,
  readingBand,
} from '../../../client/admin/articles-readability.ts';
import { inShortChecks, useMarkdownChecks } from '../../../client/admin/structure-checks.ts';
import { panel } from '../../../client/admin/styles.ts';
import { hint } from '../../../client/admin/article-styles.ts';

/** How long typing must pause before the findings are announced. */
const ANNOUNCE_AFTER_MS = 1500;

interface Props {
  title: string;
  summary: string;
  content: string;
  /** product.md §10.11: a Markdown article's structure is checked too. */
  markdown: boolean;
  inShort: string;
}

function Score({ label, text }: { label: string; text: string }) {
  const score = fleschReadingEase(text);
  if (score === null) return <li>{label} readability: nothing to score yet.</li>;
  const plain = score >= PLAIN_LANGUAGE_SCORE;
  return (
    <li>
      {label} readability: {score} ({readingBand(score)})
      {plain ? '' : `. Aim for ${PLAIN_LANGUAGE_SCORE} or more: shorter sentences and words.`}
    </li>
  );
}

export default function AuthoringChecks({ title, summary, content, markdown, inShort }: Props) {
  const structure = useMarkdownChecks(content, markdown);
  const short = inShortChecks(inShort);
  const checks = [...textChecks({ title, summary, content }), ...structure, ...short.checks];
  const scores = [fleschReadingEase(summary), fleschReadingEase(content)];
  const summaryLine =
    `${checks.length === 0 ? 'No writing suggestions' : `${checks.length} writing suggestion${checks.length === 1 ? '' : 's'}`}.` +
    (scores[1] === null ? '' : ` Content readability ${scores[1]}.`);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(summaryLine), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [summaryLine]);

  return (
    <aside
      aria-labelledby="authoring-checks-heading"
      className={`${panel} grid content-start gap-2 self-start text-sm`}
    >
      <h2 id="authoring-checks-heading" className="text-lg font-semibold">
        Writing checks
      </h2>
      <p className={hint}>Suggestions only: they never stop a save.</p>
      <ul className="grid list-disc gap-1 pl-5">
        <Score label="Summary" text={summary} />
        <Score label="Content" text={content} />
        {short.grade !== null && <li>{short.grade}</li>}
      </ul>
      {checks.length > 0 ? (
        <ul aria-label="Suggestions" className="grid list-disc gap-1 pl-5">
          {checks.map((c) => (
            <li key={c.id}>{c.message}</li>
          ))}
        </ul>
      ) : (
        <p>
          No long sentences or paragraphs, no capitals for emphasis
          {markdown ? ', and the headings, links, lists and tables are well formed' : ''}.
        </p>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announced}
      </p>
    </aside>
  );
}
