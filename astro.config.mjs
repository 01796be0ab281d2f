// Astro builds the public pages from ./site; data comes from the store at build time.
import { defineConfig } from 'astro/config';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { loadConfig, siteUrl } from './functions/config.ts';
import { LEGACY_REDIRECTS } from './functions/domain/legacy-paths.ts';
import { inSitemap, pageUrl } from './site/lib/url-form.ts';

// The configuration module is the one reader of the environment (SITE_URL, else the local server's PORT).
const site = siteUrl(loadConfig());

// Every build is a production build, whatever NODE_ENV its caller has: Vite takes NODE_ENV over the mode, so a build
// started under vitest (NODE_ENV=test: the e2e setup builds the site) bundled React's development build, about 63 KB
// more gzipped JS on every page, and the budgets measured a site nobody ships. Set before React first loads
// (@astrojs/react reads react-dom when imported, hence the import below): a later change would mix React's builds.
if (process.argv[2] === 'build') process.env.NODE_ENV = 'production';
const { default: react } = await import('@astrojs/react');

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
    // The canonical links' form ('/events', not '/events/'), without the legacy redirect pages.
    sitemap({
      filter: inSitemap,
      serialize: (item) => ({ ...item, url: pageUrl(item.url, site) }),
    }),
  ],
  vite: { plugins: [tailwindcss()] },
});
