import type { ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { CATEGORY_IDS, CATEGORY_NAMES, type CategoryId } from '../domain/categories';
import { cn } from './styles';

/** Coffee, Non-coffee and Foods as tabs (arrow keys move between them); each panel shows `children(id)`. */
export interface CategoryTabsProps {
  value: CategoryId;
  onChange?: (change: { categoryId: CategoryId }) => void;
  children: (categoryId: CategoryId) => ReactNode;
  label?: string;
  className?: string;
}

export function CategoryTabs({ value, onChange, children, label = 'Categories', className }: CategoryTabsProps) {
  return (
    <Tabs.Root
      value={String(value)}
      onValueChange={(next) => onChange?.({ categoryId: Number(next) as CategoryId })}
      className={cn('flex flex-col gap-6', className)}
    >
      <Tabs.List aria-label={label} className="flex flex-wrap justify-center gap-2 sm:gap-6">
        {CATEGORY_IDS.map((id) => (
          <Tabs.Trigger
            key={id}
            value={String(id)}
            className={cn(
              'min-h-11 cursor-pointer rounded-chip px-4 font-heading text-lead text-body',
              'focus-visible:outline-3 focus-visible:outline-focus',
              'data-[state=active]:font-bold data-[state=active]:text-primary-text data-[state=active]:underline data-[state=active]:decoration-2 data-[state=active]:underline-offset-8',
            )}
          >
            {CATEGORY_NAMES[id]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {CATEGORY_IDS.map((id) => (
        <Tabs.Content key={id} value={String(id)} className="focus-visible:outline-3 focus-visible:outline-focus">
          {id === value ? children(id) : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
