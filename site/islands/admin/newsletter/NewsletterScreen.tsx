// /admin/newsletter body (product.md §11.8): subscribers with the CSV export, the last digest with 'Send now' and its
// progress, and the next digest as it would be mailed, for every topic or the ticked ones (product.md §10.19).
import {
  sendBlocked,
  useDigestPreview,
  useNewsletterStats,
} from '../../../client/admin/api/newsletter.ts';
import DigestPanel from './DigestPanel.tsx';
import NextDigest from './NextDigest.tsx';
import SubscriberCounts from './SubscriberCounts.tsx';

export default function NewsletterScreen() {
  const stats = useNewsletterStats();
  const preview = useDigestPreview();
  return (
    <div className="grid gap-6">
      <p className="-mt-4 text-slate-700 dark:text-slate-300">
        Double opt-in subscribers and the weekly digest of new articles
      </p>
      <SubscriberCounts query={stats} />
      <DigestPanel
        lastDigest={stats.data?.lastDigest ?? null}
        recipients={preview.data?.recipients ?? stats.data?.confirmed ?? 0}
        blocked={sendBlocked(preview.data)}
      />
      <NextDigest
        options={{
          categories: stats.data?.topics.categories ?? [],
          tags: stats.data?.topics.tags ?? [],
        }}
      />
    </div>
  );
}
