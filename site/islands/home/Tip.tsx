// Tooltip stand-in: the trigger alone until hovered (300 ms) or focused, then the Radix Tooltip (loaded on intent).
import { cloneElement, useRef, useState, type ReactElement } from 'react';
import { lazyModule } from '../lazy.ts';

const radix = lazyModule(() => import('./RadixTip.tsx'));
/** Tooltip delay on hover. */
export const TIP_DELAY_MS = 300;

type Handlers = {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
};

export default function Tip({
  text,
  children,
}: {
  text: string;
  children: ReactElement<Partial<Handlers>>;
}) {
  const [active, setActive] = useState<null | { focus: boolean }>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const Loaded = radix.get()?.default;
  if (active && Loaded) {
    return (
      <Loaded text={text} focus={active.focus}>
        {children}
      </Loaded>
    );
  }
  const arm = (focus: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void radix.load().then(() => setActive({ focus })),
      focus ? 0 : TIP_DELAY_MS,
    );
  };
  const disarm = () => clearTimeout(timer.current);
  return cloneElement(children, {
    onPointerEnter: () => arm(false),
    onPointerLeave: disarm,
    onFocus: () => arm(true),
    onBlur: disarm,
  });
}
