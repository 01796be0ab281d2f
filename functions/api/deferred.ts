// Services built on first use, so the API Lambda's cold start never loads (or parses) what a request does not need.
import { once } from '../lib/once.ts';

/** The keys of T whose members are functions returning a Promise: only those can wait for a load. */
export type AsyncKeys<T> = {
  [K in keyof T]-?: T[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof T];

/**
 * The async methods `names` of the service `load` makes, each waiting for the (single) load first.
 * The caller adds the service's other members itself, and `satisfies` the interface to prove none is
 * missing.
 */
export function deferMethods<T, K extends AsyncKeys<T>>(
  load: () => Promise<T>,
  names: readonly K[],
): Pick<T, K> {
  const get = once(load);
  const methods: Partial<Record<K, unknown>> = {};
  for (const name of names) {
    methods[name] = async (...args: unknown[]) => {
      const service = await get();
      return (service[name] as (...a: unknown[]) => Promise<unknown>).apply(service, args);
    };
  }
  return methods as Pick<T, K>;
}
