// Astro builds the public pages from ./site; data comes from the store at build time.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react(), sitemap()],
  vite: { plugins: [tailwindcss()] },
});
