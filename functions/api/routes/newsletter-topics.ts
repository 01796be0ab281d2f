// The topic check shared by the signup and the topics page (product.md §10.19): every chosen id must name a
// category or disability tag that exists now; an unknown one is a 400 naming it.
import { unknownTopics, type TopicChoice } from '../../domain/newsletter.ts';
import type { AppDeps } from '../deps.ts';
import { InputError } from '../errors.ts';

/** Throws InputError (400, one issue per unknown id under `topics`) unless every topic exists. */
export async function checkTopics(
  newsletter: Pick<AppDeps['newsletter'], 'topicOptions'>,
  topics: TopicChoice,
): Promise<void> {
  if (topics === 'all') return;
  const unknown = unknownTopics(topics, await newsletter.topicOptions());
  if (unknown.length > 0)
    throw new InputError(unknown.map((message) => ({ path: 'topics', message })));
}
