// How many pages `astro build` renders at once (astro.config.mjs); the bench builds bare Astro with it too.
export const BUILD_CONCURRENCY = 4;
