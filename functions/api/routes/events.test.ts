// Integration tests over real HTTP: /api/events list, search and admin writes as multipart or JSON (product.md §5, §7).
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../data/index.ts';
import { startTestApi, type TestApi } from '../../../tests/support/api.ts';

let api: TestApi;
let cookie: string;
let categoryId: number;
beforeAll(async () => {
  api = await startTestApi();
  cookie = await api.login();
  categoryId = (await createCategory(api.db, { name: 'Events' })).id;
});
afterAll(() => api.close());

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const jpeg = () => new File([JPEG], 'photo.jpg');
/** Files in the uploads folder (images and their .type sidecars). */
const uploadsStored = async () =>
  (await readdir(join(api.dataDir, 'uploads')).catch(() => [])).filter((f) => !f.startsWith('.'));
const filesOf = async (url: string) =>
  (await uploadsStored()).filter((f) => f.startsWith(url.slice('/uploads/'.length)));

function eventForm(fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  const values = {
    title: 'CSUN Assistive Technology Conference',
    description: 'The yearly conference on assistive technology.',
    eventDate: '2027-03-08T09:00:00.000Z',
    isVirtual: 'false',
    isRecurring: 'true',
    ...fields,
  };
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  return form;
}

describe('/api/events', () => {
  it('creates from multipart and from JSON (201), lists by date, searches, updates and deletes', async () => {
    const csun = await api.send('/api/events', {
      method: 'POST',
      cookie,
      body: eventForm({
        url: 'https://www.csun.edu/cod/conference',
        categoryId: String(categoryId),
      }),
    });
    expect(csun.status).toBe(201);
    const first = await csun.json();
    expect(first).toMatchObject({
      isRecurring: true,
      isVirtual: false,
      categoryId,
      url: 'https://www.csun.edu/cod/conference',
      endDate: null,
    });
    const webinar = await api.send('/api/events', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Screen reader webinar',
        description: 'An hour on NVDA and JAWS tips.',
        eventDate: '2027-01-10T17:00:00Z',
        isVirtual: true,
        categoryId: 0,
      }),
    });
    expect(webinar.status).toBe(201);
    const second = await webinar.json();
    expect(second).toMatchObject({ isVirtual: true, categoryId: null });

    expect((await (await api.send('/api/events')).json()).map((e: { id: number }) => e.id)).toEqual(
      [second.id, first.id],
    );
    expect(
      (await (await api.send('/api/events?search=webinar')).json()).map(
        (e: { id: number }) => e.id,
      ),
    ).toEqual([second.id]);

    const put = await api.send(`/api/events/${first.id}`, {
      method: 'PUT',
      cookie,
      body: eventForm({ location: 'Anaheim, CA', version: String(first.version) }),
    });
    expect(put.status).toBe(200);
    expect((await put.json()).location).toBe('Anaheim, CA');
    expect((await api.send(`/api/events/${second.id}`, { method: 'DELETE', cookie })).status).toBe(
      204,
    );
    expect((await api.send(`/api/events/${second.id}`)).status).toBe(404);
  });

  it('stores an uploaded image and keeps it when the edit form sends its /uploads path back', async () => {
    const form = eventForm();
    form.append('image', jpeg());
    const created = await (
      await api.send('/api/events', { method: 'POST', cookie, body: form })
    ).json();
    expect(created.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    const edit = eventForm({ title: 'Renamed conference', imageUrl: created.imageUrl });
    const updated = await (
      await api.send(`/api/events/${created.id}`, { method: 'PUT', cookie, body: edit })
    ).json();
    expect(updated).toMatchObject({ title: 'Renamed conference', imageUrl: created.imageUrl });
    const bogus = eventForm({ imageUrl: '/uploads/../../etc/passwd' });
    expect(
      (await api.send(`/api/events/${created.id}`, { method: 'PUT', cookie, body: bogus })).status,
    ).toBe(400);
  });

  it('stores no image on a 409, deletes a replaced or dropped image, and the image of a deleted event', async () => {
    const withImage = (fields: Record<string, string> = {}) => {
      const form = eventForm(fields);
      form.append('image', jpeg());
      return form;
    };
    const put = (id: number, body: FormData) =>
      api.send(`/api/events/${id}`, { method: 'PUT', cookie, body });
    const created = await (
      await api.send('/api/events', { method: 'POST', cookie, body: withImage() })
    ).json();
    expect(await filesOf(created.imageUrl)).toHaveLength(2);

    const files = await uploadsStored();
    const stale = await put(created.id, withImage({ version: String(created.version + 1) }));
    expect(stale.status).toBe(409);
    expect(await uploadsStored()).toEqual(files);

    const replaced = await (await put(created.id, withImage())).json();
    expect(replaced.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect((await api.send(created.imageUrl)).status).toBe(404);
    expect(await filesOf(created.imageUrl)).toEqual([]);
    expect((await api.send(replaced.imageUrl)).status).toBe(200);

    // An edit form without the image (neither a file nor its /uploads path) drops it.
    const dropped = await (await put(created.id, eventForm())).json();
    expect(dropped.imageUrl).toBeNull();
    expect((await api.send(replaced.imageUrl)).status).toBe(404);

    const second = await (
      await api.send('/api/events', { method: 'POST', cookie, body: withImage() })
    ).json();
    expect((await api.send(second.imageUrl)).status).toBe(200);
    const deleted = await api.send(`/api/events/${second.id}`, { method: 'DELETE', cookie });
    expect(deleted.status).toBe(204);
    expect((await api.send(second.imageUrl)).status).toBe(404);
    expect(await filesOf(second.imageUrl)).toEqual([]);
  });

  it("answers 400 with product.md §5's messages and checks the category", async () => {
    const res = await api.send('/api/events', {
      method: 'POST',
      cookie,
      body: eventForm({
        title: 'ab',
        description: 'short',
        eventDate: '',
        url: 'javascript:alert(1)',
      }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Title must be at least 3 characters' },
        { path: 'description', message: 'Description must be at least 10 characters' },
        { path: 'eventDate', message: 'Event date is required' },
        { path: 'url', message: 'Please enter a valid URL' },
      ]),
    );
    const unknownCategory = await api.send('/api/events', {
      method: 'POST',
      cookie,
      body: eventForm({ categoryId: '4242' }),
    });
    expect((await unknownCategory.json()).issues).toEqual([
      { path: 'categoryId', message: 'Category does not exist' },
    ]);
    const backwards = await api.send('/api/events', {
      method: 'POST',
      cookie,
      body: eventForm({ endDate: '2027-03-01T00:00:00Z' }),
    });
    expect(backwards.status).toBe(400);
  });

  it('answers 401 without a session and 404 for unknown ids', async () => {
    expect((await api.send('/api/events', { method: 'POST', body: eventForm() })).status).toBe(401);
    expect((await api.send('/api/events/1', { method: 'DELETE' })).status).toBe(401);
    expect(
      (await api.send('/api/events/99999', { method: 'PUT', cookie, body: eventForm() })).status,
    ).toBe(404);
    expect((await api.send('/api/events/99999', { method: 'DELETE', cookie })).status).toBe(404);
  });
});
