import { useLingui } from '@lingui/react/macro';
import { useId, type MouseEvent } from 'react';
import { formatIdr } from '../domain/format';
import { cn } from './styles';

/** A catalogue card's facts and where it leads; `onOpen` lets the app route without a page load. */
export interface ProductCardProps {
  productId: number;
  name: string;
  /** The base (Regular or smallest) price in integer rupiah. */
  price: number;
  /** The photo's address; null shows the placeholder surface. */
  image: string | null;
  /** The photo at other widths (`srcset`, width descriptors), for the browser to pick the one its screen needs. */
  imageSrcSet?: string;
  /** Where the card leads: a plain link so it opens in a new tab like any other. */
  href: string;
  /** No stock left: the card says so beside the price (it still opens, to show when it is back). */
  isSoldOut?: boolean;
  /** Defaults to "Photo of <name>". */
  imageAlt?: string;
  /** Raised on a plain click or Enter; modified clicks (new tab, new window) keep the browser's behaviour. */
  onOpen?: (event: { productId: number }) => void;
  className?: string;
}

/** The photo's drawn width (`size-28`), from which the browser picks from `imageSrcSet`. */
const PHOTO_SIZES = '112px';

/** Ctrl, Cmd, Shift or a middle click mean "open elsewhere": the browser handles those itself. */
const opensElsewhere = (event: MouseEvent) =>
  event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

/**
 * A catalogue card: image, name and IDR price as one link. The link is named by the product name
 * alone (the price is its description), so a screen reader's links list reads like the menu.
 */
export function ProductCard({
  productId,
  name,
  price,
  image,
  imageSrcSet,
  href,
  isSoldOut,
  imageAlt,
  onOpen,
  className,
}: ProductCardProps) {
  const { t } = useLingui();
  const id = useId();
  const nameId = `${id}-name`;
  const priceId = `${id}-price`;
  return (
    <a
      href={href}
      aria-labelledby={nameId}
      aria-describedby={priceId}
      data-product-id={productId}
      data-has-image={image ? true : undefined}
      data-sold-out={isSoldOut || undefined}
      onClick={(event) => {
        if (!onOpen || opensElsewhere(event)) return;
        event.preventDefault();
        onOpen({ productId });
      }}
      className={cn(
        'group mt-12 flex min-w-0 flex-1 flex-col items-center gap-3 rounded-card bg-surface p-4 pt-0 text-center shadow-soft',
        'transition-shadow hover:shadow-card motion-reduce:transition-none',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      <span className="-mt-12 block size-28 shrink-0 overflow-hidden rounded-full bg-placeholder shadow-soft">
        {image ? (
          <img
            srcSet={imageSrcSet}
            sizes={imageSrcSet ? PHOTO_SIZES : undefined}
            src={image}
            alt={imageAlt ?? t`Photo of ${name}`}
            className="size-full object-cover"
            loading="lazy"
          />
        ) : null}
      </span>
      <span
        id={nameId}
        title={name}
        className="line-clamp-2 w-full font-heading text-lead font-bold break-words text-heading"
      >
        {name}
      </span>
      <span id={priceId} className="mt-auto flex flex-col items-center gap-1">
        <span className="font-semibold text-primary-text">{formatIdr(price)}</span>
        {isSoldOut ? (
          <span className="rounded-chip bg-surface-sunken px-2 text-small font-semibold text-body">Sold out</span>
        ) : null}
      </span>
    </a>
  );
}
