import { createTV, cx } from 'tailwind-variants/lite';

/**
 * `tv()` for variant tables, without a class merger: a variant's classes never restate a property the
 * base or another variant sets (the merger, tailwind-merge, is ~25 kB gzip on every page). Where two
 * states need different values of one property, each state names its own (a `false` variant or a
 * compound variant), never base-plus-override.
 */
export const tv = createTV();

/**
 * Joins class names (strings, arrays, objects, falsy values skipped). No merging: a caller's
 * `className` adds to the component's classes and must not restate a property they set.
 */
export const cn = cx;
