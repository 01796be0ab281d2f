// Inline light styles and the dark-mode <style> block shared by the mail templates.
import type { CSSProperties } from 'react';
import { DARK, LIGHT } from './palette.ts';

/** Mail clients disagree on web fonts; the system stack reads well everywhere and costs nothing. */
const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Inline styles carry the light scheme, as many clients (Gmail, Outlook desktop) drop <style> blocks. */
export const s = {
  body: { backgroundColor: LIGHT.surface, margin: 0, padding: '24px 0', fontFamily: font },
  container: { backgroundColor: LIGHT.surface, maxWidth: '600px', padding: '0 16px' },
  h1: { color: LIGHT.text, fontSize: '26px', lineHeight: '1.3', margin: '0 0 8px' },
  h2: { color: LIGHT.text, fontSize: '20px', lineHeight: '1.35', margin: '0 0 4px' },
  text: { color: LIGHT.text, fontSize: '16px', lineHeight: '1.5', margin: '0 0 12px' },
  muted: { color: LIGHT.muted, fontSize: '14px', lineHeight: '1.5', margin: '0 0 8px' },
  // Underlined so that links are not told apart by colour alone (WCAG 1.4.1).
  link: { color: LIGHT.link, textDecorationLine: 'underline' },
  button: {
    backgroundColor: LIGHT.buttonBg,
    color: LIGHT.buttonText,
    borderRadius: '6px',
    display: 'inline-block',
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecorationLine: 'none',
  },
  rule: {
    borderColor: LIGHT.border,
    borderStyle: 'solid',
    borderWidth: '1px 0 0',
    margin: '24px 0',
  },
} satisfies Record<string, CSSProperties>;

/**
 * Dark mode for the clients that honour prefers-color-scheme (Apple Mail, iOS, Outlook.com via
 * [data-ogsc]). !important is needed to beat the inline light styles.
 */
export const darkCss = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .m-surface { background-color: ${DARK.surface} !important; }
  .m-text { color: ${DARK.text} !important; }
  .m-muted { color: ${DARK.muted} !important; }
  .m-link { color: ${DARK.link} !important; }
  .m-button { background-color: ${DARK.buttonBg} !important; color: ${DARK.buttonText} !important; }
  .m-rule { border-color: ${DARK.border} !important; }
}
[data-ogsc] .m-text { color: ${DARK.text} !important; }
[data-ogsc] .m-muted { color: ${DARK.muted} !important; }
[data-ogsc] .m-link { color: ${DARK.link} !important; }
[data-ogsc] .m-button { color: ${DARK.buttonText} !important; }
[data-ogsb] .m-surface { background-color: ${DARK.surface} !important; }
[data-ogsb] .m-button { background-color: ${DARK.buttonBg} !important; }
`;
