// Header controls without React on page load (keeps every page's JS small): the theme toggle works here, and the
// search overlay, mobile menu and Admin dropdown load their React/Radix code on first intent. Header.astro passes
// the loader of those widgets (an island), so this module never imports islands/.
import { toggleTheme } from './theme.ts';

/** The header's lazy widgets, each opened from its button (focus returns there on close). */
export interface HeaderWidgets {
  openSearchOverlay(button: HTMLButtonElement): void;
  openMobileMenu(button: HTMLButtonElement): void;
  openAdminMenu(button: HTMLButtonElement): void;
}

function button(name: string): HTMLButtonElement | null {
  return document.querySelector<HTMLButtonElement>(`[data-header="${name}"]`);
}

export function initHeader(loadWidgets: () => Promise<HeaderWidgets>): void {
  let widgets: Promise<HeaderWidgets> | null = null;
  const load = () => (widgets ??= loadWidgets());

  // Its name follows the theme by CSS (Header.astro), as its icon does.
  button('theme')?.addEventListener('click', toggleTheme);

  const search = button('search');
  search?.addEventListener('click', () => void load().then((w) => w.openSearchOverlay(search)));

  const menu = button('menu');
  menu?.addEventListener('click', () => void load().then((w) => w.openMobileMenu(menu)));

  const admin = button('admin');
  if (admin) {
    const open = () => void load().then((w) => w.openAdminMenu(admin));
    admin.addEventListener('pointerenter', () => void load());
    admin.addEventListener('focus', () => void load());
    admin.addEventListener('click', open);
    admin.addEventListener('keydown', (e) => {
      if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        open();
      }
    });
  }
}
