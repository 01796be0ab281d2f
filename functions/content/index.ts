// The content write service's public face: every admin write goes through here, so reference checks,
// image storage and clean-up, the version check and the change notice happen in one place.
import { deleteArticle, saveArticle } from './articles.ts';
import { deleteEvent, saveEvent } from './events.ts';
import { deleteTerm, saveTerm } from './glossary.ts';
import { restoreRevision, type RevisionRestore } from './revisions.ts';
import { fixImageAlt, restoreArticle, takeDownArticle } from './takedown.ts';
import type { ContentDeps } from './types.ts';

export type { ArticleWrite } from './articles.ts';
export { MANUAL_SOURCE_NAME } from './articles.ts';
export type { EventWrite } from './events.ts';
export type { TermWrite } from './glossary.ts';
export type { RevisionRestore } from './revisions.ts';
export { StatusChangeError, UnknownReferenceError, type FieldIssue } from './errors.ts';
export { publishDueArticles } from './article-status.ts';
export type { CheckedImage, ContentDeps, Saved } from './types.ts';

/** Binds each write to its dependencies; a new write (deleteArticle) is one function plus one line here. */
export function createContentService(deps: ContentDeps) {
  return {
    saveArticle: (write: Parameters<typeof saveArticle>[1]) => saveArticle(deps, write),
    deleteArticle: (id: number) => deleteArticle(deps, id),
    restoreRevision: (restore: RevisionRestore) => restoreRevision(deps, restore),
    takeDownArticle: (id: number, reason: string, version?: number) =>
      takeDownArticle(deps, id, reason, version),
    restoreArticle: (id: number, version?: number) => restoreArticle(deps, id, version),
    fixImageAlt: (id: number, imageAlt: string, version?: number) =>
      fixImageAlt(deps, id, imageAlt, version),
    saveEvent: (write: Parameters<typeof saveEvent>[1]) => saveEvent(deps, write),
    deleteEvent: (id: number) => deleteEvent(deps, id),
    saveTerm: (write: Parameters<typeof saveTerm>[1]) => saveTerm(deps, write),
    deleteTerm: (id: number) => deleteTerm(deps, id),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
