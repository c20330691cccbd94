/**
 * The JavaScript a first visit to the landing page downloads: the entry script of
 * dist/web/index.html and every module it preloads, raw and gzipped.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { WEB_DIST_DIR } from "../src/server/paths";

export function landingPageJavaScript() {
  const html = readFileSync(join(WEB_DIST_DIR, "index.html"), "utf8");
  const scripts = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  const files = [...new Set(scripts)].map((src) => {
    const content = readFileSync(join(WEB_DIST_DIR, src));
    return { file: src, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}
