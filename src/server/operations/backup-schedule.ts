import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Logger } from "pino";
import { automaticBackupName, backupsToPrune } from "./backup-files";
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

export interface BackupSchedule {
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

  const runOnce = async () => {
    const file = join(directory, automaticBackupName(now()));
    try {
      const written = await backup(file);
      logger.info({ file, bytes: written.bytes, ms: Math.round(written.milliseconds) }, "backup written");
    } catch (error) {
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
    runOnce: () => (running = running.then(runOnce)),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
