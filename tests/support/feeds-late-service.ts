// Test helper: a FeedService that forwards every call to one set later. Why: startTestApi creates the
// store the real service needs, but wants the service first.
import type { FeedService } from '../../functions/feeds/service.ts';

export function lateFeedService(): { feeds: FeedService; use(real: FeedService): void } {
  let real: FeedService | undefined;
  const target = (): FeedService => {
    if (!real) throw new Error('lateFeedService: no service set yet');
    return real;
  };
  const feeds = new Proxy({} as FeedService, {
    get: (_t, name: keyof FeedService) => {
      const value: unknown = Reflect.get(target(), name);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target())
        : value;
    },
  });
  return { feeds, use: (service) => void (real = service) };
}
