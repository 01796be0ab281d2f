// A button that stays focusable while its action runs: aria-disabled rather than disabled, because a disabled
// button drops focus to the page, and a keyboard user would lose their place (and not get it back when the
// action fails). A press while busy does nothing: no double create, delete or import. `disabled` stays for
// a button that is unavailable for another reason (product.md §2: Add Feed until name and url are filled).
import type { ButtonHTMLAttributes, MouseEvent } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy: boolean;
}

export default function BusyButton({ busy, onClick, type = 'button', className, ...rest }: Props) {
  const press = (e: MouseEvent<HTMLButtonElement>) => {
    if (busy) e.preventDefault();
    else onClick?.(e);
  };
  return (
    <button
      {...rest}
      type={type}
      className={`${className ?? ''} aria-disabled:cursor-wait`}
      aria-disabled={busy || undefined}
      onClick={press}
    />
  );
}
