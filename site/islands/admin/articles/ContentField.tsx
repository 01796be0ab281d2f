// The article's Content field (product.md §10.11): a plain <textarea>, which every screen reader handles well. A Markdown
// article gets the formatting toolbar and its shortcuts; a plain-text article says so and can be converted after a
// confirmation (its text rewritten to show the same paragraphs, never silently reinterpreted).
import { useRef, useState, type ReactNode } from 'react';
import type { ArticleFormApi } from '../../../client/admin/article-form-values.ts';
import { hint, label } from '../../../client/admin/article-styles.ts';
import { plainToMarkdown } from '../../../client/admin/markdown-edit.ts';
import { input, secondary } from '../../../client/admin/styles.ts';
import ConfirmDialog from '../shell/ConfirmDialog.tsx';
import MarkdownToolbar, { runTool, toolForKey } from './MarkdownToolbar.tsx';

interface Props {
  form: ArticleFormApi;
  /** The textarea's id, aria-invalid and aria-describedby (the error), as ArticleFields gives every field. */
  a11y: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };
  error: ReactNode;
}

const HINT_ID = 'article-content-hint';

export default function ContentField({ form, a11y, error }: Props) {
  const { register, watch, getValues, setValue } = form;
  const markdown = watch('format') === 'markdown';
  const area = useRef<HTMLTextAreaElement | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState(false);
  const confirmed = useRef(false);
  const { ref, ...field } = register('content');
  const describedBy = [a11y['aria-describedby'], HINT_ID].filter(Boolean).join(' ');

  const convert = () => {
    setValue('content', plainToMarkdown(getValues('content')), { shouldDirty: true });
    setValue('format', 'markdown', { shouldDirty: true });
  };

  return (
    <div>
      <label htmlFor={a11y.id} className={label}>
        Content
      </label>
      {markdown && <MarkdownToolbar target={area} controls={a11y.id} />}
      <textarea
        rows={12}
        className={input}
        {...a11y}
        aria-describedby={describedBy}
        {...field}
        ref={(el) => {
          ref(el);
          area.current = el;
        }}
        onKeyDown={(e) => {
          const tool = markdown ? toolForKey(e) : undefined;
          if (!tool) return;
          e.preventDefault();
          runTool(e.currentTarget, tool.action);
        }}
      />
      {markdown ? (
        <p id={HINT_ID} className={hint}>
          Markdown: ## for a heading (the title is the page&apos;s main heading), - for a list item,
          &gt; for a quote, a blank line between paragraphs. Tables: a header row, then a row such
          as | --- | --- |. Images go in the image field, not in the text.
        </p>
      ) : (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <p id={HINT_ID} className={hint}>
            Plain text: each line is a paragraph.
          </p>
          <button ref={opener} type="button" className={secondary} onClick={() => setAsking(true)}>
            Convert to Markdown
          </button>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title="Convert to Markdown?"
            description="Each line becomes a paragraph of its own, and characters Markdown reads as formatting (such as * # and >) get a backslash, so the article reads as before. You can then add headings, lists and links. The change is saved when you update the article."
            confirmLabel="Convert"
            busy={false}
            onConfirm={() => {
              confirmed.current = true;
            }}
            // Once closed: converted, focus goes on to the text (the button goes with the plain format); else back to it.
            returnFocus={() => {
              if (!confirmed.current) return opener.current?.focus();
              confirmed.current = false;
              convert();
              area.current?.focus();
            }}
          />
        </div>
      )}
      {error}
    </div>
  );
}
