// Header controls without React on page load (keeps every page's JS small): the theme toggle works here,
// and the search overlay, mobile menu and Admin dropdown load their React/Radix code on first intent.
import type * as WidgetsModule from '../islands/shell/Header.lazy.tsx';

type Widgets = typeof WidgetsModule;

/** spec §9: the local storage key, also read by the no-flash script in BaseLayout.astro. */
const THEME_KEY = 'theme';
let widgets: Promise<Widgets> | null = null;
const load = () => (widgets ??= import('../islands/shell/Header.lazy.tsx'));

function button(name: string): HTMLButtonElement | null {
  return document.querySelector<HTMLButtonElement>(`[data-header="${name}"]`);
}

const theme = button('theme');
function labelTheme(): void {
  const dark = document.documentElement.classList.contains('dark');
  theme?.setAttribute('aria-label', `Switch to ${dark ? 'light' : 'dark'} theme`);
}
labelTheme();
theme?.addEventListener('click', () => {
  const dark = document.documentElement.classList.toggle('dark');
  try {
    localStorage.setItem(THEME_KEY, dark ? 'dark' : 'light');
  } catch {
    // Storage can be blocked (private mode); the theme still applies for this page.
  }
  labelTheme();
});

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
