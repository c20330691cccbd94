import { useNavigate } from "react-router";
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from "recharts";

/**
 * The reports' charts, drawn by Recharts (docs/decisions.md 102): this module is the only one that
 * imports it, and the reports page loads it lazily, once a report has something to draw.
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

/** The longest name the bars' axis writes before cutting it with an ellipsis; the tooltip and the table give it whole. */
const LABEL_CHARACTERS = 16;
/** The width of a character of the 12 px figures, a little over, so that the room left for them holds the longest. */
const LABEL_CHARACTER_PX = 7.5;
const shortLabel = (label: string) => (label.length > LABEL_CHARACTERS ? `${label.slice(0, LABEL_CHARACTERS - 1)}…` : label);

// The theme's colours (src/web/styles.css), so the charts read like the rest of the screens.
const AXIS_TEXT = { fill: "var(--color-muted-foreground)", fontSize: 12 };
/** The chart reached by keyboard is outlined as the other controls are, in the ring's colour. */
const FOCUS_RING =
  "[&_.recharts-surface]:rounded-sm [&_.recharts-surface:focus-visible]:outline-2 [&_.recharts-surface:focus-visible]:outline-offset-2 [&_.recharts-surface:focus-visible]:outline-ring";

/**
 * A bar chart in the theme's colours that follows its box's width. Recharts' accessibility layer
 * stays on (its default): the chart is reached with Tab and the arrow keys walk its bars, the
 * tooltip saying each one's figure; the panel's table gives the same figures to screen readers.
 */
export function ReportChart({ title, shape, points, valueName, formatValue, formatShort, height }: ReportChartProps) {
  const navigate = useNavigate();
  // A bar that leads somewhere opens it on a click; the table under the chart has the same links for the keyboard.
  const leads = points.some((point) => point.href !== undefined);
  const openBar = (entry: { payload?: unknown }) => {
    const href = (entry.payload as ChartPoint | undefined)?.href;
    if (href !== undefined) void navigate(href);
  };
  // The bar's name, then its figure with what it is, side by side: no colon, which each language spaces its own way.
  const tooltip = (
    <Tooltip
      cursor={{ fill: "var(--color-muted)" }}
      content={({ active, payload, label }) =>
        active && payload?.length ? (
          <div className="rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-sm">
            <p className="font-semibold">{label}</p>
            <p className="flex gap-3">
              <span className="text-muted-foreground">{valueName}</span>
              <span className="font-medium tabular-nums">{formatValue(Number(payload[0]!.value))}</span>
            </p>
          </div>
        ) : null
      }
    />
  );

  if (shape === "columns") {
    return (
      <BarChart
        responsive
        className={FOCUS_RING}
        aria-label={title}
        data={points}
        style={{ width: "100%", height }}
        margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke="var(--color-border)" />
        <XAxis dataKey="label" tick={AXIS_TEXT} tickLine={false} axisLine={{ stroke: "var(--color-border)" }} minTickGap={12} />
        <YAxis
          width="auto"
          tickFormatter={formatShort ?? formatValue}
          tick={AXIS_TEXT}
          tickLine={false}
          axisLine={false}
          allowDecimals={false}
        />
        {tooltip}
        <Bar dataKey="value" name={valueName} fill="var(--color-primary)" radius={[4, 4, 0, 0]} maxBarSize={48} />
      </BarChart>
    );
  }

  // Room on the right for the figure written at each bar's end: about the width of the longest.
  const labelRoom = Math.max(...points.map((point) => formatValue(point.value).length)) * LABEL_CHARACTER_PX + 12;
  return (
    <BarChart
      responsive
      className={FOCUS_RING}
      layout="vertical"
      aria-label={title}
      data={points}
      style={{ width: "100%", height }}
      margin={{ top: 4, right: labelRoom, bottom: 4, left: 0 }}
    >
      <XAxis type="number" hide allowDecimals={false} />
      <YAxis type="category" dataKey="label" width="auto" tickFormatter={shortLabel} tick={AXIS_TEXT} tickLine={false} axisLine={false} />
      {tooltip}
      <Bar
        dataKey="value"
        name={valueName}
        fill="var(--color-primary)"
        radius={[0, 4, 4, 0]}
        maxBarSize={24}
        className={leads ? "cursor-pointer" : undefined}
        onClick={leads ? openBar : undefined}
      >
        <LabelList
          dataKey="value"
          position="right"
          formatter={(value) => formatValue(Number(value))}
          fill="var(--color-foreground)"
          fontSize={12}
        />
      </Bar>
    </BarChart>
  );
}
