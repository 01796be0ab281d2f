// The head's no-flash theme script, apart from theme.ts so that no browser bundle carries its text.
import { DARK_CLASS, DARK_QUERY, THEME_KEY } from './theme.ts';

/**
 * The no-flash script HeadCommon.astro writes inline in every head (it must run before first paint, before any
 * module loads): preferredTheme() then applyTheme(), with the same key, class and query. Its CSP hash is taken from
 * the rendered page (InlineScripts.astro), so it may change here freely. Written small: every page carries it.
 */
export const THEME_INIT_SCRIPT =
  `(()=>{let d;try{d=localStorage.getItem(${JSON.stringify(THEME_KEY)})}catch{}` +
  `document.documentElement.classList.toggle(${JSON.stringify(DARK_CLASS)},d?d=='dark':matchMedia(${JSON.stringify(DARK_QUERY)}).matches)})()`;
