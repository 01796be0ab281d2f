// Imports in the cloud: the API Lambda's synchronous invoke of the import Lambda, over a fake Lambda client.
import { InvokeCommand, TooManyRequestsException } from '@aws-sdk/client-lambda';
import { describe, expect, it } from 'vitest';
import type { FeedService } from './service.ts';
import {
  createRemoteImport,
  ImportRunningError,
  ImportStillRunningError,
  withRemoteImports,
} from './remote.ts';
import { NotFoundError } from '../data/errors.ts';

const encode = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));

/** A Lambda client whose send answers `reply` and records each command's input. */
function fakeClient(reply: (signal?: AbortSignal) => Promise<unknown>) {
  const sent: { FunctionName?: string; InvocationType?: string; event: unknown }[] = [];
  return {
    sent,
    client: {
      send: async (command: unknown, options?: { abortSignal?: AbortSignal }) => {
        const input = (command as InvokeCommand).input;
        expect(command).toBeInstanceOf(InvokeCommand);
        sent.push({
          FunctionName: input.FunctionName,
          InvocationType: input.InvocationType,
          event: JSON.parse(new TextDecoder().decode(input.Payload as Uint8Array)),
        });
        return reply(options?.abortSignal);
      },
    } as never,
  };
}

describe('createRemoteImport', () => {
  it('invokes the import function synchronously with the event and answers its stats', async () => {
    const { client, sent } = fakeClient(async () => ({
      StatusCode: 200,
      Payload: encode({ added: 4, skipped: 1, errors: 0, waiting: 0 }),
    }));
    const run = createRemoteImport(client, 'news-import');
    expect(await run({ force: true })).toEqual({ added: 4, skipped: 1, errors: 0, waiting: 0 });
    expect(sent).toEqual([
      { FunctionName: 'news-import', InvocationType: 'RequestResponse', event: { force: true } },
    ]);
  });

  it('answers ImportRunningError when Lambda throttles the call (an import is running)', async () => {
    const { client } = fakeClient(async () => {
      throw new TooManyRequestsException({
        message: 'Rate Exceeded.',
        $metadata: {},
        Reason: 'ReservedFunctionConcurrentInvocationLimitExceeded',
      });
    });
    await expect(createRemoteImport(client, 'news-import')({})).rejects.toBeInstanceOf(
      ImportRunningError,
    );
  });

  it("reports the function's own error message", async () => {
    const { client } = fakeClient(async () => ({
      StatusCode: 200,
      FunctionError: 'Unhandled',
      Payload: encode({ errorType: 'Error', errorMessage: 'table not found' }),
    }));
    await expect(createRemoteImport(client, 'news-import')({})).rejects.toThrow(
      'The import function failed: table not found',
    );
  });

  it('refuses an answer that is not stats', async () => {
    const { client } = fakeClient(async () => ({ StatusCode: 200, Payload: encode({ ok: 1 }) }));
    await expect(createRemoteImport(client, 'news-import')({})).rejects.toThrow(
      /^The import function failed: \{"ok":1\}/,
    );
  });

  it('stops waiting after waitMs with ImportStillRunningError, aborting only its own request', async () => {
    let aborted = false;
    const { client } = fakeClient(
      (signal) =>
        new Promise((_, reject) =>
          signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('Request aborted'));
          }),
        ),
    );
    await expect(createRemoteImport(client, 'news-import', 20)({})).rejects.toBeInstanceOf(
      ImportStillRunningError,
    );
    expect(aborted).toBe(true);
  });
});

describe('withRemoteImports', () => {
  it('sends imports to the import function and keeps the rest local', async () => {
    const events: unknown[] = [];
    const local = {
      importAll: async () => ({ added: 99, skipped: 0, errors: 0, waiting: 0 }),
      importCategory: async () => ({ added: 99, skipped: 0, errors: 0, waiting: 0 }),
      listSources: async () => [],
    } as unknown as FeedService;
    const feeds = withRemoteImports(local, async (event) => {
      events.push(event);
      return { added: 1, skipped: 0, errors: 0, waiting: 0 };
    });
    await feeds.importAll();
    await feeds.importAll({ force: true });
    await feeds.importCategory(3);
    expect(events).toEqual([{ force: false }, { force: true }, { categoryId: 3 }]);
    expect(feeds.listSources).toBe(local.listSources);
  });

  it("fetches one known source in the import function ('Retry now'), and refuses an unknown id without invoking it", async () => {
    const events: unknown[] = [];
    const local = { listSources: async () => [{ id: 7 }] } as unknown as FeedService;
    const feeds = withRemoteImports(local, async (event) => {
      events.push(event);
      return { added: 2, skipped: 0, errors: 0, waiting: 0 };
    });

    const stats = await feeds.fetchSource(7);
    const unknown = feeds.fetchSource(8);

    expect(stats.added).toBe(2);
    await expect(unknown).rejects.toBeInstanceOf(NotFoundError);
    expect(events).toEqual([{ sourceId: 7 }]);
  });
});
