import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const alias = {
  "@shared": path("./src/shared"),
  "@web": path("./src/web"),
  "@server": path("./src/server"),
};

const ci = process.env.CI === "true";
if (ci && !process.env.TEST_DATABASE_URL) {
  throw new Error("Under CI the PostgreSQL tests must run: set TEST_DATABASE_URL");
}

/** What the server and unit tests share on both engines: Node, and room for a database's start. */
const IN_PROCESS = { environment: "node", testTimeout: 30_000, hookTimeout: 60_000 } as const;

const projects: TestProjectInlineConfiguration[] = [
  {
    resolve: { alias },
    test: {
      name: "unit+api (PGlite)",
      include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
      // One migrated database image for the run, which each file's database starts from.
      globalSetup: ["./src/server/test/pglite-image.ts"],
      ...IN_PROCESS,
    },
  },
  {
    resolve: { alias },
    test: {
      name: "e2e (Chromium)",
      // After the in-process tests, so that the servers they start do not compete with them for CPU.
      sequence: { groupOrder: 1 },
      include: ["e2e/**/*.test.ts"],
      // Each file's server starts from a data directory migrated once for the run (docs/decisions.md 73).
      globalSetup: ["./e2e/support/data-image.ts"],
      environment: "node",
      testTimeout: 60_000,
      hookTimeout: 120_000,
      fileParallelism: false,
    },
  },
];

/**
 * The server test files that run against a database (they start the app or open one): the
 * PostgreSQL project runs those alone, since the others would only repeat themselves.
 */
function databaseTestFiles(): string[] {
  const root = path("./src/server");
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".test.ts"))
    .filter((file) => /test-app|test-database|createTestApp|createTestDatabase/.test(readFileSync(join(root, file), "utf8")))
    .map((file) => `src/server/${file.split(sep).join("/")}`);
}

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    resolve: { alias },
    test: {
      name: "api (PostgreSQL)",
      include: databaseTestFiles(),
      env: { TEST_DB_ENGINE: "postgres" },
      ...IN_PROCESS,
    },
  });
}

export default defineConfig({
  test: {
    projects,
    // One worker per core: Vitest's default leaves one core to itself, which on two cores runs the
    // files one at a time while its own process stays nearly idle (docs/decisions.md 73).
    maxWorkers: availableParallelism(),
    // Under CI, the log ends with each project's time and its slowest files (scripts/durations-reporter.mjs).
    reporters: ci ? ["default", "./scripts/durations-reporter.mjs"] : ["default"],
  },
});
