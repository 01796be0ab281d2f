// Builders for test inputs: a valid NewArticle or event with overrides.
import type { NewArticle } from './article-item.ts';
import type { EventFields } from './events.ts';

let n = 0;

export function newArticle(overrides: Partial<NewArticle> = {}): NewArticle {
  n += 1;
  return {
    title: `Test article number ${n}`,
    summary: 'A short summary of the article.',
    content: 'Body text long enough to pass every rule that the domain sets for content.',
    author: 'Ada',
    categoryId: 1,
    featured: false,
    tagIds: [],
    sourceName: 'Example News',
    sourceUrl: `https://news.example.org/items/${n}`,
    isManualEntry: false,
    ...overrides,
  };
}

/** A valid event on `eventDate`, nothing optional set unless `extra` says so. */
export const newEvent = (
  title: string,
  eventDate: string,
  extra: Partial<EventFields> = {},
): EventFields => ({
  title,
  description: 'A gathering about accessible technology.',
  eventDate,
  endDate: null,
  location: null,
  url: null,
  organizer: null,
  imageUrl: null,
  isVirtual: false,
  isRecurring: false,
  categoryId: null,
  ...extra,
});
