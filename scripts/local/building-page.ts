// Until the first site build ends, page requests get a small "Building the site…" page (503, Retry-After), so the printed URL always answers.
import { SITE_NAME } from '../../site/lib/nav.ts';

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

// No meta refresh: reloading a page on a timer fails WCAG 2.2.1 (F41); the reader reloads when ready.
export const BUILDING_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Building the site… | ${SITE_NAME}</title>
  </head>
  <body>
    <main>
      <h1>Building the site…</h1>
      <p>${SITE_NAME} is building its pages for the first time. This takes about a minute.</p>
      <p><a href="">Reload this page</a> in a few seconds to read the site.</p>
    </main>
  </body>
</html>
`;

/** Paths the API answers whether or not a build exists. */
const LIVE_PREFIXES = ['/api', '/uploads'];

function isLivePath(pathname: string): boolean {
  return LIVE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export function buildingResponse(method: string): Response {
  return new Response(method === 'HEAD' ? null : BUILDING_PAGE, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'retry-after': String(RETRY_AFTER_SECONDS),
      // A cached 503 would outlive the build.
      'cache-control': 'no-store',
    },
  });
}

/** Wraps an app's fetch: page paths answer the building page while `isBuilt()` is false. */
export function withBuildingPage<A extends unknown[]>(
  fetch: (request: Request, ...rest: A) => Response | Promise<Response>,
  isBuilt: () => boolean,
): (request: Request, ...rest: A) => Response | Promise<Response> {
  return (request, ...rest) => {
    if (isBuilt() || isLivePath(new URL(request.url).pathname)) return fetch(request, ...rest);
    return buildingResponse(request.method);
  };
}
