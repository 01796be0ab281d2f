// CSV fields: RFC 4180 quoting and the spreadsheet formula guard.
import { describe, expect, it } from 'vitest';
import { csvField, subscribersCsv } from './subscribers-csv.ts';

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
    const text = await new Response(subscribersCsv(none())).text();
    // Assess
    expect(text).toBe('address,confirmed\r\n');
  });
});
