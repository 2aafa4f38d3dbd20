import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ctaLinkStyles } from './ctaLinkStyles';
import { CoffeeSceneArt } from './illustrations';
import { cn } from './styles';

/** The landing's opening copy and where its call to action leads. */
export interface HeroProps {
  title?: string;
  text?: string;
  ctaLabel?: string;
  /** Where 'Get Started' leads; the app points it at sign-up. */
  ctaHref: string;
  className?: string;
}

/**
 * Headline, a line of copy and one call to action over a drawn coffee scene. A brown scrim sits
 * between picture and text (solid on the text's side) so the white copy keeps AA contrast wherever
 * the picture's light parts fall, at any width.
 */
export function Hero({ title, text, ctaLabel, ctaHref, className }: HeroProps) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn('relative isolate overflow-hidden bg-primary', className)}>
      <CoffeeSceneArt className="absolute inset-0 -z-20 size-full" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-primary/90 lg:bg-transparent lg:bg-linear-to-r lg:from-primary lg:from-40% lg:via-primary/90 lg:via-60% lg:to-primary/0"
      />
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-16 sm:py-28">
        <h1 id={titleId} className="max-w-xl font-heading text-title break-words text-on-primary sm:text-display">
          {title ?? t`Start Your Day with Coffee and Good Meals`}
        </h1>
        <p className="max-w-lg text-lead break-words text-on-primary">
          {text ??
            t`We provide high quality beans, good taste and healthy meals made by love just for you. Start your day with us for a bigger smile!`}
        </p>
        <a href={ctaHref} className={ctaLinkStyles({ variant: 'accent', size: 'lg' })}>
          {ctaLabel ?? t`Get Started`}
        </a>
      </div>
    </section>
  );
}
