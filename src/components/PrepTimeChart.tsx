import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNewestEndScroll } from '../hooks/useNewestEndScroll';
import { useFormats } from '../i18n/useFormats';
import { ChartFrame } from './ChartFrame';
import { cn } from './styles';

/** One group of the chart (a day, or an hour of the day): its preparation times in minutes. */
export interface PrepTimeDatum {
  /** What the group is called on the axis and in the table: `23`, `09:00`. */
  label: string;
  /** Median paid→ready in minutes; null when no order of the group was measured. */
  medianMinutes: number | null;
  /** 90th percentile of paid→ready in minutes; null when none was measured. */
  p90Minutes: number | null;
  /** Paid orders in the group. */
  orders: number;
  /** Late orders in the group. */
  late: number;
}

/** The dashboard's preparation-time chart: median and 90th percentile paid→ready per day or per hour. */
export interface PrepTimeChartProps {
  data: PrepTimeDatum[];
  /** What the chart shows; its accessible name and the data table's caption. */
  title: string;
  /** What one group is, for the table's first column: `Day`, `Hour`. */
  groupLabel: string;
  /** Draws a dashed line at the late threshold when given. */
  lateAfterMinutes?: number;
  /** Height of the drawing in pixels. */
  height?: number;
  className?: string;
}

/** The value axis' least width (it widens for long labels: 480 min). */
const MIN_AXIS_PX = 56;
/** Below this width per group the chart scrolls sideways instead of squeezing the bars. */
const MIN_GROUP_PX = 36;
const MIN_LABEL_PX = 44;
const MAX_BAR_PX = 20;

/** A round step of minutes (1, 2, 5, 10, 15, 30, 60…) that splits `max` into about four parts. */
function minuteStep(max: number): number {
  const rough = max / 4;
  return [1, 2, 5, 10, 15, 30, 60, 120, 240, 480].find((step) => step >= rough) ?? Math.ceil(rough / 480) * 480;
}

/** The group whose 90th percentile is the highest, of those measured; null when none was. */
function slowestOf(data: PrepTimeDatum[]): PrepTimeDatum | null {
  return data
    .filter((group) => group.medianMinutes !== null)
    .reduce<PrepTimeDatum | null>(
      (top, group) => (top === null || group.p90Minutes! > top.p90Minutes! ? group : top),
      null,
    );
}

/**
 * Median (accent yellow) and 90th percentile (brand brown) bars of paid→ready minutes per group, with
 * the late threshold as a dashed line. It scrolls sideways when the groups would get too narrow and
 * starts scrolled to the newest. Screen readers get a summary and a visually hidden table of every figure.
 */
export function PrepTimeChart({
  data,
  title,
  groupLabel,
  lateAfterMinutes,
  height = 260,
  className,
}: PrepTimeChartProps) {
  const { t } = useLingui();
  const f = useFormats();
  const isEmpty = data.every((group) => group.medianMinutes === null);
  const scroll = useNewestEndScroll(isEmpty, data.length);
  const { scrollRef } = scroll;

  const legend = (
    <ul aria-label={t`Legend`} className="flex flex-wrap justify-end gap-x-6 gap-y-2 text-small text-body">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="size-3 rounded-full bg-chart-income" />
        {t`Median`}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="size-3 rounded-full bg-chart-outcome" />
        {t`90th percentile`}
      </li>
      {lateAfterMinutes !== undefined ? (
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="w-4 border-t-2 border-dashed border-danger" />
          {t`Late after ${lateAfterMinutes} min`}
        </li>
      ) : null}
    </ul>
  );

  if (isEmpty) {
    return (
      <div className={cn('flex w-full flex-col gap-3', className)} data-empty>
        <div
          ref={scrollRef}
          style={{ minHeight: Math.min(height, 160) }}
          className="flex items-center justify-center rounded-card border border-dashed border-border bg-surface-alt p-tile text-center text-muted"
        >
          {t`No order was ready in this period yet.`}
        </div>
      </div>
    );
  }

  const max = Math.max(...data.map((group) => group.p90Minutes ?? 0), lateAfterMinutes ?? 0, 1);
  const step = minuteStep(max);
  const top = step * Math.ceil(max / step);
  // The sentence screen readers hear for the drawing; the table below carries every figure.
  const slowest = slowestOf(data);
  const late = data.reduce((sum, group) => sum + group.late, 0);
  const count = data.reduce((sum, group) => sum + group.orders, 0);
  const [first, last] = [data[0]!.label, data.at(-1)!.label];
  // The count as the shop writes it elsewhere (`98765`), not grouped by the plural's number format.
  const n = String(count);
  const orders = plural(count, { one: `${n} order`, other: `${n} orders` });
  const [slowestMinutes, slowestGroup] = [f.minutes(slowest?.p90Minutes ?? null), slowest?.label];
  const summary = slowest
    ? t`${title}, ${first} to ${last}: ${orders}, ${late} late; slowest 90th percentile ${slowestMinutes} at ${slowestGroup}.`
    : t`${title}, ${first} to ${last}: ${orders}, ${late} late.`;

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
      formatTick={(tick) => f.minutes(tick)}
      minLeft={MIN_AXIS_PX}
      minGroupPx={MIN_GROUP_PX}
      minLabelPx={MIN_LABEL_PX}
      countAttribute="data-groups"
      groupAttribute="data-group"
      bars={(group, { center, groupWidth, y, base }) => {
        const barWidth = Math.min(MAX_BAR_PX, groupWidth * 0.36);
        return (
          <>
            {group.medianMinutes !== null ? (
              <rect
                x={center - barWidth - 1}
                y={y(group.medianMinutes)}
                width={barWidth}
                height={base - y(group.medianMinutes)}
                className="fill-chart-income stroke-chart-outcome"
                strokeWidth={0.75}
                data-series="median"
              >
                <title>{t`${group.label}: median ${f.minutes(group.medianMinutes)}`}</title>
              </rect>
            ) : null}
            {group.p90Minutes !== null ? (
              <rect
                x={center + 1}
                y={y(group.p90Minutes)}
                width={barWidth}
                height={base - y(group.p90Minutes)}
                className="fill-chart-outcome"
                data-series="p90"
              >
                <title>{t`${group.label}: 90th percentile ${f.minutes(group.p90Minutes)}`}</title>
              </rect>
            ) : null}
          </>
        );
      }}
      overlay={({ left, right, y }) =>
        lateAfterMinutes !== undefined ? (
          <line
            x1={left}
            x2={right}
            y1={y(lateAfterMinutes)}
            y2={y(lateAfterMinutes)}
            className="stroke-danger"
            strokeWidth={2}
            strokeDasharray="6 4"
            data-late-line
          />
        ) : null
      }
    >
      {/* A table ignores a 1 px width, so the hiding box is a div that clips it (and keeps the page from scrolling). */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{groupLabel}</th>
              <th scope="col">{t`Orders`}</th>
              <th scope="col">{t`Median`}</th>
              <th scope="col">{t`90th percentile`}</th>
              <th scope="col">{t`Late`}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((group, index) => (
              <tr key={`${group.label}-${index}`}>
                <th scope="row">{group.label}</th>
                <td>{group.orders}</td>
                <td>{f.minutes(group.medianMinutes)}</td>
                <td>{f.minutes(group.p90Minutes)}</td>
                <td>{group.late}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ChartFrame>
  );
}
