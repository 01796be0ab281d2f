// The head's no-flash theme script, apart from theme.ts so that no browser bundle carries its text.
import { DARK_CLASS, DARK_QUERY, THEME_KEY } from './theme.ts';

/**
 * The no-flash script HeadCommon.astro writes inline in every head (it must run before first paint, before any
 * module loads): preferredTheme() then applyTheme(), with the same key, class and query. Its CSP hash is taken from
 * the rendered page (InlineScripts.astro), so it may change here freely.
 */
export const THEME_INIT_SCRIPT = `(function () {
  let dark = false;
  try {
    const saved = localStorage.getItem(${JSON.stringify(THEME_KEY)});
    dark = saved ? saved === 'dark' : window.matchMedia(${JSON.stringify(DARK_QUERY)}).matches;
  } catch {
    dark = window.matchMedia(${JSON.stringify(DARK_QUERY)}).matches;
  }
  document.documentElement.classList.toggle(${JSON.stringify(DARK_CLASS)}, dark);
})();`;
