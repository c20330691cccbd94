// Lint rules: TypeScript's recommended ones, React's hooks rules, and the import boundaries of
// docs/architecture.md "Boundaries" (docs/decisions.md 70). Formatting is Prettier's (npm run format:check).
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** src/server folders that are infrastructure: they serve every feature and import none. */
const SERVER_INFRASTRUCTURE = ["http", "db", "lib"];
/** src/server folders that are features (a route group, or a capability of the product), which infrastructure never imports. */
const SERVER_FEATURES = [
  "activity",
  "api-keys",
  "auth",
  "capabilities",
  "clients",
  "connect",
  "dashboard",
  "docs",
  "events",
  "health",
  "inventory",
  "mail",
  "meetings",
  "metrics",
  "operations",
  "orders",
  "sessions",
];
const WEB_FEATURES = ["auth", "clients", "coming-soon", "connect", "dashboard", "inventory", "landing", "not-found", "orders", "settings"];

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
  ...SERVER_INFRASTRUCTURE.map((folder) => ({
    target: `./src/server/${folder}`,
    from: SERVER_FEATURES.map((feature) => `./src/server/${feature}`),
    message:
      "Server infrastructure (http/, db/, lib/) imports no feature: the feature passes what it needs, or the type moves to infrastructure.",
  })),
];

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "coverage/", "bench-results/", "test-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { "import-x": importX },
    settings: {
      // How import-x reads the files an import leads to (for cycles) and finds them (the tsconfig aliases).
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
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
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "(^|/)(test|e2e)/", message: "Production code never imports test support (src/server/test, e2e)." }] },
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
