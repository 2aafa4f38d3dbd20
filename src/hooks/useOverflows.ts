import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether a box's content is bigger than the box (so it scrolls), kept up to date as it resizes. A box
 * that scrolls must be reachable by keyboard; one that does not should not be a stop in the tab order.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setOverflows(element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  });
  return overflows;
}
