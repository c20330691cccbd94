/** What a backup file is: a plain SQL dump, its name in DATA_DIR/backups, and which old ones go. */

/** The last comment pg_dump writes: a file without it was cut short. */
const DUMP_COMPLETE = "-- PostgreSQL database dump complete";

/** True when `tail`, the end of a file, shows a whole pg_dump SQL dump. */
export function isCompleteDump(tail: string): boolean {
  return tail.includes(DUMP_COMPLETE);
}

/** How many bytes of a file's end `isCompleteDump` needs (pg_dump may add a line after the comment). */
export const DUMP_TAIL_BYTES = 512;

const AUTOMATIC_BACKUP = /^clientele-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)\.sql$/;

/** `clientele-2026-11-23T20-30-00Z.sql`: sorts by time, and has no colon (Windows, scp). */
export function automaticBackupName(at: Date): string {
  return `clientele-${at.toISOString().slice(0, 19).replaceAll(":", "-")}Z.sql`;
}

/** The time an automatic backup's name gives, or undefined for another file. */
export function automaticBackupTime(fileName: string): Date | undefined {
  const stamp = AUTOMATIC_BACKUP.exec(fileName)?.[1];
  if (!stamp) return undefined;
  const [date, time] = stamp.slice(0, -1).split("T") as [string, string];
  return new Date(`${date}T${time.replaceAll("-", ":")}Z`);
}

/**
 * The automatic backups among `fileNames` to delete so that the newest `keep` remain.
 * Files of other names (a backup the operator copied there by hand) are never touched.
 */
export function backupsToPrune(fileNames: readonly string[], keep: number): string[] {
  const automatic = fileNames.filter((name) => AUTOMATIC_BACKUP.test(name)).sort();
  return automatic.slice(0, Math.max(0, automatic.length - keep));
}

/** DATA_DIR's directory of automatic backups. */
export const BACKUPS_DIR_NAME = "backups";
