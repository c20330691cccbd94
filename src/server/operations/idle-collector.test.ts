import { getHeapStatistics } from "node:v8";
import { afterEach, describe, expect, it } from "vitest";
import { startIdleCollector, type IdleCollector } from "./idle-collector";

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
    await sleep(CHECK_EVERY_MS * 6);

    const quiet = getHeapStatistics();
    expect(collector.collections()).toBeGreaterThanOrEqual(1);
    expect(quiet.used_heap_size).toBeLessThan(afterBurst.used_heap_size - 30 * MB);
    expect(quiet.total_heap_size).toBeLessThan(afterBurst.total_heap_size - 30 * MB);
  });

  it("does not collect while the server works, four times at most once it is quiet, and again after it worked", async () => {
    collector = startIdleCollector({ checkEveryMs: CHECK_EVERY_MS, slackBytes: 0 });
    await busyFor(CHECK_EVERY_MS * 6);
    expect(collector.collections()).toBe(0);

    await sleep(CHECK_EVERY_MS * 10);
    expect(collector.collections()).toBe(4);

    await busyFor(CHECK_EVERY_MS * 3);
    await sleep(CHECK_EVERY_MS * 10);
    expect(collector.collections()).toBe(8);
  });
});
