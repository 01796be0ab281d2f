// Glossary writes: create, update (version checked) and delete a term; no images, no references.
import {
  createGlossaryTerm,
  deleteGlossaryTerm,
  updateGlossaryTerm,
  type GlossaryTermInput,
} from '../data/index.ts';
import type { GlossaryTerm } from '../domain/index.ts';
import { NO_ARTICLES, type ContentDeps, type Saved } from './types.ts';

export interface TermWrite {
  /** Absent: create; present: update that term. */
  id?: number;
  /** On update: the version the editor loaded (a stale one is a VersionConflictError). */
  version?: number;
  input: GlossaryTermInput;
}

/**
 * Creates or updates a term; throws NotFoundError or VersionConflictError. The write commits with the site change
 * (data/records.ts), so a killed process still rebuilds the glossary.
 */
export async function saveTerm(deps: ContentDeps, write: TermWrite): Promise<Saved<GlossaryTerm>> {
  if (write.id === undefined) {
    const term = await createGlossaryTerm(deps.db, write.input);
    deps.onContentChanged(`glossary term ${term.id} created`, NO_ARTICLES);
    return { record: term, created: true };
  }
  const term = await updateGlossaryTerm(deps.db, write.id, write.input, write.version);
  deps.onContentChanged(`glossary term ${write.id} updated`, NO_ARTICLES);
  return { record: term, created: false };
}

/** Deletes a term; throws NotFoundError for an unknown id. */
export async function deleteTerm(deps: ContentDeps, id: number): Promise<void> {
  await deleteGlossaryTerm(deps.db, id);
  deps.onContentChanged(`glossary term ${id} deleted`, NO_ARTICLES);
}
