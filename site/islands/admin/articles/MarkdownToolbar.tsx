// The Markdown editor's toolbar (product.md §10.11): real buttons that write the syntax around the selection in the
// content textarea, each with a shortcut (aria-keyshortcuts, and shown on the button). Focus stays in the textarea.
// One Tab stop: the arrow keys, Home and End move between the buttons (the WAI-ARIA toolbar pattern).
import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { applyMarkdown, type MarkdownAction } from '../../../client/admin/markdown-edit.ts';

interface Tool {
  action: MarkdownAction;
  label: string;
  /** KeyboardEvent.code and modifiers: the key's place, so Shift+8 is found whatever character it types. */
  code: string;
  shift?: boolean;
  alt?: boolean;
  /** aria-keyshortcuts value and the visible hint. */
  keys: string;
  hint: string;
}

export const TOOLS: readonly Tool[] = [
  {
    action: 'heading',
    label: 'Heading',
    code: 'Digit2',
    alt: true,
    keys: 'Control+Alt+2',
    hint: 'Ctrl+Alt+2',
  },
  { action: 'bold', label: 'Bold', code: 'KeyB', keys: 'Control+B', hint: 'Ctrl+B' },
  { action: 'italic', label: 'Italic', code: 'KeyI', keys: 'Control+I', hint: 'Ctrl+I' },
  { action: 'link', label: 'Link', code: 'KeyK', keys: 'Control+K', hint: 'Ctrl+K' },
  {
    action: 'bullets',
    label: 'Bulleted list',
    code: 'Digit8',
    shift: true,
    keys: 'Control+Shift+8',
    hint: 'Ctrl+Shift+8',
  },
  {
    action: 'numbers',
    label: 'Numbered list',
    code: 'Digit7',
    shift: true,
    keys: 'Control+Shift+7',
    hint: 'Ctrl+Shift+7',
  },
  {
    action: 'quote',
    label: 'Quote',
    code: 'Period',
    shift: true,
    keys: 'Control+Shift+.',
    hint: 'Ctrl+Shift+.',
  },
];

/**
 * Replaces the textarea's selected lines with the edit and selects what the edit selects. execCommand('insertText')
 * keeps the browser's undo history and fires the input event the form listens to; where it is missing, setRangeText
 * and an input event do the same without undo.
 */
export function runTool(textarea: HTMLTextAreaElement, action: MarkdownAction): void {
  const { value, selectionStart, selectionEnd } = textarea;
  const edit = applyMarkdown(action, { text: value, start: selectionStart, end: selectionEnd });
  // Only the changed middle is replaced, so undo restores exactly what was there.
  let from = 0;
  while (from < value.length && from < edit.text.length && value[from] === edit.text[from]) from++;
  let tail = 0;
  while (
    tail < value.length - from &&
    tail < edit.text.length - from &&
    value[value.length - 1 - tail] === edit.text[edit.text.length - 1 - tail]
  )
    tail++;
  const inserted = edit.text.slice(from, edit.text.length - tail);
  textarea.focus();
  textarea.setSelectionRange(from, value.length - tail);
  if (!document.execCommand('insertText', false, inserted)) {
    textarea.setRangeText(inserted);
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  }
  textarea.setSelectionRange(edit.start, edit.end);
}

/**
 * The tool a key press in the textarea asks for, or undefined. Ctrl, or Cmd on a Mac. AltGr is never a shortcut:
 * on Windows it reports Ctrl and Alt together, and AltGr+2 types a character on many layouts ('@' in Polish,
 * '²' in French and Spanish), which Ctrl+Alt+2 must not swallow.
 */
export function toolForKey(
  e: Pick<
    KeyboardEvent,
    'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'code' | 'getModifierState'
  >,
) {
  if (!(e.ctrlKey || e.metaKey) || e.getModifierState('AltGraph')) return undefined;
  return TOOLS.find(
    (t) => t.code === e.code && Boolean(t.shift) === e.shiftKey && Boolean(t.alt) === e.altKey,
  );
}

const toolButton =
  'inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

export default function MarkdownToolbar({
  target,
  controls,
}: {
  target: RefObject<HTMLTextAreaElement | null>;
  /** The textarea's id. */
  controls: string;
}) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (e: KeyboardEvent) => {
    const last = TOOLS.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : e.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      onKeyDown={move}
      className="mt-1 flex flex-wrap gap-1"
    >
      {TOOLS.map((tool, i) => (
        <button
          key={tool.action}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          tabIndex={i === current ? 0 : -1}
          aria-keyshortcuts={tool.keys}
          className={toolButton}
          // The textarea keeps its selection: the press must not move focus before the edit reads it.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            setCurrent(i);
            if (target.current) runTool(target.current, tool.action);
          }}
        >
          {tool.label}
          <kbd aria-hidden="true" className="font-sans text-xs text-slate-700 dark:text-slate-300">
            {tool.hint}
          </kbd>
        </button>
      ))}
    </div>
  );
}
