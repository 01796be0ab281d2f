// The admin header's theme toggle: the public header's theme (client/theme.ts, product.md §4) as a React button.
import { Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { isDark, themeToggleLabel, toggleTheme } from '../../../client/theme.ts';

export default function ThemeToggle({ className }: { className: string }) {
  const [dark, setDark] = useState(isDark);
  const toggle = () => setDark(toggleTheme() === 'dark');
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={themeToggleLabel(dark)}
      className={className}
    >
      {dark ? <Sun aria-hidden="true" size={20} /> : <Moon aria-hidden="true" size={20} />}
    </button>
  );
}
