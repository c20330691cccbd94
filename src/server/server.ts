import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import type { Logger } from "pino";
import { createApp } from "./app";
import { createAuth } from "./auth/auth";
import { resolveAuthSecret } from "./auth/secret";
import { partialAiConfigurationWarning } from "./connect/ai-provider";
import { openDatabase, pgliteOf } from "./db/database";
import type { Env } from "./env";
import { startLiveEvents } from "./events/live-events";
import { createMailer } from "./mail/mailer";
import { databaseLocation, writeBackup } from "./operations/backup";
import { BACKUPS_DIR_NAME } from "./operations/backup-files";
import { startBackupSchedule } from "./operations/backup-schedule";
import { claimControlSocket, type ControlSocket } from "./operations/control-socket";
import { startIdleCollector } from "./operations/idle-collector";
import { keepNewFilesPrivate, makeDirectoryPrivate } from "./lib/private-files";

export interface RunningServer {
  port: number;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  stop(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 10_000;

/** Opens and migrates the database, then serves the app on env.PORT. */
export async function startServer(env: Env, logger: Logger): Promise<RunningServer> {
  const location = databaseLocation(env);
  keepNewFilesPrivate();
  // DATA_DIR is needed on PostgreSQL only for the generated secret and backups, made when they are.
  makeDirectoryPrivate(resolve(env.DATA_DIR), { create: location.engine === "pglite" });
  // Before the embedded database opens: a second server on the same DATA_DIR stops here.
  let controlSocket: ControlSocket | undefined;
  if (location.engine === "pglite") controlSocket = await claimControlSocket(location.dataDir);
  const database = openDatabase(location);
  await database.migrate();
  const backupsDir = join(env.DATA_DIR, BACKUPS_DIR_NAME);
  const backup = (file: string) => writeBackup(location, file, pgliteOf(database.db));
  controlSocket?.serve({
    async backup() {
      const file = join(backupsDir, `.requested-${randomBytes(6).toString("hex")}.sql`);
      await backup(file);
      return file;
    },
  });
  const everyHours = env.TEST_BACKUP_INTERVAL_SECONDS ? env.TEST_BACKUP_INTERVAL_SECONDS / 3600 : env.BACKUP_INTERVAL_HOURS;
  const backupSchedule = everyHours
    ? startBackupSchedule({ everyHours, keep: env.BACKUP_KEEP, directory: backupsDir, backup, logger })
    : undefined;
  if (env.DATABASE_URL && !env.BETTER_AUTH_SECRET) {
    logger.warn("BETTER_AUTH_SECRET is not set: every instance must share one secret to share sessions");
  }
  const aiWarning = partialAiConfigurationWarning(env);
  if (aiWarning) logger.warn(aiWarning);
  const secret = resolveAuthSecret(env.BETTER_AUTH_SECRET, env.DATA_DIR);
  if (!env.SMTP_URL) logger.warn("SMTP_URL is not set: mails are not sent, their links are logged here");
  const mailer = createMailer(env, logger);
  const auth = createAuth({ db: database.db, env, secret, mailer, logger });
  const liveEvents = await startLiveEvents(database, logger);
  const app = createApp({ env, db: database.db, auth, logger, events: liveEvents.streams, mailer, backups: backupSchedule?.status });

  const server = await new Promise<Server>((resolve) => {
    const instance = serve({ fetch: app.fetch, port: env.PORT, ...(env.HOST ? { hostname: env.HOST } : {}) }, () =>
      resolve(instance as Server),
    ) as Server;
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info({ port, engine: database.engine }, `Clientele is listening on http://localhost:${port}`);
  const idleCollector = startIdleCollector();

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      idleCollector.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Event streams never end by themselves: closed, their clients reconnect to another instance.
      await liveEvents.stop();
      const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(timer);
      await mailer.flush();
      await backupSchedule?.stop();
      await database.close();
      await controlSocket?.close();
      logger.info("Clientele stopped");
    })());
  return { port, stop };
}
