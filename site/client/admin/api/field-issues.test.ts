// fieldIssues: a 400's issues by field, first message each, only the form's fields.
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api.ts';
import { fieldIssues } from './field-issues.ts';

const answer = (status: number, body: unknown) =>
  new ApiRequestError(status, 'x', typeof body === 'string' ? body : JSON.stringify(body));

describe('fieldIssues', () => {
  it('maps string, array and dotted paths to the form fields, keeping the first message of each', () => {
    // Prepare
    const err = answer(400, {
      issues: [
        { path: 'title', message: 'Title must be at least 5 characters' },
        { path: ['url'], message: 'Please enter a valid URL' },
        { path: 'title', message: 'second' },
        { path: 'tagIds.0', message: 'Tag 9 does not exist' },
        { path: 'unknown', message: 'ignored' },
      ],
    });
    // Act
    const issues = fieldIssues(err, ['title', 'url', 'tagIds'] as const);
    // Assess
    expect(issues).toEqual({
      title: 'Title must be at least 5 characters',
      url: 'Please enter a valid URL',
      tagIds: 'Tag 9 does not exist',
    });
  });

  it('is empty for other statuses, bodies that are not JSON, and other errors', () => {
    // Act and Assess
    expect(
      fieldIssues(answer(409, { issues: [{ path: 'title', message: 'x' }] }), ['title']),
    ).toEqual({});
    expect(fieldIssues(answer(400, '<html>'), ['title'])).toEqual({});
    expect(fieldIssues(new Error('x'), ['title'])).toEqual({});
  });
});
