// Astro builds the public pages from ./site; data comes from the store at build time.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { loadConfig, siteUrl } from './functions/config.ts';
import { LEGACY_REDIRECTS } from './functions/domain/legacy-paths.ts';
import { inSitemap, pageUrl } from './site/lib/url-form.ts';

// The configuration module is the one reader of the environment (SITE_URL, else the local server's PORT).
const site = siteUrl(loadConfig());

export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  site,
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // Spec §6: on static hosting each becomes a meta-refresh page (noindex); the server answers 301 before it.
  redirects: { ...LEGACY_REDIRECTS },
  integrations: [
    react(),
    // The canonical links' form ('/events', not '/events/'), without the legacy redirect pages or the
    // newsletter's noindex link pages (issue 11), which only a mailed token makes useful.
    sitemap({
      filter: (url) => inSitemap(url) && !new URL(url).pathname.startsWith('/newsletter/'),
      serialize: (item) => ({ ...item, url: pageUrl(item.url, site) }),
    }),
  ],
  vite: { plugins: [tailwindcss()] },
});
