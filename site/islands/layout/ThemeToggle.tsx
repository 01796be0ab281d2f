// Theme toggle button: switches light/dark and saves the choice (spec §4); reads the real theme after mount.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Moon, Sun } from 'lucide-react';
import { $theme, syncTheme, toggleTheme } from '../../stores/theme.ts';

export default function ThemeToggle() {
  const theme = useStore($theme);
  useEffect(syncTheme, []);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      {theme === 'dark' ? (
        <Sun aria-hidden="true" size={20} />
      ) : (
        <Moon aria-hidden="true" size={20} />
      )}
    </button>
  );
}
