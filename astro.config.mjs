// Astro builds the public pages from ./site; data comes from the store at build time.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { inSitemap, pageUrl } from './site/layouts/url-form.ts';

const site = process.env.SITE_URL ?? 'http://localhost:4321';

export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  site,
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [
    react(),
    // The canonical links' form ('/events', not '/events/'), without the legacy redirect pages.
    sitemap({
      filter: inSitemap,
      serialize: (item) => ({ ...item, url: pageUrl(item.url, site) }),
    }),
  ],
  vite: { plugins: [tailwindcss()] },
});
