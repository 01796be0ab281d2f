// TransactWriteItems for the local store. dynalite answers UnknownOperationException to transactions, so this module
// gives its server the operation, with DynamoDB's all-or-nothing guarantee (docs/decisions.md, "All or nothing:
// transactions, here and in AWS"):
// - transactions are serialized (one at a time; single-item writes go on beside them, as in DynamoDB);
// - every condition is checked against the items as they are before anything is written: one failing condition
//   cancels the whole transaction (TransactionCanceledException with a reason per item), nothing written;
// - before the first write, the items' previous images go to a write-ahead record in the data folder (written and
//   synced); the writes are dynalite's own PutItem, UpdateItem and DeleteItem, each under dynalite's item lock; the
//   record is removed once all are written. A write that fails part-way (a single-item writer changed an item
//   between the check and the write) puts the previous images back and cancels the transaction.
// - a process killed part-way leaves the record: the next start puts the previous images back before the store
//   answers anyone (recover), so an unacknowledged transaction leaves no trace.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { dynaliteModules, type DynaliteStore } from './dynalite-internals.ts';
import { restore, transact, type RecordFile } from './transaction-steps.ts';

/** The write-ahead record's file name, in dynalite's leveldb folder (leveldb leaves files it does not know alone). */
export const TRANSACTION_RECORD = 'transaction-in-flight.json';

export interface LocalTransactions {
  /** Puts back the previous images of a transaction a killed process left part-written; answers whether it did. */
  recover(): Promise<boolean>;
}

/**
 * Gives a dynalite server TransactWriteItems. `dataDir` is its leveldb folder (the write-ahead record goes there);
 * in memory (no folder) transactions are still all or nothing and serialized, with nothing to recover.
 */
export function addTransactions(
  server: Server,
  store: DynaliteStore,
  dataDir?: string,
): LocalTransactions {
  const modules = dynaliteModules();
  const recordPath = dataDir ? join(dataDir, TRANSACTION_RECORD) : null;
  const [dynaliteHandler] = server.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  if (!dynaliteHandler) throw new Error('dynalite server has no request handler');
  let queue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run);
    queue = next.catch(() => undefined);
    return next;
  };

  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!String(req.headers['x-amz-target'] ?? '').endsWith('.TransactWriteItems'))
      return dynaliteHandler(req, res);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        const text = JSON.stringify(body);
        res.statusCode = status;
        res.setHeader('Content-Type', 'application/x-amz-json-1.0');
        res.setHeader('x-amz-crc32', String(crc32(text)));
        res.end(text);
      };
      let input: Record<string, unknown>;
      try {
        input = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return answer(400, { __type: 'com.amazon.coral.service#SerializationException' });
      }
      serialized(() => transact(modules, store, recordPath, input)).then(
        () => answer(200, {}),
        (error: unknown) => {
          const known = error as { statusCode?: number; body?: unknown };
          if (known.statusCode && known.body) return answer(known.statusCode, known.body);
          answer(500, {
            __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError',
            message: error instanceof Error ? error.message : String(error),
          });
        },
      );
    });
  });

  return {
    recover: () =>
      serialized(async () => {
        if (!recordPath || !existsSync(recordPath)) return false;
        const record = JSON.parse(readFileSync(recordPath, 'utf8')) as RecordFile;
        await restore(modules, store, record.items);
        rmSync(recordPath);
        return true;
      }),
  };
}
