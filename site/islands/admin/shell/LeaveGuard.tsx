// The unsaved-changes guard of the glossary and event dialogs (product.md §11.7): Back or Forward away from a form with
// changes asks first ('Leave without saving?', 'Keep editing' or 'Leave'), as the article form does.
import ConfirmDialog from './ConfirmDialog.tsx';

interface Props {
  open: boolean;
  onLeave: () => void;
  onStay: () => void;
}

export default function LeaveGuard({ open, onLeave, onStay }: Props) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onStay()}
      title="Leave without saving?"
      description="This form has changes that are not saved. If you leave, they are lost."
      confirmLabel="Leave"
      cancelLabel="Keep editing"
      busy={false}
      onConfirm={onLeave}
    />
  );
}
