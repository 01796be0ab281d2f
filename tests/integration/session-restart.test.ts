// A restart keeps the editor signed in: ADMIN_PASSWORD set, SESSION_SECRET unset (product.md §11.11).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocal } from '../../scripts/local/server.ts';

const PASSWORD = 'restart-test-password';
let dataDir = '';

afterAll(() => rm(dataDir, { recursive: true, force: true }));

const start = () =>
  startLocal({
    dataDir,
    port: 0,
    build: false,
    seed: false,
    feedIntervalMinutes: 0,
    adminPassword: PASSWORD,
    quiet: true,
  });

describe('local sessions across a restart', () => {
  it('accepts the cookie of the previous run', async () => {
    // Prepare: sign in on a first run, then stop it.
    dataDir = await mkdtemp(join(tmpdir(), 'a11y-restart-'));
    const first = await start();
    const login = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.url },
      body: JSON.stringify({ password: PASSWORD }),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    await first.close();
    // Act: a new process-equivalent start on the same data folder.
    const second = await start();
    try {
      const session = await fetch(`${second.url}/api/rss/sources`, { headers: { cookie } });
      // Assess
      expect(login.status).toBe(200);
      expect(cookie).toMatch(/=/);
      expect(session.status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
