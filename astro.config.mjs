// Astro builds the public pages from ./site; data comes from the store at build time.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { loadConfig, siteUrl } from './functions/config.ts';
import { LEGACY_REDIRECTS } from './functions/domain/legacy-paths.ts';
import {
  PAGE_CSP_DIRECTIVES,
  PAGE_SCRIPT_SOURCES,
  PAGE_STYLE_SOURCES,
} from './functions/policy/security.ts';
import { inSitemap, pageUrl } from './site/lib/url-form.ts';
import { partialScope } from './site/build/partial.ts';
import { BUILD_CONCURRENCY } from './site/build/concurrency.ts';

// The configuration module is the one reader of the environment (SITE_URL, else the local server's PORT).
const site = siteUrl(loadConfig());

export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  site,
  trailingSlash: 'ignore',
  // Pages render 4 at a time: one at a time, the render thread waited on each page's mkdir and write,
  // and paired runs built faster at 4 (docs/scale-builds.md, "Pages render 4 at a time").
  build: { format: 'directory', concurrency: BUILD_CONCURRENCY },
  // product.md §6: on static hosting each becomes a meta-refresh page (noindex); the server answers 301 before it.
  redirects: { ...LEGACY_REDIRECTS },
  integrations: [
    react(),
    // The canonical links' form ('/events', not '/events/'), without the legacy redirect pages or the
    // newsletter's noindex link pages (product.md §11.8), which only a mailed token makes useful.
    // A partial build (site/build/partial.ts) renders few article pages; the others it names here, so the
    // sitemap files come out as a full build's. entryLimit's default (45,000) splits them into a sitemap index.
    sitemap({
      customPages: partialScope()?.sitemapPages ?? [],
      filter: (url) => inSitemap(url) && !new URL(url).pathname.startsWith('/newsletter/'),
      serialize: (item) => ({ ...item, url: pageUrl(item.url, site) }),
    }),
  ],
  vite: { plugins: [tailwindcss()] },
  // No Markdown here; Shiki's inline styles would not pass the CSP, so no highlighter is configured.
  markdown: { syntaxHighlight: false },
  // product.md §11.9: each page's <meta> policy, its script-src hashes made by the build (Astro's own scripts and
  // islands; the layouts add their inline scripts' hashes, and site/middleware.ts moves the meta to the top
  // of <head>). The server and CloudFront send the header part (functions/policy/security.ts).
  security: {
    csp: {
      directives: [...PAGE_CSP_DIRECTIVES],
      scriptDirective: { resources: [...PAGE_SCRIPT_SOURCES] },
      styleDirective: { resources: [...PAGE_STYLE_SOURCES] },
    },
  },
});
