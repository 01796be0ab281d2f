// Pure helpers of the voice reader: chunking long text and picking the default voice.

/** Chromium stops an utterance after about 15 s; sentences grouped under this many characters stay well below. */
export const CHUNK_CHARS = 200;

export interface Chunk {
  /** The text spoken in one utterance. */
  text: string;
  /** Where it starts in the whole text, so a boundary's charIndex maps back to the whole. */
  start: number;
}

/** Sentence pieces of `text` with their offsets (Intl.Segmenter; long sentences are cut at spaces). */
function pieces(text: string, max: number): Chunk[] {
  const out: Chunk[] = [];
  const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
  for (const { segment, index } of segmenter.segment(text)) {
    let rest = segment;
    let at = index;
    while (rest.length > max) {
      const cut = rest.lastIndexOf(' ', max);
      const end = cut > 0 ? cut + 1 : max;
      out.push({ text: rest.slice(0, end), start: at });
      rest = rest.slice(end);
      at += end;
    }
    if (rest) out.push({ text: rest, start: at });
  }
  return out;
}

/** Splits text into utterances of whole sentences, each under `max` characters where a sentence allows. */
export function chunkText(text: string, max = CHUNK_CHARS): Chunk[] {
  const chunks: Chunk[] = [];
  for (const piece of pieces(text, max)) {
    const last = chunks.at(-1);
    if (last && last.text.length + piece.text.length <= max) last.text += piece.text;
    else chunks.push({ ...piece });
  }
  return chunks
    .map((c) => {
      const lead = c.text.length - c.text.trimStart().length;
      return { text: c.text.trim(), start: c.start + lead };
    })
    .filter((c) => c.text.length > 0);
}

export interface VoiceLike {
  lang: string;
  localService: boolean;
  name: string;
}

/** Default voice: Irish English, then a non-local (network) English voice, then the first one. */
export function pickDefaultVoice<V extends VoiceLike>(voices: readonly V[]): V | undefined {
  const lang = (v: V) => v.lang.toLowerCase().replace('_', '-');
  return (
    voices.find((v) => lang(v) === 'en-ie') ??
    voices.find((v) => lang(v).startsWith('en') && !v.localService) ??
    voices[0]
  );
}

/** The word at `index` in `text` as [start, end), for highlighting on a boundary event. */
export function wordAt(text: string, index: number, length?: number): [number, number] {
  if (length && length > 0) return [index, index + length];
  const match = /^\S+/.exec(text.slice(index));
  return [index, index + (match ? match[0].length : 0)];
}
