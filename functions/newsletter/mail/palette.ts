// The newsletter mails' colours for light and dark mode; palette.test.ts proves every text pair reaches 4.5:1.

/** One colour scheme: every text colour is used only on `surface`, except `buttonText` on `buttonBg`. */
export interface Palette {
  surface: string;
  text: string;
  muted: string;
  link: string;
  buttonBg: string;
  buttonText: string;
  /** Dividers only: no text is drawn in it, so it has no contrast requirement for text. */
  border: string;
}

/** The inline default: clients without media-query support (Gmail apps, Outlook) render these. */
export const LIGHT: Palette = {
  surface: '#ffffff',
  text: '#1f2328',
  muted: '#57606a',
  link: '#0550ae',
  buttonBg: '#0550ae',
  buttonText: '#ffffff',
  border: '#d0d7de',
};

/** Applied by the prefers-color-scheme: dark block in the layout's <style> (Apple Mail, Outlook.com, iOS). */
export const DARK: Palette = {
  surface: '#0d1117',
  text: '#e6edf3',
  muted: '#9da7b3',
  link: '#79c0ff',
  buttonBg: '#79c0ff',
  buttonText: '#0d1117',
  border: '#30363d',
};

/** The pairs of (text colour, background) the templates actually draw, for the contrast test. */
export function textPairs(p: Palette): Array<{ name: string; fg: string; bg: string }> {
  return [
    { name: 'text', fg: p.text, bg: p.surface },
    { name: 'muted', fg: p.muted, bg: p.surface },
    { name: 'link', fg: p.link, bg: p.surface },
    { name: 'button', fg: p.buttonText, bg: p.buttonBg },
  ];
}
