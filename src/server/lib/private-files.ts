import { chmodSync, closeSync, existsSync, lstatSync, mkdirSync, openSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * DATA_DIR holds the embedded database (password hashes in its tables and write-ahead log), the
 * session secret and the backups: readable and writable by the user that runs Clientele, and
 * nobody else, whatever the directory's mode was and whatever umask the process started with.
 */

/**
 * From now on, files this process and its children create are private: 0600 files, 0700
 * directories (pg_dump's output, the generated secret, PGlite's directories). Called first
 * thing by the server and the operator's commands. PGlite sets its files' mode to 0666
 * itself, whatever the umask: `removeOthersAccess` takes that back (at start, in the embedded
 * database's maintenance pass and when it closes), and the 0700 directories around them keep
 * others out meanwhile.
 */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}

export class DataDirectoryNotPrivate extends Error {
  constructor(directory: string, cause: unknown) {
    super(
      `DATA_DIR (${directory}) must be readable by the user that runs Clientele only, and its mode could not be set to 700 ` +
        `(${cause instanceof Error ? cause.message : String(cause)}). Run \`chown -R "$(id -u)" ${directory} && chmod -R go-rwx ${directory}\` ` +
        "as its owner or root, or point DATA_DIR at a directory of this user's.",
      { cause },
    );
    this.name = "DataDirectoryNotPrivate";
  }
}

/**
 * Makes `directory` private: created 0700 when missing (with `create`), else set to 0700, and
 * every file and directory in it stripped of group and other access (files an earlier version
 * or another tool left readable). Throws DataDirectoryNotPrivate when that is not allowed.
 */
export function makeDirectoryPrivate(directory: string, { create = true } = {}): void {
  if (!existsSync(directory)) {
    if (!create) return;
    mkdirSync(directory, { recursive: true, mode: 0o700 });
  }
  try {
    removeOthersAccess(directory);
  } catch (error) {
    throw new DataDirectoryNotPrivate(directory, error);
  }
}

/** Takes group and other access away from `path` and, for a directory, from everything in it. */
export function removeOthersAccess(path: string): void {
  try {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) chmodSync(path, stat.mode & 0o7700);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) removeOthersAccess(join(path, entry));
  } catch (error) {
    // Deleted meanwhile (a write-ahead log segment the database recycled): nothing left to protect.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/**
 * Creates `file` empty, 0600, failing if it exists (O_EXCL): the file a backup is then written
 * into (pg_dump, the running server's copy) keeps that mode from its first byte.
 */
export function createPrivateFile(file: string): void {
  closeSync(openSync(file, "wx", 0o600));
}
