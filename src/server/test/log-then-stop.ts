/**
 * Child process of logger.test.ts: writes LINES request lines with the app's logger, then
 * stops the way main.ts does on SIGTERM (exitAfterLogs once the server has stopped).
 */
import { createLogger, exitAfterLogs } from "../logger";

const lines = Number(process.argv[2]);
const logger = createLogger({ LOG_LEVEL: "info" });
process.once("SIGTERM", () => exitAfterLogs(logger, 0));
for (let index = 0; index < lines; index++) logger.info({ index, method: "GET", path: "/api/v1/clients", status: 200 }, "request");
process.kill(process.pid, "SIGTERM");
