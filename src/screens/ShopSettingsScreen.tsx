import { useLingui } from '@lingui/react/macro';
import { Fragment, useId, useState, type FormEvent } from 'react';
import { Button } from '../components/Button';
import { CARD_CLASS } from '../components/cardStyles';
import { CheckboxChoices, CheckboxInput } from '../components/CheckboxChoices';
import { NumberField } from '../components/NumberField';
import { PageHeading } from '../components/PageHeading';
import { Skeleton } from '../components/Skeleton';
import { StatusGate, type ScreenStatus } from '../components/StatusGate';
import { DateField } from '../components/DateField';
import { TimeField } from '../components/TimeField';
import { cn } from '../components/styles';
import {
  checkShopSettings,
  closedDateProblem,
  draftOf,
  OPENINGS_PER_DAY_MAX,
  problemPlace,
  SHIPPING_FEE_MAX,
  TAX_RATE_MAX,
  WEEKDAYS,
  withClosedDate,
  type Opening,
  type OpeningRow,
  type ShopSettingsDraft,
  type ShopSettingsErrors,
  type ShopSettingsField,
  type ShopSettingsProblem,
  type ShopSettingsValue,
} from '../domain/shopSettingsDraft';
import type { ShopWeekday } from '../domain/shopStatus';
import { sayMessage } from '../i18n/messageWords';
import { weekdayWords } from '../i18n/shopStatusWords';
import { SHOP_SETTINGS_PROBLEM_WORDS } from '../i18n/shopWords';
import { useFormats } from '../i18n/useFormats';

export interface ShopSettingsScreenProps {
  status: Exclude<ScreenStatus, 'notFound'>;
  /** The saved settings; the form starts from them. */
  settings: ShopSettingsValue | null;
  /** Today in shop time (`2026-11-28`): a closed date before it is refused. */
  today: string;
  onSave: (change: { settings: ShopSettingsValue }) => void;
  /** The save is on its way. */
  isSaving?: boolean;
  /** The last save went through: "Settings saved". */
  isSaved?: boolean;
  /** The server's refusal (400), by the field it names, as it wrote it. */
  fieldErrors?: Partial<Record<ShopSettingsField, string>>;
  /** A refusal that names no field, or no answer at all. */
  serverError?: string | null;
  onRetry?: () => void;
}

/** Opening hours and the side cards, as the form lays them out, while the settings load. */
const SETTINGS_SKELETON = (
  <div aria-hidden="true" data-skeleton="shop-settings" className="grid items-start gap-6 lg:grid-cols-2">
    <div className={cn(CARD_CLASS, 'flex flex-col gap-4 p-tile sm:p-card')}>
      <Skeleton shape="heading" label={null} />
      <Skeleton shape="field" count={7} label={null} className="flex flex-col gap-4" />
    </div>
    <div className="flex flex-col gap-6">
      <Skeleton shape="card" count={3} label={null} className="flex flex-col gap-6" />
    </div>
  </div>
);

/**
 * The owner's shop settings (docs/product.md, "Shop settings"): opening hours per weekday (a close at
 * 24:00, or past midnight), closed dates, tax, shipping fee and the home-delivery window, checked
 * beside each field before they are sent, and again by the server, whose refusal names the field.
 */
export function ShopSettingsScreen({ status, settings, onRetry, ...form }: ShopSettingsScreenProps) {
  const { t } = useLingui();
  const ready = status === 'ready' && settings === null ? 'loading' : status;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <PageHeading>{t`Shop settings`}</PageHeading>
        <p className="max-w-2xl text-body">
          {t`When the shop takes orders, the days it is closed, and what every new order pays. Times are shop time (Jakarta).`}
        </p>
      </header>
      <StatusGate
        status={ready}
        onRetry={onRetry}
        loadingLabel={t`Loading the shop settings`}
        errorMessage={t`We could not load the shop settings. Check your connection and try again.`}
        skeleton={SETTINGS_SKELETON}
      >
        {() => (settings ? <SettingsForm settings={settings} {...form} /> : null)}
      </StatusGate>
    </div>
  );
}

type FormProps = Omit<ShopSettingsScreenProps, 'status' | 'settings' | 'onRetry'> & { settings: ShopSettingsValue };

/** How many years after this one a date can be closed. */
const CLOSED_DATE_YEARS_AHEAD = 2;

function SettingsForm({ settings, today, onSave, isSaving, isSaved, fieldErrors = {}, serverError }: FormProps) {
  const { t, i18n } = useLingui();
  const f = useFormats();
  const [draft, setDraft] = useState<ShopSettingsDraft>(() => draftOf(settings));
  const [errors, setErrors] = useState<ShopSettingsErrors>({});
  // A server error stays beside its field until that field is changed.
  const [edited, setEdited] = useState<ReadonlySet<ShopSettingsField>>(new Set());
  const [newDate, setNewDate] = useState('');
  const thisYear = Number(today.slice(0, 4));
  const [dateProblem, setDateProblem] = useState<ShopSettingsProblem | null>(null);
  const hoursId = useId();
  const datesId = useId();
  const pricesId = useId();
  const deliveryId = useId();

  const change = (field: ShopSettingsField, next: Partial<ShopSettingsDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
    setEdited((current) => new Set(current).add(field));
  };
  const errorOf = (field: ShopSettingsField): string | null => {
    const problem = errors[field];
    if (problem) return i18n._(SHOP_SETTINGS_PROBLEM_WORDS[problem]);
    const server = edited.has(field) ? undefined : fieldErrors[field];
    return server ? sayMessage(i18n, server) : null;
  };
  const changeRow = (day: ShopWeekday, row: Partial<OpeningRow>) =>
    change(`hours.${day}`, { hours: draft.hours.map((one) => (one.day === day ? { ...one, ...row } : one)) });
  const addDate = () => {
    const problem = closedDateProblem(newDate, draft.closedDates, today);
    setDateProblem(problem);
    if (problem) return;
    change('closedDates', { closedDates: withClosedDate(draft.closedDates, newDate) });
    setNewDate('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkShopSettings(draft);
    setEdited(new Set());
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    onSave({ settings: result.value });
  };
  const window = draft.deliveryWindow;
  const dayChoices = WEEKDAYS.map((day) => ({ value: String(day), label: weekdayWords(i18n, day) }));
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form noValidate onSubmit={submit} aria-label={t`Shop settings`} className="flex flex-col gap-6">
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <section aria-labelledby={hoursId} className={cn(CARD_CLASS, 'flex flex-col gap-4 p-tile sm:p-card')}>
          <div className="flex flex-col gap-1">
            <h2 id={hoursId} className="font-heading text-section text-heading">
              {t`Opening hours`}
            </h2>
            <p className="text-small text-body">
              {t`Closing at 24:00 is midnight; a closing time before the opening runs past midnight.`}
            </p>
          </div>
          <ul className="flex flex-col divide-y divide-border">
            {draft.hours.map((row) => (
              <li key={row.day} className="py-3 first:pt-0 last:pb-0">
                <HoursRow
                  row={row}
                  error={errorOf(`hours.${row.day}`)}
                  problem={errors[`hours.${row.day}`] ?? null}
                  onChange={(next) => changeRow(row.day, next)}
                />
              </li>
            ))}
          </ul>
        </section>
        <div className="flex flex-col gap-6">
          <section aria-labelledby={datesId} className={cn(CARD_CLASS, 'flex flex-col gap-4 p-tile sm:p-card')}>
            <h2 id={datesId} className="font-heading text-section text-heading">
              {t`Closed dates`}
            </h2>
            <div className="flex flex-wrap items-start gap-3">
              <DateField
                label={t`Date`}
                firstYear={thisYear}
                lastYear={thisYear + CLOSED_DATE_YEARS_AHEAD}
                value={newDate}
                onChange={({ value }) => {
                  setNewDate(value);
                  setDateProblem(null);
                }}
                errorMessage={dateProblem ? i18n._(SHOP_SETTINGS_PROBLEM_WORDS[dateProblem]) : errorOf('closedDates')}
                className="min-w-0 flex-1 basis-40"
              />
              <Button variant="ghost" onPress={addDate} className="sm:mt-7">
                {t`Close this date`}
              </Button>
            </div>
            {draft.closedDates.length === 0 ? (
              <p className="text-small text-body">{t`No closed dates: the weekly hours apply every day.`}</p>
            ) : (
              <ul aria-label={t`Closed dates`} className="flex flex-col gap-2">
                {draft.closedDates.map((date) => {
                  const day = f.day(`${date}T00:00`);
                  return (
                    <li
                      key={date}
                      className="flex items-center justify-between gap-3 rounded-chip bg-surface-alt px-3 py-1"
                    >
                      <span className="font-semibold text-heading">{day}</span>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t`Remove ${day}`}
                        onPress={() =>
                          change('closedDates', { closedDates: draft.closedDates.filter((one) => one !== date) })
                        }
                      >
                        {t`Remove`}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          <section aria-labelledby={pricesId} className={cn(CARD_CLASS, 'flex flex-col gap-4 p-tile sm:p-card')}>
            <h2 id={pricesId} className="font-heading text-section text-heading">
              {t`Tax and shipping`}
            </h2>
            <p className="text-small text-body">{t`New prices apply to new orders only.`}</p>
            <NumberField
              label={t`Tax rate (%)`}
              description={t`From 0 to ${TAX_RATE_MAX} %`}
              value={draft.taxRatePercent}
              onChange={({ value }) => change('taxRatePercent', { taxRatePercent: value })}
              errorMessage={errorOf('taxRatePercent')}
            />
            <NumberField
              label={t`Shipping fee (IDR)`}
              description={t`Home delivery, whole rupiah from 0 to ${f.money(SHIPPING_FEE_MAX)}`}
              value={draft.shippingFee}
              step={1000}
              onChange={({ value }) => change('shippingFee', { shippingFee: value })}
              errorMessage={errorOf('shippingFee')}
            />
          </section>
          <section aria-labelledby={deliveryId} className={cn(CARD_CLASS, 'flex flex-col gap-4 p-tile sm:p-card')}>
            <h2 id={deliveryId} className="font-heading text-section text-heading">
              {t`Home delivery window`}
            </h2>
            <CheckboxChoices
              label={t`Delivery days`}
              choices={dayChoices}
              values={window.days.map(String)}
              onValuesChange={({ values }) =>
                change('deliveryWindow.days', {
                  deliveryWindow: { ...window, days: values.map((value) => Number(value) as ShopWeekday) },
                })
              }
              errorMessage={errorOf('deliveryWindow.days') ?? undefined}
            />
            <div className="grid grid-cols-2 gap-4">
              <TimeField
                label={t`From`}
                value={window.start}
                onChange={({ value: start }) =>
                  change('deliveryWindow.start', { deliveryWindow: { ...window, start } })
                }
                errorMessage={errorOf('deliveryWindow.start')}
              />
              <TimeField
                label={t`Until`}
                value={window.end}
                onChange={({ value: end }) => change('deliveryWindow.end', { deliveryWindow: { ...window, end } })}
                errorMessage={errorOf('deliveryWindow.end')}
              />
            </div>
          </section>
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" variant="accent" size="lg" isPending={isSaving} pendingLabel={t`Saving`}>
          {t`Save settings`}
        </Button>
        <div role="status" className="empty:hidden">
          {isSaved && !hasErrors ? (
            <p className="rounded-chip bg-surface-alt px-4 py-2 font-semibold text-heading">
              {t`Settings saved. New orders follow them from now on.`}
            </p>
          ) : null}
        </div>
        {hasErrors ? (
          <p role="alert" className="text-small font-medium text-danger">
            {t`Some settings need a look: see the fields marked in red.`}
          </p>
        ) : serverError ? (
          <p role="alert" className="text-small font-medium text-danger">
            {sayMessage(i18n, serverError)}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/**
 * One weekday: open or closed, and when: one opening, or two for a day with a break. The row's error
 * sits under the field it is about.
 */
function HoursRow({
  row,
  error,
  problem,
  onChange,
}: {
  row: OpeningRow;
  error: string | null;
  /** The form's own finding behind `error`, which places it; a server's error sits at the last closing time. */
  problem: ShopSettingsProblem | null;
  onChange: (row: Partial<OpeningRow>) => void;
}) {
  const { t, i18n } = useLingui();
  const day = weekdayWords(i18n, row.day);
  const place = error ? problemPlace(row, problem ?? 'overlapsNextDay') : null;
  const errorAt = (index: number, field: keyof Opening) =>
    place && place.index === index && place.field === field ? error : null;
  const changeOpening = (index: number, change: Partial<Opening>) =>
    onChange({ openings: row.openings.with(index, { ...row.openings[index]!, ...change }) });
  return (
    <fieldset className="grid min-w-0 grid-cols-2 items-start gap-x-4 gap-y-2 sm:grid-cols-[8rem_1fr_1fr]">
      <legend className="sr-only">{day}</legend>
      <label className="col-span-2 flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-heading sm:col-span-1 sm:mt-6">
        <CheckboxInput checked={row.isOpen} onChange={(event) => onChange({ isOpen: event.currentTarget.checked })} />
        <span>
          {day}
          <span className="sr-only"> {t`open`}</span>
        </span>
      </label>
      {row.isOpen ? (
        <>
          {/* Every saved opening shows, even past the form's two (more set through the API), so none is lost on save. */}
          {row.openings.map((opening, index) => (
            <Fragment key={index}>
              {index > 0 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t`Remove the break on ${day}`}
                  onPress={() => onChange({ openings: row.openings.toSpliced(index, 1) })}
                  className="col-span-2 justify-self-start sm:col-span-1 sm:mt-6"
                >
                  {t`Remove the break`}
                </Button>
              ) : null}
              <TimeField
                label={index === 0 ? t`Opens` : t`Reopens`}
                value={opening.opens}
                onChange={({ value: opens }) => changeOpening(index, { opens })}
                errorMessage={errorAt(index, 'opens')}
              />
              <TimeField
                label={index === 0 ? t`Closes` : t`Closes again`}
                value={opening.closes}
                allowsMidnightEnd
                onChange={({ value: closes }) => changeOpening(index, { closes })}
                errorMessage={errorAt(index, 'closes')}
              />
            </Fragment>
          ))}
          {row.openings.length < OPENINGS_PER_DAY_MAX ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t`Add a break on ${day}`}
              onPress={() => onChange({ openings: [...row.openings, { opens: '', closes: '' }] })}
              className="col-span-2 justify-self-start sm:col-start-2"
            >
              {t`Add a break`}
            </Button>
          ) : null}
        </>
      ) : (
        <p className="col-span-2 self-center text-small text-body sm:mt-6">{t`Closed all day`}</p>
      )}
    </fieldset>
  );
}
