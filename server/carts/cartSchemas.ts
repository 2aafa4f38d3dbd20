import { z } from 'zod';
import { SIZES } from '../../src/domain/categories.ts';
import { lineNote, lineOptions } from '../../src/domain/apiSchemas.ts';
import { positiveId } from '../http/sharedSchemas.ts';
import { ONE_REWARD_LINE } from '../memberCards/rewardLine.ts';

const cartLine = z.object({
  product_id: positiveId('product_id'),
  size: z.enum(SIZES, { error: 'size must be one of R, L, XL, 250, 300, 500' }),
  qty: z.number({ error: 'qty must be a whole number from 1 to 99' }).int({
    error: 'qty must be a whole number from 1 to 99',
  }),
  options: lineOptions,
  // Kept only when there is one, so a cart without notes reads back as it was sent.
  note: lineNote.transform((note) => note || undefined),
  // The member's free drink, carried to checkout, which judges it (docs/product.md, "Member card").
  redeem: z
    .boolean({ error: 'redeem must be true or false' })
    .optional()
    .transform((redeem) => redeem || undefined),
});

const cart = z.object({
  delivery_time: z
    .string({ error: 'delivery_time must be a date and time, or empty for now' })
    .trim()
    .max(40, { error: 'delivery_time must be a date and time, or empty for now' })
    .nullable()
    .optional()
    .transform((value) => value ?? ''),
  products: z
    .array(cartLine, { error: 'products must be a list of lines' })
    .max(100, { error: 'A cart holds at most 100 lines' })
    .refine((lines) => lines.filter((line) => line.redeem).length <= 1, { error: ONE_REWARD_LINE }),
});

const emptyCart = () => ({ delivery_time: '', products: [] });

/** Three carts, one per delivery method; a method left out is an empty cart. */
const carts = z.object(
  {
    'dine in': cart.default(emptyCart),
    'home delivery': cart.default(emptyCart),
    'take away': cart.default(emptyCart),
  },
  { error: 'carts must hold the dine in, home delivery and take away carts' },
);

const stamp = z
  .string()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), {
    error: 'updated_at must be the ISO 8601 time of the carts you last read',
  });

export const cartBody = z.object({
  carts,
  updated_at: stamp
    .nullable()
    .optional()
    .describe(
      'The `updated_at` of the carts this save replaces (null before the first save); a different one answers 409',
    ),
});

const storedCart = z.object({
  delivery_time: z.string(),
  products: z.array(
    z.object({
      product_id: z.number().int(),
      size: z.enum(SIZES),
      qty: z.number().int(),
      options: z.array(z.number().int()).optional().describe('Choice ids; left out: each group’s defaults'),
      note: z.string().optional(),
      redeem: z.boolean().optional().describe('The member’s free drink; left out when not'),
    }),
  ),
});
/** The three carts as stored: what `GET cart`, a 409 and a `cart` event carry. */
export const storedCarts = z
  .object({ 'dine in': storedCart, 'home delivery': storedCart, 'take away': storedCart })
  .meta({ id: 'Carts' });
const cartsData = z.object({
  carts: storedCarts,
  updated_at: z.string().nullable().describe('ISO 8601 with milliseconds; null before the first save'),
});

export const cartAnswer = z.object({ messages: z.string(), data: cartsData });

/**
 * A save's 409: the carts changed on another device (`CART_CHANGED`, with the stored carts), or a new
 * line is of a sold-out product (`SOLD_OUT`, naming it).
 */
export const cartConflictAnswer = z
  .object({
    messages: z.string(),
    code: z.string(),
    details: cartsData
      .optional()
      .describe('With CART_CHANGED: the stored carts and their updated_at; merge with them and save again'),
  })
  .meta({ id: 'CartConflictError' });
