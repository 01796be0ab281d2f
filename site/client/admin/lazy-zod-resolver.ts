// A react-hook-form resolver that loads zod, the resolver and the domain schema on first use: zod's classic build is
// about 100 KB gzipped, which would put every admin page over its 160 KB budget (issue 9). Messages stay the domain's.
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

export type LazyResolver<TIn extends FieldValues, TOut> = Resolver<TIn, unknown, TOut> & {
  /** Starts loading (e.g. when the form opens), so the first submit does not wait. */
  preload: () => void;
};

export function lazyZodResolver<TIn extends FieldValues, TOut>(
  loadSchema: () => Promise<ZodType>,
): LazyResolver<TIn, TOut> {
  let loaded: Promise<Resolver<TIn, unknown, TOut>> | null = null;
  const load = () =>
    (loaded ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) =>
        zodResolver(schema as never) as unknown as Resolver<TIn, unknown, TOut>,
    ));
  const resolver = (async (values, context, options) =>
    (await load())(values, context, options)) as LazyResolver<TIn, TOut>;
  resolver.preload = () => void load().catch(() => undefined);
  return resolver;
}
