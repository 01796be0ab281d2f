// dynalite (a DynamoDB API server on leveldb) in this process, for `npm start`, tests and the bench.
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type * as Dynalite from 'dynalite';
import { closeDynaliteIterators } from './close-iterators.ts';
import { captureStore } from './dynalite-internals.ts';
import { addTransactions } from './transactions.ts';

/** Loaded by name at run time so Lambda bundles (esbuild follows literal imports) never pull in dynalite and leveldb. */
const DYNALITE_MODULE = 'dynalite';

export interface DynaliteOptions {
  /** leveldb folder; in memory when unset. */
  dataDir?: string;
  /** 0 or unset: a random free port. */
  port?: number;
}

export interface RunningDynalite {
  endpoint: string;
  close(): Promise<void>;
}

/**
 * Starts dynalite on 127.0.0.1, with TransactWriteItems (transactions.ts); tables are ACTIVE at once (no simulated
 * CREATING delay). A transaction a killed process left part-written is undone before the server listens.
 */
export async function startDynalite({
  dataDir,
  port = 0,
}: DynaliteOptions = {}): Promise<RunningDynalite> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const { default: dynalite } = (await import(DYNALITE_MODULE)) as typeof Dynalite;
  closeDynaliteIterators();
  const { result: server, store } = captureStore(() =>
    dynalite({
      ...(dataDir ? { path: dataDir } : {}),
      createTableMs: 0,
      deleteTableMs: 0,
      updateTableMs: 0,
    }),
  );
  await addTransactions(server, store, dataDir).recover();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: bound } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    endpoint: `http://127.0.0.1:${bound}`,
    close() {
      // dynalite's close also closes leveldb (releasing its LOCK); keep-alive sockets would hold it open.
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((err?: Error) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
