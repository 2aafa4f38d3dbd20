import { useNewestEndScroll } from '../hooks/useNewestEndScroll';
import { formatMinutes } from '../domain/format';
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

const MARGIN = { top: 12, right: 12, bottom: 32, left: 56 };
/** Below this width per group the chart scrolls sideways instead of squeezing the bars. */
const MIN_GROUP_PX = 36;
const MIN_LABEL_PX = 44;
const MAX_BAR_PX = 20;
/** A generous width of one caption character, for sizing the value axis to its labels. */
const TICK_CHAR_PX = 7;

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
  const { scrollRef, containerWidth } = useNewestEndScroll(isEmpty, data.length);

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
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  // The value axis widens for long labels (480 min), so the largest never runs off the left edge.
  const left = Math.max(MARGIN.left, 14 + TICK_CHAR_PX * `${top} min`.length);
  const plotHeight = Math.max(height - MARGIN.top - MARGIN.bottom, 40);
  const plotWidth = Math.max(containerWidth - left - MARGIN.right, data.length * MIN_GROUP_PX);
  const svgWidth = plotWidth + left + MARGIN.right;
  const isScrollable = svgWidth > containerWidth + 1;
  const groupWidth = plotWidth / data.length;
  const barWidth = Math.min(MAX_BAR_PX, groupWidth * 0.36);
  const labelEvery = Math.ceil(MIN_LABEL_PX / groupWidth);
  const y = (value: number) => MARGIN.top + plotHeight - (Math.max(value, 0) / top) * plotHeight;
  const base = MARGIN.top + plotHeight;

  return (
    <div className={cn('flex w-full min-w-0 flex-col gap-3', className)} data-groups={data.length}>
      {legend}
      <div
        ref={scrollRef}
        className="w-full overflow-x-auto"
        data-scrollable={isScrollable || undefined}
        tabIndex={isScrollable ? 0 : undefined}
        role={isScrollable ? 'region' : undefined}
        aria-label={isScrollable ? `${title}, scrolls sideways` : undefined}
      >
        <svg
          role="img"
          aria-label={summarise(title, data)}
          width={svgWidth}
          height={height}
          viewBox={`0 0 ${svgWidth} ${height}`}
          className="block font-sans"
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={left}
                x2={svgWidth - MARGIN.right}
                y1={y(tick)}
                y2={y(tick)}
                className={tick === 0 ? 'stroke-border-strong' : 'stroke-border'}
                strokeDasharray={tick === 0 ? undefined : '4 4'}
              />
              <text
                x={left - 10}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-muted text-caption"
              >
                {`${tick} min`}
              </text>
            </g>
          ))}
          {data.map((group, index) => {
            const center = left + groupWidth * (index + 0.5);
            return (
              <g key={`${group.label}-${index}`} data-group={group.label}>
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
                {index % labelEvery === 0 ? (
                  <text
                    x={center}
                    y={height - MARGIN.bottom / 2 + 2}
                    textAnchor="middle"
                    dominantBaseline="middle"
                    className="fill-body text-small"
                  >
                    {group.label}
                  </text>
                ) : null}
              </g>
            );
          })}
          {lateAfterMinutes !== undefined ? (
            <line
              x1={left}
              x2={svgWidth - MARGIN.right}
              y1={y(lateAfterMinutes)}
              y2={y(lateAfterMinutes)}
              className="stroke-danger"
              strokeWidth={2}
              strokeDasharray="6 4"
              data-late-line
            />
          ) : null}
        </svg>
      </div>
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
    </div>
  );
}
