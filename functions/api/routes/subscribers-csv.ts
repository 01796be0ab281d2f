// The confirmed-subscriber export as CSV (RFC 4180): quoted where needed and safe to open in a spreadsheet.

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

/** `address,confirmed` then one CRLF-ended row per address, with the confirmation day (YYYY-MM-DD). */
export function subscribersCsv(
  rows: AsyncIterable<{ email: string; confirmedAt: string }>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        return controller.enqueue(encoder.encode('address,confirmed\r\n'));
      }
      const next = await iterator.next();
      if (next.done) return controller.close();
      const { email, confirmedAt } = next.value;
      controller.enqueue(
        encoder.encode(`${csvField(email)},${csvField(confirmedAt.slice(0, 10))}\r\n`),
      );
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
