// The revisions dialog's body (product.md §10.13), loaded on first use with jsdiff and date-fns: the kept versions
// with their local times, a word diff of the chosen one against the form, and 'Restore this version' (confirmed first).
import { format } from 'date-fns';
import { useEffect, useRef, useState } from 'react';
import type { ArticleRevision } from '../../../../functions/domain/revision.ts';
import {
  useRestoreRevision,
  useRevision,
  useRevisions,
} from '../../../client/admin/api/revisions.ts';
import { isVersionConflict } from '../../../client/admin/api/save-errors.ts';
import { toastFailure } from '../../../client/admin/toast-failure.ts';
import { useBusyAction } from '../../../client/admin/use-busy-action.ts';
import { hasChanges, wordChanges } from '../../../client/admin/word-diff.ts';
import { toast } from '../../../stores/toasts.ts';
import ConfirmDialog from '../shell/ConfirmDialog.tsx';

/** The compared fields, in form order. */
const FIELDS = [
  ['title', 'Title'],
  ['summary', 'Summary'],
  ['content', 'Content'],
] as const satisfies readonly (readonly [keyof ComparedText, string])[];

/** A saved time in the browser's time zone. */
const when = (iso: string) => format(new Date(iso), 'd MMMM yyyy, HH:mm');

const choice =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-left hover:bg-slate-100 aria-pressed:border-blue-700 aria-pressed:bg-blue-50 dark:border-slate-600 dark:hover:bg-slate-800 dark:aria-pressed:border-sky-300 dark:aria-pressed:bg-slate-800';
// A removed word next to the one that replaced it keeps a gap, so the two do not read as one word.
const added =
  'bg-green-100 px-0.5 text-green-950 underline decoration-2 dark:bg-green-950 dark:text-green-100';
const removed =
  'mr-1 bg-red-100 px-0.5 text-red-950 line-through decoration-2 dark:bg-red-950 dark:text-red-100';

/** The text the diff compares a revision with: the form as it is when the dialog opens. */
export interface ComparedText {
  title: string;
  summary: string;
  content: string;
}

/** What the edit form gives the dialog. */
export interface RevisionsProps {
  articleId: number;
  /** The article version the form holds: the restore is checked against it. */
  version: number;
  read: () => ComparedText;
  /** After a restore: the form loads the stored article. */
  onRestored: () => Promise<void>;
  /** A restore refused as stale (409): the form offers the latest version, as after a save. */
  onConflict: () => void;
}

interface Props extends RevisionsProps {
  /** Closes the dialog: focus goes back to 'Revisions'. */
  close: () => void;
}

export default function RevisionHistory(props: Props) {
  const { articleId } = props;
  // The form as it was when the dialog opened: what every revision is compared with.
  const [compared] = useState(props.read);
  const revisions = useRevisions(articleId);
  const [chosen, setChosen] = useState<number | null>(null);

  if (revisions.isPending) return <p role="status">Loading revisions...</p>;
  if (revisions.isError)
    return <p role="alert">The revisions could not be loaded. Please try again.</p>;
  if (revisions.data.length === 0)
    return <p>No earlier versions yet: each save keeps the version it replaces.</p>;
  return (
    <div className="grid gap-4">
      <section aria-labelledby="revisions-list">
        <h3 id="revisions-list" className="font-semibold">
          Saved versions
        </h3>
        <p className="mb-2 text-sm">
          Each save keeps the version it replaced; the latest 50 are kept. Choose one to compare it
          with the form.
        </p>
        <ul className="grid gap-1">
          {revisions.data.map((r) => (
            <li key={r.version}>
              <button
                type="button"
                className={choice}
                aria-pressed={chosen === r.version}
                onClick={() => setChosen(r.version)}
              >
                <span className="font-medium">
                  Version {r.version}, saved <time dateTime={r.savedAt}>{when(r.savedAt)}</time>
                </span>
                <span className="block text-sm break-words">{r.title}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      {chosen !== null && <Comparison {...props} chosen={chosen} compared={compared} />}
    </div>
  );
}

function Comparison(props: Props & { chosen: number; compared: ComparedText }) {
  const { articleId, chosen, compared } = props;
  const revision = useRevision(articleId, chosen);
  const heading = useRef<HTMLHeadingElement>(null);
  // The comparison replaces what was shown: focus goes to its heading, so it is read from the top.
  useEffect(() => {
    if (revision.data) heading.current?.focus();
  }, [revision.data]);
  if (revision.isPending) return <p role="status">Loading version {chosen}...</p>;
  if (revision.isError)
    return <p role="alert">Version {chosen} could not be loaded. Please try again.</p>;
  return (
    <section aria-labelledby="revision-diff" className="grid gap-3">
      <h3 id="revision-diff" ref={heading} tabIndex={-1} className="font-semibold">
        Version {chosen}, saved {when(revision.data.savedAt)}, against the form
      </h3>
      <p className="text-sm">
        Words the form adds are underlined and read as &quot;added&quot;; words it drops are struck
        through and read as &quot;removed&quot;.
      </p>
      {FIELDS.map(([field, label]) => (
        <div key={field}>
          <h4 className="text-sm font-semibold">{label}</h4>
          <Diff before={String(revision.data[field] ?? '')} after={compared[field]} />
        </div>
      ))}
      <Restore {...props} revision={revision.data} />
    </section>
  );
}

function Diff({ before, after }: { before: string; after: string }) {
  const changes = wordChanges(before, after);
  if (!hasChanges(changes)) return <p className="text-sm">No changes.</p>;
  return (
    <p className="break-words whitespace-pre-wrap">
      {changes.map((c, i) =>
        c.kind === 'added' ? (
          <ins key={i} className={added}>
            <span className="sr-only">added: </span>
            {c.text}
            <span className="sr-only"> (end added) </span>
          </ins>
        ) : c.kind === 'removed' ? (
          <del key={i} className={removed}>
            <span className="sr-only">removed: </span>
            {c.text}
            <span className="sr-only"> (end removed) </span>
          </del>
        ) : (
          <span key={i}>{c.text}</span>
        ),
      )}
    </p>
  );
}

function Restore(props: Props & { revision: ArticleRevision }) {
  const { articleId, revision, close } = props;
  const restore = useRestoreRevision();
  const { run, busy: running } = useBusyAction();
  const busy = running('restore');
  const onConfirm = () =>
    run('restore', async () => {
      try {
        await restore.mutateAsync({
          id: articleId,
          revision: revision.version,
          version: props.version,
        });
        toast({ title: 'Success', description: `Version ${revision.version} was restored` });
        close();
        await props.onRestored();
      } catch (err) {
        if (isVersionConflict(err)) {
          close();
          props.onConflict();
        }
        toastFailure(err, 'Error', 'Failed to restore the version');
      }
    });
  return (
    <div>
      <ConfirmDialog
        trigger={{ label: 'Restore this version', ariaLabel: 'Restore this version' }}
        title="Restore this version?"
        description={`The article will be saved with version ${revision.version}'s text, from ${when(revision.savedAt)}. The version it replaces is kept here, and the form's unsaved changes are replaced.`}
        confirmLabel="Restore"
        busyLabel="Restoring..."
        busy={busy}
        stayOpen
        onConfirm={() => void onConfirm()}
      />
    </div>
  );
}
