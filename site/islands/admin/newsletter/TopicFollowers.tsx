// How many confirmed subscribers get each topic (product.md §10.19): a table of categories and disability tags, those
// who kept all topics counted under every one and also on a line of their own.
import type { NewsletterStats } from '../../../../functions/domain/newsletter.ts';
import { followersText } from '../../../client/admin/api/newsletter.ts';

const cell = 'border-b border-slate-200 px-2 py-1 dark:border-slate-700';

export default function TopicFollowers({ topics }: { topics: NewsletterStats['topics'] }) {
  const rows = [
    ...topics.categories.map((t) => ({ ...t, kind: 'Category', key: `c${t.id}` })),
    ...topics.tags.map((t) => ({ ...t, kind: 'Disability tag', key: `t${t.id}` })),
  ];
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">Topics</h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <span className="font-medium">All topics:</span> {followersText(topics.all)} kept every
        topic, and count under each topic below.
      </p>
      {rows.length > 0 && (
        <div className="max-w-full overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm sm:max-w-lg">
            <caption className="sr-only">Confirmed subscribers by topic</caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  Topic
                </th>
                <th scope="col" className={cell}>
                  Kind
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Subscribers
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className={`${cell} font-normal break-words`}>
                    {row.name}
                  </th>
                  <td className={cell}>{row.kind}</td>
                  <td className={`${cell} text-right tabular-nums`}>{row.followers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
