// Typed refusals of the content service; the API maps them to HTTP (api/errors.ts), the service never does.
export interface FieldIssue {
  path: string;
  message: string;
}

/** The write names a category or tag that does not exist: one issue per unknown reference. */
export class UnknownReferenceError extends Error {
  readonly issues: FieldIssue[];
  constructor(issues: FieldIssue[]) {
    super(issues.map((i) => i.message).join('; '));
    this.name = 'UnknownReferenceError';
    this.issues = issues;
  }
}

/** The status asked of a save does not follow from the article's own (product.md §10.12): 400 with its issue. */
export class StatusChangeError extends Error {
  readonly issues: FieldIssue[];
  constructor(path: string, message: string) {
    super(message);
    this.name = 'StatusChangeError';
    this.issues = [{ path, message }];
  }
}
