// A button that stays focusable while its action runs: aria-disabled rather than disabled, because a disabled
// button drops focus to the page, and a keyboard user inside a dialog would lose their place.
import type { MouseEvent, ReactNode } from 'react';
import { danger, primary } from '../shell/styles.ts';

interface Props {
  busy: boolean;
  children: ReactNode;
  /** A plain button with this action; without it, the form's submit button. */
  onClick?: () => void;
  tone?: 'primary' | 'danger';
}

export default function SubmitButton({ busy, children, onClick, tone = 'primary' }: Props) {
  const press = (e: MouseEvent<HTMLButtonElement>) => {
    // A second press while busy does nothing (no double create or delete).
    if (busy) e.preventDefault();
    else onClick?.();
  };
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      className={`${tone === 'danger' ? danger : primary} aria-disabled:cursor-wait`}
      aria-disabled={busy || undefined}
      onClick={press}
    >
      {children}
    </button>
  );
}
