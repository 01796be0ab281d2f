// Voice reader text rules: chunks under 200 characters of whole sentences, default voice preference, word bounds.
import { describe, expect, it } from 'vitest';
import { CHUNK_CHARS, chunkText, pickDefaultVoice, wordAt } from './speech-text.ts';

const voice = (name: string, lang: string, localService = true) => ({ name, lang, localService });

describe('chunkText', () => {
  it('groups whole sentences under 200 characters and keeps offsets into the whole text', () => {
    // Prepare
    const sentence = 'This sentence is about forty characters. ';
    const text = sentence.repeat(20);
    // Act
    const chunks = chunkText(text);
    // Assess
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) {
      expect(c.text.length).toBeLessThanOrEqual(CHUNK_CHARS);
      expect(text.slice(c.start, c.start + c.text.length)).toBe(c.text);
      expect(c.text.endsWith('.')).toBe(true);
    }
  });

  it('cuts a single overlong sentence at spaces', () => {
    // Prepare
    const text = `${'word '.repeat(100)}end.`;
    // Act
    const chunks = chunkText(text);
    // Assess
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((c) => c.text.length <= CHUNK_CHARS)).toBe(true);
    expect(chunks.map((c) => c.text).join(' ')).toBe(text.trim());
  });

  it('answers nothing for blank text', () => {
    expect(chunkText('   ')).toEqual([]);
  });
});

describe('pickDefaultVoice', () => {
  it('prefers Irish English, then non-local English, then the first voice', () => {
    // Prepare
    const first = voice('Local US', 'en-US');
    const remote = voice('Google UK', 'en-GB', false);
    const irish = voice('Moira', 'en-IE');
    // Act / Assess
    expect(pickDefaultVoice([first, remote, irish])).toBe(irish);
    expect(pickDefaultVoice([first, remote])).toBe(remote);
    expect(pickDefaultVoice([voice('Deutsch', 'de-DE', false), first])?.name).toBe('Deutsch');
    expect(pickDefaultVoice([])).toBeUndefined();
  });
});

describe('wordAt', () => {
  it('uses the boundary length when given, else the run of non-space characters', () => {
    expect(wordAt('hello brave world', 6, 5)).toEqual([6, 11]);
    expect(wordAt('hello brave world', 6)).toEqual([6, 11]);
  });
});
