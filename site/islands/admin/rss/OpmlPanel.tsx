// OPML export (a download of every source) and import: file -> preview -> map unknown categories -> 'Import n feeds'.
import { useRef, useState } from 'react';
import type { Category } from '../../../../functions/domain/index.ts';
import { handledAsSessionEnd } from '../../../client/admin/session-ended.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { useImportOpml } from '../../../client/admin/api/feeds/hooks.ts';
import {
  OPML_EXPORT_URL,
  previewOpml,
  type OpmlPreview,
} from '../../../client/admin/api/feeds/calls.ts';
import { toast } from '../../../stores/toasts.ts';
import { fieldError, input, panel, primary, secondary } from '../../../client/admin/styles.ts';
import OpmlPreviewTable from './OpmlPreviewTable.tsx';
import BusyButton from '../shell/BusyButton.tsx';

/** The categoryMap keys the import needs: each unknown category, and '' for new feeds without one. */
function neededKeys(preview: OpmlPreview): string[] {
  const none = preview.feeds.some((f) => f.status === 'new' && f.category === null);
  return [
    ...preview.unknownCategories,
    ...(none && !preview.unknownCategories.includes('') ? [''] : []),
  ];
}

const problemOf = (err: unknown) =>
  (err instanceof ApiRequestError && err.serverMessage) ||
  'The file could not be read. Please try again.';

export default function OpmlPanel({
  categories,
  afterImport,
}: {
  categories: Category[];
  afterImport: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<OpmlPreview | null>(null);
  const [map, setMap] = useState<Record<string, number>>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  // After an import the preview and its button are gone: focus goes to the panel's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const importFeeds = useImportOpml(() => {
    setPreview(null);
    heading.current?.focus();
  });
  const fresh = preview?.feeds.filter((f) => f.status === 'new').length ?? 0;

  const onFile = async (chosen: File | undefined) => {
    setPreview(null);
    setProblem('');
    setFile(chosen ?? null);
    if (!chosen) return;
    setBusy(true);
    try {
      const answer = await previewOpml(chosen);
      setMap(Object.fromEntries(neededKeys(answer).map((k) => [k, categories[0]?.id ?? 1])));
      setPreview(answer);
    } catch (err) {
      if (!handledAsSessionEnd(err)) setProblem(problemOf(err));
    } finally {
      setBusy(false);
    }
  };

  const onImport = async () => {
    if (!file || busy) return;
    setBusy(true);
    try {
      await importFeeds.mutateAsync({ file, categoryMap: map });
      afterImport();
    } catch (err) {
      if (handledAsSessionEnd(err)) return;
      setProblem(problemOf(err));
      toast({ title: 'OPML Import Failed', description: problemOf(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="opml-heading" className={`${panel} grid gap-4`}>
      <h2 id="opml-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        OPML
      </h2>
      <div>
        <a href={OPML_EXPORT_URL} download className={secondary}>
          Export OPML
        </a>
      </div>
      <div>
        <label htmlFor="opml-file" className="block text-sm font-medium">
          Import an OPML file
        </label>
        <input
          id="opml-file"
          type="file"
          accept=".opml,.xml,text/x-opml,application/xml,text/xml"
          className={input}
          aria-describedby={problem ? 'opml-problem' : undefined}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        <p id="opml-problem" role="alert" className={fieldError}>
          {problem}
        </p>
      </div>
      {preview && (
        <div className="grid gap-4">
          <OpmlPreviewTable feeds={preview.feeds} />
          {Object.keys(map).map((name, i) => (
            <div key={name}>
              <label htmlFor={`opml-map-${i}`} className="block text-sm font-medium">
                {name ? `Category for "${name}"` : 'Category for feeds without one'}
              </label>
              <select
                id={`opml-map-${i}`}
                className={input}
                value={map[name]}
                onChange={(e) => setMap({ ...map, [name]: Number(e.target.value) })}
              >
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <div>
            <BusyButton
              className={primary}
              disabled={fresh === 0}
              busy={busy}
              onClick={() => void onImport()}
            >
              {`Import ${fresh} ${fresh === 1 ? 'feed' : 'feeds'}`}
            </BusyButton>
          </div>
        </div>
      )}
    </section>
  );
}
