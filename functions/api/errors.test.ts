// Unit tests of the error mapping via app.request(): data errors, validation, HTTP exceptions, unknown errors.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ConflictError, NotFoundError, VersionConflictError } from '../data/errors.ts';
import { ApiError, handleError, InputError } from './errors.ts';
import { parseInput, validate } from './validation.ts';

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
  const schema = z.object({
    name: z.string().check(z.minLength(2, 'Name too short')),
    n: z.optional(z.int().check(z.minimum(1))),
    title: z.string().check(z.trim(), z.minLength(1)),
    kind: z.optional(z.enum(['a', 'b'])),
    email: z.optional(z.email()),
    contact: z.optional(z.email({ error: 'Please enter a valid email address' })),
  });
  const app = new Hono()
    .onError(handleError)
    .post('/v', validate('json', schema), (c) => c.json(c.req.valid('json')))
    .get('/q', validate('query', z.object({ limit: z.coerce.number().check(z.minimum(1)) })), (c) =>
      c.json(c.req.valid('query')),
    )
    .post('/p', async (c) => c.json(parseInput(schema, await c.req.json())));
  const post = (body: unknown, path = '/v') =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers 400 with one issue per failing field, by path, with our messages', async () => {
    const res = await post({ name: 'a', n: 'x', title: 'ok' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Name too short; Invalid input',
      issues: [
        { path: 'name', message: 'Name too short' },
        { path: 'n', message: 'Invalid input' },
      ],
    });
  });

  it("gives product.md §8's generic messages where the schema names none", async () => {
    const res = await post({ title: '  ', n: 0, kind: 'c', email: 'nope' });
    expect((await res.json()).issues).toEqual([
      { path: 'name', message: 'Required' },
      { path: 'n', message: 'Invalid input' },
      { path: 'title', message: 'Required' },
      { path: 'kind', message: 'Invalid input' },
      { path: 'email', message: 'Invalid email' },
    ]);
    const query = await app.request('/q?limit=0');
    expect(await query.json()).toEqual({
      error: 'Invalid input',
      issues: [{ path: 'limit', message: 'Invalid input' }],
    });
    expect((await (await app.request('/q')).json()).issues).toEqual([
      { path: 'limit', message: 'Invalid input' },
    ]);
  });

  it("keeps a schema's own message, for bodies validated and for bodies parsed by hand", async () => {
    const body = { name: 'a', title: 'ok', contact: 'nope' };
    const expected = {
      error: 'Name too short; Please enter a valid email address',
      issues: [
        { path: 'name', message: 'Name too short' },
        { path: 'contact', message: 'Please enter a valid email address' },
      ],
    };
    expect(await (await post(body)).json()).toEqual(expected);
    expect(await (await post(body, '/p')).json()).toEqual(expected);
    expect((await (await post({ title: 'ok' }, '/p')).json()).issues).toEqual([
      { path: 'name', message: 'Required' },
    ]);
  });

  it('answers 400 to malformed JSON and 415 to a body that is not JSON', async () => {
    const malformed = await app.request('/v', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: 'Malformed JSON in request body' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const res = await app.request('/v', {
        method: 'POST',
        headers: type ? { 'content-type': type } : {},
        body: '{"name":"ab","title":"ok"}',
      });
      expect(res.status, String(type)).toBe(415);
      expect(await res.json()).toEqual({
        error: 'Send the body as JSON (Content-Type: application/json)',
      });
    }
  });

  it('accepts a JSON body with a charset or a +json media type', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/merge-patch+json']) {
      const res = await app.request('/v', {
        method: 'POST',
        headers: { 'content-type': type },
        body: '{"name":"ab","title":" ok "}',
      });
      expect(res.status, type).toBe(200);
      expect(await res.json()).toEqual({ name: 'ab', title: 'ok' });
    }
  });
});
