// Protected pages ask GET /api/auth/session first; without a session they leave for sign-in before showing anything.
import { useEffect, useState } from 'react';
import { hasSession } from '../../lib/admin/auth.ts';
import { loginPath } from '../../lib/admin/next-path.ts';
import { setAdminFlag } from '../../stores/auth.ts';

export type Gate = 'checking' | 'open' | 'failed';

export function useSessionGate(): Gate {
  const [gate, setGate] = useState<Gate>('checking');
  useEffect(() => {
    let live = true;
    hasSession()
      .then((ok) => {
        setAdminFlag(ok);
        if (ok) {
          if (live) setGate('open');
        } else location.replace(loginPath(location.pathname + location.search));
      })
      .catch(() => live && setGate('failed'));
    return () => {
      live = false;
    };
  }, []);
  return gate;
}
