// Prints the scrypt hash of a password, for the cloud stack's AdminPasswordHash parameter. A short password would make
// the login throttle the only defence (it limits guesses per client address, and an attacker can have many).
import { hashPassword } from '../../functions/api/auth/password.ts';

/** The shortest password this accepts for the public site's admin. */
const MIN_PASSWORD_LENGTH = 12;

const password = process.argv[2];
if (!password) {
  console.error('usage: node scripts/tools/hash-password.ts "the admin password"');
  process.exit(2);
}
if ([...password].length < MIN_PASSWORD_LENGTH) {
  console.error(`The admin password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  process.exit(2);
}
console.log(await hashPassword(password));
