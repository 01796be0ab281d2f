// Keyboard-only e2e helpers: the focused control's name, Tab until a control has focus, the browser's local day, and
// tomorrow picked in a date field's calendar.
import type { Locator, Page } from 'playwright-core';

/** The accessible name of the focused element (its text, label or aria-label). */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return (
      el?.getAttribute('aria-label') ??
      el?.labels?.[0]?.textContent?.trim() ??
      el?.textContent?.trim() ??
      ''
    );
  });

/**
 * Whether `target` has focus. A closing dialog gives focus back a task after it unmounts (Radix's focus scope), so
 * a check after a close polls it: `await expect.poll(() => hasFocus(opener)).toBe(true)`.
 */
export const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab until the control with this name has focus (unless it has it already), as a keyboard user would. */
export async function tabTo(page: Page, name: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if ((await focusedName(page)) === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${name} was not reached with Tab`);
}

/** The browser's local day `offset` days from today, yyyy-mm-dd (the calendar works in local days). */
export const localDay = (page: Page, offset: number) =>
  page.evaluate((o) => {
    const d = new Date();
    d.setDate(d.getDate() + o);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }, offset);

/**
 * From the focused calendar button of a date field (site/islands/admin/events/DateField.tsx): Enter opens the
 * calendar on the field's day (today, or the day it holds: the schedule's next full hour is tomorrow from 23:00),
 * the arrow keys move to `tomorrow` (yyyy-mm-dd; from tomorrow itself, one day back and forth again), Enter picks
 * it and the calendar closes.
 */
export async function pickTomorrow(page: Page, tomorrow: string): Promise<void> {
  await page.keyboard.press('Enter');
  const focusedDay = async () => {
    const focused = page.locator('.rdp-day_button:focus');
    await focused.waitFor();
    return focused.evaluate((b) => b.closest('[data-day]')?.getAttribute('data-day') ?? '');
  };
  if ((await focusedDay()) === tomorrow) await page.keyboard.press('ArrowLeft');
  for (let day = await focusedDay(); day !== tomorrow; day = await focusedDay()) {
    await page.keyboard.press(day < tomorrow ? 'ArrowRight' : 'ArrowLeft');
    // The calendar moves focus after a render; the next key must wait for it.
    await page.locator(`[data-day]:not([data-day="${day}"]) .rdp-day_button:focus`).waitFor();
  }
  await page.keyboard.press('Enter');
  await page.getByRole('grid').waitFor({ state: 'detached' });
}
