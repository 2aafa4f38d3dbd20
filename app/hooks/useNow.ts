import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs` while `isTicking` (a countdown ticks; a page at rest does not). */
export function useNow(everyMs: number, isTicking = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!isTicking) return;
    const tick = () => setNow(new Date());
    // Ticking may start long after the first render: the clock is set again at once, not a tick later.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, everyMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [everyMs, isTicking]);
  return now;
}
