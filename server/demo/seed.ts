import sharp from 'sharp';
import { parseSizeList, type Size } from '../../src/domain/categories.ts';
import type { DeliveryMethod } from '../../src/domain/delivery.ts';
import { unitPriceWithOptions } from '../../src/domain/options.ts';
import { DEFAULT_PRICE_RATES, orderTotals } from '../../src/domain/pricing.ts';
import { ALWAYS_OPEN, type OpeningHours } from '../../src/domain/shopHours.ts';
import { ROLE_ADMIN, ROLE_CUSTOMER, ROLE_STAFF } from '../../src/domain/roles.ts';
import type { AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/connect.ts';
import type { Db } from '../db/schema.ts';
import { flagsForMethods } from '../catalogue/deliveryFlags.ts';
import { productArtSvg } from './productArt.ts';
import { offeredMethods, SEED_CATALOGUE, seedDeliveryHours } from './seedCatalogue.ts';
import { SEED_OPTION_GROUPS } from './seedOptions.ts';
import { writeLineOptions } from '../options/lineOptions.ts';

/** The demo sign-ins the README shows. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@coffee.test', password: 'admin1234' },
  customer: { email: 'customer@coffee.test', password: 'customer123' },
  /** A barista (role 3): the queue, the orders and the sold-out switches, not the books. */
  barista: { email: 'barista@coffee.test', password: 'barista123' },
} as const;

/** More customers so the admin's lists look lived-in; they share the demo customer's password. */
const OTHER_CUSTOMERS = [
  { email: 'rina@coffee.test', username: 'rina', first_name: 'Rina', last_name: 'Wijaya', gender: 'female' },
  { email: 'budi@coffee.test', username: 'budi', first_name: 'Budi', last_name: 'Santoso', gender: 'male' },
  { email: 'sari@coffee.test', username: 'sari', first_name: 'Sari', last_name: 'Lestari', gender: 'female' },
] as const;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Today's paid orders cycle through the kitchen's statuses, so the queue and the counter screen have something to show. */
const LIVE_STATUSES = ['ready', 'paid', 'preparing'] as const;

/**
 * Realistic kitchen times: paid two minutes after checkout, started within a few minutes of when it
 * is wanted, 2–6 minutes of making, then collected (or, for a delivery, handed over half an hour later).
 */
function kitchenTimes(status: string, at: number, wanted: number, method: DeliveryMethod, next: () => number) {
  const iso = (ms: number) => new Date(ms).toISOString();
  if (status === 'new order') return { paid_at: null, preparing_at: null, ready_at: null, done_at: null };
  const paid = at + 2 * 60_000;
  const preparing = Math.max(paid, wanted - 8 * 60_000) + (1 + next() * 2) * 60_000;
  const ready = preparing + (2 + next() * 4) * 60_000;
  const done = ready + (method === 'home delivery' ? 30 : 2 + next() * 8) * 60_000;
  const reached = (step: string) =>
    ['preparing', 'ready', 'done'].indexOf(status) >= ['preparing', 'ready', 'done'].indexOf(step);
  return {
    paid_at: iso(paid),
    preparing_at: reached('preparing') ? iso(preparing) : null,
    ready_at: reached('ready') ? iso(ready) : null,
    done_at: reached('done') ? iso(done) : null,
  };
}

/** Deterministic choices, so every fresh shop has the same demo history. */
function picker(seed: number) {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

async function isEmpty(ctx: AppContext): Promise<boolean> {
  const [users, products] = await Promise.all([
    ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
    ctx.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
  ]);
  return Number(users?.n ?? 0) === 0 && Number(products?.n ?? 0) === 0;
}

/** Draws each product's picture and stores it the way uploads are stored (sharp works them in parallel). */
async function drawImages(ctx: AppContext): Promise<string[]> {
  return Promise.all(
    SEED_CATALOGUE.map(async (product) => {
      const svg = Buffer.from(productArtSvg(product.name, product.art, product.palette));
      return ctx.images.save(await sharp(svg).png({ compressionLevel: 1 }).toBuffer());
    }),
  );
}

/** A demo product's groups as the seeded orders choose from them. */
type SeededGroups = { name: string; choices: { id: number; name: string; price: number; is_default: boolean }[] }[];

/**
 * The demo's option groups with their choices, each offered by the products it suits
 * (`productIds`: the catalogue's rows in SEED_CATALOGUE's order). Answers each product's groups.
 */
async function seedOptionGroups(trx: Db, productIds: readonly number[], stamp: string): Promise<SeededGroups[]> {
  const groupsOf: SeededGroups[] = productIds.map(() => []);
  for (const [position, group] of SEED_OPTION_GROUPS.entries()) {
    const { id } = await trx
      .insertInto('option_groups')
      .values({
        name: group.name,
        name_indonesian: group.nameIndonesian,
        min: group.min,
        max: group.max,
        created_at: stamp,
        updated_at: stamp,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const choices = await trx
      .insertInto('option_choices')
      .values(
        group.choices.map((choice, order) => ({
          group_id: id,
          name: choice.name,
          name_indonesian: choice.nameIndonesian,
          price: choice.price,
          is_default: choice.is_default ? 1 : 0,
          position: order,
          deleted_at: null,
        })),
      )
      .returning(['id', 'name', 'price', 'is_default'])
      .execute();
    const seeded = {
      name: group.name,
      choices: choices
        .sort((a, b) => a.id - b.id)
        .map((choice) => ({ ...choice, is_default: choice.is_default === 1 })),
    };
    const offering = SEED_CATALOGUE.flatMap((product, index) => (group.offeredBy(product) ? [index] : []));
    if (offering.length === 0) continue;
    for (const index of offering) groupsOf[index]!.push(seeded);
    await trx
      .insertInto('product_option_groups')
      .values(offering.map((index) => ({ product_id: productIds[index]!, group_id: id, position })))
      .execute();
  }
  return groupsOf;
}

/** Now and then a customer's own way (oat, less sugar, a shot), else each group's default. */
function demoChoices(groups: SeededGroups, next: () => number) {
  return groups.flatMap((group) => {
    const fallback = group.choices.filter((choice) => choice.is_default);
    if (next() > 0.35) return fallback.map((choice) => ({ group: group.name, choice }));
    const others = group.choices.filter((choice) => !choice.is_default);
    const choice = others[Math.floor(next() * others.length)]!;
    return [{ group: group.name, choice }];
  });
}

/**
 * A real shop's week (docs/product.md, "Shop hours"): weekdays 07:00–22:00, the weekend 08:00–23:00.
 * Runs that order at any hour (the end-to-end journeys, the benchmarks) ask for all day instead.
 */
export const DEMO_SHOP_HOURS: OpeningHours[] = [
  ...[1, 2, 3, 4, 5].map((day) => ({ day, opens: '07:00', closes: '22:00' })),
  ...[6, 7].map((day) => ({ day, opens: '08:00', closes: '23:00' })),
];

/**
 * Fills an empty database: the catalogue with pictures, a demo admin and customers, two weeks of
 * orders (done, paid and one waiting for payment) so lists and the dashboard have data, and the
 * shop's hours (a real shop's, or all day with `openAllDay`). Does nothing when the database already
 * has users or products.
 */
export async function seedDemoData(ctx: AppContext, { openAllDay = false } = {}): Promise<boolean> {
  if (!(await isEmpty(ctx))) return false;
  ctx.log.info('empty database: adding the demo catalogue, accounts and orders');
  const images = await drawImages(ctx);
  const [adminHash, customerHash, baristaHash] = await Promise.all([
    ctx.passwords.hash(DEMO_ACCOUNTS.admin.password),
    ctx.passwords.hash(DEMO_ACCOUNTS.customer.password),
    ctx.passwords.hash(DEMO_ACCOUNTS.barista.password),
  ]);
  const now = ctx.clock();
  const stamp = now.toISOString();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('shop_settings')
        .set({ hours: JSON.stringify(openAllDay ? ALWAYS_OPEN : DEMO_SHOP_HOURS), updated_at: stamp })
        .where('id', '=', 1)
        .execute();
      const created = new Date(now.getTime() - 30 * DAY_MS).toISOString();
      await trx
        .insertInto('users')
        .values({
          email: DEMO_ACCOUNTS.admin.email,
          password_hash: adminHash,
          username: 'admin',
          first_name: 'Ayu',
          last_name: 'Pratama',
          phone_number: '081200000001',
          address: 'Jl. Kemang Raya 12, Jakarta Selatan',
          gender: 'female',
          bod: '1990-04-12',
          role_id: ROLE_ADMIN,
          created_at: created,
          updated_at: created,
        })
        .execute();
      await trx
        .insertInto('users')
        .values({
          email: DEMO_ACCOUNTS.barista.email,
          password_hash: baristaHash,
          username: 'raka',
          first_name: 'Raka',
          last_name: 'Saputra',
          phone_number: '081200000002',
          role_id: ROLE_STAFF,
          created_at: created,
          updated_at: created,
        })
        .execute();
      const customers = await trx
        .insertInto('users')
        .values([
          {
            email: DEMO_ACCOUNTS.customer.email,
            password_hash: customerHash,
            username: 'dina',
            first_name: 'Dina',
            last_name: 'Kusuma',
            phone_number: '081234567890',
            address: 'Jl. Sudirman 45, Jakarta Pusat',
            gender: 'female',
            bod: '1996-08-17',
            role_id: ROLE_CUSTOMER,
            created_at: created,
            updated_at: created,
          },
          ...OTHER_CUSTOMERS.map((customer, i) => ({
            ...customer,
            password_hash: customerHash,
            phone_number: `08129876543${i}`,
            address: `Jl. Melati ${i + 3}, Jakarta Barat`,
            bod: `199${i + 2}-0${i + 1}-1${i}`,
            role_id: ROLE_CUSTOMER,
            created_at: created,
            updated_at: created,
          })),
        ])
        .returning('id')
        .execute();

      const products = await trx
        .insertInto('products')
        .values(
          SEED_CATALOGUE.map((product, i) => ({
            name: product.name,
            description: product.description,
            name_indonesian: product.nameIndonesian,
            description_indonesian: product.descriptionIndonesian,
            price: product.price,
            images: images[i]!,
            size: product.sizes,
            category_id: product.category,
            stock: product.stock,
            ...flagsForMethods(offeredMethods(product)),
            start_delivery: seedDeliveryHours(offeredMethods(product)).start,
            end_delivery: seedDeliveryHours(offeredMethods(product)).end,
            created_at: created,
            updated_at: created,
          })),
        )
        .returning(['id', 'price', 'size'])
        .execute();
      const groupsOf = await seedOptionGroups(
        trx,
        products.map((product) => product.id),
        created,
      );

      const { next, pick } = picker(20261122);
      const methodOf = (index: number): DeliveryMethod => SEED_CATALOGUE[index]!.method;
      // Two weeks of orders: earlier days' are done, today's are in the kitchen, one customer has not paid yet.
      for (let daysAgo = 13; daysAgo >= 0; daysAgo--) {
        // Today has at least one order in each kitchen status.
        const perDay = Math.max(2 + Math.floor(next() * 4), daysAgo === 0 ? 4 : 0);
        for (let n = 0; n < perDay; n++) {
          const pendingPayment = daysAgo === 0 && n === 0;
          const customer = pendingPayment ? customers[2]! : pick(customers);
          const first = Math.floor(next() * products.length);
          const method = methodOf(first);
          const candidates = products.map((_, i) => i).filter((i) => methodOf(i) === method);
          const lineCount = 1 + Math.floor(next() * 3);
          const chosen = [...new Set(Array.from({ length: lineCount }, () => pick(candidates)))];
          const lines = chosen.map((index) => {
            const product = products[index]!;
            const size: Size = pick(parseSizeList(product.size));
            const qty = 1 + Math.floor(next() * 3);
            const options = demoChoices(groupsOf[index]!, next);
            const unitPrice = unitPriceWithOptions(
              product.price,
              size,
              options.map(({ choice }) => choice),
            );
            return { product_id: product.id, qty, size, unit_price: unitPrice, price: unitPrice * qty, options };
          });
          const totals = orderTotals(
            lines.map((line) => line.price),
            method,
            DEFAULT_PRICE_RATES,
          );
          // Opening hours in shop time (UTC+7): between 08:00 and 19:00, earlier than now today.
          const dayStart = Math.floor((now.getTime() + 7 * HOUR_MS) / DAY_MS) * DAY_MS - 7 * HOUR_MS - daysAgo * DAY_MS;
          let at = dayStart + (8 + next() * 11) * HOUR_MS;
          // Today's orders are the live queue: a few minutes apart, one of each kitchen status in turn.
          const status = pendingPayment ? 'new order' : daysAgo === 0 ? LIVE_STATUSES[n % 3]! : 'done';
          if (daysAgo === 0) at = now.getTime() - (n + 1) * 7 * 60_000;
          else if (at > now.getTime()) at = now.getTime() - (n + 1) * 20 * 60_000;
          const iso = (ms: number) => new Date(ms).toISOString();
          // Home deliveries of past days were wanted an hour later; everything else at once.
          const wanted = method === 'home delivery' && daysAgo > 0 ? at + HOUR_MS : at;
          const times = kitchenTimes(status, at, wanted, method, next);
          const order = await trx
            .insertInto('orders')
            .values({
              user_id: customer.id,
              status,
              delivery_method: method,
              delivery_time: iso(wanted),
              address: status === 'new order' ? null : 'Jl. Sudirman 45, Jakarta Pusat',
              customer_phone: status === 'new order' ? null : '081234567890',
              payment_method_id: status === 'new order' ? null : 1 + Math.floor(next() * 3),
              // The domain's totals in the orders table's column names.
              subtotal: totals.subtotal,
              tax_fee: totals.taxFee,
              shipping: totals.shipping,
              total: totals.total,
              created_at: iso(at),
              updated_at: iso(at),
              ...times,
            })
            .returning('id')
            .execute();
          const details = await trx
            .insertInto('order_details')
            .values(lines.map(({ options: _options, ...line }) => ({ ...line, order_id: order[0]!.id })))
            .returning('id')
            .execute();
          const detailIds = details.map((detail) => detail.id).sort((a, b) => a - b);
          await writeLineOptions(
            trx,
            detailIds,
            lines.map((line) =>
              line.options.map(({ group, choice }) => ({
                group,
                name: choice.name,
                price: choice.price,
                is_default: choice.is_default,
                choice_id: choice.id,
              })),
            ),
          );
        }
      }
      ctx.log.info({ products: products.length, customers: customers.length, at: stamp }, 'demo data added');
    });
    return true;
  } catch (error) {
    await Promise.all(images.map((image) => ctx.images.remove(image)));
    // Another process seeded the same empty database first.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
