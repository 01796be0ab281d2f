// Until the first site build ends, page requests get a small "Building the site…" page (503, Retry-After), so the printed
// URL always answers. Styled like the site with its own inline CSS, it checks quietly whether the site is ready and then
// says so politely and opens it: no timed refresh (WCAG 2.2.1, F41). Without JavaScript a link tries again.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SITE_NAME } from '../../site/lib/nav.ts';
import { scriptHash } from '../../site/components/layout/inline-scripts.ts';

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;
/** How often the page asks whether the site is ready. */
export const CHECK_EVERY_MS = 2000;
/** What the page says when no build has been timed yet: a range that covers a first build of the demo content (docs/benchmarks.md). */
export const DEFAULT_ESTIMATE = 'about 10–20 seconds';
/** The last full build's duration in seconds, kept in the site folder (written by rebuild.ts, read on start). */
export const BUILD_SECONDS_FILE = '.last-build-seconds';

/** The wait as readers read it, from a measured build time in seconds. */
export function estimateText(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return DEFAULT_ESTIMATE;
  if (seconds < 90) return `about ${Math.max(5, Math.ceil(seconds / 5) * 5)} seconds`;
  const minutes = Math.round(seconds / 60);
  return `about ${minutes} minutes`;
}

/** The measured duration of the last full build in `siteRoot`, or null when none was recorded. */
export function readBuildSeconds(siteRoot: string): number | null {
  try {
    const seconds = Number(readFileSync(join(siteRoot, BUILD_SECONDS_FILE), 'utf8'));
    return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
  } catch {
    return null;
  }
}

export async function writeBuildSeconds(siteRoot: string, seconds: number): Promise<void> {
  await writeFile(join(siteRoot, BUILD_SECONDS_FILE), seconds.toFixed(1));
}

// The site's look (global.css: system font, slate text, blue-700 links; dark: slate-950, sky-300), both themes by the
// reader's preference, since the theme saved by the site's script is not read here.
const STYLE = `
:root{color-scheme:light dark;font-family:ui-sans-serif,system-ui,sans-serif;line-height:1.5}
body{margin:0;background:#fff;color:#0f172a}
header{border-bottom:1px solid #e2e8f0;padding:.75rem 1rem;font-weight:700;font-size:1.125rem}
main{max-width:36rem;margin:0 auto;padding:4rem 1rem;text-align:center}
h1{font-size:1.875rem;margin:0 0 1rem}
p{color:#334155;margin:.5rem 0}
a{color:#1d4ed8;font-weight:600}
a:focus-visible{outline:2px solid currentColor;outline-offset:2px}
.spinner{width:2rem;height:2rem;margin:0 auto 1.5rem;border:3px solid #cbd5e1;border-top-color:#1d4ed8;border-radius:50%;animation:spin 1s linear infinite}
@keyframes spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.spinner{animation:none}}
@media (prefers-color-scheme:dark){body{background:#020617;color:#f1f5f9}header{border-color:#1e293b}p{color:#cbd5e1}a{color:#7dd3fc}.spinner{border-color:#334155;border-top-color:#7dd3fc}}
`.trim();

// Asks with HEAD (no body) until the answer is no longer 503, then announces and opens the page.
const SCRIPT = `
(function(){
  var auto=document.getElementById('auto'),status=document.getElementById('status');
  auto.hidden=false;
  function check(){
    fetch(location.href,{method:'HEAD',cache:'no-store'}).then(function(r){
      if(r.status===503){setTimeout(check,${CHECK_EVERY_MS});return;}
      status.textContent='The site is ready. Loading…';
      setTimeout(function(){location.reload();},500);
    },function(){setTimeout(check,${CHECK_EVERY_MS});});
  }
  setTimeout(check,${CHECK_EVERY_MS});
})();
`.trim();

/**
 * The page's own policy (it answers outside the app's middleware): nothing loads but its one inline style and script,
 * allowed by their hashes, and its checks on this origin.
 */
export const BUILDING_PAGE_CSP = [
  "default-src 'none'",
  `style-src '${scriptHash(STYLE)}'`,
  `script-src '${scriptHash(SCRIPT)}'`,
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function buildingPage(estimate: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Building the site… | ${SITE_NAME}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <header>${SITE_NAME}</header>
    <main>
      <div class="spinner" aria-hidden="true"></div>
      <h1>Building the site…</h1>
      <p>${SITE_NAME} is building its pages for the first time. This takes ${estimate}.</p>
      <p id="auto" hidden>This page opens the site by itself as soon as it is ready.</p>
      <p role="status" id="status"></p>
      <p><a href="">Try again</a> if the site has not opened after that.</p>
    </main>
    <script>${SCRIPT}</script>
  </body>
</html>
`;
}

/** Paths the API answers whether or not a build exists. */
const LIVE_PREFIXES = ['/api', '/uploads'];

function isLivePath(pathname: string): boolean {
  return LIVE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export function buildingResponse(method: string, estimate = DEFAULT_ESTIMATE): Response {
  return new Response(method === 'HEAD' ? null : buildingPage(estimate), {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'retry-after': String(RETRY_AFTER_SECONDS),
      // A cached 503 would outlive the build.
      'cache-control': 'no-store',
      'content-security-policy': BUILDING_PAGE_CSP,
      'x-content-type-options': 'nosniff',
    },
  });
}

/**
 * Wraps an app's fetch: page paths answer the building page while `isBuilt()` is false. `buildSeconds` is the
 * last full build's measured duration, for the page's estimate (null: none measured).
 */
export function withBuildingPage<A extends unknown[]>(
  fetch: (request: Request, ...rest: A) => Response | Promise<Response>,
  isBuilt: () => boolean,
  buildSeconds: number | null = null,
): (request: Request, ...rest: A) => Response | Promise<Response> {
  const estimate = estimateText(buildSeconds);
  return (request, ...rest) => {
    if (isBuilt() || isLivePath(new URL(request.url).pathname)) return fetch(request, ...rest);
    return buildingResponse(request.method, estimate);
  };
}
