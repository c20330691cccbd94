/**
 * The operator's commands, run next to the app (npm run backup / restore / db:move, or
 * `node dist/server/cli.js …` in the container). They read DATABASE_URL and DATA_DIR as the
 * server does. Exit codes: 0 done, 1 refused or failed (nothing changed), 64 wrong usage.
 */
import { InvalidEnvError, parseEnv } from "../env";
import { databaseLocation, OperationRefused, restoreBackup, writeBackup } from "./backup";
import { moveDatabase } from "./database-move";
import { DataDirectoryNotPrivate, keepNewFilesPrivate, makeDirectoryPrivate } from "../lib/private-files";

const USAGE = `Usage:
  npm run backup -- FILE                write a backup of the database to FILE (while the app runs)
  npm run restore -- FILE [--force]     load FILE into an empty database (--force: replace the data)
  npm run db:move -- postgres://…       copy the embedded database (DATA_DIR) into an empty PostgreSQL database`;

class UsageError extends Error {}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
const describeRecords = (records: Record<string, number>) =>
  `${records.users} users, ${records.clients} clients, ${records.inventoryItems} inventory items, ${records.orders} orders`;

async function run(command: string | undefined, args: string[]): Promise<string> {
  const env = parseEnv();
  const location = databaseLocation(env);
  // Backups, restored databases and the embedded database's files: the operator's user's alone.
  keepNewFilesPrivate();
  if (location.engine === "pglite") makeDirectoryPrivate(location.dataDir, { create: false });
  const flags = args.filter((arg) => arg.startsWith("--"));
  const [operand, ...extra] = args.filter((arg) => !arg.startsWith("--"));
  const unknownFlags = flags.filter((flag) => !(command === "restore" && flag === "--force"));
  if (!operand || extra.length > 0 || unknownFlags.length > 0) throw new UsageError();

  switch (command) {
    case "backup": {
      const written = await writeBackup(location, operand);
      const where = location.engine === "postgres" ? "PostgreSQL" : written.throughServer ? "the running server" : location.dataDir;
      return `Backup of ${where} written to ${operand}: ${megabytes(written.bytes)} in ${seconds(written.milliseconds)}.`;
    }
    case "restore": {
      const restored = await restoreBackup(location, operand, { force: flags.includes("--force") });
      return `Restored ${operand} (${describeRecords(restored.records)}) in ${seconds(restored.milliseconds)}; the data passed its checks.`;
    }
    case "db:move": {
      if (!/^postgres(ql)?:\/\//.test(operand)) throw new UsageError();
      if (location.engine !== "pglite") {
        throw new OperationRefused(
          "DATABASE_URL is set: db:move copies the embedded database in DATA_DIR, so unset DATABASE_URL to run it.",
        );
      }
      const moved = await moveDatabase(location.dataDir, operand);
      return (
        `Copied ${describeRecords(moved.records)} from ${location.dataDir} in ${seconds(moved.milliseconds)}. ` +
        "Start Clientele with DATABASE_URL set to the new database (and BETTER_AUTH_SECRET, if you use several instances)."
      );
    }
    default:
      throw new UsageError();
  }
}

const [command, ...args] = process.argv.slice(2);
run(command, args).then(
  (report) => {
    console.log(report);
    process.exit(0);
  },
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(USAGE);
      process.exit(64);
    }
    if (error instanceof InvalidEnvError || error instanceof OperationRefused || error instanceof DataDirectoryNotPrivate)
      console.error(error.message);
    else console.error(`${command} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
