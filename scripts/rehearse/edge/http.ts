// The edge's plumbing: a loopback HTTP server, a request's body and headers as sent, an answer written back.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OriginResponse } from '../types.ts';

/** A server on 127.0.0.1 (a free port) and how to stop it. */
export interface Listening {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Serves `handle` on 127.0.0.1; an error thrown by it answers 500 (the edge's own fault, never a viewer's). */
export async function listen(
  handle: (req: IncomingMessage, body: Buffer) => Promise<OriginResponse>,
): Promise<Listening> {
  const server = createServer((req, res) => {
    void readBody(req)
      .then((body) => handle(req, body))
      .then(
        (answer) => send(res, answer, req.method === 'HEAD'),
        (err: unknown) =>
          send(
            res,
            {
              status: 500,
              headers: { 'content-type': 'text/plain' },
              body: Buffer.from(String(err)),
            },
            false,
          ),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A request's headers as sent, names lower-cased, each name's values in order (Node's `headers` would
 * join some with ", " and keep only the first of others).
 */
export function headerLists(req: IncomingMessage): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!.toLowerCase();
    lists.set(name, [...(lists.get(name) ?? []), req.rawHeaders[i + 1]!]);
  }
  return lists;
}

/** Set-Cookie travels as several headers; every other name as one. Multi-valued entries are joined by "\n" here. */
export const SET_COOKIE_SEPARATOR = '\n';

function send(res: ServerResponse, answer: OriginResponse, head: boolean): void {
  for (const [name, value] of Object.entries(answer.headers)) {
    if (name === 'content-length' || name === 'transfer-encoding' || name === 'connection')
      continue;
    res.setHeader(
      name,
      name === 'set-cookie' ? value.split(SET_COOKIE_SEPARATOR) : value.replace(/[\r\n]+/g, ' '),
    );
  }
  res.setHeader('content-length', String(answer.body.length));
  res.statusCode = answer.status;
  res.end(head ? undefined : answer.body);
}

/** A URI component decoded, or left as it is when it is not valid percent-encoding. */
export function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
