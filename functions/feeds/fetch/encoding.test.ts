// Which encoding a feed body is decoded with: BOM, Content-Type charset, XML prolog, UTF-8.
import { describe, expect, it } from 'vitest';
import { decodeFeed, feedEncoding } from './encoding.ts';

const ascii = (text: string) => Buffer.from(text, 'latin1');
const prolog = (label: string) => ascii(`<?xml version="1.0" encoding="${label}"?><rss/>`);

describe('feedEncoding', () => {
  it.each<[string, Buffer, string | null, string]>([
    ['nothing declared', ascii('<rss/>'), 'application/rss+xml', 'utf-8'],
    ['no Content-Type at all', ascii('<rss/>'), null, 'utf-8'],
    ['the Content-Type charset', ascii('<rss/>'), 'text/xml; charset=windows-1251', 'windows-1251'],
    ['a quoted charset', ascii('<rss/>'), 'text/xml; Charset="ISO-8859-2"', 'iso-8859-2'],
    [
      'the prolog, when the header has no charset',
      prolog('iso-8859-1'),
      'text/xml',
      'windows-1252',
    ],
    [
      "the prolog's single quotes",
      ascii("<?xml version='1.0' encoding='koi8-r'?>"),
      null,
      'koi8-r',
    ],
    ['the header over the prolog', prolog('iso-8859-1'), 'text/xml; charset=utf-8', 'utf-8'],
    [
      'the prolog when the header label is unknown',
      prolog('koi8-r'),
      'text/xml; charset=bogus',
      'koi8-r',
    ],
    ['UTF-8 when the prolog label is unknown', prolog('x-no-such-thing'), 'text/xml', 'utf-8'],
    ['UTF-8 for a UTF-16 label in an ASCII-readable prolog', prolog('utf-16'), null, 'utf-8'],
    [
      'a UTF-8 BOM over the header',
      Buffer.from([0xef, 0xbb, 0xbf, 0x3c]),
      'text/xml; charset=iso-8859-1',
      'utf-8',
    ],
    ['a UTF-16LE BOM', Buffer.from([0xff, 0xfe, 0x3c, 0x00]), 'text/xml', 'utf-16le'],
    [
      'a UTF-16BE BOM',
      Buffer.from([0xfe, 0xff, 0x00, 0x3c]),
      'text/xml; charset=utf-8',
      'utf-16be',
    ],
    [
      "UTF-16LE without a BOM ('<?' with zero bytes)",
      Buffer.from('<?xml ?>', 'utf16le'),
      null,
      'utf-16le',
    ],
    [
      "UTF-16BE without a BOM ('<?' with zero bytes)",
      Buffer.from('<?xml ?>', 'utf16le').swap16(),
      null,
      'utf-16be',
    ],
  ])('follows %s', (_rule, bytes, contentType, encoding) => {
    expect(feedEncoding(bytes, contentType)).toBe(encoding);
  });
});

describe('decodeFeed', () => {
  it('reads Latin-1 bytes by the prolog and drops a UTF-8 BOM', () => {
    const latin1 = Buffer.concat([prolog('iso-8859-1'), Buffer.from([0x63, 0x61, 0x66, 0xe9])]);
    expect(decodeFeed(latin1, 'text/xml')).toMatch(/café$/);
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<rss>é</rss>')]);
    expect(decodeFeed(bom, null)).toBe('<rss>é</rss>');
  });
});
