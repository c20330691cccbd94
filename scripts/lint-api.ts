/**
 * `npm run lint:api`: writes the OpenAPI document the app serves at /api/v1/openapi.json to a
 * temporary file and lints it with the pinned Redocly CLI (its `recommended` rules, redocly.yaml),
 * failing on any error or warning.
 * No server runs: the app answers in process, on an in-memory database (docs/decisions.md 68).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createTestApp } from "../src/server/test/test-app";

/** The address the document names as its server: a deployment's BASE_URL (example.com and localhost are what the rules refuse). */
const LINTED_BASE_URL = "https://crm.clientele.test";

const root = fileURLToPath(new URL("..", import.meta.url));
delete process.env.TEST_DB_ENGINE;
const t = await createTestApp({ BASE_URL: LINTED_BASE_URL });
let text: string;
try {
  const response = await t.request("/api/v1/openapi.json");
  if (response.status !== 200) throw new Error(`GET /api/v1/openapi.json answered ${response.status}`);
  text = JSON.stringify(await response.json(), null, 2);
} finally {
  await t.close();
}

const directory = mkdtempSync(join(tmpdir(), "clientele-openapi-"));
try {
  const file = join(directory, "openapi.json");
  writeFileSync(file, text);
  const redocly = join(root, "node_modules", ".bin", "redocly");
  const result = spawnSync(redocly, ["lint", file, "--config", join(root, "redocly.yaml")], { cwd: root, encoding: "utf8" });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  // Redocly fails on errors only; a warning (an operation without operationId, say) fails here too.
  const warnings = /You have (\d+) warnings?\./.exec(`${result.stdout}${result.stderr}`);
  if (result.status !== 0) process.exitCode = result.status ?? 1;
  else if (warnings) {
    console.error(`lint:api: ${warnings[1]} warning(s); the document must have none.`);
    process.exitCode = 1;
  } else if (!/Your API description is valid/.test(result.stdout + result.stderr)) {
    console.error("lint:api: Redocly's output says neither valid nor failed.");
    process.exitCode = 1;
  }
} finally {
  rmSync(directory, { recursive: true, force: true });
}
