// robots.txt: everything public is crawlable except the admin area; points at the sitemap.
import type { APIContext } from 'astro';
import { siteOrigin } from '../lib/url-form.ts';

export function GET(context: APIContext) {
  const sitemap = new URL('/sitemap-index.xml', siteOrigin(context.site)).href;
  return new Response(
    `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /api/\n\nSitemap: ${sitemap}\n`,
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
}
