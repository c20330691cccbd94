/**
 * The performance targets (docs/performance.md "Targets"), checked against what `npm run bench`
 * measured: one line each, ✓ when met, ✗ when not, printed together at the end of the run.
 */
import type { ScenarioFigures } from "./http-load";
import type { ImportTiming } from "./imports";
import type { ScreenJavaScriptFigures } from "./landing-size";
import type { LighthouseFigures } from "./lighthouse";
import type { ListTiming } from "./list-scale";
import type { MemoryFigures } from "./memory";
import type { ReportTiming } from "./reports";

export interface TargetCheck {
  /** The target, as docs/performance.md states it. */
  target: string;
  /** What was measured, in a few words. */
  measured: string;
  met: boolean;
}

export const describeTarget = ({ target, measured, met }: TargetCheck) => `${met ? "✓" : "✗"} ${target}: ${measured}`;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Every screen within its budget (the landing page 100 KB at most, every other screen 170 KB): one line per budget. */
export function javascriptTargets(screens: ScreenJavaScriptFigures[]): TargetCheck[] {
  const byBudget = new Map<number, ScreenJavaScriptFigures[]>();
  for (const screen of screens) {
    if (screen.budgetKb !== undefined) byBudget.set(screen.budgetKb, [...(byBudget.get(screen.budgetKb) ?? []), screen]);
  }
  return [...byBudget].map(([budgetKb, measured]) => {
    const largest = measured.reduce((a, b) => (b.transferredBytes > a.transferredBytes ? b : a));
    const over = measured.filter((screen) => screen.transferredBytes > budgetKb * 1024);
    return {
      target: `first-load JavaScript ≤ ${budgetKb} KB (${measured.map((screen) => screen.path).join(", ")})`,
      measured:
        over.length > 0
          ? `over: ${over.map((screen) => `${screen.path} ${kb(screen.transferredBytes)}`).join(", ")}`
          : `largest ${largest.path} ${kb(largest.transferredBytes)}`,
      met: over.length === 0,
    };
  });
}

/** Performance ≥ 95, accessibility and best practices 100, each page and preset. */
export function lighthouseTargets(pages: LighthouseFigures[]): TargetCheck[] {
  return pages.map(({ path, preset, scores }) => ({
    target: `Lighthouse ${path} (${preset}) performance ≥ 95, accessibility 100, best practices 100`,
    measured: `${scores.performance}, ${scores.accessibility}, ${scores["best-practices"]}`,
    met: scores.performance >= 95 && scores.accessibility === 100 && scores["best-practices"] === 100,
  }));
}

/** The lists at ≥ 0.80 of the bare server with a p99 at most 1.5 times its own; order writes at ≥ 0.70. */
export function httpLoadTargets(engine: string, scenarios: ScenarioFigures[]): TargetCheck[] {
  return scenarios.map(({ scenario, label, app, bare }) => {
    const ratio = app.requestsPerSecond / bare.requestsPerSecond;
    const p99Ratio = app.p99 / bare.p99;
    const isList = scenario === "clients" || scenario === "inventory";
    return {
      target: `${label}, ${engine}, app ÷ bare ≥ ${isList ? "0.80, p99 ≤ 1.5× bare" : "0.70"}`,
      measured: `${ratio.toFixed(2)}, p99 ${p99Ratio.toFixed(2)}×`,
      met: isList ? ratio >= 0.8 && p99Ratio <= 1.5 : ratio >= 0.7,
    };
  });
}

/** The first page of clients, inventory and orders at 100,000 rows, total included: median ≤ 10 ms. */
export function listScaleTargets(engine: string, timings: ListTiming[]): TargetCheck[] {
  return ["clients, first page", "inventory, first page", "orders, first page"].map((label) => {
    const timing = timings.find((candidate) => candidate.label === label);
    return {
      target: `${label} at 100,000 rows, ${engine}, median ≤ 10 ms with its total`,
      measured: timing ? `${ms(timing.median)} (total ${timing.total})` : "not measured",
      met: timing !== undefined && timing.median <= 10 && timing.total !== null,
    };
  });
}

/** Each report at 100,000 orders: ≤ 50 ms on PGlite, ≤ 20 ms on PostgreSQL (median), over each range measured. */
export function reportTargets(engine: "PGlite" | "PostgreSQL", timings: ReportTiming[]): TargetCheck[] {
  const limit = engine === "PGlite" ? 50 : 20;
  return timings.map(({ report, range, median }) => ({
    target: `/api/v1/reports/${report}, ${range}, 100,000 orders, ${engine}, median ≤ ${limit} ms`,
    measured: ms(median),
    met: median <= limit,
  }));
}

/** The server's RSS once quiet after use: ≤ 200 MB on PGlite, ≤ 120 MB on PostgreSQL. */
export function memoryTargets(figures: MemoryFigures[]): TargetCheck[] {
  return figures.map(({ engine, quietAfterLoad }) => {
    const limit = engine === "PGlite" ? 200 : 120;
    return {
      target: `idle RSS after use, ${engine}, ≤ ${limit} MB`,
      measured: mb(quietAfterLoad.rss),
      met: quietAfterLoad.rss <= limit * 1024 * 1024,
    };
  });
}

/** 10,000 clients imported in ≤ 10 s on PGlite while the list's p99 stays under 100 ms. */
export function importTargets(timings: ImportTiming[]): TargetCheck[] {
  return timings
    .filter((timing) => timing.engine === "PGlite")
    .map(({ importSeconds, created, listDuring }) => ({
      target: `import of 10,000 clients, PGlite, ≤ 10 s with the list's p99 < 100 ms meanwhile`,
      measured: `${importSeconds.toFixed(1)} s for ${created.toLocaleString("en")} clients, list p99 ${ms(listDuring.p99)}`,
      met: created === 10_000 && importSeconds <= 10 && listDuring.p99 < 100,
    }));
}
