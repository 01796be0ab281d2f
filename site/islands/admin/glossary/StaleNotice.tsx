// Shown in the edit dialog after a 409: the editor's text is kept; loading the stored version is their choice.
import { secondary } from '../../../client/admin/styles.ts';

export default function StaleNotice({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-2 rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
    >
      <p>
        Someone else saved this term after you opened it. Your text is still here: copy what you
        need, then load the latest version and make your changes again.
      </p>
      <button
        type="button"
        className={secondary}
        onClick={() => !loading && onLoad()}
        aria-disabled={loading || undefined}
      >
        {loading ? 'Loading...' : 'Load latest version'}
      </button>
    </div>
  );
}
