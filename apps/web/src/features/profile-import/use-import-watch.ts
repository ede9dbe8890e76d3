import { useCallback, useEffect, useState } from 'react';
import { IMPORT_POLL_INTERVAL_MS, type ProfileImportStatus, shouldPollImport } from './profile-import-rules';

export interface ImportWatch {
  /** Whether the page polls the import status now (every 5 s). */
  polling: boolean;
  /** The import is still `doing` but the page stopped watching it after 6 minutes. */
  timedOut: boolean;
  /** Starts a new 6-minute watch (a new upload, or "check again" after a timeout). */
  restart: () => void;
}

/**
 * The page's watch of an import (spec 001 "LinkedIn import"): it polls while the freelancer is
 * fetching or the last import is `doing`, whether the page started the import or found it running
 * on load; the 6 minutes count from when this page started watching; done, failed or none end it.
 */
export function useImportWatch({
  hasFreelancer,
  fetching,
  status,
}: {
  hasFreelancer: boolean;
  fetching: boolean;
  status: ProfileImportStatus | null | undefined;
}): ImportWatch {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const active = fetching || status === 'doing';

  const restart = useCallback(() => {
    const at = Date.now();
    setStartedAt(at);
    setNow(at);
  }, []);

  // An import seen running (found on page load, or just started) starts the clock once;
  // an import that ended lets the next one start a fresh watch.
  useEffect(() => {
    if (active && startedAt === null) restart();
    else if (!active && startedAt !== null) setStartedAt(null);
  }, [active, startedAt, restart]);

  const polling = shouldPollImport({ hasFreelancer, fetching, status, startedAt, now });

  useEffect(() => {
    if (!polling) return;
    const timer = window.setInterval(() => setNow(Date.now()), IMPORT_POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [polling]);

  return { polling, timedOut: status === 'doing' && startedAt !== null && !polling, restart };
}
