import { StatIcon } from './illustrations';
import { cn } from './styles';

export interface StoreStat {
  kind: 'staff' | 'stores' | 'customers';
  value: string;
  label: string;
}

const STATS: readonly StoreStat[] = [
  { kind: 'staff', value: '90+', label: 'Staff' },
  { kind: 'stores', value: '30+', label: 'Stores' },
  { kind: 'customers', value: '800+', label: 'Customers' },
];

/** The shop in three numbers: 90+ staff, 30+ stores, 800+ customers. */
export function StoreStats({ stats = STATS, className }: { stats?: readonly StoreStat[]; className?: string }) {
  return (
    <ul
      aria-label="Our shop in numbers"
      className={cn(
        'mx-auto grid max-w-4xl gap-4 rounded-card bg-surface p-6 shadow-card sm:grid-cols-3 sm:divide-x sm:divide-border',
        className,
      )}
    >
      {stats.map((stat) => (
        <li key={stat.kind} className="flex items-center justify-center gap-4 py-2">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent text-on-accent">
            <StatIcon kind={stat.kind} />
          </span>
          <span className="flex flex-col">
            <span className="font-heading text-section text-heading">{stat.value}</span>
            <span className="text-body">{stat.label}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
