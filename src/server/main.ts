import { InvalidEnvError, parseEnv } from "./env";
import { createLogger, exitAfterLogs } from "./logger";
import { AnotherServerRunning, ControlSocketPathTooLong } from "./operations/control-socket";
import { DataDirectoryNotPrivate } from "./lib/private-files";
import { startServer } from "./server";

async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof InvalidEnvError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const logger = createLogger(env);
  const server = await startServer(env, logger);

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      logger.info({ signal }, "shutting down");
      server.stop().then(
        () => exitAfterLogs(logger, 0),
        (error: unknown) => {
          logger.error({ err: error }, "shutdown failed");
          exitAfterLogs(logger, 1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  if (error instanceof AnotherServerRunning || error instanceof ControlSocketPathTooLong || error instanceof DataDirectoryNotPrivate) {
    console.error(error.message);
    process.exit(1);
  }
  console.error("Clientele could not start:", error);
  process.exit(1);
});
