import { z } from 'zod';
import { CATEGORY_IDS } from '../../src/domain/categories.ts';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../../src/domain/limits.ts';
import { productFormSchema } from '../../src/domain/apiSchemas.ts';
import { imageFile, positiveId, productSchema, productWithOptionsSchema } from '../http/sharedSchemas.ts';

/** Query values arrive as strings; an empty one means "not given". */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

export const listQuery = z.object({
  page: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'page must be a whole number of at least 1' })
      .int({ error: 'page must be a whole number of at least 1' })
      .min(1, { error: 'page must be a whole number of at least 1' })
      .max(1_000_000, { error: 'page is too large' })
      .default(1),
  ),
  limit: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'limit must be a whole number of at least 1' })
      .int({ error: 'limit must be a whole number of at least 1' })
      .min(1, { error: 'limit must be a whole number of at least 1' })
      .default(PAGE_SIZE)
      // A larger page is capped rather than refused.
      .transform((limit) => Math.min(limit, MAX_PAGE_SIZE)),
  ),
  category: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'category must be 1, 2 or 3' })
      .pipe(
        z.union(
          CATEGORY_IDS.map((id) => z.literal(id)),
          { error: 'category must be 1, 2 or 3' },
        ),
      )
      .optional(),
  ),
  sort: z.preprocess(
    (value) => (typeof value === 'string' ? blankAsMissing(value.toLowerCase()) : value),
    z.enum(['asc', 'desc'], { error: 'sort must be asc or desc' }).default('desc'),
  ),
  search: z.preprocess(blankAsMissing, z.string().trim().max(100, { error: 'search is too long' }).optional()),
});

export const listAnswer = z.object({ result: z.array(productSchema), rows: z.number().int() });
export const oneAnswer = z.object({ result: z.array(productWithOptionsSchema) });
export const availabilityBody = z.object({
  sold_out: z.boolean({ error: 'sold_out must be true or false' }).describe('true takes it off the menu for now'),
});
export const savedAnswer = z.object({ messages: z.string(), result: productSchema, data: productSchema });

export const productParams = z.object({ id: positiveId('id') });

/** What each form field holds, for the API docs; the rules themselves are productFormSchema's. */
const FIELD_DOCS: Record<keyof typeof productFormSchema.shape, string> = {
  name: 'text, at most 50 characters',
  description: 'text, at most 150 characters',
  name_indonesian: 'optional: the name in Bahasa Indonesia, at most 50 characters; empty for none',
  description_indonesian: 'optional: the description in Bahasa Indonesia, at most 150 characters; empty for none',
  price: 'base price in whole rupiah (size R / 250)',
  stock: 'whole number, 0 or more',
  category_id: '1 Coffee, 2 Non-coffee, 3 Foods',
  size: 'comma list of the category’s sizes, e.g. R,L,XL or 250,300,500 (or the field repeated)',
  is_dine_in: '0/1, "0"/"1" or true/false',
  is_home_delivery: '0/1, "0"/"1" or true/false',
  is_pick_up: '0/1, "0"/"1" or true/false',
  start_delivery: 'time of day (13:00) or date-time; empty for none',
  end_delivery: 'time of day (19:00) or date-time; empty for none',
  option_group_ids:
    'comma list of option group ids in the order the product page shows them, e.g. 1,2,4; empty for none',
};

/**
 * The multipart body as sent. Fields keep the names of the domain's productFormSchema, which the
 * service applies (to the stored product merged with these fields on PATCH, so defaults must not
 * fill in what was not sent); `image` is the file.
 */
export const productBody = z.looseObject({
  ...Object.fromEntries(
    Object.entries(FIELD_DOCS).map(([field, description]) => [field, z.unknown().optional().describe(description)]),
  ),
  image: z.unknown().optional().describe('png or jpeg file, under 4388608 bytes (optional on PATCH)'),
});

/** Multipart parts are text, whatever they hold. */
const formFields = Object.fromEntries(
  Object.entries(FIELD_DOCS).map(([field, description]) => [field, z.string().describe(description)]),
) as Record<keyof typeof FIELD_DOCS, z.ZodString>;

/** The form `POST products` takes (for the docs; the service checks it with productFormSchema). */
export const productForm = z
  .object({
    ...z.object(formFields).partial().shape,
    ...z.object(formFields).pick({ name: true, price: true, stock: true, category_id: true, size: true }).shape,
    image: imageFile,
  })
  .meta({ id: 'ProductForm', description: 'At least one of the three delivery flags must be 1' });

/** The form `PATCH products/{id}` takes: only what changes, the image only when a new one was chosen. */
export const productFormChanges = z
  .object({ ...z.object(formFields).partial().shape, image: imageFile.optional() })
  .meta({ id: 'ProductFormChanges' });

/** The same changes as JSON (no image): numbers, flags and times as the domain's product form reads them. */
export const productChanges = z.object(productFormSchema.shape).partial().meta({ id: 'ProductChanges' });
