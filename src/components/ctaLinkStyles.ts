import { tv } from './styles';

/**
 * Links that look like the shop's buttons (the landing and promo calls to action). They stay plain
 * anchors so the app can route them; focus uses `:focus-visible` since react-aria is not involved.
 */
export const ctaLinkStyles = tv({
  base: [
    'inline-flex min-w-11 items-center justify-center gap-2 text-center font-sans font-semibold',
    'transition-[background-color,box-shadow,filter] duration-150 motion-reduce:transition-none',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus focus-visible:outline-solid',
  ],
  variants: {
    variant: {
      accent: 'bg-accent text-on-accent shadow-accent hover:brightness-105',
      primary: 'bg-primary text-on-primary shadow-primary hover:brightness-110',
      outline: 'border-2 border-primary-text bg-transparent text-primary-text hover:bg-surface-sunken',
    },
    size: {
      sm: 'min-h-9 rounded-chip px-4 py-2 text-small',
      md: 'min-h-11 rounded-chip px-6 py-2 text-copy',
      lg: 'min-h-11 rounded-card px-8 py-3 text-lead',
    },
  },
  defaultVariants: { variant: 'accent', size: 'lg' },
});
