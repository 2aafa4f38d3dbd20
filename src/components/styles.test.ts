import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ButtonSize, ButtonVariant } from './Button';
import { tv, type VariantProps } from './styles';

/** What tsc checks of tv()'s types (`npx tsc --noEmit`); the behaviour is src/components/tvParity.test.ts's. */
describe('tv() is typed by its table', () => {
  const chip = tv({
    base: 'chip',
    variants: { tone: { calm: 'a', loud: 'b' }, isOn: { true: 'on' }, span: { 1: 'one', 2: 'two' } },
    defaultVariants: { tone: 'calm' },
    compoundVariants: [{ tone: ['calm', 'loud'], isOn: true, class: 'both' }],
  });
  const card = tv({
    slots: { root: 'r', label: 'l' },
    variants: { tone: { calm: { root: 'c' }, loud: { label: 'x' } } },
  });

  it('takes each variant’s options, booleans for true/false and numbers for numeric keys', () => {
    expect(chip({ tone: 'loud', isOn: true, span: 2, className: 'mine' })).toBe('chip b on two both mine');
    expectTypeOf<VariantProps<typeof chip>>().toEqualTypeOf<{
      tone?: 'calm' | 'loud' | undefined;
      isOn?: boolean | undefined;
      span?: 1 | 2 | '1' | '2' | undefined;
    }>();
    expectTypeOf<ButtonVariant>().toEqualTypeOf<'primary' | 'accent' | 'ghost' | 'danger'>();
    expectTypeOf<ButtonSize>().toEqualTypeOf<'sm' | 'md' | 'lg'>();
    // @ts-expect-error: not an option of `tone`
    chip({ tone: 'quiet' });
    // @ts-expect-error: not a variant of the table
    chip({ size: 'lg' });
  });

  it('answers a call per slot, base included', () => {
    const styles = card({ tone: 'loud' });
    expect([styles.base(), styles.root(), styles.label({ className: 'mine' })]).toEqual(['', 'r', 'l x mine']);
    // @ts-expect-error: no such slot
    void styles.title;
  });

  it('checks default and compound variants against the table', () => {
    // @ts-expect-error: not an option of `tone`
    tv({ variants: { tone: { calm: 'a' } }, defaultVariants: { tone: 'loud' } });
    // @ts-expect-error: not a variant of the table
    tv({ variants: { tone: { calm: 'a' } }, compoundVariants: [{ size: 'lg', class: 'x' }] });
  });
});
