import { getHeapStatistics } from "node:v8";
import { afterEach, describe, expect, it } from "vitest";
import { atQuietCheck, startIdleCollector, type IdleCollector } from "./idle-collector";

const MB = 1024 * 1024;
const CHECK_EVERY_MS = 50;

/** What a burst of requests leaves: objects the heap grew for, dropped once answered. */
function burst(): number {
  const garbage = Array.from({ length: 400_000 }, (_, index) => ({ index, text: `row ${index} of a page that was answered` }));
  return garbage.length;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the event loop working for `ms`, in 20 ms tasks. */
async function busyFor(ms: number): Promise<number> {
  const until = performance.now() + ms;
  let spins = 0;
  while (performance.now() < until) {
    const started = performance.now();
    while (performance.now() - started < 20) spins += 1;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return spins;
}

let collector: IdleCollector | undefined;
afterEach(() => collector?.stop());

describe("the idle collector", () => {
  it("gives the heap a burst left behind back once the server is quiet", async () => {
    expect(burst()).toBe(400_000);
    const afterBurst = getHeapStatistics();
    expect(afterBurst.used_heap_size).toBeGreaterThan(40 * MB);

    collector = startIdleCollector({ checkEveryMs: CHECK_EVERY_MS });
    // A loaded host may interrupt a 50 ms interval or two: look for the first collection every
    // 300 ms, 3 s at most (looking is work too, so not at every interval).
    for (let waited = 0; collector.collections() === 0 && waited < 3_000; waited += 300) await sleep(300);
    expect(collector.collections()).toBeGreaterThanOrEqual(1);

    const quiet = getHeapStatistics();
    expect(quiet.used_heap_size).toBeLessThan(afterBurst.used_heap_size - 30 * MB);
    expect(quiet.total_heap_size).toBeLessThan(afterBurst.total_heap_size - 30 * MB);
  });

  it("does not collect while the server works", async () => {
    collector = startIdleCollector({ checkEveryMs: CHECK_EVERY_MS, slackBytes: 0 });
    await busyFor(CHECK_EVERY_MS * 6);
    expect(collector.collections()).toBe(0);
  });
});

describe("the idle collector's rule at each check", () => {
  const slackBytes = 8 * MB;
  const quiet = { utilization: 0.001, unusedHeapBytes: 20 * MB, slackBytes };
  const working = { ...quiet, utilization: 0.4 };

  /** Runs the rule over a sequence of intervals, as the timer does; returns the collections made. */
  function collectionsOver(intervals: (typeof quiet)[]): number {
    let collectionsSinceWork = 0;
    let collections = 0;
    for (const interval of intervals) {
      const step = atQuietCheck(collectionsSinceWork, interval);
      collectionsSinceWork = step.collectionsSinceWork;
      if (step.collect) collections += 1;
    }
    return collections;
  }

  it("collects four times at most once quiet, and again after the server worked", () => {
    expect(collectionsOver(Array(6).fill(working))).toBe(0);
    expect(collectionsOver(Array(10).fill(quiet))).toBe(4);
    expect(collectionsOver([...Array(10).fill(quiet), working, ...Array(10).fill(quiet)])).toBe(8);
  });

  it("does not collect while the heap holds less than the slack unused", () => {
    expect(collectionsOver(Array(10).fill({ ...quiet, unusedHeapBytes: slackBytes - 1 }))).toBe(0);
    expect(collectionsOver(Array(10).fill({ ...quiet, unusedHeapBytes: slackBytes }))).toBe(4);
  });

  it("counts an interval with 1% of work as work", () => {
    expect(collectionsOver(Array(10).fill({ ...quiet, utilization: 0.01 }))).toBe(0);
  });
});
