import { cn } from './styles';

/** A promotion call-out: heading, text and a link. */
export interface PromoTeaserProps {
  title?: string;
  text?: string;
  ctaLabel?: string;
  ctaHref: string;
  className?: string;
}

export function PromoTeaser({
  title = 'Check our promo today!',
  text = 'Let’s see the deals and pick yours',
  ctaLabel = 'See Promo',
  ctaHref,
  className,
}: PromoTeaserProps) {
  return (
    <section
      aria-labelledby="promo-title"
      className={cn(
        'mx-auto flex max-w-5xl flex-col items-start gap-4 rounded-card bg-surface p-8 shadow-card sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <div>
        <h2 id="promo-title" className="font-heading text-section text-heading">
          {title}
        </h2>
        <p className="text-body">{text}</p>
      </div>
      <a
        href={ctaHref}
        className="inline-flex min-h-11 items-center rounded-card bg-accent px-8 py-3 font-bold text-on-accent shadow-accent outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {ctaLabel}
      </a>
    </section>
  );
}
