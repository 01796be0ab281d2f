// The admin header (product.md §2): 'Admin' badge, 'View Site', 'Logout', the theme toggle, display settings (product.md §10.17)
// and, below md, the menu button.
import { LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { logout } from '../../../client/admin/api/session.ts';
import { toast } from '../../../stores/toasts.ts';
import { iconButton, secondary } from '../../../client/admin/styles.ts';
import ThemeToggle from './ThemeToggle.tsx';
import DisplaySettings from './DisplaySettings.tsx';
import BusyButton from './BusyButton.tsx';

interface Props {
  /** Protected pages have Logout and the sidebar menu; the sign-in page has neither. */
  signedIn: boolean;
  menuOpen?: boolean;
  onMenu?: () => void;
}

/** How long 'Logged out' shows before leaving for '/', so it can be seen and announced (product.md §4). */
const LEAVE_DELAY_MS = 1200;

export default function AdminHeader({ signedIn, menuOpen = false, onMenu }: Props) {
  const [leaving, setLeaving] = useState(false);
  // The theme toggle reads the theme when it mounts: a new key remounts it after the settings may have changed it.
  const [settingsClosed, setSettingsClosed] = useState(0);
  const onLogout = async () => {
    if (leaving) return;
    setLeaving(true);
    try {
      await logout();
    } catch {
      // The server session may already be gone; the page still goes.
    }
    toast({ title: 'Logged out' });
    setTimeout(() => location.assign('/'), LEAVE_DELAY_MS);
  };
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-3 px-4 py-3">
        {signedIn && (
          <button
            type="button"
            className={`${iconButton} md:hidden`}
            aria-expanded={menuOpen}
            aria-controls="admin-sidebar"
            aria-label="Admin menu"
            onClick={onMenu}
          >
            <Menu aria-hidden="true" size={22} />
          </button>
        )}
        <span className="font-bold">A11y Tech News</span>
        <span className="rounded bg-blue-700 px-2 py-0.5 text-xs font-semibold text-white">
          Admin
        </span>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <a href="/" className={secondary}>
            View Site
          </a>
          {signedIn && (
            <BusyButton className={secondary} onClick={() => void onLogout()} busy={leaving}>
              <LogOut aria-hidden="true" size={16} />
              Logout
            </BusyButton>
          )}
          <ThemeToggle key={settingsClosed} className={iconButton} />
          <DisplaySettings className={iconButton} onClose={() => setSettingsClosed((n) => n + 1)} />
        </div>
      </div>
    </header>
  );
}
