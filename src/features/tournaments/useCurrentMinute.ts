import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

const startOfMinute = (time: number) => Math.floor(time / MINUTE_MS) * MINUTE_MS;

/** The current time rounded down to the minute, re-rendering at each new minute (the finest unit cards show). */
export function useCurrentMinute(): number {
  const [minute, setMinute] = useState(() => startOfMinute(Date.now()));
  useEffect(() => {
    const timer = setTimeout(() => setMinute(startOfMinute(Date.now())), minute + MINUTE_MS - Date.now());
    return () => clearTimeout(timer);
  }, [minute]);
  return minute;
}
