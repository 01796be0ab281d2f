// Runs against in-process dynalite: glossary list, search, versioned update and delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError, VersionConflictError } from './errors.ts';
import {
  createGlossaryTerm,
  deleteGlossaryTerm,
  getGlossaryTerm,
  listGlossaryTerms,
  searchGlossaryTerms,
  updateGlossaryTerm,
} from './glossary.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  for (const term of ['screen reader', 'ARIA', 'Écran tactile', 'alt text']) {
    await createGlossaryTerm(t.db, {
      term,
      definition: `What ${term} means, in words.`,
      category: 'Basics',
    });
  }
});
afterAll(() => t.close());

describe('glossary', () => {
  it('lists terms sorted by term, ignoring case and accents', async () => {
    expect((await listGlossaryTerms(t.db)).map((g) => g.term)).toEqual([
      'alt text',
      'ARIA',
      'Écran tactile',
      'screen reader',
    ]);
  });

  it('searches term, definition and category, ignoring case and accents', async () => {
    expect((await searchGlossaryTerms(t.db, 'ECRAN')).map((g) => g.term)).toEqual([
      'Écran tactile',
    ]);
    expect((await searchGlossaryTerms(t.db, 'a')).length).toBe(4);
    expect(await searchGlossaryTerms(t.db, 'nothing like this')).toEqual([]);
  });

  it('updates with a version and refuses a stale one', async () => {
    const g = await createGlossaryTerm(t.db, {
      term: 'WCAG',
      definition: 'Web Content Accessibility Guidelines.',
      category: 'Standards',
    });
    const updated = await updateGlossaryTerm(
      t.db,
      g.id,
      { term: 'WCAG 2.2', definition: g.definition, category: g.category },
      1,
    );
    expect(updated).toMatchObject({ id: g.id, term: 'WCAG 2.2', version: 2 });
    expect(await getGlossaryTerm(t.db, g.id)).toEqual(updated);
    await expect(
      updateGlossaryTerm(t.db, g.id, { term: 'x', definition: 'y', category: 'z' }, 1),
    ).rejects.toBeInstanceOf(VersionConflictError);
  });

  it('deletes, then answers NotFoundError', async () => {
    const g = await createGlossaryTerm(t.db, {
      term: 'Temp',
      definition: 'A term to delete soon.',
      category: 'Misc',
    });
    await deleteGlossaryTerm(t.db, g.id);
    await expect(getGlossaryTerm(t.db, g.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(deleteGlossaryTerm(t.db, g.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      updateGlossaryTerm(t.db, g.id, { term: 'x', definition: 'y', category: 'z' }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});
