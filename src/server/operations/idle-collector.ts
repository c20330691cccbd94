import { performance } from "node:perf_hooks";
import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

export interface IdleCollectorOptions {
  /** How often the server looks whether it went quiet; a collection waits for one whole quiet interval. */
  checkEveryMs?: number;
  /** Heap V8 holds beyond what is in use, below which a collection is not worth it. */
  slackBytes?: number;
}

export interface IdleCollector {
  /** Collections made since the start. */
  collections(): number;
  stop(): void;
}

/** Below this share of an interval spent working, the server counts as quiet. */
const QUIET_UTILIZATION = 0.01;
/**
 * Collections in a row once quiet, at most: the second finds the pages the first freed swept,
 * and V8 shrinks its young generation only at a collection that follows seconds with almost
 * nothing allocated, which the first may not.
 */
const COLLECTIONS_WHEN_QUIET = 4;

/**
 * Gives back the memory a burst of requests left behind once the server goes quiet
 * (docs/decisions.md 150). V8 collects garbage when its heap fills up, not when a server stops
 * being busy: after a burst, the heap kept its young generation at its largest and the garbage
 * the requests promoted, until the next burst. After an interval with the event loop quiet,
 * this runs a full collection, and another at each quiet interval after it while V8 holds more
 * than `slackBytes` beyond what is in use, four at most; then none until the server has worked
 * again. A request arriving meanwhile waits for it (tens of milliseconds at most).
 */
export function startIdleCollector({ checkEveryMs = 5_000, slackBytes = 8 * 1024 * 1024 }: IdleCollectorOptions = {}): IdleCollector {
  const collect = garbageCollector();
  let loopAtLastCheck = performance.eventLoopUtilization();
  let collectionsSinceWork = 0;
  let collections = 0;

  const timer = setInterval(() => {
    const loop = performance.eventLoopUtilization();
    const heap = getHeapStatistics();
    const step = atQuietCheck(collectionsSinceWork, {
      utilization: performance.eventLoopUtilization(loop, loopAtLastCheck).utilization,
      unusedHeapBytes: heap.total_heap_size - heap.used_heap_size,
      slackBytes,
    });
    loopAtLastCheck = loop;
    collectionsSinceWork = step.collectionsSinceWork;
    if (!step.collect) return;
    collect();
    collections += 1;
    // The collection itself is work: the next interval measures from after it.
    loopAtLastCheck = performance.eventLoopUtilization();
  }, checkEveryMs);
  timer.unref();

  return { collections: () => collections, stop: () => clearInterval(timer) };
}

export interface QuietCheck {
  /** Share of the last interval the event loop spent working, 0 to 1. */
  utilization: number;
  /** Heap V8 holds beyond what is in use. */
  unusedHeapBytes: number;
  slackBytes: number;
}

/**
 * The collector's rule at each check, apart from the clock and the heap it reads: an interval
 * with work resets the count; a quiet one collects while fewer than four collections followed
 * the last work and the heap holds more than the slack unused.
 */
export function atQuietCheck(collectionsSinceWork: number, check: QuietCheck): { collect: boolean; collectionsSinceWork: number } {
  if (check.utilization >= QUIET_UTILIZATION) return { collect: false, collectionsSinceWork: 0 };
  const collect = collectionsSinceWork < COLLECTIONS_WHEN_QUIET && check.unusedHeapBytes >= check.slackBytes;
  return { collect, collectionsSinceWork: collect ? collectionsSinceWork + 1 : collectionsSinceWork };
}

/**
 * V8's full collection, which Node gives only to a process started with `--expose-gc`: the
 * flag, set for a moment, puts `gc` in a new context, and the app's own global never sees it.
 */
function garbageCollector(): () => void {
  setFlagsFromString("--expose-gc");
  try {
    return runInNewContext("gc") as () => void;
  } finally {
    setFlagsFromString("--no-expose-gc");
  }
}
