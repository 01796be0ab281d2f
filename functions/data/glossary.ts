// Glossary terms: one partition, GLOSSARY / TERM#<padded id>. Why: the whole glossary is small (tens to
// a few hundred terms) and always shown whole and sorted, so one Query plus an in-memory sort and
// filter beats an index that would have to move whenever a term is renamed.
import type { GlossaryTerm } from '../domain/index.ts';
import { nextId } from './counters.ts';
import type { Db } from './db.ts';
import { fold, padId } from './keys.ts';
import { deleteRecord, getRecord, putRecord, queryPartition, updateRecord } from './records.ts';

export interface GlossaryTermInput {
  term: string;
  definition: string;
  category: string;
}

const key = (id: number) => ({ pk: 'GLOSSARY', sk: `TERM#${padId(id)}` });

function toTerm(item: Record<string, unknown>): GlossaryTerm {
  return {
    id: Number(item.id),
    term: String(item.term),
    definition: String(item.definition),
    category: String(item.category),
    updatedAt: String(item.updatedAt),
    version: Number(item.version),
  };
}

const byTerm = (a: GlossaryTerm, b: GlossaryTerm) =>
  fold(a.term).localeCompare(fold(b.term)) || a.id - b.id;

/** Every term, sorted by term ignoring case (Query pk GLOSSARY, sorted in memory). */
export async function listGlossaryTerms(db: Db): Promise<GlossaryTerm[]> {
  return (await queryPartition(db, 'GLOSSARY')).map(toTerm).sort(byTerm);
}

/** Terms whose term, definition or category contain q, case- and diacritic-insensitive (Query pk GLOSSARY). */
export async function searchGlossaryTerms(db: Db, q: string): Promise<GlossaryTerm[]> {
  const needle = fold(q.trim());
  const all = await listGlossaryTerms(db);
  if (!needle) return all;
  return all.filter((t) => fold(`${t.term}\n${t.definition}\n${t.category}`).includes(needle));
}

/** One term (GetItem GLOSSARY / TERM#id); NotFoundError when missing. */
export async function getGlossaryTerm(db: Db, id: number): Promise<GlossaryTerm> {
  return toTerm(await getRecord(db, 'glossary term', id, key(id)));
}

/** Creates a term with the next id (COUNTER#glossary). */
export async function createGlossaryTerm(db: Db, input: GlossaryTermInput): Promise<GlossaryTerm> {
  const term: GlossaryTerm = {
    id: await nextId(db, 'glossary'),
    term: input.term,
    definition: input.definition,
    category: input.category,
    updatedAt: new Date().toISOString(),
    version: 1,
  };
  await putRecord(db, 'glossary term', { ...key(term.id), ...term });
  return term;
}

/** Replaces a term's fields (UpdateItem conditional on the version read). */
export async function updateGlossaryTerm(
  db: Db,
  id: number,
  input: GlossaryTermInput,
  expectedVersion?: number,
): Promise<GlossaryTerm> {
  const { term, definition, category } = input;
  return toTerm(
    await updateRecord(
      db,
      'glossary term',
      id,
      key(id),
      { term, definition, category },
      expectedVersion,
    ),
  );
}

/** Deletes a term (DeleteItem conditional on existence). */
export async function deleteGlossaryTerm(db: Db, id: number): Promise<void> {
  await deleteRecord(db, 'glossary term', id, key(id));
}
