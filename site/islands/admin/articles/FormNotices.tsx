// The article form's notices (product.md §10.12, §11.7): a save refused because someone else saved first, and an
// image that could not be kept through a forced sign-in.
import { secondary } from '../../../client/admin/styles.ts';

/** The 409 notice: the editor's text stays; the button loads the latest version over it. */
export function ConflictNotice({ onLoadLatest }: { onLoadLatest: () => void }) {
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-2 rounded-md border border-amber-600 p-3"
    >
      <p>
        Someone else saved this article after you opened it. Your text is kept here; nothing was
        overwritten.
      </p>
      <button type="button" className={secondary} onClick={onLoadLatest}>
        Load the latest version
      </button>
    </div>
  );
}

/** A chosen file cannot be kept through a sign-in: the browser gives it to this page only. */
export function FileLostNotice() {
  return (
    <p className="rounded-md border border-amber-600 p-3">
      The image you had chosen could not be kept while you signed in again. Please choose it again.
    </p>
  );
}
