// The article form's buttons by status (product.md §10.12): 'Create Article' still publishes at once; beside it 'Save
// draft' and 'Schedule'. A draft offers 'Publish'; a scheduled article its schedule's change or cancellation; a
// published one keeps 'Update Article' alone. The first button submits the form (Enter in a field presses it).
import type { ArticleStatus } from '../../../../functions/domain/article-status.ts';
import { primary, secondary } from '../../../client/admin/styles.ts';
import BusyButton from '../shell/BusyButton.tsx';
import ScheduleDialog from './ScheduleDialog.tsx';

interface Props {
  /** null: a new article not saved yet. */
  status: ArticleStatus | null;
  busy: boolean;
  scheduleStart: { day: string; time: string };
  onSaveDraft: () => void;
  onPublish: () => void;
  onSchedule: (iso: string) => void;
  onCancelSchedule: () => void;
}

/** The submit button's words: what the form's own submit does for this status. */
export function submitLabel(status: ArticleStatus | null): string {
  if (status === null) return 'Create Article';
  return status === 'draft' ? 'Publish' : 'Update Article';
}

export default function StatusActions(props: Props) {
  const { status, busy, onSaveDraft, onPublish, onSchedule, onCancelSchedule } = props;
  const schedule = (label: string) => (
    <ScheduleDialog label={label} start={props.scheduleStart} onSchedule={onSchedule} busy={busy} />
  );
  return (
    <>
      <BusyButton type="submit" className={primary} busy={busy}>
        {busy ? 'Saving...' : submitLabel(status)}
      </BusyButton>
      {(status === null || status === 'draft') && (
        <>
          <BusyButton className={secondary} busy={busy} onClick={onSaveDraft}>
            Save draft
          </BusyButton>
          {schedule('Schedule')}
        </>
      )}
      {status === 'scheduled' && (
        <>
          <BusyButton className={secondary} busy={busy} onClick={onPublish}>
            Publish now
          </BusyButton>
          {schedule('Change schedule')}
          <BusyButton className={secondary} busy={busy} onClick={onCancelSchedule}>
            Cancel schedule
          </BusyButton>
        </>
      )}
    </>
  );
}
