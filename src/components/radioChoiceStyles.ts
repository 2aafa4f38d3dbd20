import { tv } from './styles';

/**
 * The round radio of the radio choices (delivery, now or later, payment methods, gender): a ring in
 * the strong border colour (3:1 against the surface) that fills with the mid brown dot when chosen.
 * Its focus ring shows when the radio it draws (the visually hidden input just before it, `peer`) has
 * keyboard focus.
 */
export const radioItemStyles = tv({
  base: [
    'relative inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full border-2 border-border-strong bg-surface',
    'transition-colors data-[selected]:border-primary-mid',
    'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
    'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60',
  ],
});

/** The dot inside a chosen radio. */
export const radioDotStyles = tv({ base: 'block size-3 rounded-full bg-primary-mid' });

/** The square of a checkbox choice: the radio's ring made square, filled with the mid brown when ticked (the tick in the surface colour, 3:1 or more on it in both themes). */
export const checkboxBoxStyles = tv({
  base: [
    'relative inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-md border-2 border-border-strong bg-surface',
    'transition-colors data-[selected]:border-primary-mid data-[selected]:bg-primary-mid data-[selected]:text-surface',
    'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
    'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60',
  ],
});
