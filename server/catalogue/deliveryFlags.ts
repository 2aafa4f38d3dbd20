import { DELIVERY_METHODS, type DeliveryMethod } from '../../src/domain/delivery.ts';

/*
 * The products table (and the API) keep a product's delivery methods as three 0/1 flags; the domain
 * speaks of methods. The app keeps its own copy of this mapping, since nothing below it may see the
 * API's field names.
 */

/** The flag column of each delivery method. */
const FLAG_OF = {
  'dine in': 'is_dine_in',
  'home delivery': 'is_home_delivery',
  'take away': 'is_pick_up',
} as const satisfies Record<DeliveryMethod, string>;

export type DeliveryFlags = Record<(typeof FLAG_OF)[DeliveryMethod], number | boolean>;

/** The methods a product row is sold for, in the radios' order. */
export function methodsOfFlags(flags: DeliveryFlags): DeliveryMethod[] {
  return DELIVERY_METHODS.filter((method) => Boolean(flags[FLAG_OF[method]]));
}

/** Flags for the methods a product is sold for: 1 for each, 0 for the others. */
export function flagsForMethods(methods: readonly DeliveryMethod[]): Record<keyof DeliveryFlags, 0 | 1> {
  const flag = (method: DeliveryMethod) => (methods.includes(method) ? 1 : 0);
  return { is_dine_in: flag('dine in'), is_home_delivery: flag('home delivery'), is_pick_up: flag('take away') };
}
