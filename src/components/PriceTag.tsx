import { useFormats } from '../i18n/useFormats';
import { cn } from './styles';

/** A price in rupiah (`IDR 40.000`, `Rp40.000` in Bahasa Indonesia), optionally with the size it is for. */
export interface PriceTagProps {
  amount: number;
  sizeLabel?: string;
  emphasis?: boolean;
  className?: string;
}

export function PriceTag({ amount, sizeLabel, emphasis, className }: PriceTagProps) {
  const f = useFormats();
  return (
    <p className={cn('flex flex-wrap items-baseline gap-2', className)} data-emphasis={emphasis || undefined}>
      <span className={cn('font-semibold text-primary-text', emphasis ? 'text-title font-heading' : 'text-copy')}>
        {f.money(amount)}
      </span>
      {sizeLabel ? <span className="text-small text-muted">{sizeLabel}</span> : null}
    </p>
  );
}
