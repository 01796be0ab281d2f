// Why a digest is not sent (product.md §8, §10.19): the API answers them, and the admin says the last three before a send. Without
// zod, so the admin's newsletter screen can import it.
export const DIGEST_REFUSALS = {
  sending: 'A digest is already being sent.',
  empty: 'There are no new articles since the last digest.',
  'no-subscribers': 'There are no confirmed subscribers to send to.',
  /** product.md §10.19: every new article is outside every subscriber's topics. */
  'no-readers': 'No confirmed subscriber follows the topics of the new articles.',
} as const;
