// Web Speech API driver: speaks text in sentence chunks (Chromium cuts one utterance after ~15 s), tracks the spoken word.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { chunkText, pickDefaultVoice, wordAt } from '../../lib/speech-text.ts';

export type SpeechState = 'idle' | 'playing' | 'paused';

/**
 * Why the last reading stopped by itself (product.md §2.6): the device has no voice to speak with, or the engine
 * failed. Cleared by the next Play.
 */
export type SpeechProblem = 'no-voice' | 'failed' | null;

/** Errors the engine raises when it has no voice for the text, rather than a failure of one utterance. */
const NO_VOICE_ERRORS = new Set([
  'voice-unavailable',
  'language-unavailable',
  'synthesis-unavailable',
]);

export interface SpeechSettings {
  volume: number;
  rate: number;
  pitch: number;
  voiceName: string;
}

export interface SpokenWord {
  /** [start, end) in the whole text. */
  range: [number, number];
}

/** Where speech is: a chunk, and the offset in it of the last word reached (a boundary event's start). */
interface Position {
  chunk: number;
  offset: number;
}

/** product.md §9: rate, pitch and volume default to 1. */
const DEFAULTS: SpeechSettings = { volume: 1, rate: 1, pitch: 1, voiceName: '' };
const START: Position = { chunk: 0, offset: 0 };

/** An utterance for `text` with the current settings (an utterance reads them once, when it starts). */
function utterance(synth: SpeechSynthesis, text: string, s: SpeechSettings) {
  const u = new SpeechSynthesisUtterance(text);
  const voice = synth.getVoices().find((v) => v.name === s.voiceName);
  if (voice) {
    u.voice = voice;
    u.lang = voice.lang;
  }
  u.volume = s.volume;
  u.rate = s.rate;
  u.pitch = s.pitch;
  return u;
}

export function useSpeech(text: string) {
  const [supported, setSupported] = useState(false);
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  const [state, setState] = useState<SpeechState>('idle');
  const [settings, setSettings] = useState<SpeechSettings>(DEFAULTS);
  const [word, setWord] = useState<SpokenWord | null>(null);
  const [problem, setProblem] = useState<SpeechProblem>(null);
  // Whether the current run has been heard at all (a word boundary): a run that ends unheard with no voice
  // installed ended silently, as Chromium does on a device without voices.
  const heard = useRef(false);
  const chunks = useMemo(() => chunkText(text), [text]);
  // A run token: callbacks of a cancelled run are ignored (cancel fires 'interrupted' errors and end events).
  const run = useRef(0);
  const settingsRef = useRef(settings);
  const stateRef = useRef<SpeechState>('idle');
  const position = useRef<Position>(START);
  // Settings changed while paused: resuming re-speaks with them instead of resuming the old utterance.
  const stale = useRef(false);

  const phase = useCallback((next: SpeechState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  // Browser-only API, read after mount.
  useEffect(() => {
    const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
    if (!synth) return;
    setSupported(true);
    const load = () => {
      const list = synth.getVoices();
      setVoices(list);
      setSettings((s) =>
        s.voiceName || list.length === 0
          ? s
          : { ...s, voiceName: pickDefaultVoice(list)?.name ?? '' },
      );
    };
    load();
    synth.addEventListener?.('voiceschanged', load);
    return () => {
      synth.removeEventListener?.('voiceschanged', load);
      run.current += 1;
      synth.cancel();
    };
  }, []);

  const reset = useCallback(() => {
    run.current += 1;
    position.current = START;
    stale.current = false;
    phase('idle');
    setWord(null);
  }, [phase]);

  /** Speaks chunk `index` from `offset` on, then the chunks after it, while `token` is the current run. */
  const speakFrom = useCallback(
    (index: number, token: number, offset = 0) => {
      const chunk = chunks[index];
      if (!chunk || token !== run.current) {
        if (token === run.current) reset();
        return;
      }
      const synth = window.speechSynthesis;
      position.current = { chunk: index, offset };
      const u = utterance(synth, chunk.text.slice(offset), settingsRef.current);
      u.onboundary = (e) => {
        if (token !== run.current || e.name === 'sentence') return;
        heard.current = true;
        const at = offset + e.charIndex;
        position.current = { chunk: index, offset: at };
        const [a, b] = wordAt(chunk.text, at, e.charLength);
        setWord({ range: [chunk.start + a, chunk.start + b] });
      };
      u.onend = () => {
        if (token !== run.current) return;
        if (heard.current || synth.getVoices().length > 0) speakFrom(index + 1, token);
        else {
          setProblem('no-voice');
          reset();
        }
      };
      u.onerror = (e) => {
        if (token !== run.current) return;
        // product.md §8: speech errors are logged and the reader resets.
        console.error('Speech synthesis failed:', e.error);
        setProblem(
          NO_VOICE_ERRORS.has(e.error) || synth.getVoices().length === 0 ? 'no-voice' : 'failed',
        );
        synth.cancel();
        reset();
      };
      synth.speak(u);
    },
    [chunks, reset],
  );

  /** Cancels the utterance in progress and speaks again from the current word, with the current settings. */
  const respeak = useCallback(() => {
    const synth = window.speechSynthesis;
    run.current += 1;
    stale.current = false;
    synth.cancel();
    const { chunk, offset } = position.current;
    speakFrom(chunk, run.current, offset);
  }, [speakFrom]);

  // product.md §4 "Muting sets volume to 0": a setting applies at once, not from the next chunk on.
  useEffect(() => {
    if (settingsRef.current === settings) return;
    settingsRef.current = settings;
    if (stateRef.current === 'playing') respeak();
    else if (stateRef.current === 'paused') stale.current = true;
  }, [settings, respeak]);

  const play = useCallback(() => {
    const synth = window.speechSynthesis;
    if (stateRef.current === 'paused') {
      phase('playing');
      if (stale.current) {
        // The paused utterance has the old settings: drop it, leave the paused state, speak anew.
        respeak();
        synth.resume();
      } else synth.resume();
      return;
    }
    run.current += 1;
    synth.cancel();
    heard.current = false;
    setProblem(null);
    phase('playing');
    speakFrom(0, run.current);
  }, [phase, respeak, speakFrom]);

  const pause = useCallback(() => {
    window.speechSynthesis.pause();
    phase('paused');
  }, [phase]);

  const stop = useCallback(() => {
    const wasPaused = stateRef.current === 'paused';
    reset();
    window.speechSynthesis.cancel();
    // Chromium stays paused after cancel(): the next Play would be silent.
    if (wasPaused) window.speechSynthesis.resume();
  }, [reset]);

  const update = useCallback(
    (patch: Partial<SpeechSettings>) => setSettings((s) => ({ ...s, ...patch })),
    [],
  );

  return { supported, voices, state, settings, word, chunks, problem, play, pause, stop, update };
}
