import { useEffect, useState } from 'react';

/**
 * The numbers that joined a list since the last time it changed, kept for `holdMs` after the latest
 * arrival: what the counter screen highlights as just ready. The first list it is given is the starting
 * point (nothing on it is new), so opening the screen does not light up every number at once.
 */
export function useNewArrivals(numbers: readonly number[] | undefined, holdMs = 10_000): ReadonlySet<number> {
  const signature = numbers ? numbers.join(',') : null;
  const [previous, setPrevious] = useState(signature);
  const [arrivals, setArrivals] = useState<ReadonlySet<number>>(() => new Set());
  if (signature !== previous) {
    // Adjusting state while rendering (not in an effect): React re-renders at once with the new arrivals.
    setPrevious(signature);
    if (previous !== null && numbers) {
      const before = new Set(previous.split(',').filter(Boolean).map(Number));
      const added = numbers.filter((number) => !before.has(number));
      const kept = [...arrivals].filter((number) => numbers.includes(number));
      if (added.length > 0 || kept.length !== arrivals.size) setArrivals(new Set([...kept, ...added]));
    }
  }
  useEffect(() => {
    if (arrivals.size === 0) return;
    const timer = setTimeout(() => setArrivals(new Set()), holdMs);
    return () => clearTimeout(timer);
  }, [arrivals, holdMs]);
  return arrivals;
}
