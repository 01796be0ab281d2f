// autocannon (a CommonJS module with no types of its own) for the load benches: one run's result as they read it.
import { createRequire } from 'node:module';

export interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

export const autocannon = createRequire(import.meta.url)('autocannon') as (
  opts: Record<string, unknown>,
) => Promise<AutocannonResult>;
