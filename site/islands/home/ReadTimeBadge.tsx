// Read-time badge '{label} read' (spec §2); its hover card (700/300 ms) loads when the reader hovers or focuses it.
import { useRef, useState } from 'react';
import { Clock } from 'lucide-react';
import { readingLabel, readingMinutes } from '../../../functions/domain/reading-time.ts';
import { lazyModule } from '../lazy.ts';

const hover = lazyModule(() => import('./ReadTimeHover.tsx'));
/** spec §9: the hover card opens after 700 ms. */
const OPEN_DELAY_MS = 700;

export default function ReadTimeBadge({ summary, content }: { summary: string; content: string }) {
  const minutes = readingMinutes(summary, content);
  const [active, setActive] = useState<null | { focus: boolean }>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const arm = (focus: boolean) => {
    clearTimeout(timer.current);
    void hover.load();
    timer.current = setTimeout(
      () => void hover.load().then(() => setActive({ focus })),
      focus ? 0 : OPEN_DELAY_MS,
    );
  };
  const disarm = () => clearTimeout(timer.current);
  const badge = (
    <button
      type="button"
      onPointerEnter={active ? undefined : () => arm(false)}
      onPointerLeave={active ? undefined : disarm}
      onFocus={active ? undefined : () => arm(true)}
      onBlur={active ? undefined : disarm}
      className="inline-flex min-h-6 items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100"
    >
      <Clock aria-hidden="true" size={12} />
      {readingLabel(minutes)} read
    </button>
  );
  const Loaded = hover.get()?.default;
  if (!active || !Loaded) return badge;
  return (
    <Loaded minutes={minutes} focus={active.focus}>
      {badge}
    </Loaded>
  );
}
