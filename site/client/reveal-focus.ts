// Radix's focus trap moves focus with preventScroll, so Tab from a scrolling dialog's last control to its first
// (or Shift+Tab the other way) left the focused control out of view (WCAG 2.4.11). Dialogs scroll it in.
import type { FocusEvent } from 'react';

/** A dialog content's onFocus: the control that took focus is scrolled into view, if it is not already. */
export function revealFocus(e: FocusEvent<HTMLElement>): void {
  if (e.target instanceof HTMLElement) e.target.scrollIntoView({ block: 'nearest' });
}
