/**
 * The import boundaries of docs/architecture.md "Boundaries", as `npm run lint` applies them
 * (eslint.config.js): each forbidden import is reported, and an allowed one is not.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const eslint = new ESLint({ cwd: ROOT, cache: false });

/** The rules that fail `code` placed at `filePath` (relative to the repository). */
async function broken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe("the import boundaries", () => {
  it.each([
    [
      "a web feature importing another",
      "src/web/features/orders/x.ts",
      'import { ClientsPage } from "@web/features/clients/clients-page";',
    ],
    ["a component importing a feature", "src/web/components/x.ts", 'import { OrdersPage } from "../features/orders/orders-page";'],
    ["a web helper importing the app", "src/web/lib/x.ts", 'import { AppRouter } from "@web/app/router";'],
    ["shared code importing the server", "src/shared/x.ts", 'import { env } from "../server/env";'],
    ["the web app importing the server", "src/web/features/orders/x.ts", 'import { createApp } from "@server/app";'],
    ["server infrastructure importing a feature", "src/server/http/x.ts", 'import { listClients } from "../clients/clients.service";'],
    ["the database layer importing a feature", "src/server/db/x.ts", 'import { holdsStock } from "../orders/stock";'],
    ["http/ importing the infrastructure built on it", "src/server/http/x.ts", 'import { requireSession } from "../auth/require-session";'],
    ["shared code importing the web app", "src/shared/x.ts", 'import { apiRequest } from "@web/lib/api-client";'],
  ])("reports %s", async (_, filePath, code) => {
    expect(await broken(filePath, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)![1]}];\n`)).toContain(
      "import-x/no-restricted-paths",
    );
  });

  it("reports production code importing test support", async () => {
    expect(
      await broken("src/server/clients/x.ts", 'import { createTestApp } from "../test/test-app";\nexport const used = [createTestApp];\n'),
    ).toContain("no-restricted-imports");
  });

  it.each([
    [
      "a feature importing shared code and infrastructure",
      "src/server/clients/x.ts",
      'import { AppError } from "../http/errors";\nimport { createClientSchema } from "@shared/clients/client.schema";\nexport const used = [AppError, createClientSchema];\n',
    ],
    [
      "a web feature importing components and its own files",
      "src/web/features/orders/x.ts",
      'import { PageHeader } from "@web/components/page-header";\nimport { OrdersPage } from "./orders-page";\nexport const used = [PageHeader, OrdersPage];\n',
    ],
  ])("allows %s", async (_, filePath, code) => {
    expect(await broken(filePath, code)).toEqual([]);
  });

  describe("cycles", () => {
    // Two modules outside the work tree, linted with this repository's configuration.
    const folder = mkdtempSync(join(tmpdir(), "lint-cycle-"));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it("reports two modules importing each other", async () => {
      writeFileSync(join(folder, "a.ts"), 'import { b } from "./b";\nexport const a = () => b;\n');
      writeFileSync(join(folder, "b.ts"), 'import { a } from "./a";\nexport const b = () => a;\n');
      const outside = new ESLint({ cwd: folder, overrideConfigFile: join(ROOT, "eslint.config.js"), cache: false });
      const [result] = await outside.lintFiles([join(folder, "a.ts")]);
      expect(result!.messages.map((message) => message.ruleId)).toContain("import-x/no-cycle");
    });
  });
});
