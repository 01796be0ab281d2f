// Newsletter subscription: spec §5 email rule.
import { z } from 'zod';

const EMAIL_MESSAGE = 'Please enter a valid email address';

/** The address is trimmed before the check, so a pasted "  Foo@Example.COM " is accepted. */
export const subscribeSchema = z.object({
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .pipe(z.email({ error: EMAIL_MESSAGE }).max(254, EMAIL_MESSAGE)),
});

/** One subscriber per address: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
