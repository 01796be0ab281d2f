// Dev-only Astro config: the project's config plus a Vite proxy of /api and /uploads to the local API (scripts/dev.ts).
import baseConfig from '../../astro.config.mjs';

const target = process.env.DEV_API_PROXY ?? 'http://127.0.0.1:4322';

export default {
  ...baseConfig,
  vite: {
    ...baseConfig.vite,
    server: { ...baseConfig.vite?.server, proxy: { '/api': { target }, '/uploads': { target } } },
  },
};
