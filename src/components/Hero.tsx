import { CoffeeSceneArt } from './illustrations';
import { cn } from './styles';

/** The landing's opening: headline, a line of copy and one call to action over a drawn coffee scene. */
export interface HeroProps {
  title?: string;
  text?: string;
  ctaLabel?: string;
  ctaHref: string;
  className?: string;
}

export function Hero({
  title = 'Start Your Day with Coffee and Good Meals',
  text = 'We provide high quality coffee beans, good meals and a table waiting for you — or we bring it to your door.',
  ctaLabel = 'Get Started',
  ctaHref,
  className,
}: HeroProps) {
  return (
    <section aria-labelledby="hero-title" className={cn('relative isolate overflow-hidden', className)}>
      <CoffeeSceneArt className="absolute inset-0 -z-10 size-full" />
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-20 sm:py-28">
        <h1 id="hero-title" className="max-w-xl font-heading text-display break-words text-on-primary">
          {title}
        </h1>
        <p className="max-w-lg text-lead text-on-primary">{text}</p>
        <a
          href={ctaHref}
          className="inline-flex min-h-11 items-center rounded-card bg-accent px-8 py-3 font-bold text-on-accent shadow-accent outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {ctaLabel}
        </a>
      </div>
    </section>
  );
}
