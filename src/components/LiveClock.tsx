import { useEffect, useState } from 'react';
import { pad, shopClock } from '../domain/shopTime';
import { cn } from './styles';

/** The time in the shop (hour:minute), as a wall clock shows it. */
export interface LiveClockProps {
  /** A fixed time to show (stories, tests); without it the clock follows the real time. */
  now?: Date;
  className?: string;
}

const read = (instant: Date) => {
  const c = shopClock(instant);
  return `${pad(c.hour)}:${pad(c.minute)}`;
};

/** Ticks every few seconds, so the minute changes on time; a fixed `now` never ticks. */
export function LiveClock({ now, className }: LiveClockProps) {
  const [ticking, setTicking] = useState(() => new Date());
  useEffect(() => {
    if (now) return;
    const timer = setInterval(() => setTicking(new Date()), 5_000);
    return () => clearInterval(timer);
  }, [now]);
  const instant = now ?? ticking;
  return (
    <time dateTime={instant.toISOString()} className={cn('tabular-nums', className)}>
      {read(instant)}
    </time>
  );
}
