import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Button } from '../components/Button';
import { useOverflows } from '../hooks/useOverflows';
import { DateField } from '../components/DateField';
import { IncomeChart, type IncomeChartDatum } from '../components/IncomeChart';
import { PrepTimeChart, type PrepTimeDatum } from '../components/PrepTimeChart';
import { StatCard } from '../components/StatCard';
import { TakingsTable, type TakingsRow } from '../components/TakingsTable';
import { reportPeriod } from '../domain/report';
import { useFormats } from '../i18n/useFormats';
import { StatusGate, type ScreenStatus } from '../components/StatusGate';
import { Skeleton } from '../components/Skeleton';

export interface DashboardRange {
  from: string;
  to: string;
}

/** Preparation figures of the whole period. */
export interface DashboardPrepSummary {
  orders: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
  late: number;
}

/** The period's preparation times and takings, from the orders' real timestamps. */
export interface DashboardReport {
  /** The late rule: ready more than this many minutes after it was due. */
  lateAfterMinutes: number;
  period: DashboardPrepSummary;
  /** One entry per day of the period, oldest first. */
  days: PrepTimeDatum[];
  /** The hours of the day with orders (shop time), labelled `09:00`. */
  hours: PrepTimeDatum[];
  /** One row per day, oldest first. */
  takings: TakingsRow[];
}

/** The admin dashboard: real income per day, preparation times, takings by payment method, the period filter. */
export interface AdminDashboardScreenProps {
  status: ScreenStatus;
  income: IncomeChartDatum[];
  report: DashboardReport;
  range: DashboardRange;
  /** Today in shop time (`2026-11-20`): the period's years run up to its year. */
  today: string;
  onRangeChange: (range: DashboardRange) => void;
  onDownloadReport: () => void;
  onShareReport: () => void;
  /** Downloads the takings by payment method as CSV. */
  onDownloadTakings: () => void;
  chartHeight?: number;
  onRetry?: () => void;
}

/** How many years before this one a report period can start. */
const REPORT_YEARS_BACK = 10;

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** The four figures, the income chart beside the goals, and the preparation chart, while the report loads. */
const DASHBOARD_SKELETON = (
  <div aria-hidden="true" data-skeleton="dashboard" className="flex flex-col gap-6">
    <Skeleton shape="stat" count={4} label={null} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" />
    <div className="grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="flex min-w-0 flex-col gap-4 rounded-card bg-surface p-card shadow-soft">
        <Skeleton shape="heading" label={null} />
        <Skeleton shape="chart" label={null} />
      </div>
      <div className="flex flex-col gap-3 rounded-card bg-surface p-card shadow-soft">
        <Skeleton shape="heading" label={null} />
        <Skeleton shape="line" count={4} label={null} />
      </div>
    </div>
    <div className="flex min-w-0 flex-col gap-4 rounded-card bg-surface p-card shadow-soft">
      <Skeleton shape="heading" label={null} />
      <Skeleton shape="chart" label={null} />
    </div>
  </div>
);

export function AdminDashboardScreen({
  status,
  income,
  report,
  range,
  today,
  onRangeChange,
  onDownloadReport,
  onShareReport,
  onDownloadTakings,
  chartHeight = 420,
  onRetry,
}: AdminDashboardScreenProps) {
  const { t } = useLingui();
  const f = useFormats();
  const hoursRef = useRef<HTMLDivElement>(null);
  const hoursScroll = useOverflows(hoursRef);
  const totalIncome = income.reduce((sum, day) => sum + day.income, 0);
  const { period, lateAfterMinutes } = report;
  const goals = [
    { label: t`Days with sales`, percent: percent(income.filter((day) => day.income > 0).length, income.length) },
    {
      label: t`Orders ready within ${lateAfterMinutes} min`,
      percent: percent(period.orders - period.late, period.orders),
    },
  ];
  // The report keeps the specification's name, "Monthly Report", and says right under it which days it
  // covers (a month by its name, any other run of days by its dates), so six days never pass for a month.
  const shown = reportPeriod(range.from, range.to, f.language);
  const periodName = shown.text;
  const p90 = f.minutes(period.p90Minutes);
  const lastYear = Number(today.slice(0, 4));
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-heading text-title text-heading">{t`Dashboard`}</h1>
          <p className="text-body">{t`Monthly Report`}</p>
          <p className="text-small text-muted" data-period={shown.kind}>
            {shown.kind === 'month' ? periodName : t`Report for ${periodName}`}
          </p>
        </div>
        <fieldset className="flex flex-wrap items-end gap-3">
          <legend className="sr-only">{t`Report period`}</legend>
          <DateField
            label={t`From`}
            value={range.from}
            firstYear={lastYear - REPORT_YEARS_BACK}
            lastYear={lastYear}
            onChange={({ value }) => onRangeChange({ ...range, from: value })}
          />
          <DateField
            label={t`To`}
            value={range.to}
            firstYear={lastYear - REPORT_YEARS_BACK}
            lastYear={lastYear}
            onChange={({ value }) => onRangeChange({ ...range, to: value })}
          />
        </fieldset>
      </header>
      <StatusGate status={status} onRetry={onRetry} loadingLabel={t`Loading the report`} skeleton={DASHBOARD_SKELETON}>
        {() => (
          <div className="flex flex-col gap-6">
            <section
              aria-label={t`Figures of the period`}
              className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
            >
              <StatCard label={t`Income in this period`} value={f.money(totalIncome)} />
              <StatCard label={t`Paid orders`} value={period.orders} />
              <StatCard
                label={t`Median preparation`}
                value={f.minutes(period.medianMinutes)}
                trend={t`90th percentile ${p90}`}
              />
              <StatCard
                label={t`Late orders`}
                value={period.late}
                trend={t`Ready over ${lateAfterMinutes} min after paid`}
                trendDirection={period.late > 0 ? 'down' : 'flat'}
              />
            </section>
            <div className="grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
              <section
                aria-labelledby="income-heading"
                className="flex min-w-0 flex-col gap-4 rounded-card bg-surface p-card shadow-soft"
              >
                <h2 id="income-heading" className="font-heading text-section text-heading">
                  {t`Income`}
                </h2>
                <IncomeChart data={income} height={chartHeight} />
                <div className="flex flex-wrap gap-3">
                  <Button variant="primary" onPress={onDownloadReport}>
                    {t`Download Report`}
                  </Button>
                  <Button variant="accent" onPress={onShareReport}>
                    {t`Share Report`}
                  </Button>
                </div>
              </section>
              <section
                aria-labelledby="goals"
                className="flex flex-col gap-3 rounded-card bg-surface p-card shadow-soft"
              >
                <h2 id="goals" className="font-heading text-section text-heading">
                  {t`Goals`}
                </h2>
                {goals.map((goal) => (
                  <div key={goal.label} className="flex flex-col gap-1">
                    <span className="flex justify-between gap-2 text-small text-heading">
                      {goal.label}
                      <span>{goal.percent}%</span>
                    </span>
                    <span
                      role="progressbar"
                      aria-label={goal.label}
                      aria-valuenow={goal.percent}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      className="block h-3 overflow-hidden rounded-full bg-surface-sunken"
                    >
                      <span className="block h-full rounded-full bg-accent" style={{ width: `${goal.percent}%` }} />
                    </span>
                  </div>
                ))}
              </section>
            </div>
            <section
              aria-labelledby="prep-heading"
              className="flex min-w-0 flex-col gap-4 rounded-card bg-surface p-card shadow-soft"
            >
              <h2 id="prep-heading" className="font-heading text-section text-heading">
                {t`Preparation time`}
              </h2>
              <p className="text-small text-muted">
                {t`From paid to ready, for orders wanted at once. An order is late when it is ready more than ${lateAfterMinutes} minutes after it was paid (or after the time asked for).`}
              </p>
              <PrepTimeChart
                data={report.days}
                title={t`Preparation time per day`}
                groupLabel={t`Day`}
                lateAfterMinutes={report.lateAfterMinutes}
              />
              <h3 className="font-heading text-body font-semibold text-heading">{t`By hour of day`}</h3>
              <PrepTimeChart
                data={report.hours}
                title={t`Preparation time per hour of day`}
                groupLabel={t`Hour`}
                lateAfterMinutes={report.lateAfterMinutes}
              />
              {report.hours.length > 0 ? (
                <div
                  ref={hoursRef}
                  className="overflow-x-auto rounded-card border border-border"
                  tabIndex={hoursScroll ? 0 : undefined}
                  role={hoursScroll ? 'region' : undefined}
                  aria-label={hoursScroll ? t`Orders per hour, scrolls sideways` : undefined}
                >
                  <table className="w-full border-collapse text-small">
                    <caption className="sr-only">{t`Orders per hour of day`}</caption>
                    <thead className="bg-surface-alt text-heading">
                      <tr>
                        {[t`Hour`, t`Orders`, t`Median`, t`90th percentile`, t`Late`].map((label, index) => (
                          <th
                            key={label}
                            scope="col"
                            className={index ? 'px-3 py-2 text-right' : 'px-3 py-2 text-left'}
                          >
                            {label}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {report.hours.map((hour) => (
                        <tr key={hour.label} className="border-t border-border">
                          <th scope="row" className="px-3 py-2 text-left font-semibold text-heading">
                            {hour.label}
                          </th>
                          <td className="px-3 py-2 text-right tabular-nums">{hour.orders}</td>
                          <td className="px-3 py-2 text-right whitespace-nowrap">{f.minutes(hour.medianMinutes)}</td>
                          <td className="px-3 py-2 text-right whitespace-nowrap">{f.minutes(hour.p90Minutes)}</td>
                          <td className="px-3 py-2 text-right tabular-nums">{hour.late}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
            </section>
            <section
              aria-labelledby="takings-heading"
              className="flex min-w-0 flex-col gap-4 rounded-card bg-surface p-card shadow-soft"
            >
              <h2 id="takings-heading" className="font-heading text-section text-heading">
                {t`Takings by payment method`}
              </h2>
              <TakingsTable rows={report.takings} onDownloadCsv={onDownloadTakings} />
            </section>
          </div>
        )}
      </StatusGate>
    </div>
  );
}
