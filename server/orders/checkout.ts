import { createHash } from 'node:crypto';
import { parseSizeList, SIZE_LABELS, type CategoryId, type Size } from '../../src/domain/categories.ts';
import type { DeliveryMethod } from '../../src/domain/delivery.ts';
import { formatIdr } from '../../src/domain/format.ts';
import { ORDER_TOTAL_MAX } from '../../src/domain/limits.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import {
  cleanNote,
  lineKey,
  optionProblemText,
  resolveOptions,
  unitPriceWithOptions,
  type OptionGroup,
} from '../../src/domain/options.ts';
import { windowOfSetting } from '../../src/domain/deliveryWindow.ts';
import { chargedLine, orderTotals } from '../../src/domain/pricing.ts';
import { groupsOfProducts } from '../options/optionGroups.ts';
import { writeLineOptions } from '../options/lineOptions.ts';
import type { AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/connect.ts';
import type { Db, ProductRow } from '../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../errors.ts';
import type { AuthUser } from '../plugins/auth.ts';
import { emptyCart } from '../carts/carts.ts';
import type { CartEvent, MemberCardEvent, OrderEvent } from '../events/shopEvents.ts';
import { announceCardChange, cardForReward, takeReward } from '../memberCards/memberCards.ts';
import { checkRewardLine, ONE_REWARD_LINE } from '../memberCards/rewardLine.ts';
import { recordOrderEvent } from '../events/orderEvents.ts';
import { checkTakesOrder, readShopSettings } from '../shop/shopSettings.ts';
import { checkDeliveryWindow, checkProductWindow, effectiveDeliveryTime } from './deliveryWindow.ts';
import { literal } from '../db/literal.ts';

export interface CheckoutInput {
  delivery_method: DeliveryMethod;
  delivery_time: string;
  products: CheckoutLine[];
}

/** A line as checkout takes it: `options` left out means each group's defaults; `note` empty is none. */
export interface CheckoutLine {
  product_id: number;
  qty: number;
  size: Size;
  options?: number[];
  note?: string;
  /** The member's free drink (docs/product.md, "Member card"): it costs 0 and takes the points. */
  redeem?: boolean;
}

export interface CheckoutAnswer {
  messages: string;
  data: {
    order_id: number;
    status: 'new order' | 'paid' | 'done';
    subtotal: number;
    tax_fee: number;
    shipping: number;
    total: number;
  };
}

export interface CheckoutResult {
  statusCode: number;
  body: CheckoutAnswer;
  /** The answer came from an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

/** The product columns a checkout needs, read back from the stock update itself. */
const CHECKOUT_COLUMNS = [
  'id',
  'name',
  'price',
  'size',
  'is_dine_in',
  'is_home_delivery',
  'is_pick_up',
  'start_delivery',
  'end_delivery',
  'sold_out',
  'category_id',
] as const;
type CheckoutProduct = Pick<ProductRow, (typeof CHECKOUT_COLUMNS)[number]>;

const FLAG_OF: Record<DeliveryMethod, 'is_dine_in' | 'is_home_delivery' | 'is_pick_up'> = {
  'dine in': 'is_dine_in',
  'home delivery': 'is_home_delivery',
  'take away': 'is_pick_up',
};

/**
 * The same product, size, choices and note twice in one cart is one line (docs/product.md,
 * "Customisations"); the free drink stays a line of its own.
 */
function mergeLines(lines: CheckoutInput['products']) {
  const merged = new Map<string, CheckoutLine & { key: string }>();
  for (const line of lines) {
    const key = line.redeem ? `${lineKey(line)}:reward` : lineKey(line);
    const existing = merged.get(key);
    if (existing) existing.qty += line.qty;
    else merged.set(key, { ...line, note: cleanNote(line.note), key });
  }
  return [...merged.values()];
}

function requestHash(input: CheckoutInput): string {
  const lines = mergeLines(input.products).sort((a, b) => a.key.localeCompare(b.key));
  return createHash('sha256')
    .update(JSON.stringify([input.delivery_method, input.delivery_time, lines]))
    .digest('hex');
}

/** Every product of the cart exists, sells that size, that method and (for deliveries) that time. */
function checkProduct(
  product: CheckoutProduct | undefined,
  productId: number,
  size: Size,
  method: DeliveryMethod,
  when: Date,
): CheckoutProduct {
  if (!product) throw notFound(`Product ${productId} is not on the menu any more`, 'PRODUCT_NOT_FOUND');
  if (!parseSizeList(product.size).includes(size)) {
    throw badRequest(`${product.name} is not sold in size ${SIZE_LABELS[size]}`, 'SIZE_NOT_OFFERED');
  }
  if (!product[FLAG_OF[method]])
    throw badRequest(`${product.name} is not available for ${method}`, 'METHOD_NOT_OFFERED');
  checkProductWindow(product, method, when);
  if (product.sold_out) throw conflict(`${product.name} is sold out`, 'SOLD_OUT');
  return product;
}

/** A line's choices checked against its product's groups, priced; a refusal names the product and the group. */
function chosenFor(product: CheckoutProduct, groups: readonly OptionGroup[], line: CheckoutLine) {
  const resolved = resolveOptions(groups, line.options);
  if (!resolved.ok) throw badRequest(optionProblemText(resolved.problem, product.name), 'OPTION_REFUSED');
  return resolved;
}

/**
 * A chosen choice's Indonesian names as the menu has them now, for the line's snapshot (docs/product.md,
 * "Languages"): kept with the order, so renaming them later never alters it.
 */
function indonesianNamesOf(groups: readonly OptionGroup[], choiceId: number) {
  const group = groups.find((candidate) => candidate.choices.some((choice) => choice.id === choiceId));
  const choice = group?.choices.find((candidate) => candidate.id === choiceId);
  return { group_indonesian: group?.name_indonesian ?? null, name_indonesian: choice?.name_indonesian ?? null };
}

async function storedAnswer(db: Db, userId: number, key: string, hash: string): Promise<CheckoutResult | null> {
  const stored = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!stored) return null;
  if (stored.request_hash !== hash) {
    throw conflict('This Idempotency-Key was already used for a different checkout', 'IDEMPOTENCY_KEY_REUSED');
  }
  return { statusCode: stored.status_code, body: JSON.parse(stored.response_body) as CheckoutAnswer, replayed: true };
}

/**
 * One transaction: lock the customer, replay a known Idempotency-Key, refuse a second unpaid
 * order, take the stock with conditional updates (never below zero, even with concurrent
 * checkouts) that also read each product back, check every product sells that size, method and
 * time, price with the domain, write the order and its lines. Any refusal rolls it all back.
 */
export async function checkout(
  ctx: AppContext,
  user: AuthUser,
  input: CheckoutInput,
  idempotencyKey?: string,
): Promise<CheckoutResult> {
  const hash = idempotencyKey ? requestHash(input) : '';
  const now = ctx.clock();
  const when = effectiveDeliveryTime(input.delivery_time, now);
  const lines = mergeLines(input.products);
  const stamp = now.toISOString();
  let created = null as OrderEvent | null;
  let emptied = null as CartEvent | null;
  let cardChanged = null as MemberCardEvent | null;
  if (input.products.filter((line) => line.redeem).length > 1) throw badRequest(ONE_REWARD_LINE, 'REWARD_REFUSED');

  try {
    const result = await ctx.db.transaction().execute(async (trx): Promise<CheckoutResult> => {
      // PostgreSQL runs checkouts side by side: locking the customer's row (FOR UPDATE, which
      // writes nothing) makes one customer's checkouts wait for each other, so the second sees the
      // first's unpaid order. SQLite transactions are already one at a time (BEGIN IMMEDIATE).
      if (ctx.dialect === 'postgres') {
        await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
      }

      // Before any other rule: a retry of a finished checkout gets its answer even if,
      // meanwhile, the delivery window closed or the order became the unpaid one.
      if (idempotencyKey) {
        const replay = await storedAnswer(trx, user.id, idempotencyKey, hash);
        if (replay) return replay;
      }
      // The shop's hours, pause, delivery window and prices as they are now: read in the transaction,
      // never cached, so every process applies a change at once (docs/architecture.md, "Shop hours").
      const settings = await readShopSettings(trx);
      checkTakesOrder(settings, when, now);
      checkDeliveryWindow(input.delivery_method, when, windowOfSetting(settings.deliveryWindow));
      const pending = await trx
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', user.id)
        .where('status', '=', literal('new order'))
        .limit(1)
        .executeTakeFirst();
      // The unpaid order's id lets a client that lost it (another device, cleared storage) open its payment.
      if (pending) throw conflict(MESSAGES.checkoutPending, 'UNPAID_ORDER_PENDING', { order_id: String(pending.id) });

      // In id order so two carts sharing products lock them in the same order (no deadlock).
      const ids = [...new Set(lines.map((line) => line.product_id))].sort((a, b) => a - b);
      const byId = new Map<number, CheckoutProduct>();
      for (const id of ids) {
        const ordered = lines.filter((line) => line.product_id === id);
        const qty = ordered.reduce((sum, line) => sum + line.qty, 0);
        const taken = await trx
          .updateTable('products')
          .set((eb) => ({ stock: eb('stock', '-', qty) }))
          .where('id', '=', id)
          .where('stock', '>=', qty)
          .where('deleted_at', 'is', null)
          .returning(CHECKOUT_COLUMNS)
          .executeTakeFirst();
        if (!taken) {
          // Nothing taken: say why, naming the product; a wrong size or method outranks the stock.
          const product = await trx
            .selectFrom('products')
            .selectAll()
            .where('id', '=', id)
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
          for (const line of ordered) checkProduct(product, id, line.size, input.delivery_method, when);
          throw new HttpError(409, 'OUT_OF_STOCK', `Not enough stock for ${product!.name}`);
        }
        for (const line of ordered) checkProduct(taken, id, line.size, input.delivery_method, when);
        byId.set(id, taken);
      }
      const groupsById = await groupsOfProducts(trx, ids);
      const priced = lines.map((line) => {
        const product = byId.get(line.product_id)!;
        const groups = groupsById.get(product.id) ?? [];
        const { ids: choiceIds, chosen } = chosenFor(product, groups, line);
        const charged = chargedLine(unitPriceWithOptions(product.price, line.size, chosen), line.qty, line.redeem);
        return { line, choiceIds, chosen, groups, unit_price: charged.unitPrice, price: charged.total };
      });
      // The free drink: the member's card is read (and locked) in this transaction, so two tabs
      // redeeming at once take the points once (docs/architecture.md, "Member card").
      const rewardLine = lines.find((line) => line.redeem);
      const card = rewardLine ? await cardForReward(trx, ctx.dialect, user.id) : null;
      if (rewardLine) {
        const product = byId.get(rewardLine.product_id)!;
        checkRewardLine(
          {
            name: product.name,
            categoryId: product.category_id as CategoryId,
            size: rewardLine.size,
            qty: rewardLine.qty,
          },
          card,
        );
      }

      // The order keeps what it was charged: a later change of the rates does not touch it.
      const totals = orderTotals(
        priced.map((line) => line.price),
        input.delivery_method,
        { taxRatePercent: settings.taxRatePercent, shippingFee: settings.shippingFee },
      );
      if (totals.total > ORDER_TOTAL_MAX) {
        throw badRequest(
          `An order can come to at most ${formatIdr(ORDER_TOTAL_MAX)}: split it into smaller orders`,
          'ORDER_TOO_LARGE',
        );
      }
      const order = await trx
        .insertInto('orders')
        .values({
          user_id: user.id,
          status: 'new order',
          delivery_method: input.delivery_method,
          delivery_time: when.toISOString(),
          subtotal: totals.subtotal,
          tax_fee: totals.taxFee,
          shipping: totals.shipping,
          total: totals.total,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const details = await trx
        .insertInto('order_details')
        .values(
          priced.map(({ line, unit_price, price }) => ({
            order_id: order.id,
            product_id: line.product_id,
            qty: line.qty,
            size: line.size,
            unit_price,
            price,
            note: line.note || null,
            is_reward: line.redeem ? 1 : 0,
          })),
        )
        .returning('id')
        .execute();
      // Ids are given in the rows' order; sorted, whatever order the database lists them back in.
      const detailIds = details.map((detail) => detail.id).sort((a, b) => a - b);
      // What each line chose, as it is now: later menu changes never alter this order.
      await writeLineOptions(
        trx,
        detailIds,
        priced.map(({ choiceIds, chosen, groups }) =>
          chosen.map((choice, index) => ({
            ...choice,
            choice_id: choiceIds[index]!,
            ...indonesianNamesOf(groups, choiceIds[index]!),
          })),
        ),
      );
      // The cart it came from is empty on every device, and subscribers hear of the new order.
      emptied = await emptyCart(trx, ctx, user.id, input.delivery_method, now);
      created = await recordOrderEvent(trx, ctx.dialect, order.id, now, {
        id: order.id,
        user_id: user.id,
        status: 'new order',
        paid_at: null,
        delivery_time: when.toISOString(),
      });
      // Written last, so its event follows the order's (subscribers hear events in id order).
      if (card) cardChanged = await announceCardChange(trx, ctx.dialect, await takeReward(trx, card, order.id, now));

      const body: CheckoutAnswer = {
        messages: 'Checkout success, please pay your order',
        // The domain's totals in the API's field names.
        data: {
          order_id: order.id,
          status: 'new order',
          subtotal: totals.subtotal,
          tax_fee: totals.taxFee,
          shipping: totals.shipping,
          total: totals.total,
        },
      };
      if (idempotencyKey) {
        await trx
          .insertInto('idempotency_keys')
          .values({
            user_id: user.id,
            key: idempotencyKey,
            request_hash: hash,
            status_code: 201,
            response_body: JSON.stringify(body),
            created_at: stamp,
          })
          .execute();
      }
      return { statusCode: 201, body, replayed: false };
    });
    // Stock changed: this process's copy of the catalogue is out of date.
    if (!result.replayed) ctx.catalogue.invalidate();
    // In id order (the cart's event was written first): a stream skips an id lower than one it sent.
    if (emptied) ctx.events.publish(emptied);
    if (created) ctx.events.publish(created);
    if (cardChanged) ctx.events.publish(cardChanged);
    return result;
  } catch (error) {
    // Backstops when the row lock cannot serialise (SQLite shared by several processes):
    // the unique indexes decide, and the loser answers as if it had waited.
    if (isUniqueViolation(error)) {
      if (idempotencyKey) {
        const replay = await storedAnswer(ctx.db, user.id, idempotencyKey, hash);
        if (replay) return replay;
      }
      throw conflict(MESSAGES.checkoutPending, 'UNPAID_ORDER_PENDING');
    }
    throw error;
  }
}
