// The confirmed-subscriber export as CSV (RFC 4180): quoted where needed and safe to open in a spreadsheet; its topics
// column (product.md §10.19) says 'all' or names the chosen categories and tags.
import type { TopicChoice, TopicOptions } from '../../domain/newsletter-topics.ts';

/** A cell a spreadsheet would run as a formula starts with one of these (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: a leading formula character gets a ' in front so the cell stays text, and a field
 * holding a quote, comma or line break is quoted with its quotes doubled.
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A topic choice as one cell: 'all', or the chosen names joined by '; ', categories first ('category 9' for one
 * deleted since the choice).
 */
export function topicNames(options: TopicOptions): (topics: TopicChoice) => string {
  const names = (list: { id: number; name: string }[], kind: string, ids: number[]) =>
    ids.map((id) => list.find((t) => t.id === id)?.name ?? `${kind} ${id}`);
  return (topics) =>
    topics === 'all'
      ? 'all'
      : [
          ...names(options.categories, 'category', topics.categories),
          ...names(options.tags, 'tag', topics.tags),
        ].join('; ');
}

/** `address,confirmed,topics` then one CRLF-ended row per address, with the confirmation day (YYYY-MM-DD). */
export function subscribersCsv(
  rows: AsyncIterable<{ email: string; confirmedAt: string; topics: TopicChoice }>,
  topicsCell: (topics: TopicChoice) => string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        return controller.enqueue(encoder.encode('address,confirmed,topics\r\n'));
      }
      const next = await iterator.next();
      if (next.done) return controller.close();
      const { email, confirmedAt, topics } = next.value;
      const cells = [email, confirmedAt.slice(0, 10), topicsCell(topics)].map(csvField);
      controller.enqueue(encoder.encode(`${cells.join(',')}\r\n`));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
