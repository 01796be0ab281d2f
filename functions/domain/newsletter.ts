// Newsletter subscription: spec §5 email rule.
import { z } from 'zod';

export const subscribeSchema = z.object({
  email: z
    .email({ error: 'Please enter a valid email address' })
    .max(254, 'Please enter a valid email address'),
});

/** One subscriber per address: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
