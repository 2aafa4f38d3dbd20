import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A chart's sideways-scrolling box: its measured width (kept up to date as it resizes) and, for a
 * long period, the scroll set to the right end so the newest days show first. `isEmpty` re-measures
 * when the box changes between the empty state and the drawing.
 */
export function useNewestEndScroll(isEmpty: boolean, count: number) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [containerWidth, setContainerWidth] = useState(640);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const measure = () => setContainerWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [isEmpty]);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [count, containerWidth]);

  return { scrollRef, containerWidth };
}
