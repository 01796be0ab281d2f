// Unit tests of the scrypt password hashing (runs in Node, no HTTP).
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('writes a self-describing scrypt string that verifies the same password', async () => {
    // Prepare / Act
    const hash = await hashPassword('correct horse battery');
    // Assess
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
  });

  it('rejects a wrong password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse batterz', hash)).toBe(false);
  });

  it('salts each hash differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('never matches a malformed hash', async () => {
    for (const bad of [
      '',
      'plain',
      'scrypt$x$8$1$AA==$AA==',
      'bcrypt$16384$8$1$AA==$AA==',
      'scrypt$16384$8$1$$',
    ]) {
      expect(await verifyPassword('anything', bad)).toBe(false);
    }
  });
});
