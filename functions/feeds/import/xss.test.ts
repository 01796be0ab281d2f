// XSS vectors in item HTML, titles and links: none survives into what the importer stores.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toNewArticle, type ParsedItem } from './items.ts';
import { canonicalUrl, htmlToText, plainLine } from './sanitize.ts';

const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="javascript:alert(1)">',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<div style="background-image:url(javascript:alert(1))">x</div>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&amp;lt;img src=x onerror=alert(1)&amp;gt;',
  '&#60;script&#62;alert(1)&#60;/script&#62;',
  '&#x3C;img src=x onerror=alert(1)&#x3E;',
  '<div>&lt;iframe src=javascript:alert(1)&gt;</div>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)<</script>/script>',
  '<!--<script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<p onclick="alert(1)">click</p>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<xmp><script>alert(1)</script></xmp>',
  '"><script>alert(1)</script>',
  `'';!--"<XSS>=&{()}`,
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>',
  '<p>fine</p><script>document.cookie</script><p>also fine</p>',
] as const;

const BAD_LINKS = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'file:///etc/passwd',
  'ftp://example.org/x',
];

/** What a browser could run if the text were ever put into HTML: a tag opener, raw or entity-encoded. */
function executable(text: string): boolean {
  return (
    /<[a-z!/?]|&(?:lt|#0*60|#x0*3c);?[a-z!/?]/i.test(text) ||
    /\bon[a-z]+\s*=|javascript:|vbscript:|data:text\/html/i.test(text)
  );
}

const source = { name: 'Hostile feed', url: 'https://hostile.example.org/feed.xml', categoryId: 1 };
const now = new Date('2026-11-21T00:00:00Z');
const noTags = () => [];

describe('XSS vectors', () => {
  it('holds at least 40 vectors', () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(VECTORS)('stores nothing executable from item HTML, titles and authors: %s', (vector) => {
    // Prepare
    const item: ParsedItem = {
      title: `Headline ${vector}`,
      link: 'https://hostile.example.org/a',
      content: `<p>Body</p>${vector}`,
      summary: vector,
      creator: vector,
    };
    // Act
    const article = toNewArticle(item, source, now, noTags);
    // Assess
    expect(article).not.toBeNull();
    for (const field of [article!.title, article!.summary, article!.content, article!.author ?? ''])
      expect(executable(field), field).toBe(false);
  });

  it.each(BAD_LINKS)('skips an item whose link is %j', (link) => {
    const article = toNewArticle(
      { title: 'A title', link, guid: link, content: 'Text' },
      source,
      now,
      noTags,
    );
    expect(article).toBeNull();
  });

  it('keeps only http(s) images', () => {
    const article = toNewArticle(
      {
        title: 'A title',
        link: 'https://ok.example.org/',
        enclosure: { url: 'javascript:alert(1)', type: 'image/png' },
        mediaContent: [{ $: { url: 'data:image/svg+xml,<svg onload=alert(1)>', medium: 'image' } }],
      },
      source,
      now,
      noTags,
    );
    expect(article?.imageUrl).toBeNull();
  });
});

describe('sanitizer properties (fast-check)', () => {
  const fragment = fc.oneof(
    fc.constantFrom(
      ...VECTORS,
      '<',
      '>',
      '&lt;',
      '&gt;',
      '&amp;',
      '&#60;',
      '&#x3c;',
      '"',
      "'",
      '=',
      '/',
      '!',
      '?',
      '--',
      'script',
      'img',
      'svg',
      'onerror',
      'javascript:',
      '<p>',
      '</p>',
      '<br>',
      '\n',
    ),
    fc.string({ maxLength: 12 }),
  );
  const hostile = fc.array(fragment, { maxLength: 25 }).map((parts) => parts.join(''));

  it('never outputs a tag, an encoded tag or an event handler', () => {
    fc.assert(
      fc.property(hostile, (html) => {
        const text = htmlToText(html);
        expect(/<[a-z!/?]|&(?:lt|#0*60|#x0*3c);?[a-z!/?]/i.test(text)).toBe(false);
        expect(/<[a-z!/?]/i.test(plainLine(html, 300))).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps ordinary words and paragraphs intact', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9]{1,10}$/);
    const paragraph = fc.array(word, { minLength: 1, maxLength: 8 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(fc.array(paragraph, { minLength: 1, maxLength: 5 }), (paragraphs) => {
        expect(htmlToText(paragraphs.map((p) => `<p>${p}</p>`).join(''))).toBe(
          paragraphs.join('\n\n'),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('lets only http(s) links through', () => {
    fc.assert(
      fc.property(fc.oneof(hostile, fc.webUrl(), fc.constantFrom(...BAD_LINKS)), (link) => {
        const url = canonicalUrl(link, 'https://base.example.org/feed');
        expect(url === null || /^https?:\/\//.test(url)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
