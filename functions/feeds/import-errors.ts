// The two ways a cloud import call ends without stats (feeds/remote.ts); apart, so the API's routes need no Lambda client.

/** An import is already running; the API answers 409. */
export class ImportRunningError extends Error {
  constructor() {
    super('An import is already running; try again when it has finished');
    this.name = 'ImportRunningError';
  }
}

/** The import outlasted the wait and goes on in the background; the API answers 202. */
export class ImportStillRunningError extends Error {
  constructor() {
    super('The import is still running; the source list will show its results');
    this.name = 'ImportStillRunningError';
  }
}
