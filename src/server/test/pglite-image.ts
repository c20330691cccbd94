/**
 * A migrated embedded database, made once per test run and loaded by every test file that wants
 * a database of its own (test-database.ts): creating a new PGlite database takes about 3 s of a
 * core, loading this image about 0.6 s. The PGlite project's global setup (vitest.config.ts)
 * writes it; test files find it through the environment.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, pgliteOf } from "../db/database";

/** Where the image is, for the test files (inherited by the processes that run them). */
const IMAGE_PATH_VARIABLE = "CLIENTELE_TEST_PGLITE_IMAGE";

/** Vitest's global setup: writes the image, and removes it when the run ends. */
export default async function writePgliteImage(): Promise<() => void> {
  const directory = mkdtempSync(join(tmpdir(), "clientele-pglite-image-"));
  const connection = openDatabase({ engine: "pglite" });
  try {
    await connection.migrate();
    const image = await pgliteOf(connection.db)!.dumpDataDir("none");
    writeFileSync(join(directory, "image.tar"), Buffer.from(await image.arrayBuffer()), { mode: 0o600 });
  } finally {
    await connection.close();
  }
  process.env[IMAGE_PATH_VARIABLE] = join(directory, "image.tar");
  return () => rmSync(directory, { recursive: true, force: true });
}

let image: Blob | undefined;

/** The migrated image, when the run made one (a file run outside the PGlite project starts from scratch). */
export function migratedPgliteImage(): Blob | undefined {
  const path = process.env[IMAGE_PATH_VARIABLE];
  if (!path) return undefined;
  image ??= new Blob([readFileSync(path)]);
  return image;
}
