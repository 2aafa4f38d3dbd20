import { useLingui } from '@lingui/react/macro';
import type { ReactNode, RefObject } from 'react';
import { cn } from './styles';

/** Where a group's bars go: its centre, its width, the value scale and the plot's floor. */
export interface ChartGroupGeometry {
  center: number;
  groupWidth: number;
  /** The y of a value (values below zero sit on the floor). */
  y: (value: number) => number;
  /** The y of zero. */
  base: number;
}

/** The plot's edges and scale, for lines across it. */
export interface ChartPlotGeometry {
  left: number;
  right: number;
  y: (value: number) => number;
}

export interface ChartFrameProps<T extends { label: string }> {
  /** One group per item, left to right; `label` names it on the axis. */
  data: T[];
  /** What the chart shows: names the scrolling region. */
  title: string;
  /** The sentence screen readers hear for the drawing. */
  summary: string;
  legend: ReactNode;
  /** Height of the drawing in pixels. */
  height: number;
  className?: string;
  /** The chart's scrolling box and its width (useNewestEndScroll). */
  scroll: { scrollRef: RefObject<HTMLDivElement | null>; containerWidth: number };
  /** The value axis: gridlines every `step` from 0 to `top`, each labelled by `formatTick`. */
  top: number;
  step: number;
  formatTick: (tick: number) => string;
  /** The value axis' least width; it widens for long labels. */
  minLeft: number;
  /** Below this width per group the chart scrolls sideways instead of squeezing the bars. */
  minGroupPx: number;
  /** Group labels closer than this are thinned to every second, third… group. */
  minLabelPx: number;
  /** The data attributes naming the number of groups (on the frame) and each group (on its `<g>`). */
  countAttribute: `data-${string}`;
  groupAttribute: `data-${string}`;
  /** A group's bars. */
  bars: (datum: T, geometry: ChartGroupGeometry) => ReactNode;
  /** What is drawn over the bars (a threshold line). */
  overlay?: (geometry: ChartPlotGeometry) => ReactNode;
  /** What follows the drawing: the visually hidden table of every figure. */
  children: ReactNode;
}

const MARGIN = { top: 12, right: 12, bottom: 32 };
/** A generous width of one caption character, for sizing the value axis to its labels. */
const TICK_CHAR_PX = 7;

/**
 * The frame the dashboard's bar charts share (IncomeChart, PrepTimeChart): the legend, the box that
 * scrolls sideways when the groups would get too narrow, and the SVG with its value axis (dashed
 * gridlines, a solid zero line, labels), a labelled group per item whose bars the chart draws, and what
 * the chart draws over them.
 */
export function ChartFrame<T extends { label: string }>({
  data,
  title,
  summary,
  legend,
  height,
  className,
  scroll: { scrollRef, containerWidth },
  top,
  step,
  formatTick,
  minLeft,
  minGroupPx,
  minLabelPx,
  countAttribute,
  groupAttribute,
  bars,
  overlay,
  children,
}: ChartFrameProps<T>) {
  const { t } = useLingui();
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  // The value axis widens for long labels, so the largest never runs off the left edge.
  const longestTick = Math.max(...ticks.map((tick) => formatTick(tick).length));
  const left = Math.max(minLeft, 14 + TICK_CHAR_PX * longestTick);
  const plotHeight = Math.max(height - MARGIN.top - MARGIN.bottom, 40);
  const plotWidth = Math.max(containerWidth - left - MARGIN.right, data.length * minGroupPx);
  const svgWidth = plotWidth + left + MARGIN.right;
  const isScrollable = svgWidth > containerWidth + 1;
  const groupWidth = plotWidth / data.length;
  const labelEvery = Math.ceil(minLabelPx / groupWidth);
  const y = (value: number) => MARGIN.top + plotHeight - (Math.max(value, 0) / top) * plotHeight;
  const base = MARGIN.top + plotHeight;

  return (
    <div className={cn('flex w-full min-w-0 flex-col gap-3', className)} {...{ [countAttribute]: data.length }}>
      {legend}
      <div
        ref={scrollRef}
        className="w-full overflow-x-auto"
        data-scrollable={isScrollable || undefined}
        tabIndex={isScrollable ? 0 : undefined}
        role={isScrollable ? 'region' : undefined}
        aria-label={isScrollable ? t`${title}, scrolls sideways` : undefined}
      >
        <svg
          role="img"
          aria-label={summary}
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
                {formatTick(tick)}
              </text>
            </g>
          ))}
          {data.map((datum, index) => {
            const center = left + groupWidth * (index + 0.5);
            return (
              <g key={`${datum.label}-${index}`} {...{ [groupAttribute]: datum.label }}>
                {bars(datum, { center, groupWidth, y, base })}
                {index % labelEvery === 0 ? (
                  <text
                    x={center}
                    y={height - MARGIN.bottom / 2 + 2}
                    textAnchor="middle"
                    dominantBaseline="middle"
                    className="fill-body text-small"
                  >
                    {datum.label}
                  </text>
                ) : null}
              </g>
            );
          })}
          {overlay?.({ left, right: svgWidth - MARGIN.right, y })}
        </svg>
      </div>
      {children}
    </div>
  );
}
