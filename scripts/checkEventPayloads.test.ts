import { describe, expect, it } from 'vitest';
import { checkFiles, checkSource, describeViolation, shopFiles } from './checkEventPayloads';

/**
 * Product props still named after the API's fields while another branch converts the product screens to a
 * camelCase view model. The lead empties this list after merging that branch; the last test fails until then,
 * so an entry cannot outlive its fix. An empty list is the goal.
 */
const PENDING: ReadonlySet<string> = new Set([
  ...['AddProductScreen', 'EditProductScreen', 'ProductForm'].flatMap((screen) =>
    ['category_id', 'is_dine_in', 'is_home_delivery', 'is_pick_up', 'start_delivery', 'end_delivery'].map(
      (key) => `${screen}.onSubmit(submission).${key}`,
    ),
  ),
  ...['category_id', 'is_dine_in', 'is_home_delivery', 'is_pick_up', 'start_delivery', 'end_delivery'].map(
    (key) => `ProductDetailScreen.product.${key}`,
  ),
]);

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
  const found = checkFiles(shopFiles()).map(describeViolation);
  const pendingFound = found.filter((line) => PENDING.has(line.slice(0, line.indexOf(': '))));

  it('raises one object per event and names every prop in camelCase', () => {
    expect(found.filter((line) => !pendingFound.includes(line))).toEqual([]);
  });

  it('keeps the PENDING list honest: a converted prop leaves it', () => {
    const pendingLeft = new Set(pendingFound.map((line) => line.slice(0, line.indexOf(': '))));
    expect([...PENDING].filter((where) => !pendingLeft.has(where))).toEqual([]);
  });
});
