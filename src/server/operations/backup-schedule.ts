import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Logger } from "pino";
import { automaticBackupName, automaticBackupTime, backupsToPrune } from "./backup-files";
import type { BackupWritten } from "./backup";

export interface BackupScheduleOptions {
  /** Hours between two backups (BACKUP_INTERVAL_HOURS). */
  everyHours: number;
  /** How many automatic backups to keep (BACKUP_KEEP). */
  keep: number;
  /** Where they go: DATA_DIR/backups. */
  directory: string;
  /** Writes one backup to `file`. */
  backup(file: string): Promise<BackupWritten>;
  logger: Logger;
  now?: () => Date;
}

/** How the automatic backups are going, for the metrics. */
export interface BackupStatus {
  /** When the last automatic backup was started (at start-up: the newest one in the directory); undefined before the first. */
  lastSuccess: Date | undefined;
  /** Automatic backups that failed since the start. */
  failures: number;
}

export interface BackupSchedule {
  status(): BackupStatus;
  /** Takes a backup now and prunes the old ones (what each tick does). */
  runOnce(): Promise<void>;
  /** Stops the schedule and waits for a backup under way. */
  stop(): Promise<void>;
}

/**
 * Writes a dated backup to `directory` every `everyHours`, the first one an interval after
 * the start, and deletes the automatic backups beyond the newest `keep`. A failed backup is
 * logged as an error and tried again at the next tick.
 */
export function startBackupSchedule(options: BackupScheduleOptions): BackupSchedule {
  const { everyHours, keep, directory, backup, logger, now = () => new Date() } = options;
  let running: Promise<void> = Promise.resolve();
  const status: BackupStatus = { lastSuccess: newestBackupTime(directory), failures: 0 };

  const runOnce = async () => {
    const at = now();
    const file = join(directory, automaticBackupName(at));
    try {
      const written = await backup(file);
      status.lastSuccess = at;
      logger.info(
        { file, bytes: written.bytes, ms: Math.round(written.milliseconds), pausedMs: Math.round(written.pausedMs) },
        "backup written",
      );
    } catch (error) {
      status.failures += 1;
      logger.error({ err: error, file }, "the automatic backup failed");
      return;
    }
    for (const name of backupsToPrune(readdirSync(directory), keep)) {
      rmSync(join(directory, name), { force: true });
      logger.info({ file: join(directory, name) }, "old backup deleted");
    }
  };

  const timer = setInterval(() => {
    running = running.then(runOnce);
  }, everyHours * 3_600_000);
  timer.unref();

  return {
    status: () => ({ ...status }),
    runOnce: () => (running = running.then(runOnce)),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** The time in the name of the newest automatic backup in `directory`, if it holds one. */
function newestBackupTime(directory: string): Date | undefined {
  const names = existsSync(directory) ? readdirSync(directory) : [];
  const newest = names
    .map(automaticBackupTime)
    .filter((time) => time !== undefined)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return newest;
}
