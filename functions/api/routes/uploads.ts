// GET /uploads/NAME: stored images with their sniffed type, nosniff, a sandboxing CSP and a long cache.
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { isUploadName } from '../../uploads/names.ts';
import { UPLOADS_CSP } from '../../policy/security.ts';

export function uploadRoutes(deps: Pick<AppDeps, 'uploads'>): Hono {
  const app = new Hono();
  app.get('/:name', async (c) => {
    const name = c.req.param('name');
    const file = isUploadName(name) ? await deps.uploads.get(name) : null;
    if (!file) return c.json({ error: 'Not found' }, 404);
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': UPLOADS_CSP,
      // Names are random and never reused, so the bytes never change.
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
  return app;
}
