// Header controls without React on page load (keeps every page's JS small, product.md §11.2): the theme toggle's small
// module (theme.ts) and the search overlay, mobile menu, Admin dropdown and display settings (React/Radix) all load on
// first intent. Header.astro passes the loader of those widgets (an island), so this module never imports islands/.

/** The header's lazy widgets, each opened from its button (focus returns there on close). */
export interface HeaderWidgets {
  /** takeTyped: the keys typed since the click (product.md §4), called once the overlay's input has focus. */
  openSearchOverlay(button: HTMLButtonElement, takeTyped: () => string): void;
  openMobileMenu(button: HTMLButtonElement): void;
  openAdminMenu(button: HTMLButtonElement): void;
  /** product.md §10.17. */
  openDisplaySettings(button: HTMLButtonElement): void;
}

function button(name: string): HTMLButtonElement | null {
  return document.querySelector<HTMLButtonElement>(`[data-header="${name}"]`);
}

/**
 * Keeps the characters typed from now until the returned function is called, which answers them (product.md §4: a
 * reader who types straight after opening search loses no keystroke while the overlay's code loads). Backspace
 * removes the last one; other keys pass through.
 */
export function typeAhead(): () => string {
  let typed = '';
  const keep = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key.length === 1) typed += e.key;
    else if (e.key === 'Backspace') typed = typed.slice(0, -1);
    else return;
    // The key belongs to the input about to open: not to the focused button (Space would click it again).
    e.preventDefault();
  };
  document.addEventListener('keydown', keep, true);
  return () => {
    document.removeEventListener('keydown', keep, true);
    return typed;
  };
}

export function initHeader(loadWidgets: () => Promise<HeaderWidgets>): void {
  let widgets: Promise<HeaderWidgets> | null = null;
  const load = () => (widgets ??= loadWidgets());

  /** Starts loading on hover or focus, so the click that follows rarely waits. */
  const warm = (el: HTMLButtonElement, start: () => unknown) => {
    for (const intent of ['pointerenter', 'focus']) el.addEventListener(intent, () => void start());
  };

  // Its name follows the theme by CSS (Header.astro), as its icon does.
  const theme = button('theme');
  const themeCode = () => import('./theme.ts');
  if (theme) {
    warm(theme, themeCode);
    theme.addEventListener('click', () => void themeCode().then((m) => m.toggleTheme()));
  }

  // The header's search button, and any other on the page that offers search (the not-found page's, shown here
  // because it needs this script); focus returns to the one that opened it.
  const searches = document.querySelectorAll<HTMLButtonElement>('[data-open-search]');
  // One key buffer at a time, from the click until the overlay's input takes the keys (or its code fails to load).
  let typed: (() => string) | null = null;
  const take = () => {
    const text = typed?.() ?? '';
    typed = null;
    return text;
  };
  for (const search of searches) {
    search.hidden = false;
    search.addEventListener('click', () => {
      typed ??= typeAhead();
      void load().then((w) => w.openSearchOverlay(search, take), take);
    });
  }

  const menu = button('menu');
  menu?.addEventListener('click', () => void load().then((w) => w.openMobileMenu(menu)));
  const display = button('display');
  display?.addEventListener('click', () => void load().then((w) => w.openDisplaySettings(display)));

  const admin = button('admin');
  if (admin) {
    const open = () => void load().then((w) => w.openAdminMenu(admin));
    warm(admin, load);
    admin.addEventListener('click', open);
    admin.addEventListener('keydown', (e) => {
      if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        open();
      }
    });
  }
}
