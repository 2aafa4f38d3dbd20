import type { Locator, Page } from '@playwright/test';

/**
 * The shop's own date and time fields (docs/product.md, "Dates and times") are selects named after
 * their label: "Set time: day" and "Set time: time"; "From: day", "From: month", "From: year".
 */
type Scope = Page | Locator;

/** A DateTimeField's day and time selects. */
export function dateTimeSelects(scope: Scope, label: string): { day: Locator; time: Locator } {
  return {
    day: scope.getByRole('combobox', { name: `${label}: day`, exact: true }),
    time: scope.getByRole('combobox', { name: `${label}: time`, exact: true }),
  };
}

/** Chooses a `YYYY-MM-DDTHH:MM` in a DateTimeField: the day, then the time. */
export async function chooseDateTime(scope: Scope, label: string, value: string): Promise<void> {
  const [date = '', time = ''] = value.split('T');
  const selects = dateTimeSelects(scope, label);
  await selects.day.selectOption(date);
  await selects.time.selectOption(time);
}

/** Chooses a `YYYY-MM-DD` in a DateField: year, month, then day. */
export async function chooseDate(scope: Scope, label: string, value: string): Promise<void> {
  const [year = '', month = '', day = ''] = value.split('-');
  await scope.getByRole('combobox', { name: `${label}: year`, exact: true }).selectOption(year);
  await scope.getByRole('combobox', { name: `${label}: month`, exact: true }).selectOption(String(Number(month)));
  await scope.getByRole('combobox', { name: `${label}: day`, exact: true }).selectOption(String(Number(day)));
}

/** The shop-time date (Asia/Jakarta, UTC+7) `days` after today, `YYYY-MM-DD`. */
export function shopDateIn(days: number): string {
  return new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first shop-time date after today that falls on a weekday (0 Sunday … 6 Saturday). */
export function nextShopWeekday(weekday: number): string {
  for (let days = 1; ; days += 1) {
    const date = shopDateIn(days);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === weekday) return date;
  }
}
