import { useLingui } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';
import { useFormats } from '../i18n/useFormats';
import { cn } from './styles';

/** A catalogue card's facts and where it leads; `onOpen` lets the app route without a page load. */
export interface ProductCardProps {
  /** The product's id, passed back in `onOpen`. */
  productId: number;
  /** The product's name as the menu writes it; it names the card's link. Long names are clamped to two lines. */
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
  /** A control of the card's own under the price (the admin's sold-out switch), above the card's link. */
  action?: ReactNode;
  /** Classes added to the card's own (placement only), joined, never merged. */
  className?: string;
}

/** The photo's drawn width (`size-28`), from which the browser picks from `imageSrcSet`. */
const PHOTO_SIZES = '112px';

/** Ctrl, Cmd, Shift or a middle click mean "open elsewhere": the browser handles those itself. */
const opensElsewhere = (event: MouseEvent) =>
  event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

/**
 * A catalogue card: image, name and IDR price, opened by a press anywhere on it. The link is the
 * name alone, so a screen reader's links list reads like the menu, and the price follows it.
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
  action,
  className,
}: ProductCardProps) {
  const { t } = useLingui();
  const f = useFormats();
  return (
    // The card is one target, but only the name is the link: a stretched ::after lays the link over
    // the whole card, so the link's name is exactly its visible text (axe's label-content-name-
    // mismatch) while a press anywhere on the card opens the product.
    <div
      data-product-id={productId}
      data-has-image={image ? true : undefined}
      data-sold-out={isSoldOut || undefined}
      className={cn(
        'group relative mt-12 flex min-w-0 flex-1 flex-col items-center gap-3 rounded-card bg-surface p-tile pt-0 text-center shadow-soft',
        'transition-shadow hover:shadow-card motion-reduce:transition-none',
        'has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus',
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
      <a
        href={href}
        onClick={(event) => {
          if (!onOpen || opensElsewhere(event)) return;
          event.preventDefault();
          onOpen({ productId });
        }}
        className="line-clamp-2 w-full font-heading text-lead font-bold break-words text-heading outline-none after:absolute after:inset-0 after:rounded-card"
      >
        {name}
      </a>
      <span className="mt-auto flex flex-col items-center gap-1">
        <span className="font-semibold text-primary-text">{f.money(price)}</span>
        {isSoldOut ? (
          <span className="rounded-chip bg-surface-sunken px-2 text-small font-semibold text-body">{t`Sold out`}</span>
        ) : null}
      </span>
      {/* Above the link stretched over the card, so a press on the control is the control's. */}
      {action ? <span className="relative z-10">{action}</span> : null}
    </div>
  );
}
