// The rehearsal's fault journeys (docs/rehearsal.md "The journeys"): answers on fresh Lambda instances, a build that
// dies in its page phase, and a publish killed part way.
import { createHash } from 'node:crypto';
import { createGlossaryTerm } from '../../functions/data/index.ts';
import { MANIFEST_KEY, parseManifest } from '../../functions/publish/manifest.ts';
import type { Journey } from './stage.ts';
import { check, signedInEditor, until } from './viewer.ts';

/** The same public and editor calls on warm instances and then on a fresh process per invocation: the same answers. */
export const freshInstances: Journey = async (stage) => {
  const paths = [
    '/api/articles?limit=6&offset=0',
    '/api/categories',
    '/api/glossary',
    '/api/events',
  ];
  const answers = async () => {
    const editor = await signedInEditor(stage);
    const out: string[] = [];
    // Signed in, nothing comes from the CDN's cache: every answer is the Lambda's own.
    for (const path of paths) {
      const answer = await editor.get(path);
      out.push(`${answer.status} ${answer.text}`);
    }
    const session = await editor.get('/api/auth/session');
    out.push(`${session.status} ${session.text}`);
    return out;
  };
  const warm = await answers();
  stage.aws.setFresh(true);
  let fresh: string[];
  try {
    fresh = await answers();
  } finally {
    stage.aws.setFresh(false);
  }
  for (const [i, answer] of warm.entries())
    check(answer === fresh[i], `a fresh instance answered differently: ${fresh[i]?.slice(0, 120)}`);
  return `${warm.length} answers (sign-in included) the same on ${warm.length + 1} fresh Lambda processes as on warm ones`;
};

/** A build killed while it renders publishes nothing: the publish is the last step of its one command. */
export const failedBuild: Journey = async (stage) => {
  const writes = () => stage.siteWrites('PutObject', 'DeleteObject');
  const before = writes();
  const invalidationsBefore = stage.aws.invalidations.length;
  const build = stage.aws.startBuild(undefined, 'rehearsal');
  await until(
    'the build phase',
    () => (build.currentPhase === 'BUILD' ? true : undefined),
    120_000,
    20,
  );
  stage.aws.killBuild(build.id);
  const done = await stage.aws.waitForBuild(build.id);
  check(done.buildStatus === 'FAILED', `the killed build ended ${done.buildStatus}`);
  check(writes() === before, `a failed build wrote ${writes() - before} objects`);
  check(stage.aws.invalidations.length === invalidationsBefore, 'a failed build invalidated paths');
  return `build ${done.buildNumber} killed in its build phase: FAILED, 0 objects written, no invalidation`;
};

/** A publish killed after its first upload; the next build finishes it: every key the manifest lists is there, as listed. */
export const killedPublish: Journey = async (stage) => {
  const puts = () => stage.siteWrites('PutObject');
  // A content change, so the publish has pages to change. It goes straight into the table and the build is started
  // by hand at once: the API's change notice and the hook's quiet period are journey 2's to prove.
  const before = puts();
  await createGlossaryTerm(stage.db, {
    term: `Rehearsal term ${Date.now()}`,
    definition: 'A term added so that the next publish has pages to change.',
    category: 'General',
  });
  const build = stage.aws.startBuild(undefined, 'rehearsal');
  await until('the first upload', () => (puts() > before ? true : undefined), 180_000, 5);
  stage.aws.killBuild(build.id);
  const killed = await stage.aws.waitForBuild(build.id);
  const putByKilled = puts() - before;
  // The next build, as an editor's "Rebuild site" starts it.
  await stage.aws.settled();
  const done = await stage.aws.waitForBuild(stage.aws.startBuild(undefined, 'rehearsal').id);
  check(done.buildStatus === 'SUCCEEDED', `the next build ended ${done.buildStatus}`);
  const manifest = parseManifest(
    String((await stage.aws.s3.get(stage.siteBucket, MANIFEST_KEY))?.body),
  );
  check(manifest, 'no manifest after the next build');
  const wrong: string[] = [];
  for (const [key, entry] of manifest) {
    if (entry.retiredAt) continue;
    const object = await stage.aws.s3.get(stage.siteBucket, key);
    const sha = object ? createHash('sha256').update(object.body).digest('hex') : 'missing';
    if (sha !== entry.sha256) wrong.push(key);
  }
  check(wrong.length === 0, `keys unlike the manifest: ${wrong.slice(0, 5).join(' ')}`);
  return `build ${killed.buildNumber} killed after ${putByKilled} upload(s) (${killed.buildStatus}); build ${done.buildNumber} completed the publish: all ${manifest.size} listed keys in the bucket byte for byte`;
};
