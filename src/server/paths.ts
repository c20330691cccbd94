import { fileURLToPath } from "node:url";

/*
 * Paths from the repository root. This module sits two levels below it both as
 * source (src/server/paths.ts) and once bundled (dist/server/main.js).
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL("../../drizzle", import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL("../../dist/web", import.meta.url));
