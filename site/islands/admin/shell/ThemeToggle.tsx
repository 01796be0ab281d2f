// The admin header's theme toggle: the same 'dark' class and 'theme' key as the public header (spec §4).
import { Moon, Sun } from 'lucide-react';
import { useState } from 'react';

export default function ThemeToggle({ className }: { className: string }) {
  const [dark, setDark] = useState(() => document.documentElement.classList.contains('dark'));
  const toggle = () => {
    const next = document.documentElement.classList.toggle('dark');
    try {
      localStorage.setItem('theme', next ? 'dark' : 'light');
    } catch {
      // Storage blocked: the theme applies to this page only.
    }
    setDark(next);
  };
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={`Switch to ${dark ? 'light' : 'dark'} theme`}
      className={className}
    >
      {dark ? <Sun aria-hidden="true" size={20} /> : <Moon aria-hidden="true" size={20} />}
    </button>
  );
}
