// CSV fields: RFC 4180 quoting and the spreadsheet formula guard.
import { describe, expect, it } from 'vitest';
import { csvField, subscribersCsv, topicNames } from './subscribers-csv.ts';

describe('csvField', () => {
  it('leaves a plain address as it is', () => {
    expect(csvField('reader@example.org')).toBe('reader@example.org');
  });

  it.each(['=1+1@x.org', '+1@x.org', '-2@x.org', '@SUM(A1)', '\tx@y.org'])(
    'turns %j into text with a leading quote',
    (value) => {
      expect(csvField(value)).toMatch(/^"?'/);
      expect(csvField(value)).toContain(value);
    },
  );

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
  });
});

describe('subscribersCsv', () => {
  it('writes only the header row when there is nobody', async () => {
    // Prepare
    async function* none() {}
    // Act
    const text = await new Response(subscribersCsv(none(), () => 'all')).text();
    // Assess
    expect(text).toBe('address,confirmed,topics\r\n');
  });

  it("writes each address's topics: 'all', or the chosen names, a deleted one by its id", async () => {
    // Prepare
    const options = {
      categories: [{ id: 1, name: 'Screen readers' }],
      tags: [{ id: 4, name: 'Blind, low vision' }],
    };
    async function* rows() {
      yield { email: 'a@x.org', confirmedAt: '2026-05-01T09:00:00Z', topics: 'all' as const };
      yield {
        email: 'b@x.org',
        confirmedAt: '2026-05-02T09:00:00Z',
        topics: { categories: [1, 9], tags: [4] },
      };
    }
    // Act
    const text = await new Response(subscribersCsv(rows(), topicNames(options))).text();
    // Assess
    expect(text).toBe(
      'address,confirmed,topics\r\n' +
        'a@x.org,2026-05-01,all\r\n' +
        'b@x.org,2026-05-02,"Screen readers; category 9; Blind, low vision"\r\n',
    );
  });
});
