// Local admin secrets (product.md §10.1): from configuration, or generated once and kept as a hash in the data folder.
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hashPassword } from '../../functions/api/auth/password.ts';

export interface AdminSecrets {
  passwordHash: string;
  sessionSecret: string;
  /** The password in clear only when it was generated now, to print once. */
  generatedPassword?: string;
  /** Where the secrets came from, for the start-up message. */
  source: 'config' | 'generated' | 'stored';
}

interface StoredSecrets {
  passwordHash: string;
  sessionSecret: string;
}

export const SECRETS_FILE = 'admin.json';
/** The session secret when SESSION_SECRET is unset and a password is configured (admin.json is not written then). */
export const SESSION_SECRET_FILE = 'session-secret';

async function readStored(file: string): Promise<StoredSecrets | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<StoredSecrets>;
    if (
      typeof parsed.passwordHash === 'string' &&
      typeof parsed.sessionSecret === 'string' &&
      parsed.sessionSecret.length >= 32
    ) {
      return { passwordHash: parsed.passwordHash, sessionSecret: parsed.sessionSecret };
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new Error(`Cannot read ${file}: ${String(err)}`);
  }
  return null;
}

/**
 * A configured password wins (its hash is computed at start, nothing is written).
 * Otherwise the stored file is used; when there is none, a password and a secret are generated and stored (0600).
 */
export async function loadAdminSecrets(
  dataDir: string,
  opts: { password?: string; sessionSecret?: string },
): Promise<AdminSecrets> {
  const file = join(dataDir, SECRETS_FILE);
  const stored = await readStored(file);
  if (opts.password) {
    return {
      passwordHash: await hashPassword(opts.password),
      sessionSecret:
        opts.sessionSecret ?? stored?.sessionSecret ?? (await keptSessionSecret(dataDir)),
      source: 'config',
    };
  }
  if (stored)
    return {
      ...stored,
      sessionSecret: opts.sessionSecret ?? stored.sessionSecret,
      source: 'stored',
    };

  const password = randomBytes(12).toString('base64url');
  const secrets: StoredSecrets = {
    passwordHash: await hashPassword(password),
    sessionSecret: opts.sessionSecret ?? randomBytes(32).toString('base64url'),
  };
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return { ...secrets, generatedPassword: password, source: 'generated' };
}

/**
 * The secret kept in DATA_DIR/session-secret, generated on the first start that needs it. Kept, not
 * made per start, because it signs the editors' session cookies and the newsletter's links: a new one
 * on every restart would sign every editor out and break every confirmation and unsubscribe link sent.
 */
async function keptSessionSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, SESSION_SECRET_FILE);
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept.length >= 32) return kept;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new Error(`Cannot read ${file}: ${String(err)}`);
  }
  const secret = randomBytes(32).toString('base64url');
  // No 'wx': a file too short to be a secret (hand-edited, truncated) is replaced.
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The admin-login lines for the console; the generated password appears only on the start that made it. */
export function adminLoginMessage(secrets: AdminSecrets, dataDir: string): string[] {
  const file = join(dataDir, SECRETS_FILE);
  switch (secrets.source) {
    case 'config':
      return ['Admin login: the password set in ADMIN_PASSWORD.'];
    case 'generated':
      return [
        `Admin login: password ${secrets.generatedPassword ?? ''}`,
        `  Shown only this once; only its hash is stored in ${file}.`,
      ];
    case 'stored':
      return [
        'Admin login: the password printed on the first start.',
        `  Lost it? Delete ${file} and restart for a new one, or set ADMIN_PASSWORD.`,
      ];
  }
}
