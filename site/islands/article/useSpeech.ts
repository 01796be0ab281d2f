// Web Speech API driver: speaks text in sentence chunks (Chromium cuts one utterance after ~15 s), tracks the spoken word.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { chunkText, pickDefaultVoice, wordAt } from './speech-text.ts';

export type SpeechState = 'idle' | 'playing' | 'paused';

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

/** Spec §9: rate, pitch and volume default to 1. */
const DEFAULTS: SpeechSettings = { volume: 1, rate: 1, pitch: 1, voiceName: '' };

export function useSpeech(text: string) {
  const [supported, setSupported] = useState(false);
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  const [state, setState] = useState<SpeechState>('idle');
  const [settings, setSettings] = useState<SpeechSettings>(DEFAULTS);
  const [word, setWord] = useState<SpokenWord | null>(null);
  const chunks = useMemo(() => chunkText(text), [text]);
  // A run token: callbacks of a cancelled run are ignored (cancel fires 'interrupted' errors and end events).
  const run = useRef(0);
  const settingsRef = useRef(settings);
  useEffect(() => {
    settingsRef.current = settings;
  }, [settings]);

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
    setState('idle');
    setWord(null);
  }, []);

  const speakFrom = useCallback(
    (index: number, token: number) => {
      const chunk = chunks[index];
      if (!chunk || token !== run.current) {
        if (token === run.current) reset();
        return;
      }
      const synth = window.speechSynthesis;
      const u = new SpeechSynthesisUtterance(chunk.text);
      const s = settingsRef.current;
      const voice = synth.getVoices().find((v) => v.name === s.voiceName);
      if (voice) {
        u.voice = voice;
        u.lang = voice.lang;
      }
      u.volume = s.volume;
      u.rate = s.rate;
      u.pitch = s.pitch;
      u.onboundary = (e) => {
        if (token !== run.current || e.name === 'sentence') return;
        const [a, b] = wordAt(chunk.text, e.charIndex, e.charLength);
        setWord({ range: [chunk.start + a, chunk.start + b] });
      };
      u.onend = () => {
        if (token === run.current) speakFrom(index + 1, token);
      };
      u.onerror = () => {
        if (token === run.current) {
          synth.cancel();
          reset();
        }
      };
      synth.speak(u);
    },
    [chunks, reset],
  );

  const play = useCallback(() => {
    const synth = window.speechSynthesis;
    if (state === 'paused') {
      synth.resume();
      setState('playing');
      return;
    }
    run.current += 1;
    synth.cancel();
    setState('playing');
    speakFrom(0, run.current);
  }, [state, speakFrom]);

  const pause = useCallback(() => {
    window.speechSynthesis.pause();
    setState('paused');
  }, []);

  const stop = useCallback(() => {
    reset();
    window.speechSynthesis.cancel();
  }, [reset]);

  const update = useCallback(
    (patch: Partial<SpeechSettings>) => setSettings((s) => ({ ...s, ...patch })),
    [],
  );

  return { supported, voices, state, settings, word, chunks, play, pause, stop, update };
}
