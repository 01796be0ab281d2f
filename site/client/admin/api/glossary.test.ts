// The glossary admin's pure rules: product.md §3 categories, §8 notice and list-failure texts, 400 issues per field.
import { describe, expect, it } from 'vitest';
import type { GlossaryTerm } from '../../../../functions/domain/index.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import {
  distinctCategories,
  failureText,
  fieldIssues,
  isStale,
  listFailureText,
  successText,
} from './glossary.ts';

const term = (id: number, category: string): GlossaryTerm => ({
  id,
  term: `Term ${id}`,
  definition: 'A definition of the term.',
  category,
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
});

describe('distinctCategories (product.md §3)', () => {
  it('answers each category once, sorted alphabetically, without blanks', () => {
    // Prepare
    const terms = [
      term(1, 'Standards'),
      term(2, 'assistive tech'),
      term(3, 'Standards'),
      term(4, ' '),
    ];
    // Act
    const categories = distinctCategories(terms);
    // Assess
    expect(categories).toEqual(['assistive tech', 'Standards']);
  });
});

describe('product.md §8 texts', () => {
  it('words the success notices exactly', () => {
    // Act, Assess
    expect(successText('create')).toBe('Glossary term created successfully');
    expect(successText('update')).toBe('Glossary term updated successfully');
    expect(successText('delete')).toBe('Glossary term deleted successfully');
  });

  it("puts the API's own message into the failure notice, and never a raw HTML body", () => {
    // Prepare
    const api = new ApiRequestError(404, 'Not Found', '{"error":"Glossary term 7 not found"}');
    const proxy = new ApiRequestError(502, 'Bad Gateway', '<html>oops</html>');
    // Act, Assess
    expect(failureText('delete', api)).toBe(
      'Failed to delete glossary term: Glossary term 7 not found',
    );
    expect(failureText('create', proxy)).toBe('Failed to create glossary term: 502: Bad Gateway');
    expect(failureText('update', new TypeError('Failed to fetch'))).toBe(
      'Failed to update glossary term: Failed to fetch',
    );
  });

  it("raises 'Error {status}: {statusText}' for a failed list", () => {
    // Act, Assess
    expect(listFailureText(new ApiRequestError(500, 'Internal Server Error', ''))).toBe(
      'Error 500: Internal Server Error',
    );
  });
});

describe('server answers to a save', () => {
  it('reads the 400 issues per field and knows a 409 as a stale version', () => {
    // Prepare
    const body = JSON.stringify({
      error: 'Invalid input',
      issues: [
        { path: ['term'], message: 'Term must be at least 2 characters' },
        { path: 'category', message: 'Category must be at least 2 characters' },
        { path: ['other'], message: 'ignored' },
      ],
    });
    // Act
    const issues = fieldIssues(new ApiRequestError(400, 'Bad Request', body));
    // Assess
    expect(issues).toEqual({
      term: 'Term must be at least 2 characters',
      category: 'Category must be at least 2 characters',
    });
    expect(fieldIssues(new ApiRequestError(409, 'Conflict', body))).toEqual({});
    expect(isStale(new ApiRequestError(409, 'Conflict', '{}'))).toBe(true);
    expect(isStale(new ApiRequestError(400, 'Bad Request', '{}'))).toBe(false);
  });
});
