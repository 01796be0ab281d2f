// Runs against in-process dynalite: the search index on create, update and bulk load, prefix postings, and the ranking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../domain/index.ts';
import { createArticle } from '../articles/articles.ts';
import { createArticles, indexDeferred, indexPending } from '../articles/bulk.ts';
import { updateArticle } from '../articles/update.ts';
import { createTestDb, newArticle, type TestDb } from '../../../tests/support/data.ts';
import { readIndexPending } from './indexing.ts';
import { searchArticleIds, searchArticles } from './search.ts';
import { postingKeysOf, tokenize } from './tokens.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

describe('tokenize', () => {
  it('folds case and diacritics, splits on punctuation and drops stopwords', () => {
    expect(tokenize('The Café-Naïve UX of WCAG2.2')).toEqual(['cafe', 'naive', 'ux', 'wcag2', '2']);
  });

  it('files a token under its 3 to 6 character prefixes, itself included when that short', () => {
    expect([...postingKeysOf(['control', 'con', 'ux'])].sort()).toEqual(
      ['con', 'con*', 'cont*', 'contr*', 'contro*', 'control', 'ux'].sort(),
    );
  });
});

describe('searchArticles', () => {
  it('ranks a title match above a summary match above a content match', async () => {
    const inContent = await createArticle(
      t.db,
      newArticle({
        content: 'This long body mentions the zebracrossing once, deep down in the text.',
      }),
    );
    const inTitle = await createArticle(t.db, newArticle({ title: 'Zebracrossing audio signals' }));
    const inSummary = await createArticle(
      t.db,
      newArticle({ summary: 'About every zebracrossing in town.' }),
    );
    expect(await searchArticleIds(t.db, 'zebracrossing', 10)).toEqual([
      inTitle.id,
      inSummary.id,
      inContent.id,
    ]);
  });

  it('ignores case and diacritics on both sides', async () => {
    const a = await createArticle(t.db, newArticle({ title: 'Accessible Résumé builders' }));
    expect(await searchArticleIds(t.db, 'RESUME', 10)).toEqual([a.id]);
    expect(await searchArticleIds(t.db, 'résumé', 10)).toEqual([a.id]);
  });

  it('matches the last word as a prefix but earlier words exactly', async () => {
    const a = await createArticle(t.db, newArticle({ title: 'Quokka keyboards reviewed' }));
    expect(await searchArticleIds(t.db, 'quokka keyb', 10)).toEqual([a.id]);
    expect(await searchArticleIds(t.db, 'quok keyboards', 10)).toEqual([]);
  });

  it('needs every word to match and breaks ties by the newer id', async () => {
    const older = await createArticle(t.db, newArticle({ title: 'Narwhal captions guide' }));
    const newer = await createArticle(t.db, newArticle({ title: 'Narwhal captions primer' }));
    await createArticle(t.db, newArticle({ title: 'Narwhal only here' }));
    expect(await searchArticleIds(t.db, 'captions narwhal', 10)).toEqual([newer.id, older.id]);
  });

  it('answers id, title and summary only, capped at limit', async () => {
    const a = await createArticle(
      t.db,
      newArticle({ title: 'Ocelot switch access', summary: 'Switch access for everyone here.' }),
    );
    await createArticle(t.db, newArticle({ title: 'Ocelot second story' }));
    const hits = await searchArticles(t.db, 'ocelot', 1);
    expect(hits).toHaveLength(1);
    expect(await searchArticles(t.db, 'ocelot switch', 5)).toEqual([
      { id: a.id, title: a.title, summary: a.summary },
    ]);
  });

  it('answers nothing for stopwords only or an unknown word', async () => {
    expect(await searchArticles(t.db, 'the of and', 10)).toEqual([]);
    expect(await searchArticles(t.db, 'xylophonequartz', 10)).toEqual([]);
  });

  it('follows an update: stale tokens no longer match, new ones do', async () => {
    const a = await createArticle(t.db, newArticle({ title: 'Platypus sign language app' }));
    await updateArticle(t.db, a.id, { title: 'Wombat sign language app' });
    expect(await searchArticleIds(t.db, 'platypus', 10)).toEqual([]);
    expect(await searchArticleIds(t.db, 'wombat', 10)).toEqual([a.id]);
  });

  it('indexes a bulk batch in one pass', async () => {
    const results = await createArticles(t.db, [
      newArticle({ title: 'Axolotl haptics one' }),
      newArticle({ title: 'Axolotl haptics two', summary: 'Axolotl everywhere, truly.' }),
    ]);
    const [one, two] = results.map((r) => (r instanceof Error ? 0 : r.id));
    expect(await searchArticleIds(t.db, 'axolotl hapt', 10)).toEqual([two, one]);
  });

  it('defers indexing to the caller when asked, keeping the ids pending until indexed', async () => {
    const results = await createArticles(t.db, [newArticle({ title: 'Numbat deferred index' })], {
      index: 'deferred',
    });
    const created = results.filter((r) => !(r instanceof Error)) as Article[];
    expect(await searchArticleIds(t.db, 'numbat', 10)).toEqual([]);
    expect(await readIndexPending(t.db)).toEqual(created.map((a) => a.id));
    await indexDeferred(t.db, created);
    expect(await searchArticleIds(t.db, 'numbat', 10)).toEqual(created.map((a) => a.id));
    expect(await readIndexPending(t.db)).toEqual([]);
  });

  it('indexes pending articles whose writer stopped before indexing them', async () => {
    const results = await createArticles(
      t.db,
      [newArticle({ title: 'Bilby orphan one' }), newArticle({ title: 'Bilby orphan two' })],
      { index: 'deferred' },
    );
    const ids = results.map((r) => (r instanceof Error ? 0 : r.id));
    expect(await searchArticleIds(t.db, 'bilby', 10)).toEqual([]);
    expect(await indexPending(t.db)).toBe(2);
    expect(await searchArticleIds(t.db, 'bilby', 10)).toEqual([...ids].reverse());
    expect(await readIndexPending(t.db)).toEqual([]);
    expect(await indexPending(t.db)).toBe(0);
  });
});

/** Titles with `count` distinct tokens that share `prefix`, the later ones last in vocabulary order. */
const sharing = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, n) => `${prefix}${String.fromCharCode(97 + (n % 26))}${n}`);

describe('prefix search', () => {
  it('finds every article of a 3 to 6 letter prefix, however many tokens share it (40 here)', async () => {
    const words = sharing('qzv', 40);
    const created = await createArticles(
      t.db,
      words.map((w) => newArticle({ title: `Gadget ${w}` })),
    );
    const ids = created.map((r) => (r instanceof Error ? 0 : r.id)).reverse();
    expect(await searchArticleIds(t.db, 'qzv', 100)).toEqual(ids);
    expect(await searchArticleIds(t.db, 'QZVb', 100)).toEqual(
      ids.filter((_, n) => words[words.length - 1 - n]!.startsWith('qzvb')),
    );
  });

  it('expands a last word of 7 or more letters past 24 vocabulary tokens', async () => {
    const words = sharing('kestrelx', 30);
    const created = await createArticles(
      t.db,
      words.map((w) => newArticle({ title: `Device ${w}` })),
    );
    const ids = created.map((r) => (r instanceof Error ? 0 : r.id)).reverse();
    expect(await searchArticleIds(t.db, 'kestrelx', 100)).toEqual(ids);
    expect(await searchArticleIds(t.db, 'device kestrel', 100)).toEqual(ids);
  });

  it('matches a last word of 7 or more letters by its own tokens only, beside tokens sharing its first 6', async () => {
    // Prepare: 'grackling' and 'gracklings' start with the query; 'grackle' and 'grackl' (exactly the
    // first 6 letters) share only its first 6
    const long = await createArticle(t.db, newArticle({ title: 'Grackling birds' }));
    const longer = await createArticle(t.db, newArticle({ summary: 'Two gracklings.' }));
    const other = await createArticle(t.db, newArticle({ title: 'Grackle calls' }));
    // Act / Assess: the shared key alone would also match 'grackle'
    expect(await searchArticleIds(t.db, 'gracklin', 10)).toEqual([long.id, longer.id]);
    expect(await searchArticleIds(t.db, 'grackle', 10)).toEqual([other.id]);
    const six = await createArticle(t.db, newArticle({ title: 'Grackl notes' }));
    expect(await searchArticleIds(t.db, 'gracklin', 10)).toEqual([long.id, longer.id]);
    expect(await searchArticleIds(t.db, 'grackl', 10)).toEqual([
      six.id,
      other.id,
      long.id,
      longer.id,
    ]);
  });

  it('reads the shared 6-letter key when every token under it starts with the whole last word', async () => {
    // Prepare: no token starting 'ptarmi' but these two
    const a = await createArticle(t.db, newArticle({ title: 'Ptarmigan sightings' }));
    const b = await createArticle(t.db, newArticle({ content: 'Ptarmigans in winter, white.' }));
    // Act / Assess
    expect(await searchArticleIds(t.db, 'ptarmig', 10)).toEqual([a.id, b.id]);
    expect(await searchArticleIds(t.db, 'ptarmigans', 10)).toEqual([b.id]);
    // A token of exactly the first 6 letters sits under the shared key too, so it is read apart
    const six = await createArticle(t.db, newArticle({ title: 'Ptarmi notes' }));
    expect(await searchArticleIds(t.db, 'ptarmig', 10)).toEqual([a.id, b.id]);
    expect(await searchArticleIds(t.db, 'ptarmi', 10)).toEqual([six.id, a.id, b.id]);
  });

  it('ranks prefix matches by field: title, then summary, then content', async () => {
    const inContent = await createArticle(
      t.db,
      newArticle({ content: 'A body that names the jackalopes only here, far down the text.' }),
    );
    const inTitle = await createArticle(t.db, newArticle({ title: 'Jackal captions' }));
    const inSummary = await createArticle(t.db, newArticle({ summary: 'Jackalberry notes.' }));
    expect(await searchArticleIds(t.db, 'jack', 10)).toEqual([
      inTitle.id,
      inSummary.id,
      inContent.id,
    ]);
  });

  it('matches a last word of 1 or 2 letters as a whole token only', async () => {
    const a = await createArticle(t.db, newArticle({ title: 'Capybara qx shortcuts' }));
    await createArticle(t.db, newArticle({ title: 'Capybara qxyzzyplugh shortcuts' }));
    expect(await searchArticleIds(t.db, 'capybara qx', 10)).toEqual([a.id]);
  });

  it('keeps an article under a prefix while another of its words still has it', async () => {
    const a = await createArticle(
      t.db,
      newArticle({ title: 'Zorbcontrol and zorbcontract', content: 'Plain body text here.' }),
    );
    await updateArticle(t.db, a.id, { title: 'Zorbcontract only' });
    expect(await searchArticleIds(t.db, 'zorbco', 10)).toEqual([a.id]);
    expect(await searchArticleIds(t.db, 'zor', 10)).toEqual([a.id]);
    expect(await searchArticleIds(t.db, 'zorbcontro', 10)).toEqual([]);
    await updateArticle(t.db, a.id, { title: 'Nothing shared now' });
    expect(await searchArticleIds(t.db, 'zorbco', 10)).toEqual([]);
    expect(await searchArticleIds(t.db, 'zor', 10)).toEqual([]);
  });

  it('keeps a prefix per field: a word gone from the title still counts in the content', async () => {
    const a = await createArticle(
      t.db,
      newArticle({
        title: 'Quillwort guide',
        content: 'Long body text about quillworts and more.',
      }),
    );
    const other = await createArticle(t.db, newArticle({ title: 'Quillworts for everyone' }));
    expect(await searchArticleIds(t.db, 'quill', 10)).toEqual([a.id, other.id]);
    await updateArticle(t.db, a.id, { title: 'Plant guide' });
    expect(await searchArticleIds(t.db, 'quill', 10)).toEqual([other.id, a.id]);
  });
});
