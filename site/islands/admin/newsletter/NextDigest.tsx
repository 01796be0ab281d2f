// The next digest exactly as mailed: its HTML in a sandboxed frame (no scripts, no same origin) and its plain text.
import type { UseQueryResult } from '@tanstack/react-query';
import type { DigestPreview } from '../../../../functions/domain/newsletter.ts';
import { NOTHING_NEW, loadFailure } from '../../../client/admin/api/newsletter.ts';
import { panel } from '../../../client/admin/styles.ts';

export default function NextDigest({ query }: { query: UseQueryResult<DigestPreview | null> }) {
  const preview = query.data;
  return (
    <section aria-labelledby="next-digest-heading" className={`${panel} grid gap-3`}>
      <h2 id="next-digest-heading" className="text-lg font-semibold">
        Next digest
      </h2>
      {query.isError && <p role="alert">{loadFailure(query.error)}</p>}
      {query.isPending && <p role="status">Loading...</p>}
      {preview === null && <p>{NOTHING_NEW}</p>}
      {preview && (
        <>
          <p>
            <span className="font-medium">Subject:</span> {preview.mail?.subject}
            <span className="block text-sm text-slate-700 dark:text-slate-300">
              {preview.articleCount} {preview.articleCount === 1 ? 'article' : 'articles'}
            </span>
          </p>
          <iframe
            sandbox=""
            srcDoc={preview.mail?.html}
            title="Preview of the next digest"
            className="h-[36rem] w-full rounded-md border border-slate-300 bg-white dark:border-slate-600"
          />
          <details className="rounded-md border border-slate-300 p-3 dark:border-slate-600">
            <summary className="cursor-pointer font-medium">Plain-text part</summary>
            <pre className="mt-3 text-sm break-words whitespace-pre-wrap">{preview.mail?.text}</pre>
          </details>
        </>
      )}
    </section>
  );
}
