import { describe, expect, it } from 'vitest';
import { checkFiles, checkSource, describeViolation, shopFiles } from './checkEventPayloads';

// Each case compiles a small program with React's and React Aria's types: seconds, not milliseconds.
const SLOW = 60_000;

describe('the checker', () => {
  it(
    'names every callback that passes a bare value, an array or two arguments, and every snake_case key',
    () => {
      const found = checkSource(`
        export interface Order { order_id: number }
        export interface BadProps {
          onChange: (value: string) => void;
          onToggle?: (isOn: boolean) => void;
          onPick: (ids: number[]) => void;
          onMove: (from: { id: number }, to: { id: number }) => void;
          user_name: string;
          orders: Partial<Order>[];
        }
      `).map(describeViolation);
      expect(found).toEqual([
        expect.stringMatching(/^Bad\.onChange: passes a bare string \(value\)/),
        expect.stringMatching(/^Bad\.onToggle: passes a bare boolean \(isOn\)/),
        expect.stringMatching(/^Bad\.onPick: passes a bare number\[\] \(ids\)/),
        expect.stringMatching(/^Bad\.onMove: takes 2 arguments/),
        'Bad.user_name: is snake_case; name it in camelCase',
        'Bad.orders.order_id: is snake_case; name it in camelCase',
      ]);
    },
    SLOW,
  );

  it(
    'sees through generics and props inherited from a library',
    () => {
      const found = checkSource(`
        import type { TextFieldProps } from 'react-aria-components';
        export interface ChoicesProps<V extends string> { onValueChange: (value: V) => void }
        export interface WrappedProps extends TextFieldProps { label: string }
      `).map(({ where }) => where);
      expect(found).toEqual(expect.arrayContaining(['Choices.onValueChange', 'Wrapped.onChange']));
    },
    SLOW,
  );

  it(
    'accepts no argument, one keyed object, a union of objects and camelCase view models',
    () => {
      const found = checkSource(`
        import type { ComponentProps } from 'react';
        export interface GoodProps extends Omit<ComponentProps<'button'>, 'onChange'> {
          onChange: (change: { value: string }) => void;
          onRetry: () => void;
          onOpen?: (event: { productId: number }) => void;
          onMove: (move: { kind: 'ready'; orderId: number } | { kind: 'done'; orderId: number }) => void;
          items: readonly { productId: number; unitPrice: number }[];
        }
      `);
      expect(found).toEqual([]);
    },
    SLOW,
  );
});

describe('the shop at the screen boundary', () => {
  // Compiles every component and screen: as slow as the cases above, or slower.
  it(
    'raises one object per event and names every prop in camelCase',
    () => {
      expect(checkFiles(shopFiles()).map(describeViolation)).toEqual([]);
    },
    SLOW,
  );
});
