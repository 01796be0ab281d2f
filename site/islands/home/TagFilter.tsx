// Disability-tag filter (product.md §2, §4): Radix Collapsible, 'Active' badge while a tag is picked; nothing when no tags.
import { useEffect, useRef, useState } from 'react';
import { Collapsible } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { ArticleTag } from '../../../functions/domain/index.ts';

interface Props {
  tags: ArticleTag[];
  tag: number | null;
  onTag: (id: number | null) => void;
}

export default function TagFilter({ tags, tag, onTag }: Props) {
  // product.md §4: the panel opens when a tag is active and closes when cleared.
  const [open, setOpen] = useState(tag !== null);
  useEffect(() => setOpen(tag !== null), [tag]);
  const trigger = useRef<HTMLButtonElement>(null);
  if (tags.length === 0) return null;
  const choose = (id: number, active: boolean) => {
    // Clearing closes the panel and removes the focused button with it: focus its trigger instead (WCAG 2.4.3).
    if (active) trigger.current?.focus();
    onTag(active ? null : id);
  };
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="mt-4">
      <Collapsible.Trigger
        ref={trigger}
        className="inline-flex min-h-10 items-center gap-2 rounded-md px-2 py-1 text-sm font-medium hover:bg-slate-200 dark:hover:bg-slate-800"
      >
        <ChevronDown aria-hidden="true" size={16} className={open ? 'rotate-180' : ''} />
        Disability Tags
        {tag !== null && (
          <span className="rounded-full bg-blue-700 px-2 py-0.5 text-xs font-semibold text-white dark:bg-sky-300 dark:text-slate-950">
            Active
          </span>
        )}
      </Collapsible.Trigger>
      <Collapsible.Content>
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Disability tags">
          {tags.map((t) => {
            const active = t.id === tag;
            return (
              <li key={t.id}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => choose(t.id, active)}
                  className={`min-h-8 rounded-full border px-3 py-1 text-sm ${
                    active
                      ? 'border-blue-700 bg-blue-700 text-white dark:border-sky-300 dark:bg-sky-300 dark:text-slate-950'
                      : 'border-slate-400 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100 dark:hover:bg-slate-800'
                  }`}
                >
                  {t.name}
                </button>
              </li>
            );
          })}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
