import { userEvent } from 'storybook/test';

/** What the field helpers need of `canvas` or `within(element)`. */
interface Queries {
  getByRole: (role: 'combobox', options: { name: string }) => HTMLElement;
}

/** A DateTimeField's day and time selects, found by the field's label. */
export function dateTimeSelects(scope: Queries, label: string) {
  return {
    day: scope.getByRole('combobox', { name: `${label}: day` }) as HTMLSelectElement,
    time: scope.getByRole('combobox', { name: `${label}: time` }) as HTMLSelectElement,
  };
}

/** A DateTimeField's value as the callers hold it (`2026-11-24T15:30`). */
export function dateTimeValue(scope: Queries, label: string): string {
  const { day, time } = dateTimeSelects(scope, label);
  return `${day.value}T${time.value}`;
}

/** Chooses a day, then a time, as a pointer or keyboard user would, in a DateTimeField. */
export async function chooseDateTime(scope: Queries, label: string, value: string) {
  const [date = '', time = ''] = value.split('T');
  await userEvent.selectOptions(dateTimeSelects(scope, label).day, date);
  await userEvent.selectOptions(dateTimeSelects(scope, label).time, time);
}

/** A DateField's day, month and year selects, found by the field's label. */
export function dateSelects(scope: Queries, label: string) {
  return {
    day: scope.getByRole('combobox', { name: `${label}: day` }) as HTMLSelectElement,
    month: scope.getByRole('combobox', { name: `${label}: month` }) as HTMLSelectElement,
    year: scope.getByRole('combobox', { name: `${label}: year` }) as HTMLSelectElement,
  };
}

/** Chooses a `YYYY-MM-DD` date in a DateField, part by part. */
export async function chooseDate(scope: Queries, label: string, value: string) {
  const [year = '', month = '', day = ''] = value.split('-');
  const selects = dateSelects(scope, label);
  await userEvent.selectOptions(selects.year, year);
  await userEvent.selectOptions(selects.month, String(Number(month)));
  await userEvent.selectOptions(selects.day, String(Number(day)));
}
