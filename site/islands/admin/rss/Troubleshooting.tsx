// product.md §2 troubleshooting: 'Run RSS Diagnostic', 'Emergency Force Import' and the 'Emergency RSS Force Refresh' box.
import type { DiagnosticResult } from '../../../../functions/domain/index.ts';
import { panel, secondary } from '../../../client/admin/styles.ts';
import ConfirmForce from './ConfirmForce.tsx';
import BusyButton from '../shell/BusyButton.tsx';

interface Props {
  diagnostic: DiagnosticResult | null;
  diagnosing: boolean;
  forcing: boolean;
  onDiagnose: () => void;
  onForce: () => void;
}

export default function Troubleshooting({
  diagnostic,
  diagnosing,
  forcing,
  onDiagnose,
  onForce,
}: Props) {
  return (
    <section aria-labelledby="troubleshooting-heading" className={`${panel} grid gap-4`}>
      <h2 id="troubleshooting-heading" className="text-xl font-semibold">
        Troubleshooting
      </h2>
      <div className="flex flex-wrap gap-2">
        <BusyButton className={secondary} onClick={onDiagnose} busy={diagnosing}>
          {diagnosing ? 'Running Diagnostic...' : 'Run RSS Diagnostic'}
        </BusyButton>
        <ConfirmForce
          label="Emergency Force Import"
          busyLabel="Importing..."
          busy={forcing}
          onConfirm={onForce}
          className={secondary}
        />
      </div>
      {diagnostic && (
        <div>
          <h3 className="font-semibold">Diagnostic results</h3>
          <ul className="mt-2 grid gap-1 font-mono text-sm break-all">
            {diagnostic.messages.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="rounded-md border border-amber-600 bg-amber-50 p-4 text-slate-900 dark:bg-amber-950 dark:text-amber-50">
        <h3 className="font-semibold">Emergency RSS Force Refresh</h3>
        <p className="my-2 text-sm">
          Use this only when a normal refresh does not bring in new articles. It ignores each feed's
          saved state and back-off and fetches every feed again.
        </p>
        <ConfirmForce
          label="Force Refresh"
          busyLabel="Refreshing..."
          busy={forcing}
          onConfirm={onForce}
        />
      </div>
    </section>
  );
}
