import { cn } from './styles';

const PARTNERS = ['Kopi Nusantara', 'Bean Route', 'Java Roasters', 'Sumatra Leaf', 'Toraja Trade'] as const;

/** 'Our Partner': partner wordmarks drawn as text, each with its name for screen readers. */
export function PartnersRow({ partners = PARTNERS, className }: { partners?: readonly string[]; className?: string }) {
  return (
    <section
      aria-labelledby="partners-title"
      className={cn('mx-auto flex max-w-6xl flex-col gap-6 px-4 text-center', className)}
    >
      <h2 id="partners-title" className="font-heading text-title text-heading">
        Our Partner
      </h2>
      <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
        {partners.map((name) => (
          <li key={name} className="font-heading text-lead font-bold tracking-wide text-muted uppercase">
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}
