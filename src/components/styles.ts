import { createTV, createTwMerge } from 'tailwind-variants/config';

/**
 * Our semantic token names, taught to the class merger. Without this, `text-body` (a font size)
 * and `text-on-primary` (a colour) look like the same utility and one silently drops the other.
 */
const twMergeConfig = {
  extend: {
    theme: {
      text: ['display', 'title', 'heading', 'lead', 'body', 'small', 'caption'],
      radius: ['card', 'chip'],
      shadow: ['primary', 'accent', 'card', 'soft'],
    },
  },
};

/** `tv()` for variant tables, with the shop's tokens known to the merger. */
export const tv = createTV({ twMergeConfig });

/** Joins class names, later ones winning conflicts (the caller's `className` goes last). */
export const cn = createTwMerge(twMergeConfig);
