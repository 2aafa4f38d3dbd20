import type { ChosenOption } from '../../src/domain/options.ts';
import type { Db } from '../db/schema.ts';

/**
 * A choice as its order keeps it: the English words (the record, which the ticket shows and "order
 * again" finds the choice by) and the Indonesian ones an Indonesian page shows, null when the shop gave
 * none or the order is older than them (docs/product.md, "Languages").
 */
export type OrderedOption = ChosenOption & { group_indonesian: string | null; name_indonesian: string | null };

/**
 * What each order line chose, as it was when ordered (the snapshot checkout wrote), by line id, in the
 * order the product page showed the groups. A line that chose nothing is absent.
 */
export async function optionsOfLines(db: Db, lineIds: readonly number[]): Promise<Map<number, OrderedOption[]>> {
  const byLine = new Map<number, OrderedOption[]>();
  if (lineIds.length === 0) return byLine;
  const rows = await db
    .selectFrom('order_detail_options')
    .select([
      'order_detail_id',
      'group_name',
      'name',
      'group_name_indonesian',
      'name_indonesian',
      'price',
      'is_default',
    ])
    .where('order_detail_id', 'in', [...lineIds])
    .orderBy('order_detail_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = byLine.get(row.order_detail_id) ?? [];
    list.push({
      group: row.group_name,
      name: row.name,
      group_indonesian: row.group_name_indonesian,
      name_indonesian: row.name_indonesian,
      price: row.price,
      is_default: row.is_default === 1,
    });
    byLine.set(row.order_detail_id, list);
  }
  return byLine;
}

/** A line's choice as checkout writes it: the snapshot with the id of the choice it was and its Indonesian names. */
export type ChosenWithId = ChosenOption & {
  choice_id: number;
  group_indonesian?: string | null;
  name_indonesian?: string | null;
};

/**
 * Writes what each new order line chose (its snapshot), `lines[i]` being the choices of the line whose
 * id is `detailIds[i]`.
 */
export async function writeLineOptions(trx: Db, detailIds: readonly number[], lines: readonly ChosenWithId[][]) {
  const rows = lines.flatMap((chosen, index) =>
    chosen.map((choice, position) => ({
      order_detail_id: detailIds[index]!,
      choice_id: choice.choice_id,
      group_name: choice.group,
      name: choice.name,
      group_name_indonesian: choice.group_indonesian ?? null,
      name_indonesian: choice.name_indonesian ?? null,
      price: choice.price,
      is_default: choice.is_default ? 1 : 0,
      position,
    })),
  );
  if (rows.length > 0) await trx.insertInto('order_detail_options').values(rows).execute();
}
