import { createElement, lazy, useState, type ComponentType } from 'react';

/** A promise that says when it has settled, so a part whose code is in can be drawn at once. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T };

/** A part of a screen whose code loads apart from the screen's, and a way to fetch that code ahead. */
export interface LazyPart<Props> {
  /** Draws the part, suspending (under the caller's `<Suspense>`) until its code is in. */
  Part: ComponentType<Props>;
  /** Fetches the code ahead: on a hover, on the press that will show the part, in a story's loader. */
  preload(): Promise<unknown>;
}

/**
 * A part of a screen that only some visits show, loaded when it is first drawn or fetched ahead
 * (docs/benchmarks.md, the payment page). A part whose code is already in (fetched on a hover, on the
 * press before it) is drawn at once, in the same render; `React.lazy` alone would pass through the
 * fallback for a frame even then, since a press's render cannot wait for a settled promise. A part
 * drawn before its code is in is React's lazy component, which suspends until it is; a failed download
 * reaches the page's error boundary, as a page's own chunk does.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  let loading: TrackedPromise<ComponentType<Props>> | undefined;
  const start = (): TrackedPromise<ComponentType<Props>> => {
    if (loading) return loading;
    const promise: TrackedPromise<ComponentType<Props>> = load();
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      () => Object.assign(promise, { status: 'rejected' }),
    );
    return (loading = promise);
  };
  const Lazy = lazy(async () => ({ default: await start() })) as ComponentType<Props>;
  function Part(props: Props) {
    // Chosen once for each part drawn: switching from one to the other would draw it anew, losing its
    // state (a field's text and focus).
    const [Drawn] = useState(() => (loading?.status === 'fulfilled' ? loading.value! : Lazy));
    return createElement(Drawn, props);
  }
  return {
    Part,
    // The caller starts it and moves on: a failure shows when the part is drawn.
    preload: () => start().catch(() => undefined),
  };
}
