import { sql } from 'kysely';
import { formatSizeList, type CategoryId } from '../../src/domain/categories.ts';
import { MAX_PAGE_SIZE } from '../../src/domain/limits.ts';
import { productFormSchema, type ProductForm } from '../../src/domain/apiSchemas.ts';
import { validate } from '../../src/domain/validation.ts';
import type { AppContext } from '../context.ts';
import type { Db, ProductRow } from '../db/schema.ts';
import { badRequest, notFound } from '../errors.ts';
import type { OptionGroup } from '../../src/domain/options.ts';
import { recordMenuEvent } from '../events/orderEvents.ts';
import { assignGroups, groupsOfProducts } from '../options/optionGroups.ts';

/** A product as the API answers it (the old site's field names, docs/product.md#the-api). */
export function toApiProduct(row: Pick<ProductRow, (typeof API_COLUMNS)[number]>) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    name_indonesian: row.name_indonesian,
    description_indonesian: row.description_indonesian,
    price: row.price,
    images: row.images,
    size: row.size,
    category_id: row.category_id as CategoryId,
    stock: row.stock,
    is_dine_in: row.is_dine_in,
    is_home_delivery: row.is_home_delivery,
    is_pick_up: row.is_pick_up,
    start_delivery: row.start_delivery,
    end_delivery: row.end_delivery,
    sold_out: row.sold_out === 1,
  };
}
export type ApiProduct = ReturnType<typeof toApiProduct>;
/** One product as `GET products/{id}` answers it: with its option groups, in its page's order. */
export type ApiProductWithOptions = ApiProduct & { options: OptionGroup[] };

export interface ProductQuery {
  page: number;
  limit: number;
  category?: CategoryId;
  sort: 'asc' | 'desc';
  search?: string;
}

export const PRODUCT_NOT_FOUND = 'Product not found';

/** `%` and `_` in a search are letters, not wildcards. */
export const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The columns the API shows; timestamps stay in the database. */
const API_COLUMNS = [
  'id',
  'name',
  'description',
  'name_indonesian',
  'description_indonesian',
  'price',
  'images',
  'size',
  'category_id',
  'stock',
  'is_dine_in',
  'is_home_delivery',
  'is_pick_up',
  'start_delivery',
  'end_delivery',
  'sold_out',
] as const;

/**
 * One page of the live catalogue and the total count, newest first by default. The count rides
 * along as a window function, so a page is one query; only a page past the end needs a second.
 */
export async function listProducts(db: Db, query: ProductQuery): Promise<{ result: ApiProduct[]; rows: number }> {
  const limit = Math.min(Math.max(query.limit, 1), MAX_PAGE_SIZE);
  let base = db.selectFrom('products').where('deleted_at', 'is', null);
  if (query.category) base = base.where('category_id', '=', query.category);
  if (query.search) base = base.where(sql<boolean>`lower(name) like ${likePattern(query.search)} escape '\\'`);
  const rows = await base
    .select(API_COLUMNS)
    .select((eb) => eb.fn.countAll().over().as('total_rows'))
    .orderBy('id', query.sort)
    .limit(limit)
    .offset((query.page - 1) * limit)
    .execute();
  if (rows.length > 0) {
    return { result: rows.map((row) => toApiProduct(row)), rows: Number(rows[0]!.total_rows) };
  }
  const count = await base.select((eb) => eb.fn.countAll().as('rows')).executeTakeFirst();
  return { result: [], rows: Number(count?.rows ?? 0) };
}

export async function getProduct(db: Db, id: number): Promise<ApiProductWithOptions> {
  const row = await db
    .selectFrom('products')
    .select(API_COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND');
  const groups = await groupsOfProducts(db, [id]);
  return { ...toApiProduct(row), options: groups.get(id) ?? [] };
}

/** The form fields a multipart or JSON body may carry; validation is the domain's productFormSchema. */
export type ProductFields = Record<string, unknown> & { image?: unknown };

function checkForm(values: Record<string, unknown>): ProductForm {
  const result = validate(productFormSchema, values);
  if (!result.ok) {
    const first = Object.values(result.errors)[0] ?? 'The product is not valid';
    throw badRequest(first, 'VALIDATION_FAILED', result.errors);
  }
  return result.data;
}

/** An upload counts only when a file came; an empty field or file (a form with no file chosen) means "no image". */
export const hasUpload = (image: unknown) =>
  Buffer.isBuffer(image) ? image.length > 0 : image !== undefined && image !== null && image !== '';

function columnsOf(form: ProductForm) {
  return {
    name: form.name,
    description: form.description,
    name_indonesian: form.name_indonesian,
    description_indonesian: form.description_indonesian,
    price: form.price,
    stock: form.stock,
    category_id: form.category_id,
    size: formatSizeList(form.size),
    is_dine_in: form.is_dine_in,
    is_home_delivery: form.is_home_delivery,
    is_pick_up: form.is_pick_up,
    start_delivery: form.start_delivery,
    end_delivery: form.end_delivery,
  };
}

export const IMAGE_REQUIRED = 'Choose a product image';

/** Validates the fields, then the image; writes the file and the row only when both are good. */
export async function createProduct(
  ctx: AppContext,
  { image, ...fields }: ProductFields,
  uploaderId?: number,
): Promise<ApiProduct> {
  const form = checkForm(fields);
  if (!hasUpload(image)) throw badRequest(IMAGE_REQUIRED, 'IMAGE_REQUIRED', { image: IMAGE_REQUIRED });
  const imagePath = await ctx.images.save(image, uploaderId);
  const now = ctx.clock().toISOString();
  try {
    const row = await ctx.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('products')
        .values({ ...columnsOf(form), images: imagePath, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      await assignGroups(trx, created.id, form.option_group_ids);
      return created;
    });
    ctx.catalogue.invalidate();
    return toApiProduct(row);
  } catch (error) {
    await ctx.images.remove(imagePath);
    throw error;
  }
}

/** The stored product as form values, so a PATCH may send only what changes. */
function formValuesOf(row: ProductRow, groupIds: readonly number[]): Record<string, unknown> {
  return {
    option_group_ids: [...groupIds],
    name: row.name,
    description: row.description,
    name_indonesian: row.name_indonesian,
    description_indonesian: row.description_indonesian,
    price: row.price,
    stock: row.stock,
    category_id: row.category_id,
    size: row.size,
    is_dine_in: row.is_dine_in,
    is_home_delivery: row.is_home_delivery,
    is_pick_up: row.is_pick_up,
    start_delivery: row.start_delivery,
    end_delivery: row.end_delivery,
  };
}

/**
 * Merges the sent fields over the stored ones and checks the whole product again (a new category
 * needs its sizes). The read, merge and write are one transaction with the row locked (FOR UPDATE
 * on PostgreSQL; SQLite transactions here begin IMMEDIATE, holding the write lock), so two admins
 * changing different fields at once both keep their change.
 */
export async function updateProduct(
  ctx: AppContext,
  id: number,
  { image, ...fields }: ProductFields,
  uploaderId?: number,
): Promise<ApiProduct> {
  const sent = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  // The picture is stored before the transaction, so no lock waits on image work; a refusal removes it.
  const imagePath = hasUpload(image) ? await ctx.images.save(image, uploaderId) : null;
  try {
    const { row, previousImage } = await ctx.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('products')
        .selectAll()
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .$if(ctx.dialect === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
      if (!existing) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND');
      const groups = await trx
        .selectFrom('product_option_groups')
        .select('group_id')
        .where('product_id', '=', id)
        .orderBy('position')
        .execute();
      const form = checkForm({
        ...formValuesOf(
          existing,
          groups.map((group) => group.group_id),
        ),
        ...sent,
      });
      if ('option_group_ids' in sent) await assignGroups(trx, id, form.option_group_ids);
      const updated = await trx
        .updateTable('products')
        .set({
          ...columnsOf(form),
          ...(imagePath ? { images: imagePath } : {}),
          updated_at: ctx.clock().toISOString(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { row: updated, previousImage: existing.images };
    });
    ctx.catalogue.invalidate();
    if (imagePath) await ctx.images.remove(previousImage);
    return toApiProduct(row);
  } catch (error) {
    await ctx.images.remove(imagePath);
    throw error;
  }
}

/** A soft delete: the product leaves the catalogue; past order lines still point at it (and its image). */
export async function deleteProduct(ctx: AppContext, id: number): Promise<void> {
  const result = await ctx.db
    .updateTable('products')
    .set({ deleted_at: ctx.clock().toISOString() })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND');
  ctx.catalogue.invalidate();
}

/**
 * Sold out and back, in one tap (out of croissants), without editing the product: open menus and carts
 * are told by a menu event.
 */
export async function setProductSoldOut(ctx: AppContext, id: number, soldOut: boolean): Promise<ApiProduct> {
  const { row, event } = await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('products')
      .set({ sold_out: soldOut ? 1 : 0 })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returning(API_COLUMNS)
      .executeTakeFirst();
    if (!updated) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND');
    const at = ctx.clock().toISOString();
    return {
      row: updated,
      event: await recordMenuEvent(trx, ctx.dialect, { product_id: id, choice_id: null, sold_out: soldOut, at }),
    };
  });
  ctx.catalogue.invalidate();
  ctx.events.publish(event);
  return toApiProduct(row);
}
