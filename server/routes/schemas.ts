import { z } from 'zod';
import { CATEGORY_IDS } from '../../src/domain/categories.ts';
import { DELIVERY_METHODS } from '../../src/domain/delivery.ts';
import { ORDER_STATUSES } from '../../src/domain/orderStatus.ts';

/** Response and parameter schemas several resources share. */

export const messageOnly = z.object({ messages: z.string() });

export const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a positive whole number` })
    .int({ error: `${name} must be a positive whole number` })
    .positive({ error: `${name} must be a positive whole number` })
    .max(2_147_483_647, { error: `${name} must be a positive whole number` });

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const deliveryMethodSchema = z.enum(DELIVERY_METHODS);

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
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
});

export const bearerAuth = [{ bearerAuth: [] }];
