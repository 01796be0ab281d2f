// Unit tests of body reading and image checks via app.request(): multipart, JSON, urlencoded, limits.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handleError } from './errors.ts';
import { checkImage, MAX_IMAGE_BYTES, readFormBody } from './multipart.ts';

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEADER);
  return bytes;
};

const app = new Hono().onError(handleError).post('/read', async (c) => {
  const { fields, file } = await readFormBody(c);
  const image = await checkImage(file);
  return c.json({
    fields,
    image: image && { type: image.contentType, ext: image.extension, size: image.bytes.length },
  });
});
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  app.request('/read', { method: 'POST', body, headers });

describe('readFormBody', () => {
  it('keeps repeated multipart fields as a list and folds name[] into name', async () => {
    const form = new FormData();
    form.append('title', 'Hello');
    form.append('tagIds', '1');
    form.append('tagIds', '2');
    form.append('more[]', 'a');
    const body = await (await post(form)).json();
    expect(body.fields).toEqual({ title: 'Hello', tagIds: ['1', '2'], more: ['a'] });
    expect(body.image).toBeNull();
  });

  it('sets a sniffed image apart from the fields, whatever its declared type', async () => {
    const form = new FormData();
    form.append('image', new File([png()], 'photo.svg', { type: 'image/svg+xml' }));
    const body = await (await post(form)).json();
    expect(body.image).toEqual({ type: 'image/png', ext: 'png', size: 64 });
    expect(body.fields).toEqual({});
  });

  it('treats the empty part a browser sends for "no file chosen" as no image', async () => {
    const form = new FormData();
    form.append('image', new File([], ''));
    expect((await (await post(form)).json()).image).toBeNull();
  });

  it('reads JSON objects and urlencoded bodies', async () => {
    const json = await post('{"title":"Hi","isVirtual":true}', {
      'content-type': 'application/json',
    });
    const urlencoded = await post('title=Hi&tagIds=1&tagIds=2', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect((await json.json()).fields).toEqual({ title: 'Hi', isVirtual: true });
    expect((await urlencoded.json()).fields).toEqual({ title: 'Hi', tagIds: ['1', '2'] });
  });

  it.each([
    ['malformed JSON', '{"a":', 'application/json', 400],
    ['a JSON array', '[1,2]', 'application/json', 400],
    ['a JSON string', '"x"', 'application/json', 400],
    ['plain text', 'hello', 'text/plain', 415],
    ['a broken multipart body', '--x\r\nbroken', 'multipart/form-data; boundary=x', 400],
  ])('refuses %s without a 500', async (_name, body, type, status) => {
    const res = await post(body, { 'content-type': type });
    expect(res.status).toBe(status);
    expect((await res.json()).error).toEqual(expect.any(String));
  });

  it('refuses an image given as text or twice', async () => {
    const text = new FormData();
    text.append('image', 'not a file');
    const twice = new FormData();
    twice.append('image', new File([png()], 'a.png'));
    twice.append('image', new File([png()], 'b.png'));
    expect((await post(text)).status).toBe(400);
    expect((await post(twice)).status).toBe(400);
  });
});

describe('checkImage', () => {
  it('answers 415 for an SVG and 413 above 5 MB', async () => {
    const svg = new FormData();
    svg.append(
      'image',
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'a.png', { type: 'image/png' }),
    );
    const big = new FormData();
    big.append('image', new File([png(MAX_IMAGE_BYTES + 1)], 'big.png', { type: 'image/png' }));
    expect((await post(svg)).status).toBe(415);
    expect((await post(big)).status).toBe(413);
  });

  it('accepts an image of exactly 5 MB', async () => {
    const form = new FormData();
    form.append('image', new File([png(MAX_IMAGE_BYTES)], 'max.png'));
    expect((await post(form)).status).toBe(200);
  });
});
