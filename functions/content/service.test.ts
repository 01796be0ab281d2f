// The content write service on a real store: the change notice, reference refusals and image clean-up, without HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, getEvent, NotFoundError, VersionConflictError } from '../data/index.ts';
import { memoryUploads, PNG } from '../../tests/support/content.ts';
import { createTestDb, newEvent, type TestDb } from '../../tests/support/data.ts';
import { articleInputSchema } from '../domain/index.ts';
import { createContentService, UnknownReferenceError } from './index.ts';

let db: TestDb;
let categoryId: number;
beforeAll(async () => {
  db = await createTestDb();
  categoryId = (await createCategory(db.db, { name: 'News' })).id;
});
afterAll(() => db.close());

function setup() {
  const uploads = memoryUploads();
  const changes: string[] = [];
  const content = createContentService({
    db: db.db,
    uploads: uploads.store,
    onContentChanged: (reason) => void changes.push(reason),
  });
  return { content, uploads, changes };
}

const articleForm = (extra: Record<string, unknown> = {}) =>
  articleInputSchema.parse({
    title: 'Screen reader news',
    summary: 'A summary long enough.',
    content: 'A body that is long enough to pass the fifty character minimum of the contract.',
    categoryId: String(categoryId),
    ...extra,
  });

describe('saveArticle', () => {
  it('creates a manual article with its image and sends one change notice', async () => {
    // Prepare
    const { content, uploads, changes } = setup();
    // Act
    const saved = await content.saveArticle({ form: articleForm(), image: PNG });
    // Assess
    expect(saved.created).toBe(true);
    expect(saved.record).toMatchObject({ isManualEntry: true, sourceName: 'A11y Tech News' });
    expect([...uploads.files.keys()].map((n) => `/uploads/${n}`)).toEqual([saved.record.imageUrl]);
    expect(changes).toEqual([`article ${saved.record.id} created`]);
  });

  it('refuses an unknown category or tag before storing anything', async () => {
    // Prepare
    const { content, uploads, changes } = setup();
    // Act
    const refused = content.saveArticle({
      form: articleForm({ categoryId: '9999', tagIds: ['777'] }),
      image: PNG,
    });
    // Assess
    await expect(refused).rejects.toBeInstanceOf(UnknownReferenceError);
    await expect(refused).rejects.toMatchObject({
      issues: [
        { path: 'categoryId', message: 'Category does not exist' },
        { path: 'tagIds', message: 'Tag 777 does not exist' },
      ],
    });
    expect(uploads.files.size).toBe(0);
    expect(changes).toEqual([]);
  });

  it('deletes the new image and sends no notice when the version is stale', async () => {
    // Prepare
    const { content, uploads, changes } = setup();
    const { record } = await content.saveArticle({ form: articleForm(), image: null });
    // Act
    const stale = content.saveArticle({
      id: record.id,
      form: articleForm({ version: String(record.version + 5) }),
      image: PNG,
    });
    // Assess
    await expect(stale).rejects.toBeInstanceOf(VersionConflictError);
    expect(uploads.files.size).toBe(0);
    expect(changes).toEqual([`article ${record.id} created`]);
  });

  it('replaces the image on update, keeping the one it drops for the revision that names it', async () => {
    // Prepare
    const { content, uploads, changes } = setup();
    const first = await content.saveArticle({ form: articleForm(), image: PNG });
    // Act
    const saved = await content.saveArticle({
      id: first.record.id,
      form: articleForm(),
      image: PNG,
    });
    // Assess
    expect(saved.created).toBe(false);
    expect(saved.record.imageUrl).not.toBe(first.record.imageUrl);
    expect(uploads.urls().sort()).toEqual([first.record.imageUrl, saved.record.imageUrl].sort());
    expect(changes).toEqual([
      `article ${first.record.id} created`,
      `article ${first.record.id} updated`,
    ]);
  });
});

describe('events and glossary terms', () => {
  it('deletes an event with its uploaded image, notifying once per write', async () => {
    // Prepare
    const { content, uploads, changes } = setup();
    const input = newEvent('Accessibility meetup', '2030-05-01T10:00:00.000Z');
    const { record } = await content.saveEvent({ input, image: PNG });
    // Act
    await content.deleteEvent(record.id);
    // Assess
    await expect(getEvent(db.db, record.id)).rejects.toBeInstanceOf(NotFoundError);
    expect(uploads.files.size).toBe(0);
    expect(changes).toEqual([`event ${record.id} created`, `event ${record.id} deleted`]);
  });

  it('refuses an event in an unknown category before storing its image', async () => {
    // Prepare
    const { content, uploads, changes } = setup();
    const input = newEvent('Caption day', '2030-06-01T10:00:00.000Z', { categoryId: 4242 });
    // Act / Assess
    await expect(content.saveEvent({ input, image: PNG })).rejects.toBeInstanceOf(
      UnknownReferenceError,
    );
    expect(uploads.files.size).toBe(0);
    expect(changes).toEqual([]);
  });

  it("keeps an event's own uploaded image by its path, and refuses another record's", async () => {
    // Prepare: two events, each with its own upload
    const { content, uploads } = setup();
    const first = (
      await content.saveEvent({
        input: newEvent('Braille day', '2030-07-01T10:00:00.000Z'),
        image: PNG,
      })
    ).record;
    const second = (
      await content.saveEvent({
        input: newEvent('Sign day', '2030-07-02T10:00:00.000Z'),
        image: PNG,
      })
    ).record;
    const edit = (event: typeof first, imageUrl: string | null) => ({
      id: event.id,
      version: event.version,
      input: { ...newEvent(event.title, event.eventDate), imageUrl },
      image: null,
    });
    // Act
    const kept = await content.saveEvent(edit(first, first.imageUrl));
    const taken = await content.saveEvent(edit(second, first.imageUrl)).catch((e: unknown) => e);
    const created = await content
      .saveEvent({
        input: { ...newEvent('Caption day', '2030-07-03T10:00:00.000Z'), imageUrl: first.imageUrl },
        image: null,
      })
      .catch((e: unknown) => e);
    // Assess
    expect(kept.record.imageUrl).toBe(first.imageUrl);
    for (const refused of [taken, created]) {
      expect(refused).toBeInstanceOf(UnknownReferenceError);
      expect(refused).toMatchObject({
        issues: [{ path: 'imageUrl', message: 'Please enter a valid URL' }],
      });
    }
    expect((await getEvent(db.db, second.id)).imageUrl).toBe(second.imageUrl);
    await content.deleteEvent(second.id);
    expect([...uploads.files.keys()].map((name) => `/uploads/${name}`)).toEqual([first.imageUrl]);
  });

  it('creates, updates and deletes a term, each with its notice', async () => {
    // Prepare
    const { content, changes } = setup();
    const input = {
      term: 'ARIA',
      definition: 'Accessible Rich Internet Applications.',
      category: 'Web',
    };
    // Act
    const created = await content.saveTerm({ input });
    const updated = await content.saveTerm({ id: created.record.id, version: 1, input });
    await content.deleteTerm(created.record.id);
    // Assess
    expect([created.created, updated.created]).toEqual([true, false]);
    const id = created.record.id;
    expect(changes).toEqual([
      `glossary term ${id} created`,
      `glossary term ${id} updated`,
      `glossary term ${id} deleted`,
    ]);
  });
});
