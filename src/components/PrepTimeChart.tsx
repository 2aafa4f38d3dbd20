import { useNewestEndScroll } from '../hooks/useNewestEndScroll';
import { formatMinutes } from '../domain/format';
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

/** The sentence screen readers hear for the drawing; the table below carries every figure. */
function summarise(title: string, data: PrepTimeDatum[]): string {
  const measured = data.filter((group) => group.medianMinutes !== null);
  const slowest = measured.reduce<PrepTimeDatum | null>(
    (top, group) => (top === null || group.p90Minutes! > top.p90Minutes! ? group : top),
    null,
  );
  const late = data.reduce((sum, group) => sum + group.late, 0);
  const orders = data.reduce((sum, group) => sum + group.orders, 0);
  return (
    `${title}, ${data[0]!.label} to ${data.at(-1)!.label}: ${orders} ${orders === 1 ? 'order' : 'orders'}, ${late} late` +
    (slowest ? `; slowest 90th percentile ${formatMinutes(slowest.p90Minutes)} at ${slowest.label}.` : '.')
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
  const isEmpty = data.every((group) => group.medianMinutes === null);
  const scroll = useNewestEndScroll(isEmpty, data.length);
  const { scrollRef } = scroll;

  const legend = (
    <ul aria-label="Legend" className="flex flex-wrap justify-end gap-x-6 gap-y-2 text-small text-body">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="size-3 rounded-full bg-chart-income" />
        Median
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="size-3 rounded-full bg-chart-outcome" />
        90th percentile
      </li>
      {lateAfterMinutes !== undefined ? (
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="w-4 border-t-2 border-dashed border-danger" />
          Late after {lateAfterMinutes} min
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
          className="flex items-center justify-center rounded-card border border-dashed border-border bg-surface-alt p-4 text-center text-muted"
        >
          No order was ready in this period yet.
        </div>
      </div>
    );
  }

  const max = Math.max(...data.map((group) => group.p90Minutes ?? 0), lateAfterMinutes ?? 0, 1);
  const step = minuteStep(max);
  const top = step * Math.ceil(max / step);

  return (
    <ChartFrame
      data={data}
      title={title}
      summary={summarise(title, data)}
      legend={legend}
      height={height}
      className={className}
      scroll={scroll}
      top={top}
      step={step}
      formatTick={(tick) => `${tick} min`}
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
                <title>{`${group.label}: median ${formatMinutes(group.medianMinutes)}`}</title>
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
                <title>{`${group.label}: 90th percentile ${formatMinutes(group.p90Minutes)}`}</title>
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
              <th scope="col">Orders</th>
              <th scope="col">Median</th>
              <th scope="col">90th percentile</th>
              <th scope="col">Late</th>
            </tr>
          </thead>
          <tbody>
            {data.map((group, index) => (
              <tr key={`${group.label}-${index}`}>
                <th scope="row">{group.label}</th>
                <td>{group.orders}</td>
                <td>{formatMinutes(group.medianMinutes)}</td>
                <td>{formatMinutes(group.p90Minutes)}</td>
                <td>{group.late}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ChartFrame>
  );
}
