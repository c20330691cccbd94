/**
 * A data directory the built server has created and migrated, made once per run of the browser
 * tests (their project's global setup, vitest.config.ts): each test file's server starts from a
 * copy of it (app-server.ts) in about a second, where an empty directory takes five (PGlite's
 * initdb and the migrations). This first start on an empty directory is itself the check that
 * a new installation starts. docs/decisions.md 73.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumAvailable } from "./browser";
import { startServerProcess } from "./server-process";

/** Where the image is, for the test files (inherited by the processes that run them). */
export const DATA_IMAGE_VARIABLE = "CLIENTELE_E2E_DATA_IMAGE";

/** What a server leaves in its data directory that belongs to that one installation alone. */
const OWN_FILES = ["auth-secret", "control.sock", "backups"];

export default async function writeDataImage(): Promise<(() => void) | undefined> {
  // Without Chromium the browser tests skip; without a build, startAppServer says so itself.
  if (!chromiumAvailable || !existsSync(new URL("../../dist/server/main.js", import.meta.url))) return undefined;
  const directory = mkdtempSync(join(tmpdir(), "clientele-e2e-image-"));
  const server = await startServerProcess(directory);
  const exit = await server.kill("SIGTERM");
  if (exit.code !== 0) throw new Error(`the server did not stop cleanly on SIGTERM (${JSON.stringify(exit)}):\n${server.output()}`);
  for (const file of OWN_FILES) rmSync(join(directory, file), { recursive: true, force: true });
  process.env[DATA_IMAGE_VARIABLE] = directory;
  return () => rmSync(directory, { recursive: true, force: true });
}
