// Feed documents for tests and the benchmark: RSS 2.0, Atom, RDF, items without guid, a shared story.
export interface FixtureItem {
  title: string;
  link: string;
  guid?: string;
  html?: string;
  date?: string;
  author?: string;
  image?: string;
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function rss2(title: string, items: FixtureItem[]): string {
  const body = items
    .map(
      (
        i,
      ) => `<item><title>${esc(i.title)}</title><link>${esc(i.link)}</link>${i.guid ? `<guid isPermaLink="false">${esc(i.guid)}</guid>` : ''}
<description>${esc(i.html ?? '')}</description>${i.date ? `<pubDate>${i.date}</pubDate>` : ''}${i.author ? `<dc:creator>${esc(i.author)}</dc:creator>` : ''}
${i.image ? `<media:content url="${esc(i.image)}" medium="image" type="image/jpeg"/>` : ''}</item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>${esc(title)}</title><link>https://example.org/</link><description>Fixture</description>
${body}
</channel></rss>`;
}

export function atom(title: string, items: FixtureItem[]): string {
  const body = items
    .map(
      (
        i,
      ) => `<entry><title>${esc(i.title)}</title><link rel="alternate" href="${esc(i.link)}"/><id>${esc(i.guid ?? i.link)}</id>
<updated>${i.date ?? '2026-11-01T10:00:00Z'}</updated><author><name>${esc(i.author ?? 'Atom Author')}</name></author>
<content type="html">${esc(i.html ?? '')}</content></entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>${esc(title)}</title><id>urn:fixture:${esc(title)}</id><updated>2026-11-01T10:00:00Z</updated>
${body}
</feed>`;
}

export function rdf(title: string, items: FixtureItem[]): string {
  const body = items
    .map(
      (i) =>
        `<item rdf:about="${esc(i.link)}"><title>${esc(i.title)}</title><link>${esc(i.link)}</link><description>${esc(i.html ?? '')}</description>${i.date ? `<dc:date>${i.date}</dc:date>` : ''}</item>`,
    )
    .join('\n');
  return `<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel rdf:about="https://example.org/"><title>${esc(title)}</title><link>https://example.org/</link><description>Fixture</description></channel>
${body}
</rdf:RDF>`;
}

/** The same story as two different feeds publish it (tracking parameters and fragment differ). */
export const SHARED_STORY: FixtureItem = {
  title: 'Screen reader update brings braille display support',
  link: 'https://news.example.org/screen-reader-update?utm_source=feed&utm_medium=rss#top',
  guid: 'shared-story-1',
  html: '<p>The new release helps blind users.</p><p>It also improves low vision magnifier support.</p>',
  date: 'Sat, 01 Nov 2026 09:00:00 GMT',
};

/** n deterministic items for feed number `feed` (benchmark and generator routes). */
export function generatedItems(feed: number, n: number): FixtureItem[] {
  return Array.from({ length: n }, (_, k) => ({
    title: `Feed ${feed} story ${k}: captions and screen reader news`,
    link: `https://feed${feed}.example.org/story/${k}?utm_campaign=bench`,
    guid: `feed-${feed}-story-${k}`,
    html: `<p>Story ${k} of feed ${feed} about <b>accessible</b> technology for deaf and blind readers.</p><p>${'More detail. '.repeat(20)}</p>`,
    date: new Date(Date.UTC(2026, 9, 1) + (feed * 100 + k) * 60_000).toUTCString(),
    author: `Author ${feed}`,
    image: `https://cdn.example.org/${feed}/${k}.jpg`,
  }));
}
