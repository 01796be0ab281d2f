// Typed errors of the data layer; the API maps them to 404, 409.
export class NotFoundError extends Error {
  readonly entity: string;
  readonly id: number | string;
  constructor(entity: string, id: number | string) {
    super(`${entity} ${id} not found`);
    this.name = 'NotFoundError';
    this.entity = entity;
    this.id = id;
  }
}

/** What an editor reads when a value they typed is taken (the API sends it as the error, under the field). */
export const SLUG_TAKEN = 'This slug is already used by another article';

/** A uniqueness guard refused the write (slug, email, source URL, guid). */
export class ConflictError extends Error {
  readonly field: string;
  constructor(field: string, message = `${field} is already in use`) {
    super(message);
    this.name = 'ConflictError';
    this.field = field;
  }
}

/** The record changed since the caller read it (optimistic concurrency). */
export class VersionConflictError extends Error {
  readonly entity: string;
  readonly id: number;
  readonly currentVersion: number | null;
  constructor(entity: string, id: number, currentVersion: number | null) {
    super(`${entity} ${id} was changed by someone else; reload and try again`);
    this.name = 'VersionConflictError';
    this.entity = entity;
    this.id = id;
    this.currentVersion = currentVersion;
  }
}
