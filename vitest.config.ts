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

const projects: TestProjectInlineConfiguration[] = [
  {
    resolve: { alias },
    test: {
      name: "unit+api (PGlite)",
      include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
      environment: "node",
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    resolve: { alias },
    test: {
      name: "e2e (Chromium)",
      // After the in-process tests, so that the servers they start do not compete with them for CPU.
      sequence: { groupOrder: 1 },
      include: ["e2e/**/*.test.ts"],
      environment: "node",
      testTimeout: 60_000,
      hookTimeout: 120_000,
      fileParallelism: false,
    },
  },
];

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    resolve: { alias },
    test: {
      name: "api (PostgreSQL)",
      include: ["src/server/**/*.test.ts"],
      environment: "node",
      env: { TEST_DB_ENGINE: "postgres" },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

export default defineConfig({ test: { projects } });
