// Admin login body (product.md §10.1).
import * as z from 'zod/mini';

export const loginSchema = z.object({
  password: z.string().check(z.minLength(1, 'Required'), z.maxLength(1024)),
});
