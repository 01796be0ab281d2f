// The newsletter route test files' set-up: the test API over the fake engine, and what they recorded cleared per test.
import { startTestApi, type TestApi } from './api.ts';
import { DIGEST, fakeNewsletter, type FakeNewsletter } from './newsletter-fake.ts';

export interface FakeNewsletterApi {
  api: TestApi;
  fake: FakeNewsletter;
}

/** The test API serving the newsletter routes on a fake engine. */
export async function startFakeNewsletterApi(): Promise<FakeNewsletterApi> {
  const fake = fakeNewsletter();
  return { fake, api: await startTestApi({ newsletter: fake }) };
}

/** Clears what the last test recorded (the engine's calls, the digests started) and what startDigest answers. */
export function resetFakeNewsletterApi({ api, fake }: FakeNewsletterApi): void {
  fake.calls.length = 0;
  api.digestsStarted.length = 0;
  fake.start = { ok: true, id: DIGEST.id };
}
