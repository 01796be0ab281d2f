// `node scripts/pipeline/site-changes.ts read|clear <file>`: the build job's part in the store's record of unbuilt
// changes (functions/data/site-changes.ts). `read`, before the pages are built, writes the keys of every change
// recorded so far to <file>; `clear`, once the site is published, deletes those, so a change recorded while the job
// ran stays for the next build, and one whose rebuild hook invocation failed is covered by this build.
import { readFile, writeFile } from 'node:fs/promises';
import { loadConfig } from '../../functions/config.ts';
import { clearSiteChanges, dbFromConfig, readSiteChanges } from '../../functions/data/index.ts';

const [command, file] = process.argv.slice(2);
if ((command !== 'read' && command !== 'clear') || !file)
  throw new Error('usage: node scripts/pipeline/site-changes.ts read|clear <file>');
const db = dbFromConfig(loadConfig());
if (command === 'read') {
  const changes = await readSiteChanges(db);
  await writeFile(file, JSON.stringify(changes.keys));
  console.log(
    `site-changes: this build covers ${changes.keys.length} recorded change(s)` +
      (changes.keys.length ? `: ${changes.reasons.slice(0, 5).join('; ')}` : ''),
  );
} else {
  const keys = JSON.parse(await readFile(file, 'utf8')) as string[];
  await clearSiteChanges(db, keys);
  console.log(`site-changes: ${keys.length} recorded change(s) covered and cleared`);
}
