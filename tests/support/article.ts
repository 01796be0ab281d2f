// The article page's browser tests share the article they read (the longest seeded one), how they open it, and a fake
// speechSynthesis for the voice reader.
import type { Browser, Page } from 'playwright-core';
import type { Article } from '../../functions/domain/index.ts';
import { newPage, url, waitForIslands } from './browser.ts';

/** The longest seeded article, so the voice reader has several chunks to speak. */
export async function longestArticle(): Promise<Article> {
  const list = (await (await fetch(url('/api/articles?limit=100'))).json()) as Article[];
  return list.reduce((a, b) => (b.content.length > a.content.length ? b : a));
}

/** Opens `article` on a fresh page after `initScript` (a fake or a recorder) is in place; the caller closes it. */
export async function openArticle(
  browser: Browser,
  article: Article,
  initScript: string,
): Promise<Page> {
  const { page } = await newPage(browser);
  await page.addInitScript(initScript);
  await page.goto(`/article/${article.id}`);
  await waitForIslands(page);
  return page;
}

/** A controllable speechSynthesis: utterances are recorded; the test fires boundary and end events. */
export const FAKE_SPEECH = `(() => {
  window.__spoken = []; window.__paused = 0; window.__resumed = 0;
  const voices = [
    { name: 'Local US', lang: 'en-US', localService: true, default: true, voiceURI: 'us' },
    { name: 'Moira', lang: 'en-IE', localService: true, default: false, voiceURI: 'ie' },
  ];
  window.SpeechSynthesisUtterance = class { constructor(text) { this.text = text; this.volume = 1; this.rate = 1; this.pitch = 1; this.voice = null; this.lang = ''; } };
  const synth = {
    current: null, queue: [], speaking: false, paused: false, pending: false,
    getVoices: () => voices,
    speak(u) { this.queue.push(u); window.__spoken.push({ text: u.text, volume: u.volume, rate: u.rate, pitch: u.pitch, voice: u.voice ? u.voice.name : null }); if (!this.current) this.next(); },
    next() { this.current = this.queue.shift() || null; this.speaking = !!this.current; },
    cancel() { const c = this.current; this.queue = []; this.current = null; this.speaking = false; if (c && c.onerror) c.onerror({ error: 'interrupted' }); },
    pause() { this.paused = true; window.__paused++; },
    resume() { this.paused = false; window.__resumed++; },
    addEventListener() {}, removeEventListener() {},
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  window.__speech = {
    boundary(charIndex, charLength) { const u = synth.current; if (u && u.onboundary) u.onboundary({ name: 'word', charIndex, charLength }); },
    end() { const u = synth.current; synth.next(); if (u && u.onend) u.onend({}); return !!synth.current; },
    fail(error) { const u = synth.current; synth.queue = []; synth.current = null; synth.speaking = false; if (u && u.onerror) u.onerror({ error }); },
  };
})();`;
