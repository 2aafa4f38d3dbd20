import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { textOf, type Text } from '../i18n/text';
import { StatIcon, type StatIconKind } from './illustrations';
import { cn } from './styles';
import { CARD_CLASS } from './cardStyles';

/** One number about the shop: what it counts (its icon), the figure and its label. */
export interface StoreStat {
  kind: StatIconKind;
  value: string;
  label: Text;
}

/** The shop's figures as the design brief gives them. */
export const DEFAULT_STORE_STATS: readonly StoreStat[] = [
  { kind: 'staff', value: '90+', label: msg`Staff` },
  { kind: 'stores', value: '30+', label: msg`Stores` },
  { kind: 'customers', value: '800+', label: msg`Customers` },
];

/** The figures to show (the brief's three by default) and the list's name for screen readers. */
export interface StoreStatsProps {
  stats?: readonly StoreStat[];
  label?: string;
  className?: string;
}

/** The shop in numbers, each with a drawn icon: a list so screen readers hear how many there are. */
export function StoreStats({ stats = DEFAULT_STORE_STATS, label, className }: StoreStatsProps) {
  const { t, i18n } = useLingui();
  return (
    <ul
      aria-label={label ?? t`Our shop in numbers`}
      className={cn(
        CARD_CLASS,
        'mx-auto grid w-full max-w-5xl gap-2 p-card sm:grid-cols-3 sm:divide-x sm:divide-border',
        className,
      )}
    >
      {stats.map((stat) => (
        <li
          key={`${stat.kind}-${textOf(i18n, stat.label)}`}
          data-kind={stat.kind}
          className="flex items-center gap-4 px-2 py-2 sm:justify-center"
        >
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-accent text-on-accent">
            <StatIcon kind={stat.kind} />
          </span>
          <span className="flex min-w-0 flex-col">
            <span className="font-heading text-section text-heading">{stat.value}</span>
            <span className="break-words text-body">{textOf(i18n, stat.label)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
