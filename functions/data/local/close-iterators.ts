// Closes the leveldb iterators dynalite opens for every Query and Scan: without this, each one stays
// open for the life of the process (product.md §11.12: resident memory climbing by hundreds of MB under load).
import { createRequire } from 'node:module';

/**
 * Why: dynalite's read streams close their iterator through `iterator.return()` when they end or are
 * destroyed, but abstract-level 3 iterators (under both leveldb and memory-level) name it `close()`
 * and have no `return`. So no iterator was ever closed, and the store kept each one (a leveldb
 * iterator pins native memory) in its list of open resources. Giving them the `return` the stream
 * expects closes each iterator when its stream ends. Resolved from dynalite's own dependency tree,
 * so it is the same abstract-level that dynalite's level uses. Idempotent; a later abstract-level
 * that has its own `return` is left alone.
 */
export function closeDynaliteIterators(): void {
  const fromDynalite = createRequire(createRequire(import.meta.url).resolve('dynalite'));
  const level = fromDynalite('abstract-level') as { AbstractIterator: { prototype: object } };
  const common = Object.getPrototypeOf(level.AbstractIterator.prototype) as {
    close(): Promise<void>;
    return?: () => Promise<{ done: true; value: undefined }>;
  };
  if (typeof common.return === 'function') return;
  Object.defineProperty(common, 'return', {
    configurable: true,
    writable: true,
    value: async function (this: { close(): Promise<void> }) {
      await this.close();
      return { done: true, value: undefined };
    },
  });
}
