// The OPML import preview (product.md §11.6): each feed as new, already present or invalid, before anything is added.
import type { OpmlFeed } from '../../../client/admin/api/feeds/calls.ts';

const STATUS = { new: 'New', existing: 'Already present', invalid: 'Invalid' } as const;

export default function OpmlPreviewTable({ feeds }: { feeds: OpmlFeed[] }) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="mb-2 text-left font-semibold">Feeds in the file</caption>
      <thead>
        <tr className="border-b border-slate-300 dark:border-slate-600">
          <th scope="col" className="py-2 pr-3">
            Feed
          </th>
          <th scope="col" className="py-2 pr-3">
            Category
          </th>
          <th scope="col" className="py-2">
            Status
          </th>
        </tr>
      </thead>
      <tbody>
        {feeds.map((f, i) => (
          <tr
            key={`${f.url}-${i}`}
            className="border-b border-slate-200 align-top dark:border-slate-700"
          >
            <td className="py-2 pr-3">
              <div className="font-medium">{f.title}</div>
              <div className="break-all">{f.url}</div>
            </td>
            <td className="py-2 pr-3">{f.category ?? 'None'}</td>
            <td className="py-2">
              {STATUS[f.status]}
              {f.message && `: ${f.message}`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
