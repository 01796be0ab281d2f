// The next digest exactly as mailed: its HTML in a sandboxed frame (no scripts, no same origin) and its plain text; for
// every topic, or for the topics ticked above it (product.md §10.19).
import { useState } from 'react';
import type { TopicOptions } from '../../../../functions/domain/newsletter-topics.ts';
import {
  NOTHING_IN_TOPICS,
  NOTHING_NEW,
  loadFailure,
  useTopicPreview,
} from '../../../client/admin/api/newsletter.ts';
import { fieldHint, panel } from '../../../client/admin/styles.ts';

const GROUPS = [
  { kind: 'categories', legend: 'Categories' },
  { kind: 'tags', legend: 'Disability tags' },
] as const;

export default function NextDigest({ options }: { options: TopicOptions }) {
  const [topics, setTopics] = useState({ categories: [] as number[], tags: [] as number[] });
  const query = useTopicPreview(topics);
  const preview = query.data;
  const toggle = (kind: keyof typeof topics, id: number, on: boolean) =>
    setTopics((t) => ({
      ...t,
      [kind]: (on ? [...t[kind], id] : t[kind].filter((x) => x !== id)).sort((a, b) => a - b),
    }));
  const ticked = topics.categories.length + topics.tags.length > 0;
  return (
    <section aria-labelledby="next-digest-heading" className={`${panel} grid gap-3`}>
      <h2 id="next-digest-heading" className="text-lg font-semibold">
        Next digest
      </h2>
      {options.categories.length + options.tags.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="font-medium">Preview for these topics</legend>
          <p className={fieldHint}>
            Tick none to see the digest for all topics, as a subscriber who kept every topic gets
            it.
          </p>
          {GROUPS.filter((g) => options[g.kind].length > 0).map((g) => (
            <fieldset key={g.kind} className="grid gap-1">
              <legend className="text-sm font-semibold">{g.legend}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {options[g.kind].map((t) => (
                  <label key={t.id} className="flex min-h-6 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={topics[g.kind].includes(t.id)}
                      onChange={(e) => toggle(g.kind, t.id, e.target.checked)}
                    />
                    {t.name}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </fieldset>
      )}
      {query.isError && <p role="alert">{loadFailure(query.error)}</p>}
      <p role="status" className="text-sm">
        {query.isFetching ? 'Loading...' : ''}
      </p>
      {preview === null && <p>{NOTHING_NEW}</p>}
      {preview && !preview.mail && <p>{NOTHING_IN_TOPICS}</p>}
      {preview?.mail && (
        <>
          <p>
            <span className="font-medium">Subject:</span> {preview.mail.subject}
            <span className="block text-sm text-slate-700 dark:text-slate-300">
              {preview.articleCount} {preview.articleCount === 1 ? 'article' : 'articles'}
              {ticked ? ' in the ticked topics' : ''}
            </span>
          </p>
          <iframe
            sandbox=""
            srcDoc={preview.mail.html}
            title="Preview of the next digest"
            className="h-[36rem] w-full rounded-md border border-slate-300 bg-white dark:border-slate-600"
          />
          <details className="rounded-md border border-slate-300 p-3 dark:border-slate-600">
            <summary className="cursor-pointer font-medium">Plain-text part</summary>
            <pre className="mt-3 text-sm break-words whitespace-pre-wrap">{preview.mail.text}</pre>
          </details>
        </>
      )}
    </section>
  );
}
