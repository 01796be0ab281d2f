// A warm `astro build` process: partial rebuilds run here on request, skipping the load of Astro, Vite and the
// page code that costs a fresh `astro build` about half its time. Forked by build-worker-client.ts.
import { build } from 'astro';

interface Request {
  id: number;
  root: string;
  outDir: string;
  env: Record<string, string | undefined>;
}

/** Environment keys a request sets; one left out of a request is cleared, so no build sees the last one's scope. */
const REQUEST_KEYS = ['DYNAMODB_ENDPOINT', 'TABLE_NAME', 'SITE_URL', 'AWS_REGION', 'SITE_PARTIAL'];

process.on('message', (message) => {
  const req = message as Request;
  void (async () => {
    for (const key of REQUEST_KEYS) {
      const value = req.env[key];
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    try {
      await build({ root: req.root, outDir: req.outDir, logLevel: 'warn' });
      process.send?.({ id: req.id, ok: true });
    } catch (err) {
      process.send?.({
        id: req.id,
        ok: false,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  })();
});
