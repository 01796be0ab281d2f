// Prints the scrypt hash of a password, for the cloud stack's AdminPasswordHash parameter.
import { hashPassword } from '../functions/api/auth/password.ts';

const password = process.argv[2];
if (!password) {
  console.error('usage: node scripts/hash-password.ts "the admin password"');
  process.exit(2);
}
console.log(await hashPassword(password));
