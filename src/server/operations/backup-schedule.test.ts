import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startBackupSchedule } from "./backup-schedule";

const directories: string[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function backupsDirectory() {
  const directory = mkdtempSync(join(tmpdir(), "clientele-schedule-"));
  directories.push(directory);
  return directory;
}

/** A clock that moves an hour at each reading. */
function hourlyClock(start = Date.parse("2026-11-23T00:00:00Z")) {
  let readings = 0;
  return () => new Date(start + 3_600_000 * readings++);
}

const writeFile = async (file: string) => {
  writeFileSync(file, "-- PostgreSQL database dump complete\n");
  return { bytes: 36, milliseconds: 1, throughServer: false, pausedMs: 0 };
};

describe("the backup schedule", () => {
  it("writes a dated backup every interval and keeps the newest BACKUP_KEEP", async () => {
    vi.useFakeTimers();
    const directory = backupsDirectory();
    writeFileSync(join(directory, "copied-by-hand.sql"), "kept");
    const schedule = startBackupSchedule({
      everyHours: 6,
      keep: 2,
      directory,
      backup: writeFile,
      logger: pino({ level: "silent" }),
      now: hourlyClock(),
    });
    expect(readdirSync(directory)).toEqual(["copied-by-hand.sql"]);
    for (let tick = 0; tick < 4; tick += 1) await vi.advanceTimersByTimeAsync(6 * 3_600_000);
    await schedule.stop();
    expect(readdirSync(directory).sort()).toEqual([
      "clientele-2026-11-23T02-00-00Z.sql",
      "clientele-2026-11-23T03-00-00Z.sql",
      "copied-by-hand.sql",
    ]);
  });

  it("logs a failed backup and deletes nothing for it", async () => {
    const directory = backupsDirectory();
    const logged: unknown[] = [];
    const logger = pino({ level: "error" }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    const schedule = startBackupSchedule({
      everyHours: 1,
      keep: 1,
      directory,
      backup: writeFile,
      logger,
      now: hourlyClock(),
    });
    await schedule.runOnce();
    await schedule.stop();
    // A restarted server knows of the backups its predecessor took.
    const failing = startBackupSchedule({
      everyHours: 1,
      keep: 1,
      directory,
      backup: () => Promise.reject(new Error("No space left on device")),
      logger,
      now: hourlyClock(Date.parse("2026-11-24T00:00:00Z")),
    });
    await failing.runOnce();
    await failing.stop();
    expect(failing.status()).toEqual({ lastSuccess: new Date("2026-11-23T00:00:00Z"), failures: 1 });
    expect(schedule.status()).toEqual({ lastSuccess: new Date("2026-11-23T00:00:00Z"), failures: 0 });
    expect(existsSync(join(directory, "clientele-2026-11-23T00-00-00Z.sql"))).toBe(true);
    expect(logged).toEqual([
      expect.objectContaining({ msg: "the automatic backup failed", err: expect.objectContaining({ message: "No space left on device" }) }),
    ]);
  });
});
