// Admin login body (DESIGN departure 1).
import { z } from 'zod';

export const loginSchema = z.object({ password: z.string().min(1, 'Required').max(1024) });
