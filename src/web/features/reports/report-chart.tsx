import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { cn } from "@web/lib/cn";
import { bandAt, barAfterKey, labelEvery, niceTicks, shortLabel, startWithin } from "./chart-scale";

/**
 * The reports' bar charts, drawn as SVG by the page itself (docs/decisions.md 153): upright
 * columns along the months, or horizontal bars ranked, in the theme's colours, following their
 * box's width. The chart is reached with Tab and its bars are walked with the arrow keys, the
 * tooltip saying each one's name and figure; the panel's table gives the same figures to screen
 * readers.
 */

/** One bar: what it stands for, its figure, and where a click on it leads (a client's page), if anywhere. */
export interface ChartPoint {
  label: string;
  value: number;
  href?: string;
}

export interface ReportChartProps {
  /** The chart's accessible name: its panel's title. */
  title: string;
  /** Upright columns along a time axis, or horizontal bars, one per row of the report's table. */
  shape: "columns" | "bars";
  points: ChartPoint[];
  /** What the figures are, as the tooltip names them ("Revenue"). */
  valueName: string;
  /** A figure in full, for the tooltip and a bar's end. */
  formatValue: (value: number) => string;
  /** A figure in short, for the columns' axis ("€1.2K"); in full without it. */
  formatShort?: (value: number) => string;
  /** In pixels; the width is the box's. */
  height: number;
}

const FONT_SIZE = 12;
/** Between an axis's names and the bars. */
const AXIS_GAP = 8;
/** A bar's share of its band; the rest is the space between bars. */
const BAR_SHARE = 0.8;
const COLUMN_MAX = 48;
const BAR_MAX = 24;
const RADIUS = 4;
/** The columns' names sit under them, in a row this tall. */
const NAMES_ROW = 24;
const MARGIN = { columns: { top: 8, right: 4 }, bars: { top: 4, bottom: 4 } };

let measuring: CanvasRenderingContext2D | null | undefined;
/** How wide `text` is written in the charts' 12 px type, measured on a canvas that is never shown. */
function textWidth(text: string): number {
  if (measuring === undefined) {
    measuring = document.createElement("canvas").getContext("2d");
    if (measuring) measuring.font = `${FONT_SIZE}px ${getComputedStyle(document.body).fontFamily}`;
  }
  return measuring ? measuring.measureText(text).width : text.length * FONT_SIZE * 0.6;
}
const widest = (texts: string[]) => Math.max(0, ...texts.map(textWidth));

/** A bar's outline, rounded at the end its figure grows to: the top of a column, the right of a bar. */
function barPath(x: number, y: number, width: number, height: number, end: "top" | "right"): string {
  const r = Math.max(0, Math.min(RADIUS, end === "top" ? width / 2 : height / 2, end === "top" ? height : width));
  if (end === "top") {
    return `M${x},${y + height}V${y + r}Q${x},${y} ${x + r},${y}H${x + width - r}Q${x + width},${y} ${x + width},${y + r}V${y + height}Z`;
  }
  return `M${x},${y}H${x + width - r}Q${x + width},${y} ${x + width},${y + r}V${y + height - r}Q${x + width},${y + height} ${x + width - r},${y + height}H${x}Z`;
}

/** The width of an element, as it is laid out and whenever it changes. */
function useWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

const AXIS_TEXT = { fill: "var(--color-muted-foreground)", fontSize: FONT_SIZE };

export function ReportChart({ title, shape, points, valueName, formatValue, formatShort, height }: ReportChartProps) {
  const navigate = useNavigate();
  const tooltipId = useId();
  const [boxRef, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const leads = points.some((point) => point.href !== undefined);
  const largest = Math.max(0, ...points.map((point) => point.value));

  // Where everything goes, for the box's width: the figures' axis, the bands, and each bar.
  let plot: { left: number; right: number; top: number; bottom: number; band: number };
  let figureMarks: { value: number; y: number; text: string }[] = [];
  let bars: { x: number; y: number; width: number; height: number }[];
  let nameEvery = 1;
  if (shape === "columns") {
    const ticks = niceTicks(largest);
    const tickTexts = ticks.map((tick) => (formatShort ?? formatValue)(tick));
    const left = Math.ceil(widest(tickTexts)) + AXIS_GAP;
    const top = MARGIN.columns.top;
    const bottom = height - NAMES_ROW;
    const right = Math.max(left, width - MARGIN.columns.right);
    const band = (right - left) / points.length;
    const scale = (value: number) => bottom - (Math.max(0, value) / ticks.at(-1)!) * (bottom - top);
    plot = { left, right, top, bottom, band };
    figureMarks = ticks.map((tick, index) => ({ value: tick, y: scale(tick), text: tickTexts[index]! }));
    const barWidth = Math.min(COLUMN_MAX, band * BAR_SHARE);
    bars = points.map((point, index) => ({
      x: left + index * band + (band - barWidth) / 2,
      y: scale(point.value),
      width: barWidth,
      height: bottom - scale(point.value),
    }));
    nameEvery = labelEvery(band, widest(points.map((point) => point.label)));
  } else {
    const left = Math.ceil(widest(points.map((point) => shortLabel(point.label)))) + AXIS_GAP;
    // Room on the right for the figure written at each bar's end.
    const right = Math.max(left, width - Math.ceil(widest(points.map((point) => formatValue(point.value)))) - 12);
    const top = MARGIN.bars.top;
    const bottom = height - MARGIN.bars.bottom;
    const band = (bottom - top) / points.length;
    plot = { left, right, top, bottom, band };
    const barHeight = Math.min(BAR_MAX, band * BAR_SHARE);
    bars = points.map((point, index) => ({
      x: left,
      y: top + index * band + (band - barHeight) / 2,
      width: largest > 0 ? (Math.max(0, point.value) / largest) * (right - left) : 0,
      height: barHeight,
    }));
  }

  function barUnder(event: MouseEvent<HTMLElement>): number | null {
    const box = event.currentTarget.getBoundingClientRect();
    return shape === "columns"
      ? bandAt(event.clientX - box.left, plot.left, plot.band, points.length)
      : bandAt(event.clientY - box.top, plot.top, plot.band, points.length);
  }
  const open = (index: number | null) => {
    const href = index === null ? undefined : points[index]?.href;
    if (href !== undefined) void navigate(href);
  };
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") return setActive(null);
    if (event.key === "Enter") return open(active);
    const next = barAfterKey(event.key, active, points.length);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  }

  const shown = active === null ? undefined : points[active];
  const activeBar = active === null ? undefined : bars[active];
  // The tooltip is centred on its bar (ChartTooltip keeps it inside the chart); a ranked bar's goes
  // under it in the top half of the chart, over it in the bottom half.
  const tooltipAt = activeBar && {
    x: shape === "columns" ? activeBar.x + activeBar.width / 2 : plot.left + activeBar.width / 2,
    vertical:
      shape === "columns"
        ? { top: plot.top }
        : activeBar.y + activeBar.height / 2 < height / 2
          ? { top: activeBar.y + activeBar.height + 4 }
          : { bottom: height - activeBar.y + 4 },
  };

  return (
    <div
      ref={boxRef}
      role="application"
      aria-label={title}
      aria-describedby={shown ? tooltipId : undefined}
      tabIndex={0}
      data-chart={shape}
      className={cn(
        "relative rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        leads && active !== null && points[active]?.href !== undefined && "cursor-pointer",
      )}
      style={{ height }}
      onFocus={() => setActive((current) => current ?? 0)}
      onBlur={() => setActive(null)}
      onKeyDown={onKeyDown}
      onPointerMove={(event) => setActive(barUnder(event))}
      onPointerLeave={() => setActive(null)}
      onClick={leads ? (event) => open(barUnder(event)) : undefined}
    >
      {width > 0 && (
        <svg width={width} height={height} aria-hidden="true" className="block overflow-visible">
          {shape === "columns" && (
            <g>
              {figureMarks.map((mark) => (
                <g key={mark.value}>
                  <line x1={plot.left} x2={plot.right} y1={mark.y} y2={mark.y} stroke="var(--color-border)" />
                  <text x={plot.left - AXIS_GAP} y={mark.y} dy="0.35em" textAnchor="end" {...AXIS_TEXT} className="tabular-nums">
                    {mark.text}
                  </text>
                </g>
              ))}
              {points.map((point, index) =>
                index % nameEvery === 0 ? (
                  <text
                    key={index}
                    x={startWithin(plot.left + (index + 0.5) * plot.band, textWidth(point.label), width) + textWidth(point.label) / 2}
                    y={plot.bottom + 16}
                    textAnchor="middle"
                    {...AXIS_TEXT}
                  >
                    {point.label}
                  </text>
                ) : null,
              )}
            </g>
          )}
          {activeBar && (
            <rect
              fill="var(--color-muted)"
              {...(shape === "columns"
                ? { x: plot.left + active! * plot.band, y: plot.top, width: plot.band, height: plot.bottom - plot.top }
                : { x: 0, y: plot.top + active! * plot.band, width, height: plot.band })}
            />
          )}
          {points.map((point, index) => {
            const bar = bars[index]!;
            return (
              <g key={index}>
                <path
                  d={barPath(bar.x, bar.y, bar.width, bar.height, shape === "columns" ? "top" : "right")}
                  fill="var(--color-primary)"
                  data-bar=""
                />
                {shape === "bars" && (
                  <>
                    <text x={plot.left - AXIS_GAP} y={bar.y + bar.height / 2} dy="0.35em" textAnchor="end" {...AXIS_TEXT}>
                      {shortLabel(point.label)}
                    </text>
                    <text
                      x={bar.x + bar.width + 5}
                      y={bar.y + bar.height / 2}
                      dy="0.35em"
                      fill="var(--color-foreground)"
                      fontSize={FONT_SIZE}
                      className="tabular-nums"
                    >
                      {formatValue(point.value)}
                    </text>
                  </>
                )}
              </g>
            );
          })}
          {shape === "columns" && <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke="var(--color-border)" />}
        </svg>
      )}
      {shown && tooltipAt && (
        <ChartTooltip
          id={tooltipId}
          point={shown}
          valueName={valueName}
          formatValue={formatValue}
          x={tooltipAt.x}
          room={width}
          vertical={tooltipAt.vertical}
        />
      )}
    </div>
  );
}

interface ChartTooltipProps {
  id: string;
  point: ChartPoint;
  valueName: string;
  formatValue: (value: number) => string;
  /** The bar's middle, which the tooltip is centred on as far as the chart's width allows. */
  x: number;
  room: number;
  vertical: { top: number } | { bottom: number };
}

/** The bar's name, then its figure with what it is, side by side: no colon, which each language spaces its own way. */
function ChartTooltip({ id, point, valueName, formatValue, x, room, vertical }: ChartTooltipProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Placed once its width is known, before it is painted.
  useLayoutEffect(() => {
    const tooltip = ref.current;
    if (tooltip) tooltip.style.left = `${startWithin(x, tooltip.offsetWidth, room)}px`;
  }, [x, room, point]);
  return (
    <div
      ref={ref}
      id={id}
      role="tooltip"
      className="pointer-events-none absolute z-10 w-max rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-sm"
      style={{ ...vertical, maxWidth: room }}
    >
      <p className="font-semibold">{point.label}</p>
      <p className="flex gap-3">
        <span className="text-muted-foreground">{valueName}</span>
        <span className="font-medium tabular-nums">{formatValue(point.value)}</span>
      </p>
    </div>
  );
}
