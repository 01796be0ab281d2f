// 'Update All Feeds' (product.md §11.6): start (202), poll GET /api/rss/status about every second, end with the result.
import { useCallback, useEffect, useRef, useState } from 'react';
import { updateFinished } from './messages.ts';
import { updateAll, type UpdateStatus } from './calls.ts';
import { useForgetUpdateStatus, useUpdateStatus } from './hooks.ts';
import { toast } from '../../../../stores/toasts.ts';
import { toastFailure } from '../../toast-failure.ts';

const POLL_MS = 1000;
/** A run that never shows as running (it ended before the first poll) is taken as done after this many polls. */
const MAX_IDLE_POLLS = 5;

/** True when a non-running status describes a run that ended after we asked (or we have waited long enough). */
function ended(status: UpdateStatus, askedAt: number, idlePolls: number): boolean {
  if (status.running) return false;
  const finished = status.finishedAt ? Date.parse(status.finishedAt) : NaN;
  return (!Number.isNaN(finished) && finished >= askedAt - 5000) || idlePolls >= MAX_IDLE_POLLS;
}

export function useUpdateProgress(afterRun: () => void) {
  const forgetStatus = useForgetUpdateStatus();
  const [watching, setWatching] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const askedAt = useRef(0);
  const idlePolls = useRef(0);
  const starting = useRef(false);
  const [startingNow, setStartingNow] = useState(false);
  const status = useUpdateStatus(watching, POLL_MS);

  const watch = useCallback(() => {
    askedAt.current = Date.now();
    idlePolls.current = 0;
    setAnnouncement('');
    forgetStatus();
    setWatching(true);
  }, [forgetStatus]);

  useEffect(() => {
    const s = status.data;
    if (!watching || !s || status.isFetching) return;
    if (!s.running) idlePolls.current += 1;
    if (!ended(s, askedAt.current, idlePolls.current)) return;
    setWatching(false);
    setAnnouncement(updateFinished(s));
    afterRun();
  }, [status.data, status.isFetching, status.dataUpdatedAt, watching, afterRun]);

  useEffect(() => {
    if (watching && status.isError) setWatching(false);
  }, [watching, status.isError]);

  const start = useCallback(async () => {
    if (starting.current || watching) return;
    starting.current = true;
    setStartingNow(true);
    try {
      await updateAll();
      toast({ title: 'RSS Update Started', description: 'This may take a few minutes.' });
      watch();
    } catch (err) {
      toastFailure(err, 'RSS Update Failed');
    } finally {
      starting.current = false;
      setStartingNow(false);
    }
  }, [watch, watching]);

  const running = watching ? (status.data ?? null) : null;
  return { start, watch, watching, busy: startingNow || watching, running, announcement };
}
