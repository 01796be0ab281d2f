// The header's React widgets (the lazy half of Header.astro), fetched through client/header.ts on first use: search overlay, mobile menu,
// Admin dropdown and the display settings dialog (whose own code loads only when it first opens).
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { openSearch } from '../../stores/search.ts';
import AdminMenu from './AdminMenu.tsx';
import MobileMenuDialog from './MobileMenuDialog.tsx';
import SearchOverlay from './SearchOverlay.tsx';

function rootAtEnd(): Root {
  return createRoot(document.body.appendChild(document.createElement('div')));
}

let searchRoot: Root | null = null;
/** The latest open's button and typed keys: the overlay mounts once, and more than one button may open it. */
let opener: { button: HTMLButtonElement; takeTyped: () => string } | null = null;
/**
 * Mounts the overlay once (it follows the search store), then opens it; focus returns to the button on close.
 * takeTyped gives the keys typed since the click, which the overlay puts in its input when it takes focus.
 */
export function openSearchOverlay(button: HTMLButtonElement, takeTyped: () => string): void {
  opener = { button, takeTyped };
  if (!searchRoot) {
    searchRoot = rootAtEnd();
    flushSync(() =>
      searchRoot?.render(
        <SearchOverlay
          returnFocus={() => opener?.button.focus()}
          takeTyped={() => opener?.takeTyped() ?? ''}
        />,
      ),
    );
  }
  openSearch();
}

let menuRoot: Root | null = null;
/** Shows the mobile menu dialog; aria-expanded follows it and focus returns to the button on close. */
export function openMobileMenu(button: HTMLButtonElement): void {
  const root = (menuRoot ??= rootAtEnd());
  button.setAttribute('aria-expanded', 'true');
  root.render(
    <MobileMenuDialog
      onClose={() => {
        button.setAttribute('aria-expanded', 'false');
        root.render(null);
      }}
      returnFocus={() => button.focus()}
    />,
  );
}

/** Replaces the plain Admin button with the Radix dropdown, opened (its trigger takes the button's place). */
export function openAdminMenu(button: HTMLButtonElement): void {
  if (!button.isConnected) return;
  const holder = document.createElement('span');
  holder.className = 'contents';
  button.after(holder);
  flushSync(() => createRoot(holder).render(<AdminMenu />));
  button.remove();
}

let settingsRoot: Root | null = null;
/** Shows the display settings dialog (product.md §10.17), its code fetched on first use; focus returns to the button. */
export function openDisplaySettings(button: HTMLButtonElement): void {
  void import('./DisplaySettingsDialog.tsx').then(({ default: DisplaySettingsDialog }) => {
    const root = (settingsRoot ??= rootAtEnd());
    root.render(
      <DisplaySettingsDialog
        onClose={() => root.render(null)}
        returnFocus={() => button.focus()}
      />,
    );
  });
}
