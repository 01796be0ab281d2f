// The head's no-flash script for the theme and the display settings, apart from theme.ts so that no browser bundle carries its text.
import { CONTRAST_CLASS, CONTRAST_QUERY, DARK_CLASS, DARK_QUERY, THEME_KEY } from './theme.ts';
import { DISPLAY_KEY } from './display.ts';

const q = JSON.stringify;

/**
 * The no-flash script HeadCommon.astro writes inline in every head (it must run before first paint, before any
 * module loads): the saved theme, else the system's (chooseTheme), and the saved display settings as data
 * attributes on <html> (applyDisplay; global.css styles only known values, so any other does nothing). Its CSP hash
 * is taken from the rendered page (InlineScripts.astro), so it may change here freely. Written small: every page
 * carries it, inside the JS budgets of product.md §11.2.
 */
export const THEME_INIT_SCRIPT =
  `(()=>{let e=document.documentElement,t,d,m=q=>matchMedia(q).matches;try{t=localStorage.getItem(${q(THEME_KEY)});` +
  `d=JSON.parse(localStorage.getItem(${q(DISPLAY_KEY)}));for(let k in d)e.dataset[k]=d[k]}catch{}` +
  `e.classList.toggle(${q(DARK_CLASS)},t?/dark/.test(t):m(${q(DARK_QUERY)}));` +
  `e.classList.toggle(${q(CONTRAST_CLASS)},t?/^contrast/.test(t):m(${q(CONTRAST_QUERY)}))})()`;
