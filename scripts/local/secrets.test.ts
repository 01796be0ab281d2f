// Local secrets: the session secret survives restarts whether the password is generated or configured.
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_SECRET_FILE, loadAdminSecrets } from './secrets.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'secrets-test-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('loadAdminSecrets', () => {
  it('keeps one session secret across starts when ADMIN_PASSWORD is set and SESSION_SECRET is not', async () => {
    // Act
    const first = await loadAdminSecrets(dataDir, { password: 'configured password' });
    const second = await loadAdminSecrets(dataDir, { password: 'configured password' });
    // Assess
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    const file = join(dataDir, SESSION_SECRET_FILE);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.sessionSecret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('uses a configured SESSION_SECRET and writes no secret file', async () => {
    // Prepare
    const configured = 'c'.repeat(40);
    // Act
    const secrets = await loadAdminSecrets(dataDir, { password: 'pw', sessionSecret: configured });
    // Assess
    expect(secrets.sessionSecret).toBe(configured);
    await expect(stat(join(dataDir, SESSION_SECRET_FILE))).rejects.toThrow(/ENOENT/);
  });

  it('replaces a kept secret too short to be one', async () => {
    // Prepare
    await writeFile(join(dataDir, SESSION_SECRET_FILE), 'short\n');
    // Act
    const secrets = await loadAdminSecrets(dataDir, { password: 'pw' });
    // Assess
    expect(secrets.sessionSecret).not.toBe('short');
    expect(secrets.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the generated password’s secret across starts', async () => {
    // Act
    const first = await loadAdminSecrets(dataDir, {});
    const second = await loadAdminSecrets(dataDir, {});
    // Assess
    expect(first.source).toBe('generated');
    expect(second.source).toBe('stored');
    expect(second.sessionSecret).toBe(first.sessionSecret);
  });
});
