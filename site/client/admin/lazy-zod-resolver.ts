// A react-hook-form resolver that loads zod, the resolver and the domain schema on first use, so the admin pages' first
// load stays small (product.md §11.5). Messages stay the domain's, with zod's English texts where a rule names none, as the API's
// start-up check prints them.
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

export type LazyResolver<TIn extends FieldValues, TOut> = Resolver<TIn, unknown, TOut> & {
  /** Starts loading (e.g. when the form opens), so the first submit does not wait. */
  preload: () => void;
};

export function lazyZodResolver<TIn extends FieldValues, TOut>(
  loadSchema: () => Promise<z.ZodMiniType>,
): LazyResolver<TIn, TOut> {
  let loaded: Promise<Resolver<TIn, unknown, TOut>> | null = null;
  const load = () =>
    (loaded ??= Promise.all([
      loadSchema(),
      import('@hookform/resolvers/zod'),
      import('zod/v4/locales/en.js'),
    ]).then(
      ([schema, { zodResolver }, { default: en }]) =>
        zodResolver(schema as never, {
          error: en().localeError,
        }) as unknown as Resolver<TIn, unknown, TOut>,
    ));
  const resolver = (async (values, context, options) =>
    (await load())(values, context, options)) as LazyResolver<TIn, TOut>;
  resolver.preload = () => void load().catch(() => undefined);
  return resolver;
}
