// A reader's or editor's browser as the rehearsal plays it: requests through the CloudFront router with the site's
// own Origin (the API accepts writes from it only), a cookie jar, and the answer's text.
import { REHEARSAL_PASSWORD, type Stage } from './stage.ts';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json<T>(): T;
}

export interface Viewer {
  get(path: string): Promise<Answer>;
  send(method: string, path: string, body?: unknown): Promise<Answer>;
}

/** A viewer with its own cookies; `body` is JSON unless it is FormData. */
export function viewer(stage: Pick<Stage, 'cdn' | 'siteOrigin'>): Viewer {
  const cookies = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const headers: Record<string, string> = { origin: stage.siteOrigin };
    if (cookies.size > 0)
      headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(new URL(path, stage.cdn.url), {
      method,
      headers,
      ...(payload ? { body: payload } : {}),
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: <T>() => JSON.parse(text) as T,
    };
  };
  return { get: (path) => call('GET', path), send: call };
}

/** Waits until `check` answers something other than undefined, or throws after `timeoutMs`. */
export async function until<T>(
  what: string,
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export function expectStatus(answer: Answer, status: number, what: string) {
  check(
    answer.status === status,
    `${what}: ${answer.status} (expected ${status}) ${answer.text.slice(0, 160)}`,
  );
}

/** An editor's browser, signed in through the router. */
export async function signedInEditor(stage: Pick<Stage, 'cdn' | 'siteOrigin'>): Promise<Viewer> {
  const editor = viewer(stage);
  expectStatus(
    await editor.send('POST', '/api/auth/login', { password: REHEARSAL_PASSWORD }),
    200,
    'sign-in',
  );
  return editor;
}
