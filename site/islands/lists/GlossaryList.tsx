// /glossary (product.md §2): term, category chip and definition; prebuilt, refreshed on mount, with the product.md §4 states.
import type { GlossaryTerm } from '../../../functions/domain/index.ts';
import { listGlossary } from '../../lib/api.ts';
import { Empty, LoadError, Loading } from './ListStates.tsx';
import { useRefetch } from '../../client/lists/use-refetch.ts';

export default function GlossaryList({ initial }: { initial: GlossaryTerm[] | null }) {
  const { data, failed } = useRefetch(initial, () => listGlossary());
  if (failed) return <LoadError text="Failed to load glossary terms" />;
  if (!data) return <Loading text="Loading glossary terms..." />;
  if (data.length === 0) return <Empty text="No glossary terms found." />;
  return (
    <dl className="grid gap-4 md:grid-cols-2">
      {data.map((t) => (
        <div
          key={t.id}
          className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
        >
          <dt className="flex flex-wrap items-center gap-2">
            <span className="text-lg font-semibold">{t.term}</span>
            <span className="rounded-full bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-900 dark:bg-blue-900 dark:text-blue-100">
              {t.category}
            </span>
          </dt>
          <dd className="text-slate-800 dark:text-slate-200">{t.definition}</dd>
        </div>
      ))}
    </dl>
  );
}
