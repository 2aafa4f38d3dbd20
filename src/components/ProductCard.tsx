import { formatIdr } from '../domain/format';
import { cn } from './styles';

/** A catalogue card: image, name and IDR price, clickable as one link. */
export interface ProductCardProps {
  productId: number;
  name: string;
  price: number;
  image: string | null;
  href: string;
  onOpen?: (event: { productId: number }) => void;
  className?: string;
}

export function ProductCard({ productId, name, price, image, href, onOpen, className }: ProductCardProps) {
  return (
    <a
      href={href}
      data-product-id={productId}
      onClick={(event) => {
        if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onOpen({ productId });
      }}
      className={cn(
        'group flex h-full flex-col items-center gap-3 rounded-card bg-surface p-4 pt-0 text-center shadow-soft',
        'mt-12 transition-shadow hover:shadow-card focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      <span className="-mt-12 block size-28 overflow-hidden rounded-full bg-placeholder shadow-soft">
        {image ? <img src={image} alt="" className="size-full object-cover" loading="lazy" /> : null}
      </span>
      <span className="line-clamp-2 font-heading text-lead font-bold break-words text-heading">{name}</span>
      <span className="mt-auto font-semibold text-primary-text">{formatIdr(price)}</span>
    </a>
  );
}
