import { z } from 'zod';
import { CATEGORY_IDS } from '../../src/domain/categories.ts';
import { DELIVERY_METHODS } from '../../src/domain/delivery.ts';
import { ORDER_STATUSES } from '../../src/domain/orderStatus.ts';

/**
 * Response and parameter schemas several resources share. `.meta({ id })` makes a schema a named
 * component of the OpenAPI document (and a type of app/api/schema.gen.ts).
 */

export const messageOnly = z.object({ messages: z.string() }).meta({ id: 'Message' });

export const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a positive whole number` })
    .int({ error: `${name} must be a positive whole number` })
    .positive({ error: `${name} must be a positive whole number` })
    .max(2_147_483_647, { error: `${name} must be a positive whole number` });

export const orderStatusSchema = z.enum(ORDER_STATUSES).meta({ id: 'OrderStatus' });
export const deliveryMethodSchema = z.enum(DELIVERY_METHODS).meta({ id: 'DeliveryMethod' });

export const productSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    name_indonesian: z
      .string()
      .nullable()
      .describe('The name in Bahasa Indonesia, when the shop gave one; null: pages show `name`'),
    description_indonesian: z
      .string()
      .nullable()
      .describe('The description in Bahasa Indonesia, when the shop gave one; null: pages show `description`'),
    price: z.number().int().describe('Base price in rupiah (size R / 250)'),
    images: z.string().nullable().describe('Path of the picture, e.g. /uploads/….webp'),
    size: z.string().describe('Comma-separated size codes, e.g. R,L,XL'),
    category_id: z.union(CATEGORY_IDS.map((id) => z.literal(id))),
    stock: z.number().int(),
    is_dine_in: z.number().int(),
    is_home_delivery: z.number().int(),
    is_pick_up: z.number().int(),
    start_delivery: z.string().nullable(),
    end_delivery: z.string().nullable(),
    sold_out: z.boolean().describe('Off the menu for now: shown, but cannot be added or checked out'),
  })
  .meta({ id: 'Product' });

/** One choice of an option group. */
export const optionChoiceSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    name_indonesian: z
      .string()
      .nullable()
      .optional()
      .describe('The name in Bahasa Indonesia, when the shop gave one; null: pages show `name`'),
    price: z.number().int().describe('Added to the line’s unit price, whole rupiah'),
    is_default: z.boolean(),
    sold_out: z.boolean(),
  })
  .meta({ id: 'OptionChoice' });

/** An option group with its choices in their order: `min ≥ 1` makes it required, `max = 1` a single choice. */
export const optionGroupAnswerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    name_indonesian: z
      .string()
      .nullable()
      .optional()
      .describe('The name in Bahasa Indonesia, when the shop gave one; null: pages show `name`'),
    min: z.number().int(),
    max: z.number().int(),
    choices: z.array(optionChoiceSchema),
  })
  .meta({ id: 'OptionGroup' });

/** One product as `GET products/{id}` answers it: with its option groups in the order its page shows them. */
export const productWithOptionsSchema = productSchema
  .extend({ options: z.array(optionGroupAnswerSchema) })
  .meta({ id: 'ProductWithOptions' });

/** An uploaded image part: png or jpeg, under 4388608 bytes (documentation: the route checks the bytes). */
export const imageFile = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'png or jpeg file, under 4388608 bytes' });

/** Any signed-in user: the route's guard is `guards.user`. */
export const bearerAuth = [{ bearerAuth: [] }];
/** Admins only (`guards.admin`): OpenAPI 3.1 lets a bearer requirement name the role it needs. */
export const adminAuth = [{ bearerAuth: ['admin'] }];
/** Staff and admins (`guards.staff`): the shop's work (queue, orders, moves, sold out), not its books. */
export const staffAuth = [{ bearerAuth: ['staff'] }];
