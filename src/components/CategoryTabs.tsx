import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { CATEGORY_IDS, type CategoryId } from '../domain/categories';
import { CATEGORY_WORDS } from '../i18n/catalogueWords';
import { cn } from './styles';

/** Coffee, Non-coffee and Foods as tabs (arrow keys move between them); the active panel shows `children`. */
export interface CategoryTabsProps {
  /** The selected category id. */
  value: CategoryId;
  onChange?: (change: { categoryId: CategoryId }) => void;
  /** The panel's content, or a render prop given the panel's category (only the visible panel renders). */
  children: ReactNode | ((categoryId: CategoryId) => ReactNode);
  /** The accessible name of the tab list. */
  label?: string;
  className?: string;
}

const trigger = cn(
  'min-h-11 cursor-pointer rounded-chip px-4 font-heading text-lead text-body hover:text-heading',
  'focus-visible:outline-3 focus-visible:outline-focus',
  'data-[selected]:font-bold data-[selected]:text-primary-text data-[selected]:underline data-[selected]:decoration-2 data-[selected]:underline-offset-8',
);

/** The catalogue's category tabs, controlled by the caller. */
export function CategoryTabs({ value, onChange, children, label, className }: CategoryTabsProps) {
  const { t, i18n } = useLingui();
  return (
    <Tabs.Root
      value={String(value)}
      onValueChange={(next) => onChange?.({ categoryId: Number(next) as CategoryId })}
      className={cn('flex flex-col gap-6', className)}
    >
      <Tabs.List aria-label={label ?? t`Categories`} className="flex flex-wrap justify-center gap-2 sm:gap-6">
        {CATEGORY_IDS.map((id) => (
          <Tabs.Trigger key={id} value={String(id)} data-selected={id === value || undefined} className={trigger}>
            {i18n._(CATEGORY_WORDS[id])}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {/* Radix mounts only the active panel, so a render prop is called once, for the shown category. */}
      {CATEGORY_IDS.map((id) => (
        <Tabs.Content
          key={id}
          value={String(id)}
          className="rounded-chip focus-visible:outline-3 focus-visible:outline-focus"
        >
          {typeof children === 'function' ? children(id) : children}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
