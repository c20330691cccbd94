import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { transformSync } from "esbuild";
import { defineConfig, type Plugin } from "vite";
// With the extension Node would look for: Vite's future native config loader imports this file as it is.
import { isTextPart, ON_DEMAND_TEXT_SECTIONS, TEXT_PART_QUERY, textsOfPart } from "./src/web/i18n/text-parts.js";
import { LANGUAGE_CODES } from "./src/shared/languages.js";
import { PAGE_PRELOADS_FILE, SCREEN_MODULES, type PagePreloads } from "./src/shared/screens.js";
import { THEME_BOOT_SCRIPT, THEME_COLOURS } from "./src/shared/theme.js";

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * `locales/fr.json?texts=public` is the part of the French file the public pages show,
 * `?texts=imports` the import dialog's, `?texts=app` the rest (src/web/i18n/text-parts.ts), each
 * its own chunk.
 */
function localeTextParts(): Plugin {
  return {
    name: "clientele:locale-text-parts",
    enforce: "pre",
    load(id) {
      const [file = "", query = ""] = id.split("?");
      const part = new URLSearchParams(query).get(TEXT_PART_QUERY);
      if (!file.endsWith(".json") || !isTextPart(part)) return null;
      this.addWatchFile(file);
      const texts = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      return { code: `export default ${JSON.stringify(textsOfPart(texts, part))};`, moduleType: "js" };
    },
  };
}

/**
 * The theme's first script, first in the head, so that the page is dark before its first paint
 * when it should be (src/shared/theme.ts), and the browser's bar in each theme's colour.
 */
function themeBeforeFirstPaint(): Plugin {
  return {
    name: "clientele:theme-before-first-paint",
    transformIndexHtml: () => [
      { tag: "script", children: THEME_BOOT_SCRIPT, injectTo: "head-prepend" },
      ...Object.entries(THEME_COLOURS).map(([theme, colour]) => ({
        tag: "meta",
        attrs: { name: "theme-color", content: colour, media: `(prefers-color-scheme: ${theme})` },
        injectTo: "head" as const,
      })),
    ],
  };
}

/**
 * Writes /sw.js (src/web/pwa/service-worker.ts, docs/decisions.md 141) with the list of the build's
 * files to keep for offline use (its scripts, styles and public files; not the source maps) and a
 * version drawn from them: a deployment that changes any file is a new worker.
 */
function serviceWorker(): Plugin {
  return {
    name: "clientele:service-worker",
    apply: "build",
    generateBundle(_options, bundle) {
      const publicDir = path("./src/web/public");
      const publicFiles = readdirSync(publicDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `${entry.parentPath.slice(publicDir.length)}/${entry.name}`.replace(/^\/+/, ""));
      const files = [
        ...Object.keys(bundle).filter((fileName) => !fileName.endsWith(".map") && fileName !== PAGE_PRELOADS_FILE),
        ...publicFiles,
      ]
        .map((fileName) => `/${fileName}`)
        .sort();
      const version = createHash("sha256");
      for (const file of files) version.update(file);
      for (const file of publicFiles) version.update(readFileSync(`${publicDir}/${file}`));
      const build = { version: version.digest("hex").slice(0, 16), files };
      const { code } = transformSync(readFileSync(path("./src/web/pwa/service-worker.ts"), "utf8"), { loader: "ts", minify: true });
      this.emitFile({ type: "asset", fileName: "sw.js", source: `const BUILD=${JSON.stringify(build)};\n${code}` });
    },
  };
}

/** The files worth compressing, and the size under which compressing them is not worth it (the server's own threshold). */
const COMPRESSED_FILES = /\.(js|css|svg|json|webmanifest)$/;
const COMPRESS_FROM_BYTES = 1024;

/**
 * Writes each script, style and text file of the build's assets (named after their content, so
 * never changed in place) compressed beside it, with Brotli at its
 * highest quality (`app-….js.br`) and gzip at its highest level (`.gz`), which the server sends to
 * a browser that accepts them (docs/decisions.md 155): smaller than what it compresses on the fly,
 * and compressed once rather than at each request.
 */
function precompressedFiles(): Plugin {
  return {
    name: "clientele:precompressed-files",
    apply: "build",
    writeBundle(options, bundle) {
      for (const output of Object.values(bundle)) {
        // Only the assets named after their content: a file whose name stays (sw.js) may be replaced in place, and its copies would go stale.
        if (!output.fileName.startsWith("assets/") || !COMPRESSED_FILES.test(output.fileName)) continue;
        const bytes = Buffer.from(output.type === "chunk" ? output.code : output.source);
        if (bytes.byteLength < COMPRESS_FROM_BYTES) continue;
        const file = join(options.dir!, output.fileName);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: zlib.Z_BEST_COMPRESSION }));
      }
    },
  };
}

/**
 * react-router is one large module whose components are made at its top level
 * (`React.forwardRef(…)`, `React.createContext(…)`, `X.displayName = …`), which a bundler
 * keeps in case they have side effects, with all they use. Marking those calls pure and
 * dropping the display names leaves out what the app does not use (data routers, forms,
 * fetchers, scroll restoration, its Link's prefetching): about 4 KB of every page.
 */
function treeShakeableReactRouter(): Plugin {
  return {
    name: "clientele:tree-shakeable-react-router",
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/ },
      handler(code) {
        const treeShakeable = code
          .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"]*";$/gm, "")
          .replace(/= (React\d*)\.(forwardRef|createContext)\(/g, "= /* @__PURE__ */ $1.$2(");
        // Every line stays where it was: the module's own source map still holds, line by line.
        return { code: treeShakeable, map: null };
      },
    },
  };
}

/**
 * Stops the build when a module that makes a React context is copied into more than one chunk
 * (a small shared part, SMALL_SHARED_PART_BYTES): a provider from one copy and a consumer of the
 * other would not see each other. Such a module belongs to a named layer.
 */
function oneCopyOfEachContext(): Plugin {
  return {
    name: "clientele:one-copy-of-each-context",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunksOf = new Map<string, string[]>();
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        for (const [id, module] of Object.entries(output.modules)) {
          if (/\bcreateContext\b/.test(module.code ?? "")) chunksOf.set(id, [...(chunksOf.get(id) ?? []), output.fileName]);
        }
      }
      for (const [id, fileNames] of chunksOf) {
        if (fileNames.length > 1) this.error(`${id} makes a React context and is copied into ${fileNames.join(", ")}: name it in a layer`);
      }
    },
  };
}

/**
 * Writes PAGE_PRELOADS_FILE: for each path of SCREEN_MODULES, the URLs of the chunks holding
 * its modules and of everything those import; for each language, those of its public and app
 * texts and of each section loaded on demand (src/web/i18n/text-parts.ts). Less, in both, what the
 * entry loads anyway.
 */
function pagePreloads(): Plugin {
  return {
    name: "clientele:page-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (fileNames: Iterable<string>, into = new Set<string>()) => {
        for (const fileName of fileNames) {
          if (into.has(fileName)) continue;
          into.add(fileName);
          withImports(byFileName.get(fileName)?.imports ?? [], into);
        }
        return into;
      };
      const loadedByEntry = withImports(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const urlsOf = (moduleIds: string[]) => {
        const fileNames = moduleIds.map((id) => {
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk) this.error(`${id} is in no chunk`);
          return chunk.fileName;
        });
        return [...withImports(fileNames)].filter((fileName) => !loadedByEntry.has(fileName)).map((fileName) => `/${fileName}`);
      };
      const localeModule = (code: string, part: string) => `${path(`./src/web/i18n/locales/${code}.json`)}?${TEXT_PART_QUERY}=${part}`;
      const preloads: PagePreloads = {
        screens: Object.fromEntries(
          Object.entries(SCREEN_MODULES).map(([pattern, modules]) => [
            pattern,
            urlsOf(modules.map((module) => path(`./src/web/${module}`))),
          ]),
        ),
        texts: Object.fromEntries(
          LANGUAGE_CODES.map((code) => [
            code,
            {
              public: urlsOf([localeModule(code, "public")]),
              app: urlsOf([localeModule(code, "app")]),
              sections: Object.fromEntries(ON_DEMAND_TEXT_SECTIONS.map((section) => [section, urlsOf([localeModule(code, section)])])),
            },
          ]),
        ),
      };
      this.emitFile({ type: "asset", fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads, null, 2) });
    },
  };
}

/**
 * What every /auth and signed-in screen uses, in one chunk (one request, compressed as a
 * whole) rather than a dozen small ones: the providers, the session guards,
 * TanStack Query, the toasts' entry point, tailwind-merge and the small parts most screens use
 * (button, input, badge, formats). Zod, react-hook-form, the auth client and Radix's popups stay
 * with the screens and dialogs that use them, and sonner comes with the first toast (decision 145). Our modules are named, relative to src/web, and
 * the build stops when one is missing (`sharedLayers`): a renamed file cannot leave its layer
 * unnoticed. Packages are named by their folder in node_modules.
 */
const SIGNED_IN_LAYER = {
  modules: [
    "app/app-providers.tsx",
    "app/query-client.ts",
    "app/require-session.tsx",
    "lib/auth/session.ts",
    "lib/auth/session-key.ts",
    "lib/auth/early-session-request.ts",
    "lib/auth/auth-call.ts",
    "lib/api-client.ts",
    "lib/cn.ts",
    "lib/format.ts",
    "lib/query-keys.ts",
    "lib/use-debounced-value.ts",
    "components/ui/button.tsx",
    "lib/toast.ts",
    "lib/toast-duration.ts",
    "lib/on-demand.ts",
    "components/toaster-on-demand.tsx",
    "components/ui/card.tsx",
    "components/ui/badge.tsx",
    "components/ui/input.tsx",
    "components/ui/label.tsx",
    "components/page-header.tsx",
    "components/form-field.tsx",
    "components/confirm-dialog-on-demand.tsx",
    "components/ui/native-select.tsx",
    "features/auth/use-sign-out.ts",
    "i18n/use-language.ts",
  ],
  packages: /node_modules[\\/](@tanstack|tailwind-merge|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/,
};

/**
 * The signed-in screens' frame, which /auth does not show: the header and its navigation, the
 * workspace switcher, the search button and shortcuts, the offline banner, the live updates. Below
 * the signed-in layer, which keeps what both use.
 */
const SHELL_LAYER = { modules: ["app/app-shell.tsx", "app/nav-entries.tsx"] };

/**
 * What only the list screens (clients, inventory, orders) share: the table that turns into cards,
 * paging, search, filters, row actions. Only these modules: the icons and helpers they use stay
 * out (`includeDependenciesRecursively: false`), so that a picker on Connect, which wants two of
 * the same icons, does not load the list's table with them.
 */
const LIST_SCREENS_LAYER = {
  modules: [
    "components/data-list.tsx",
    "components/list-toolbar.tsx",
    "components/paginated-list.tsx",
    "components/row-actions.tsx",
    "components/search-input.tsx",
    "components/ui/table.tsx",
    "lib/row-focus.ts",
    "lib/use-load-more.ts",
    "lib/use-search-from-url.ts",
  ],
};

/**
 * The size, in bytes of source before minification, under which a part shared by several chunks
 * is copied into each: an icon, a formatter, a badge, a small hook.
 */
const SMALL_SHARED_PART_BYTES = 6_000;

/** Whether the module `id` belongs to `layer`; every module the layer names must exist. */
function inLayer(layer: { modules: string[]; packages?: RegExp }) {
  const files = new Set(
    layer.modules.map((module) => {
      const file = path(`./src/web/${module}`);
      if (!existsSync(file)) throw new Error(`vite.config.ts names src/web/${module} in a shared chunk, and there is no such file`);
      return file;
    }),
  );
  return (id: string) => files.has(id) || (layer.packages?.test(id) ?? false);
}

export default defineConfig(({ command }) => ({
  root: path("./src/web"),
  publicDir: path("./src/web/public"),
  plugins: [
    localeTextParts(),
    themeBeforeFirstPaint(),
    treeShakeableReactRouter(),
    react(),
    tailwindcss(),
    pagePreloads(),
    oneCopyOfEachContext(),
    serviceWorker(),
    precompressedFiles(),
  ],
  resolve: {
    alias: [
      { find: "@shared", replacement: path("./src/shared") },
      { find: "@web", replacement: path("./src/web") },
      { find: "@server", replacement: path("./src/server") },
      // react-router's package points at its development build (with its warnings) for every
      // bundler; its framework mode swaps in the production build when building, and so does this.
      ...(command === "build"
        ? [{ find: /^react-router$/, replacement: path("./node_modules/react-router/dist/production/index.mjs") }]
        : []),
    ],
  },
  build: {
    outDir: path("./dist/web"),
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the app supports preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A part that several screens share, but that is smaller than this, is copied into each
          // chunk that imports it rather than being a file of its own: a signed-in screen loads 4 or
          // 5 files instead of 12 to 28, each a round trip on a slow network (docs/decisions.md 151).
          // Only our own modules and Lucide's icons: a package's module keeps one copy, so that its
          // classes and registries stay one.
          experimentalInlineCommonChunks: {
            maxSize: SMALL_SHARED_PART_BYTES,
            exclude: (id: string) => /node_modules[\\/](?!lucide-react[\\/])/.test(id),
          },
          groups: [
            // The landing and 404 pages: one file.
            { name: "entry", tags: ["$initial"], priority: 2 },
            { name: "app", priority: 1, test: inLayer(SIGNED_IN_LAYER) },
            { name: "shell", priority: 0.5, test: inLayer(SHELL_LAYER) },
            { name: "lists", test: inLayer(LIST_SCREENS_LAYER), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
}));
