// The topic checkboxes of the signup and the topics page (product.md §10.19): categories and disability tags, each
// group a fieldset with its legend; every box ticked means all topics, now and later.
import { useId } from 'react';
import type { TopicOptions } from '../../../functions/domain/newsletter-topics.ts';
import type { TopicSelection } from '../../lib/newsletter.ts';

interface Props {
  options: TopicOptions;
  selected: TopicSelection;
  onChange: (next: TopicSelection) => void;
}

const GROUPS = [
  { kind: 'categories', legend: 'Categories' },
  { kind: 'tags', legend: 'Disability tags' },
] as const;

export default function TopicFields({ options, selected, onChange }: Props) {
  const id = useId();
  const toggle = (kind: keyof TopicSelection, topic: number, on: boolean) =>
    onChange({
      ...selected,
      [kind]: on ? [...selected[kind], topic] : selected[kind].filter((t) => t !== topic),
    });
  return (
    <div className="grid gap-3 text-left">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Your digest holds only the articles in the topics you tick. With every box ticked you get
        all topics, including new ones.
      </p>
      {GROUPS.filter((g) => options[g.kind].length > 0).map((g) => (
        <fieldset key={g.kind} className="grid gap-1">
          <legend className="mb-1 text-sm font-semibold">{g.legend}</legend>
          <div className="grid gap-1 sm:grid-cols-2">
            {options[g.kind].map((topic) => {
              const boxId = `${id}-${g.kind}-${topic.id}`;
              return (
                <div key={topic.id} className="flex min-h-6 items-center gap-2">
                  <input
                    id={boxId}
                    type="checkbox"
                    className="size-4 accent-blue-700 dark:accent-sky-300"
                    checked={selected[g.kind].includes(topic.id)}
                    onChange={(e) => toggle(g.kind, topic.id, e.target.checked)}
                  />
                  <label htmlFor={boxId} className="text-sm">
                    {topic.name}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
