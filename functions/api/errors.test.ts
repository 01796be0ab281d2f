// Unit tests of the error mapping via app.request(): data errors, validation, HTTP exceptions, unknown errors.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ConflictError, NotFoundError, VersionConflictError } from '../data/errors.ts';
import { ApiError, handleError, InputError } from './errors.ts';
import { validate } from './validation.ts';

function appThrowing(err: unknown) {
  return new Hono().onError(handleError).get('/x', () => {
    throw err;
  });
}

describe('handleError', () => {
  it.each([
    [new NotFoundError('article', 7), 404, 'article 7 not found'],
    [new ConflictError('slug'), 409, 'slug is already in use'],
    [
      new VersionConflictError('article', 7, 3),
      409,
      'article 7 was changed by someone else; reload and try again',
    ],
    [new ApiError(429, 'Too many', { 'Retry-After': '60' }), 429, 'Too many'],
    [new ApiError(415, 'Unsupported image type'), 415, 'Unsupported image type'],
  ])('maps %o to its status and message', async (err, status, message) => {
    const res = await appThrowing(err).request('/x');
    expect(res.status).toBe(status);
    expect((await res.json()).error).toBe(message);
  });

  it('keeps Retry-After on a throttled answer', async () => {
    const res = await appThrowing(new ApiError(429, 'Too many', { 'Retry-After': '60' })).request(
      '/x',
    );
    expect(res.headers.get('retry-after')).toBe('60');
  });

  it('answers 400 with issues for InputError and for a malformed-body HTTPException', async () => {
    const input = await appThrowing(
      new InputError([{ path: 'tagIds', message: 'Tag 9 does not exist' }]),
    ).request('/x');
    expect(input.status).toBe(400);
    expect(await input.json()).toEqual({
      error: 'Tag 9 does not exist',
      issues: [{ path: 'tagIds', message: 'Tag 9 does not exist' }],
    });
    const malformed = await appThrowing(
      new HTTPException(400, { message: 'Malformed JSON in request body' }),
    ).request('/x');
    expect(await malformed.json()).toMatchObject({ error: 'Malformed JSON in request body' });
  });

  it('hides the internals of an unexpected error behind a bare 500', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await appThrowing(new Error('secret table name')).request('/x');
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('{"error":"Internal server error"}');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('validate', () => {
  const app = new Hono()
    .onError(handleError)
    .post(
      '/v',
      validate('json', z.object({ name: z.string().min(2, 'Name too short'), n: z.number() })),
      (c) => c.json(c.req.valid('json')),
    );

  it('answers 400 with one issue per failing field, by path', async () => {
    const res = await app.request('/v', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"a","n":"x"}',
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.issues).toEqual([
      { path: 'name', message: 'Name too short' },
      { path: 'n', message: expect.any(String) },
    ]);
    expect(body.error).toContain('Name too short');
  });

  it('answers 400, not 500, to malformed JSON and to a body with the wrong content type', async () => {
    const malformed = await app.request('/v', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    const wrongType = await app.request('/v', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"name":"ab","n":1}',
    });
    expect([malformed.status, wrongType.status]).toEqual([400, 400]);
    expect((await wrongType.json()).issues.length).toBeGreaterThan(0);
  });
});
