// The head's no-flash script for the theme and the display settings, apart from theme.ts so that no browser bundle carries its text.
import { CONTRAST_CLASS, CONTRAST_QUERY, DARK_CLASS, DARK_QUERY, THEME_KEY } from './theme.ts';
import { DISPLAY_KEY } from './display.ts';

const q = JSON.stringify;

/**
 * The no-flash script HeadCommon.astro writes inline in every head (it must run before first paint, before any
 * module loads): the saved display settings as data attributes on <html> (applyDisplay; global.css styles only known
 * values, so any other does nothing), then each theme class from the saved theme's name, else from the system's
 * preference (chooseTheme: 'contrast-dark' sets both, 'light' neither). Its CSP hash is taken from the rendered page
 * (InlineScripts.astro), so it may change here freely. Written small: every page carries it, inside the JS budgets of
 * product.md §11.2.
 */
export const THEME_INIT_SCRIPT =
  `(()=>{let e=document.documentElement,t,d;try{t=localStorage.getItem(${q(THEME_KEY)});` +
  `d=JSON.parse(localStorage.getItem(${q(DISPLAY_KEY)}));for(let k in d)e.dataset[k]=d[k]}catch{}` +
  `for(let[c,m]of[[${q(DARK_CLASS)},${q(DARK_QUERY)}],[${q(CONTRAST_CLASS)},${q(CONTRAST_QUERY)}]])` +
  `e.classList.toggle(c,t?t.includes(c):matchMedia(m).matches)})()`;
