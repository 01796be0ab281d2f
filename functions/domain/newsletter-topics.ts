// A subscriber's digest topics (product.md §10.19): 'all' (the default, which takes in categories and tags added
// later) or an explicit list of category and disability-tag ids. Without zod, so the signup form and the
// preferences page can import it; the request schema is in newsletter.ts.

/** An explicit choice: the ids of the chosen categories and disability tags. */
export interface TopicList {
  categories: number[];
  tags: number[];
}

/** What a subscriber follows: every topic, now and later, or the listed ones. */
export type TopicChoice = 'all' | TopicList;

/** What decides whether an article is in a topic choice: its category and its disability tags. */
export interface TopicTagged {
  categoryId: number;
  tagIds: readonly number[];
}

/** A topic as the signup form, the preferences page and the admin screen list it. */
export interface TopicOption {
  id: number;
  name: string;
}

/** Every topic that can be chosen now (GET /api/newsletter/topics). */
export interface TopicOptions {
  categories: TopicOption[];
  tags: TopicOption[];
}

const sortedIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The same choice in one form: ids deduplicated and sorted. */
export function normaliseTopics(choice: TopicChoice): TopicChoice {
  if (choice === 'all') return 'all';
  return { categories: sortedIds(choice.categories), tags: sortedIds(choice.tags) };
}

/** One string per distinct choice ('all', or 'c1,3|t2'): the digest renders once per key, not per subscriber. */
export function topicKey(choice: TopicChoice): string {
  if (choice === 'all') return 'all';
  const { categories, tags } = normaliseTopics(choice) as TopicList;
  return `c${categories.join(',')}|t${tags.join(',')}`;
}

/** An article is in a choice when its category or any of its disability tags is chosen (product.md §10.19). */
export function inTopics(article: TopicTagged, choice: TopicChoice): boolean {
  if (choice === 'all') return true;
  return (
    choice.categories.includes(article.categoryId) ||
    article.tagIds.some((id) => choice.tags.includes(id))
  );
}

/** Whether a choice names `kind` topic `id`, 'all' naming every one. */
export function followsTopic(choice: TopicChoice, kind: 'categories' | 'tags', id: number) {
  return choice === 'all' || choice[kind].includes(id);
}
