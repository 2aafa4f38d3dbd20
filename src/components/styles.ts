/**
 * `tv()` and `cn()` without a class merger, and without tailwind-variants' runtime either (its
 * engine is ~5 kB gzip on every page, the merger ~21 kB more; docs/decisions/0011-class-lists-joined-not-merged.md): the part of it the shop
 * uses (base, slots, variants, compound variants, default variants, a caller's `class`/`className`),
 * typed by the table it is given, giving the classes tailwind-variants gives for every table of the
 * project (src/components/tvParity.test.ts).
 *
 * Class lists are joined, never merged, so a variant's classes never restate a property the base or
 * another variant sets: where two states need different values of one property, each state names
 * its own (a `false` variant or a compound variant), never base-plus-override. A caller's
 * `className` only adds; to replace a component's own value it marks it important (`min-w-28!`).
 */

type ClassValue = string | number | bigint | boolean | null | undefined | ClassValue[] | { [name: string]: unknown };

/** Joins class names: strings, arrays (nested), objects' truthy keys; falsy values skipped. */
export function cn(...values: ClassValue[]): string {
  const parts: string[] = [];
  const add = (value: ClassValue): void => {
    if (!value && value !== 0) return;
    if (Array.isArray(value)) value.forEach(add);
    else if (typeof value === 'object') {
      for (const name in value) if (value[name]) parts.push(name);
    } else if (value !== true) parts.push(String(value));
  };
  values.forEach(add);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

type Props = Record<string, unknown> | undefined;
type SlotClasses = Record<string, ClassValue>;
type Option = ClassValue | SlotClasses;

interface Config {
  base?: ClassValue;
  slots?: SlotClasses;
  variants?: Record<string, Record<string, Option>>;
  compoundVariants?: Array<Record<string, unknown>>;
  defaultVariants?: Record<string, unknown>;
}

/** tailwind-variants' option key for a prop value: booleans and 0 as strings, nothing as 'false'. */
const optionKey = (value: unknown): string =>
  value === true ? 'true' : value === false || value === undefined || value === '' ? 'false' : String(value);

const isNothing = (value: unknown) => value === null || value === undefined || value === false;

/** A compound condition holds when each of its keys (an array: any of its values) equals the variant's value. */
function matches(compound: Record<string, unknown>, resolved: Record<string, unknown>): boolean {
  return Object.entries(compound).every(([key, expected]) => {
    if (key === 'class' || key === 'className') return true;
    const actual = resolved[key];
    const one = (value: unknown) => value === actual || (isNothing(value) && isNothing(actual));
    return Array.isArray(expected) ? expected.some(one) : one(expected);
  });
}

/** The classes of a slot (`base` when there are none) for these props: base, variants, compounds, the caller's. */
function classesFor(config: Config, slot: string, props: Props): string {
  const { variants = {}, compoundVariants = [], defaultVariants = {} } = config;
  const resolved: Record<string, unknown> = { ...defaultVariants };
  for (const [key, value] of Object.entries(props ?? {})) if (value !== undefined) resolved[key] = value;
  const forSlot = (option: Option | undefined): ClassValue => {
    if (option === undefined || option === null) return undefined;
    if (typeof option === 'object' && !Array.isArray(option)) return (option as SlotClasses)[slot];
    return slot === 'base' ? (option as ClassValue) : undefined;
  };
  const list: ClassValue[] = [slot === 'base' ? [config.base, config.slots?.base] : config.slots?.[slot]];
  for (const [key, options] of Object.entries(variants)) {
    const value = props?.[key] === undefined ? defaultVariants[key] : props[key];
    if (value === null) continue;
    list.push(forSlot(options[optionKey(value)]));
  }
  for (const compound of compoundVariants) {
    if (matches(compound, resolved)) list.push(forSlot((compound.class ?? compound.className) as Option));
  }
  list.push(props?.class as ClassValue, props?.className as ClassValue);
  return cn(list);
}

function createVariants(config: Config) {
  if (!config.slots) return (props?: Props) => classesFor(config, 'base', props);
  const slotNames = [...new Set(['base', ...Object.keys(config.slots)])];
  return (props?: Props) =>
    Object.fromEntries(
      slotNames.map((slot) => [
        slot,
        // As in tailwind-variants, a slot takes a caller's classes only in its own call
        // (`styles.root({ className })`): those of the outer call go to no slot
        // (src/components/tvParity.test.ts).
        (slotProps?: Props) =>
          classesFor(config, slot, { ...props, class: undefined, className: undefined, ...dropUndefined(slotProps) }),
      ]),
    );
}

const dropUndefined = (props: Props) =>
  Object.fromEntries(Object.entries(props ?? {}).filter(([, value]) => value !== undefined));

/** A class list for one slot each, in a slotted table's variants and compounds. */
type SlotOptions<S extends string> = Partial<Record<S, ClassValue>>;
/** A table's variants: per variant, per option, its classes (per slot in a slotted table). */
type VariantTable<S extends string> = Record<string, Record<string, ClassValue | SlotOptions<S>>>;
/** The value a prop takes for these option keys: booleans for `true`/`false`, numbers for numeric keys. */
type OptionValue<Key> = Key extends 'true' | 'false'
  ? boolean
  : Key extends number
    ? Key | `${Key}`
    : Key extends `${infer N extends number}`
      ? N | Key
      : Key extends string
        ? Key
        : never;
type VariantValues<V> = { [K in keyof V]?: OptionValue<keyof V[K]> | undefined };
/** What a table's call takes: a value per variant, and the caller's own classes. */
export type VariantCall<V> = VariantValues<V> & { class?: ClassValue; className?: ClassValue };
type Compound<V, S extends string> = { [K in keyof V]?: OptionValue<keyof V[K]> | Array<OptionValue<keyof V[K]>> } & {
  class?: ClassValue | SlotOptions<S>;
  className?: ClassValue | SlotOptions<S>;
};

interface TableConfig<V, S extends string> {
  base?: ClassValue;
  variants?: V;
  compoundVariants?: NoInfer<Compound<V, S>>[];
  defaultVariants?: NoInfer<VariantValues<V>>;
}

/** A table without slots: its call answers the class list. */
export type Styles<V> = (props?: VariantCall<V>) => string;
/** A table with slots: its call answers each slot's class list (`base` too), each a call of its own. */
export type SlotStyles<V, S extends string> = (props?: VariantCall<V>) => Record<S | 'base', Styles<V>>;
/** The variant values a table takes, as tailwind-variants' `VariantProps`. */
export type VariantProps<T> = T extends (props?: infer P) => unknown ? Omit<P, 'class' | 'className'> : never;

/** `tv()` for variant tables, in the shape of tailwind-variants' own (src/components/tvParity.test.ts). */
export function tv<S extends string, V extends VariantTable<S> = Record<never, never>>(
  config: TableConfig<V, S> & { slots: Record<S, ClassValue> },
): SlotStyles<V, S>;
export function tv<V extends VariantTable<never> = Record<never, never>>(config: TableConfig<V, never>): Styles<V>;
export function tv(config: Config): Styles<unknown> | SlotStyles<unknown, string> {
  return createVariants(config) as Styles<unknown> | SlotStyles<unknown, string>;
}
