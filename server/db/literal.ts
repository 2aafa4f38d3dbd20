import { sql, type RawBuilder } from 'kysely';

/**
 * A constant compared with a column that a partial index filters on (`orders.status`,
 * `payment_attempts.state`), written into the statement rather than bound. SQLite matches a partial
 * index's WHERE against a literal once, when it prepares the statement; against a bound value it
 * prepares the statement again on every run, which cost a hand-over's look-up of cash due 60–92 µs
 * instead of 12 (docs/benchmarks.md, "Constants in the statements, tokens checked once"). Only for the
 * shop's own fixed values (statuses, states), never for what a request says.
 */
export function literal<T extends string>(value: T): RawBuilder<T> {
  return sql.lit(value);
}
