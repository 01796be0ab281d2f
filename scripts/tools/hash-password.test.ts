// scripts/tools/hash-password.ts: the cloud admin password's hash, and the length it insists on.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../functions/api/auth/password.ts';

const SCRIPT = fileURLToPath(new URL('hash-password.ts', import.meta.url));
const run = (password: string) =>
  promisify(execFile)(process.execPath, [SCRIPT, password]).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );

describe('hash-password', () => {
  it('refuses a password under 12 characters, printing no hash', async () => {
    // Act
    const short = await run('eleven-char');
    // Assess
    expect(short.code).toBe(2);
    expect(short.stdout).toBe('');
    expect(short.stderr).toContain('The admin password must be at least 12 characters.');
  });

  it('prints a hash the login accepts for a long enough password', async () => {
    // Act
    const { code, stdout } = await run('twelve chars');
    // Assess
    expect(code).toBe(0);
    expect(await verifyPassword('twelve chars', stdout.trim())).toBe(true);
    expect(await verifyPassword('twelve chars!', stdout.trim())).toBe(false);
  });
});
