/**
 * The arithmetic of the reports' bar charts (docs/decisions.md 153), apart from the page: where
 * a figure's axis puts its marks, how many bars of a row have room for their names, and where a
 * pointer or a key lands among the bars.
 */

/**
 * About `count` marks for an axis from 0 to `max`, at a round step (1, 2, 2.5 or 5 times a power
 * of ten), the last at or above `max`. Whole numbers only: a count of orders is never 2.5.
 */
export function niceTicks(max: number, count = 5): number[] {
  if (!Number.isFinite(max) || max <= 0) return [0, 1];
  const rough = max / (count - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!,
  );
  const wholeStep = Number.isInteger(step) ? step : Math.ceil(step);
  const ticks: number[] = [];
  for (let tick = 0; ticks.length === 0 || ticks.at(-1)! < max; tick += wholeStep) ticks.push(tick);
  return ticks;
}

/**
 * Every how many bars a name is written under them so that the names do not touch: 1 when each
 * bar's room holds the widest name and `gap`, 2 when two bars' room does, and so on.
 */
export function labelEvery(bandWidth: number, widestLabel: number, gap = 12): number {
  if (bandWidth <= 0) return 1;
  return Math.max(1, Math.ceil((widestLabel + gap) / bandWidth));
}

/** The bar whose band holds `position` along the axis, among `count` bands from `start`, each `band` wide; null outside. */
export function bandAt(position: number, start: number, band: number, count: number): number | null {
  if (band <= 0 || position < start) return null;
  const index = Math.floor((position - start) / band);
  return index < count ? index : null;
}

/** The bar a key moves to from `current` (none yet: the first), or undefined for a key the chart leaves to the page. */
export function barAfterKey(key: string, current: number | null, count: number): number | undefined {
  const from = current ?? 0;
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return current === null ? 0 : Math.min(from + 1, count - 1);
    case "ArrowLeft":
    case "ArrowUp":
      return Math.max(from - 1, 0);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}

/** Where something `size` wide, centred on `centre` as far as it can be, starts so that it stays within 0 and `room`. */
export function startWithin(centre: number, size: number, room: number): number {
  return Math.max(0, Math.min(centre - size / 2, room - size));
}

/** The longest name the bars' axis writes before cutting it with an ellipsis; the tooltip and the table give it whole. */
const LABEL_CHARACTERS = 16;

export const shortLabel = (label: string) => (label.length > LABEL_CHARACTERS ? `${label.slice(0, LABEL_CHARACTERS - 1)}…` : label);
