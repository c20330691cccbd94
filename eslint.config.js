// Lint rules: TypeScript's recommended ones, React's hooks rules, and the import boundaries of
// docs/architecture.md "Boundaries" (docs/decisions.md 70). Formatting is Prettier's (npm run format:check).
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";
import { readdirSync } from "node:fs";
import { join } from "node:path";

const ROOT = import.meta.dirname;
const foldersOf = (dir) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// The folders of src/server by kind, as docs/architecture.md "Map" names them. The base of the
// infrastructure (http/, db/, lib/) imports only itself, src/shared and packages: no feature, no
// operations code, and none of the infrastructure built on it (auth/ reads api-keys/ to check a key).
const SERVER_BASE = ["db", "http", "lib"];
const SERVER_INFRASTRUCTURE_ON_BASE = ["activity", "auth", "docs", "mail", "undo", "workspaces"];
const SERVER_FEATURES = [
  "api-keys",
  "calendar-feed",
  "capabilities",
  "client-emails",
  "clients",
  "connect",
  "dashboard",
  "events",
  "exports",
  "health",
  "imports",
  "inventory",
  "invoices",
  "meetings",
  "notes",
  "orders",
  "pipeline",
  "reports",
  "sessions",
  "tasks",
  "tax-rates",
  "timeline",
  "workspace-export",
];
const SERVER_OPERATIONS = ["metrics", "operations"];
const SERVER_TESTS = ["test"];
const classified = [...SERVER_BASE, ...SERVER_INFRASTRUCTURE_ON_BASE, ...SERVER_FEATURES, ...SERVER_OPERATIONS, ...SERVER_TESTS];
const unclassified = foldersOf("src/server").filter((folder) => !classified.includes(folder));
if (unclassified.length > 0) {
  throw new Error(
    `eslint.config.js: add src/server/${unclassified.join(", src/server/")} to the list of its kind (docs/architecture.md "Map").`,
  );
}
/** Every folder of src/web/features is a screen's feature. */
const WEB_FEATURES = foldersOf("src/web/features");

const TEST_SUPPORT = { regex: "(^|/)(test|e2e)/", message: "Production code never imports test support (src/server/test, e2e)." };

const boundaries = [
  // A web feature imports no other feature: what two share lives in components/ or lib/, and
  // src/web/app wires features together.
  ...WEB_FEATURES.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: "./src/web/features",
    except: [`./${feature}`],
    message:
      "A web feature imports no other feature: move what both use to src/web/components or src/web/lib, or wire them in src/web/app.",
  })),
  {
    target: ["./src/web/components", "./src/web/lib", "./src/web/i18n"],
    from: ["./src/web/features", "./src/web/app"],
    message: "components/, lib/ and i18n/ serve every screen and import no feature or app code.",
  },
  {
    target: "./src/shared",
    from: ["./src/server", "./src/web"],
    message: "src/shared is read by the server, the web app and the build: it imports neither.",
  },
  { target: "./src/web", from: "./src/server", message: "The web app talks to the server over HTTP only." },
  { target: "./src/server", from: "./src/web", message: "The server imports no web app code; what both need belongs in src/shared." },
  {
    target: SERVER_BASE.map((folder) => `./src/server/${folder}`),
    from: [...SERVER_INFRASTRUCTURE_ON_BASE, ...SERVER_FEATURES, ...SERVER_OPERATIONS].map((folder) => `./src/server/${folder}`),
    message:
      "http/, db/ and lib/ import no feature, no operations code, and none of auth/, activity/, mail/, docs/: the feature passes what it needs, or the type moves here.",
  },
];

export default defineConfig(
  { ignores: ["dist/", "node_modules/", "coverage/", "bench-results/", "test-results/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { "import-x": importX },
    settings: {
      // How import-x reads the files an import leads to (for cycles) and finds them (the tsconfig aliases).
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: join(ROOT, "tsconfig.json") })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    // Production code never imports test support.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.ts", "src/server/test/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [TEST_SUPPORT] }],
    },
  },
  {
    // The toasts' library loads with the first toast (decision 145), so screens go through lib/toast.ts.
    files: ["src/web/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.ts", "src/web/lib/toast.ts", "src/web/components/ui/sonner.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "sonner", message: "Show toasts with toast from @web/lib/toast, which loads sonner with the first one." }],
          patterns: [TEST_SUPPORT],
        },
      ],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.flat.recommended.rules,
  },
);
