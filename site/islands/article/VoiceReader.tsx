// Voice reader (product.md §2, §9, §10.11): play/pause/stop, volume with mute, voice, rate and pitch; the spoken word and its
// block (heading, paragraph, list item) highlighted; announced.
import { useEffect, useRef, useState } from 'react';
import { Pause, Play, Square, Volume1, Volume2, VolumeX } from 'lucide-react';
import { useSpeech } from '../../client/article/use-speech.ts';
import { blockAt, markSpeaking, spokenText } from '../../client/article/spoken-blocks.ts';
import SpokenText from './SpokenText.tsx';

const STATUS = { idle: 'Stopped', playing: 'Reading article', paused: 'Paused' } as const;
/** product.md §2.6: a reading that stops by itself says why, and what the reader can do. */
const PROBLEMS = {
  'no-voice':
    "This device has no voice to read aloud with. Add a text-to-speech voice in your system's speech settings, then reload this page; or use your screen reader to read the article.",
  failed:
    "The browser's voice stopped with an error. Press Play to try again; if it happens again, choose another voice or reload this page.",
} as const;
const control =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 dark:border-slate-600 dark:hover:bg-slate-800';
const field = 'flex flex-col gap-1 text-sm';

/**
 * `lead` is read first (title, 'In short', summary), then the article body as the page shows it, block by block
 * (spoken-blocks.ts); the block being read is marked on the page, the word in the passage below the controls.
 */
export default function VoiceReader({ lead }: { lead: string }) {
  // The body is on the page before the reader can be opened; it is read once, when the reader opens.
  const [{ text, blocks }] = useState(() =>
    spokenText(lead, document.querySelector('[data-article-body]')),
  );
  const speech = useSpeech(text);
  const at = speech.word?.range[0] ?? -1;
  const block = speech.state === 'idle' ? null : blockAt(blocks, at);
  useEffect(() => markSpeaking(block), [block]);
  const { settings, state, update } = speech;
  const lastVolume = useRef(1);
  const muted = settings.volume === 0;

  if (!speech.supported) {
    return <p className="text-sm">Your browser does not support speech synthesis.</p>;
  }

  const toggleMute = () => {
    if (muted) update({ volume: lastVolume.current || 1 });
    else {
      lastVolume.current = settings.volume;
      update({ volume: 0 });
    }
  };
  // product.md §9: the volume icon changes below 0.5.
  const VolumeIcon = muted ? VolumeX : settings.volume < 0.5 ? Volume1 : Volume2;

  return (
    <section
      aria-label="Voice reader"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center gap-2">
        {state === 'playing' ? (
          <button type="button" className={control} onClick={speech.pause}>
            <Pause aria-hidden="true" size={18} /> Pause
          </button>
        ) : (
          <button type="button" className={control} onClick={speech.play}>
            <Play aria-hidden="true" size={18} /> {state === 'paused' ? 'Resume' : 'Play'}
          </button>
        )}
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus to the page once Stop is pressed. */}
        <button
          type="button"
          className={control}
          onClick={state === 'idle' ? undefined : speech.stop}
          aria-disabled={state === 'idle'}
        >
          <Square aria-hidden="true" size={18} /> Stop
        </button>
        <button
          type="button"
          className={control}
          onClick={toggleMute}
          aria-pressed={muted}
          aria-label="Mute"
        >
          <VolumeIcon
            aria-hidden="true"
            size={18}
            data-icon={muted ? 'muted' : settings.volume < 0.5 ? 'low' : 'high'}
          />
        </button>
        <p
          role="status"
          aria-live="polite"
          className="ml-auto text-sm text-slate-700 dark:text-slate-300"
        >
          {STATUS[state]}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className={field}>
          Volume ({Math.round(settings.volume * 100)}%)
          <input
            type="range"
            min={0}
            max={1}
            step={0.01}
            value={settings.volume}
            onChange={(e) => update({ volume: Number(e.target.value) })}
          />
        </label>
        <label className={field}>
          Voice
          <select
            className="min-h-10 rounded-md border border-slate-300 bg-white px-2 dark:border-slate-600 dark:bg-slate-900"
            value={settings.voiceName}
            onChange={(e) => update({ voiceName: e.target.value })}
          >
            {speech.voices.length === 0 && <option value="">Browser default</option>}
            {speech.voices.map((v) => (
              <option key={v.name} value={v.name}>
                {v.name} ({v.lang})
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          Speed ({settings.rate.toFixed(1)}x)
          <input
            type="range"
            min={0.5}
            max={2}
            step={0.1}
            value={settings.rate}
            onChange={(e) => update({ rate: Number(e.target.value) })}
          />
        </label>
        <label className={field}>
          Pitch ({settings.pitch.toFixed(1)})
          <input
            type="range"
            min={0.5}
            max={2}
            step={0.1}
            value={settings.pitch}
            onChange={(e) => update({ pitch: Number(e.target.value) })}
          />
        </label>
      </div>
      {speech.problem && (
        <p role="alert" className="text-sm">
          {PROBLEMS[speech.problem]}
        </p>
      )}
      {state !== 'idle' && <SpokenText text={text} word={speech.word} />}
    </section>
  );
}
