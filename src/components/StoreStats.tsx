import { StatIcon, type StatIconKind } from './illustrations';
import { cn } from './styles';
import { CARD_CLASS } from './cardStyles';

/** One number about the shop: what it counts (its icon), the figure and its label. */
export interface StoreStat {
  kind: StatIconKind;
  value: string;
  label: string;
}

/** The shop's figures as the design brief gives them. */
export const DEFAULT_STORE_STATS: readonly StoreStat[] = [
  { kind: 'staff', value: '90+', label: 'Staff' },
  { kind: 'stores', value: '30+', label: 'Stores' },
  { kind: 'customers', value: '800+', label: 'Customers' },
];

/** The figures to show (the brief's three by default) and the list's name for screen readers. */
export interface StoreStatsProps {
  stats?: readonly StoreStat[];
  label?: string;
  className?: string;
}

/** The shop in numbers, each with a drawn icon: a list so screen readers hear how many there are. */
export function StoreStats({ stats = DEFAULT_STORE_STATS, label = 'Our shop in numbers', className }: StoreStatsProps) {
  return (
    <ul
      aria-label={label}
      className={cn(
        CARD_CLASS,
        'mx-auto grid w-full max-w-5xl gap-2 p-6 sm:grid-cols-3 sm:divide-x sm:divide-border',
        className,
      )}
    >
      {stats.map((stat) => (
        <li
          key={`${stat.kind}-${stat.label}`}
          data-kind={stat.kind}
          className="flex items-center gap-4 px-2 py-2 sm:justify-center"
        >
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-accent text-on-accent">
            <StatIcon kind={stat.kind} />
          </span>
          <span className="flex min-w-0 flex-col">
            <span className="font-heading text-section text-heading">{stat.value}</span>
            <span className="break-words text-body">{stat.label}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
