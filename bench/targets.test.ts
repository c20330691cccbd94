import { describe, expect, it } from "vitest";
import type { SideFigures } from "./http-load";
import { describeTarget, httpLoadTargets, javascriptTargets, listScaleTargets, memoryTargets } from "./targets";

const side = (requestsPerSecond: number, p99: number): SideFigures => ({
  requestsPerSecond,
  p50: p99 / 2,
  p99,
  failures: 0,
  cpuMsPerRequest: null,
});

describe("the bench's targets", () => {
  it("holds the lists to 0.80 of the bare server and a p99 within 1.5 times its own, and order writes to 0.70", () => {
    const [clients, slowList, create, status] = httpLoadTargets("PostgreSQL", [
      { scenario: "clients", label: "clients", app: side(800, 60), bare: side(1000, 40) },
      { scenario: "inventory", label: "inventory", app: side(790, 40), bare: side(1000, 40) },
      { scenario: "order-create", label: "create", app: side(70, 100), bare: side(100, 50) },
      { scenario: "order-status", label: "status", app: side(69, 100), bare: side(100, 100) },
    ]);
    expect([clients!.met, slowList!.met, create!.met, status!.met]).toEqual([true, false, true, false]);
    expect(describeTarget(clients!)).toBe("✓ clients, PostgreSQL, app ÷ bare ≥ 0.80, p99 ≤ 1.5× bare: 0.80, p99 1.50×");
    expect(describeTarget(status!)).toMatch(/^✗ status, PostgreSQL, app ÷ bare ≥ 0.70: 0.69/);
  });

  it("names the screens over their budget", () => {
    const screen = (path: string, kb: number, budgetKb: number) => ({
      path,
      shownPath: path,
      files: [],
      sessionChecks: 0,
      transferredBytes: kb * 1024,
      bytes: 0,
      budgetKb,
    });
    const [landing, screens] = javascriptTargets([screen("/", 87, 100), screen("/clients", 150, 170), screen("/orders", 171, 170)]);
    expect(landing).toMatchObject({ met: true, measured: "largest / 87.0 KB" });
    expect(screens).toMatchObject({ met: false, measured: "over: /orders 171.0 KB" });
  });

  it("counts a first page without its total, or not measured, as missed", () => {
    const [clients, inventory, orders] = listScaleTargets("PGlite", [
      { label: "clients, first page", median: 4.4, p95: 6, total: "10000+", rows: 50 },
      { label: "inventory, first page", median: 3.6, p95: 6, total: null, rows: 50 },
    ]);
    expect([clients!.met, inventory!.met, orders!.met]).toEqual([true, false, false]);
  });

  it("holds idle memory to 200 MB on PGlite and 120 MB on PostgreSQL", () => {
    const sample = (megabytes: number) => ({ rss: megabytes * 1024 * 1024, heapUsed: 0, heapTotal: 0, external: 0, arrayBuffers: 0 });
    const figures = (engine: "PGlite" | "PostgreSQL", megabytes: number) => ({
      engine,
      idle: sample(0),
      after10kClients: sample(0),
      loadPeakRss: 0,
      afterLoad: sample(megabytes + 50),
      quietAfterLoad: sample(megabytes),
    });
    expect(memoryTargets([figures("PGlite", 190), figures("PostgreSQL", 130)]).map((target) => target.met)).toEqual([true, false]);
  });
});
