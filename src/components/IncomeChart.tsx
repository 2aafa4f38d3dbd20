import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Language } from '../domain/languages';
import { useNewestEndScroll } from '../hooks/useNewestEndScroll';
import { useFormats } from '../i18n/useFormats';
import { ChartFrame } from './ChartFrame';
import { cn } from './styles';

/** One day of the report: the income of the orders paid that day, in rupiah. */
export interface IncomeChartDatum {
  label: string;
  income: number;
}

/** The dashboard's income bar chart (real takings only: the shop keeps no costs, so no outcome is drawn). */
export interface IncomeChartProps {
  data: IncomeChartDatum[];
  /** Height of the drawing in pixels. */
  height?: number;
  /** What the chart shows; its accessible name and the data table's caption. */
  title?: string;
  className?: string;
}

/** The value axis' least width (it widens for long labels: IDR 10000 M). */
const MIN_AXIS_PX = 76;
/** Below this width per day the chart scrolls sideways instead of squeezing the bars. */
const MIN_GROUP_PX = 32;
/** Day labels closer than this are thinned to every second, third… day. */
const MIN_LABEL_PX = 40;
const MAX_BAR_PX = 24;
const TICKS = 4;
const MILLION = 1_000_000;

/** A round step (1, 2, 2.5 or 5 times a power of ten) that splits `max` into about `TICKS` parts. */
function niceStep(max: number): number {
  if (max <= 0) return MILLION;
  const rough = max / TICKS;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const factor = [1, 2, 2.5, 5, 10].find((candidate) => candidate * magnitude >= rough) ?? 10;
  return factor * magnitude;
}

/**
 * The value axis label in millions, with a decimal comma for steps below a million: `IDR 4 M`,
 * `IDR 0,2 M` in English (the specification's axis), `Rp4 jt`, `Rp0,2 jt` (juta) in Bahasa Indonesia.
 */
function formatMillions(value: number, language: Language): string {
  const millions = String(Number((value / MILLION).toFixed(2))).replace('.', ',');
  return language === 'id' ? `Rp${millions} jt` : `IDR ${millions} M`;
}

/**
 * Income bars (accent yellow) per day with a value axis in IDR millions. It fills its container and
 * scrolls sideways when the days would get too narrow, starting scrolled to the newest days. Screen
 * readers get a summary and a visually hidden table of every figure.
 */
export function IncomeChart({ data, height = 420, title: givenTitle, className }: IncomeChartProps) {
  const { t } = useLingui();
  const f = useFormats();
  const title = givenTitle ?? t`Income per day`;
  // A period without a paid order draws no bars: it says so, and what will fill it, instead.
  const isEmpty = data.every((day) => day.income === 0);
  const scroll = useNewestEndScroll(isEmpty, data.length);
  const { scrollRef } = scroll;

  const legend = (
    <ul aria-label={t`Legend`} className="flex flex-wrap justify-end gap-x-6 gap-y-2 text-small text-body">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="size-3 rounded-full bg-chart-income" />
        {t`Income`}
      </li>
    </ul>
  );

  if (isEmpty) {
    return (
      <div className={cn('flex w-full flex-col gap-3', className)} data-empty>
        {legend}
        <div
          ref={scrollRef}
          style={{ height }}
          className="flex items-center justify-center rounded-card border border-dashed border-border bg-surface-alt p-tile text-center text-muted"
        >
          {t`No paid orders in this period yet. Figures appear after the first paid order.`}
        </div>
      </div>
    );
  }

  const max = Math.max(...data.map((day) => day.income), 0);
  const step = niceStep(max);
  const top = Math.max(step * Math.ceil(max / step), step);
  // The sentence screen readers hear for the drawing; the table below carries every figure.
  const income = data.reduce((sum, day) => sum + day.income, 0);
  const best = data.reduce((most, day) => (day.income > most.income ? day : most), data[0]!);
  const [first, last] = [data[0]!.label, data.at(-1)!.label];
  const [total, bestIncome, bestDay] = [f.money(income), f.money(best.income), best.label];
  const days = plural(data.length, { one: '# day', other: '# days' });
  const summary = t`${title}, ${days} from ${first} to ${last}: income ${total}; highest income ${bestIncome} on ${bestDay}.`;

  return (
    <ChartFrame
      data={data}
      title={title}
      summary={summary}
      legend={legend}
      height={height}
      className={className}
      scroll={scroll}
      top={top}
      step={step}
      formatTick={(tick) => formatMillions(tick, f.language)}
      minLeft={MIN_AXIS_PX}
      minGroupPx={MIN_GROUP_PX}
      minLabelPx={MIN_LABEL_PX}
      countAttribute="data-days"
      groupAttribute="data-day"
      bars={(day, { center, groupWidth, y, base }) => {
        const barWidth = Math.min(MAX_BAR_PX, groupWidth * 0.6);
        return (
          <rect
            x={center - barWidth / 2}
            y={y(day.income)}
            width={barWidth}
            height={base - y(day.income)}
            className="fill-chart-income stroke-chart-outcome"
            strokeWidth={0.75}
            data-series="income"
          >
            <title>{t`${day.label}: income ${f.money(day.income)}`}</title>
          </rect>
        );
      }}
    >
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Day`}</th>
            <th scope="col">{t`Income`}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((day, index) => (
            <tr key={`${day.label}-${index}`}>
              <th scope="row">{day.label}</th>
              <td>{f.money(day.income)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ChartFrame>
  );
}
