// Why a digest is not sent (product.md §8): the API answers them, and the admin says the last two before a send. Without
// zod, so the admin's newsletter screen can import it.
export const DIGEST_REFUSALS = {
  sending: 'A digest is already being sent.',
  empty: 'There are no new articles since the last digest.',
  'no-subscribers': 'There are no confirmed subscribers to send to.',
} as const;
