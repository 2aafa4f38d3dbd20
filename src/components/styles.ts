import { createTV, createTwMerge } from 'tailwind-variants/config';

/**
 * Our semantic size, radius and shadow names, taught to the class merger. Without this, a size such
 * as `text-copy` and a colour such as `text-on-primary` look like one utility and one silently drops
 * the other.
 */
const twMergeConfig = {
  extend: {
    theme: {
      text: ['display', 'title', 'section', 'lead', 'copy', 'small', 'caption'],
      radius: ['card', 'chip'],
      shadow: ['primary', 'accent', 'card', 'soft'],
    },
  },
};

/** `tv()` for variant tables, with the shop's tokens known to the merger. */
export const tv = createTV({ twMergeConfig });

/** Joins class names, later ones winning conflicts (the caller's `className` goes last). */
export const cn = createTwMerge(twMergeConfig);
