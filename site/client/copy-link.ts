// Copy-link buttons (product.md §10.18): a click copies the button's data-copy-url, the page's polite status region
// says whether it worked, and a short note beside the button shows it. Plain DOM, no React: /feeds loads nothing else
// of its own.

/** What the status region says after a copy; `name` is the feed the button is for. */
export function copyMessage(name: string, url: string, copied: boolean): string {
  return copied
    ? `Copied the link to ${name}.`
    : `Could not copy the link to ${name}. The link is ${url}`;
}

/** The note beside the button: short, since the link itself stays on the page to copy by hand. */
export const copyNote = (copied: boolean): string =>
  copied ? 'Copied' : "Could not copy: use the link's own menu";

/** Clears a message after this long, so the next identical one is announced again. */
const CLEAR_AFTER_MS = 6000;

/**
 * Wires every `[data-copy-url]` button under `root` to the `[data-copy-status]` region (role="status") and to the
 * `[data-copy-note]` beside it. The button's data-copy-name names the feed in the message.
 */
export function initCopyLinks(root: ParentNode = document): void {
  const status = root.querySelector<HTMLElement>('[data-copy-status]');
  if (!status) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown: Element | null = null;
  const say = (button: HTMLElement, text: string, note: string) => {
    clearTimeout(timer);
    if (shown) shown.textContent = '';
    shown = button.parentElement?.querySelector('[data-copy-note]') ?? null;
    if (shown) shown.textContent = note;
    // Emptied first, so the same message twice in a row is still announced.
    status.textContent = '';
    requestAnimationFrame(() => {
      status.textContent = text;
    });
    timer = setTimeout(() => {
      status.textContent = '';
      if (shown) shown.textContent = '';
    }, CLEAR_AFTER_MS);
  };
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-copy-url]')) {
    button.addEventListener('click', () => {
      const url = button.dataset.copyUrl ?? '';
      const name = button.dataset.copyName ?? 'the feed';
      const copy = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'));
      copy.then(
        () => say(button, copyMessage(name, url, true), copyNote(true)),
        () => say(button, copyMessage(name, url, false), copyNote(false)),
      );
    });
  }
}
