/**
 * Where a CPU profile of the built server spent its time, by part of the request path (the
 * tables of docs/performance.md):
 *
 *   HTTP_LOAD_SIDES=app HTTP_LOAD_SCENARIOS=clients \
 *     HTTP_LOAD_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/profile" npx tsx bench/http-load.ts
 *   npx tsx bench/profile-breakdown.ts /tmp/profile/*.cpuprofile [cpu ms per request]
 *
 * Only the last 10 s of samples count (the measured run; http-load.ts stops the app right
 * after it). Each sample goes to the middleware or handler that owns its stack segment (the
 * frames after the last Hono dispatch), else to the library its innermost frames belong to.
 * Work done after an `await` runs without its caller on the stack, so the SQL of every query
 * (the session's included) is counted under the database rows.
 *
 * `--by-statement` splits the SQL building of the order requests: the SQL text written by
 * Drizzle when a statement is sent (after an `await`, so by kind of statement: select, insert,
 * update, delete), and the query builders assembled beforehand by the app's functions
 * (saveStatusAndTotals…), which are on the stack then.
 *
 *   HTTP_LOAD_SIDES=bare HTTP_LOAD_SCENARIOS=order-create HTTP_LOAD_BARE_STATEMENTS=/tmp/statements.json \
 *     npx tsx bench/http-load.ts
 *   npx tsx bench/profile-breakdown.ts --statements /tmp/statements.json
 *
 * prints where the bare server's order transactions spent their time, statement by statement
 * (the same SQL as the app's): wall time from the server, waits for locks and connections included.
 */
import { readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { pathToFileURL } from "node:url";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const WINDOW_SECONDS = 10;

/** Parts owned by a middleware or handler wherever they appear in the segment, first match wins. */
const OWNERS: [RegExp, string][] = [
  [/^src\/server\/http\/request-logger|^src\/server\/logger|^pino|^sonic-boom/, "logging (pino, request log line)"],
  [
    /^better-auth|^better-call|^@better-auth|^src\/server\/auth\/|^src\/server\/api-keys\/|^node:crypto/,
    "session lookup (cookie, signature, context; not its SQL)",
  ],
  [/^hono\/mw\/body-limit|^src\/server\/http\/body-limit/, "body limit"],
  [/^hono\/mw\/compress|^src\/server\/http\/compression|^node:zlib/, "compression"],
  [/^hono\/mw\/secure-headers/, "security headers"],
  [/^hono\/mw\/request-id/, "request id"],
  [/^src\/server\/http\/security/, "CSRF check"],
  [/^src\/server\/http\/utf8-body/, "UTF-8 body check"],
];
const ROW_MAPPING = /mapResultRow|mapFromDriverValue|orderSelectedFields|^toClient|^toPage|^toInventoryItem|^toOrder/;

const maps = new Map<string, SourceMap>();
function sourceOf(frame: CallFrame): string | undefined {
  if (!frame.url.includes("/dist/server/")) return undefined;
  if (!maps.has(frame.url)) maps.set(frame.url, new SourceMap(JSON.parse(readFileSync(new URL(`${frame.url}.map`), "utf8"))));
  const entry = maps.get(frame.url)!.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string };
  return entry.originalSource?.replace(/.*\/src\//, "src/") ?? "dist/server/main.js";
}

/** The library or source file of a frame: `drizzle-orm`, `hono/mw/compress`, `node:streams`, `src/server/…`. */
function libraryOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith("(") ? functionName : `builtin:${functionName}`;
  const inModules = /node_modules\/((@[^/]+\/)?[^/]+)(\/dist)?\/(.*)/.exec(url);
  if (inModules) {
    const [, name, , , rest] = inModules;
    return name === "hono" ? `hono/${rest!.replace(/\/index\.js$|\.js$/, "").replace(/^middleware\//, "mw/")}` : name!;
  }
  if (url.startsWith("node:")) return url.replace(/^node:internal\//, "node:").replace(/\/.*/, "");
  return sourceOf(frame) ?? url;
}

const isDispatch = (frame: CallFrame) =>
  /node_modules\/hono\/dist\/(compose|hono-base)\.js/.test(frame.url) && /dispatch|fetch/.test(frame.functionName);

const STATEMENT_BUILDER = /node_modules\/drizzle-orm\/pg-core\/query-builders\/(select|insert|update|delete)\.js/;

/** For `--by-statement`: the kind of statement whose SQL text is being written, else the app's function assembling a query. */
function statementOf(stack: CallFrame[]): string | undefined {
  for (let index = stack.length - 1; index >= 0; index--) {
    const kind = STATEMENT_BUILDER.exec(stack[index]!.url)?.[1];
    if (kind && /execute|_prepare|getSQL|toSQL/.test(stack[index]!.functionName)) return `SQL text of ${kind} statements`;
  }
  for (let index = stack.length - 1; index >= 0; index--) {
    const frame = stack[index]!;
    if (frame.url.includes("/dist/server/") && /^src\/server\/(orders|lib|activity)\//.test(libraryOf(frame))) {
      return `queries assembled in ${frame.functionName || "(anonymous)"}`;
    }
  }
  return undefined;
}

function partOf(stack: CallFrame[], byStatement = false): string {
  const part = partOfSegment(stack);
  if (!byStatement || part !== "SQL building (Drizzle)") return part;
  const statement = statementOf(stack);
  return statement ? `${part}: ${statement}` : part;
}

function partOfSegment(stack: CallFrame[]): string {
  const leaf = stack.at(-1)!.functionName;
  if (leaf === "(garbage collector)") return "garbage collection";
  if (leaf === "(idle)") return "idle";
  if (leaf === "(program)") return "V8 and native code";
  const segment = stack.slice(stack.findLastIndex(isDispatch) + 1).filter((frame) => frame.functionName !== "(root)");
  const libraries = segment.map(libraryOf);
  for (const [pattern, part] of OWNERS) if (libraries.some((library) => pattern.test(library))) return part;
  if (/^builtin:write/.test(libraries.at(-1)!) && libraries.includes("postgres")) return "socket writes to PostgreSQL";
  for (let index = segment.length - 1; index >= 0; index--) {
    const library = libraries[index]!;
    if (/^src\/server\/db\/(prepared-statements|postgres-timestamp)/.test(library)) return "row mapping (Drizzle, toClient…)";
    if (library === "drizzle-orm" || /^src\/server\/(clients|inventory|orders|lib)\//.test(library)) {
      if (segment.slice(0, index + 1).some((frame) => ROW_MAPPING.test(frame.functionName))) return "row mapping (Drizzle, toClient…)";
      return library === "drizzle-orm" ? "SQL building (Drizzle)" : "service code";
    }
    if (library === "postgres") return "postgres.js (protocol, parsing, pool)";
    if (/^zod|^@hono\/zod|^hono\/validator/.test(library)) return "validation (zod)";
    if (library === "hono/context" && /json/.test(segment[index]!.functionName)) return "JSON serialisation";
    if (library === "@hono/node-server") return "Request/Response adapters (@hono/node-server)";
    if (library === "node:async_hooks") return "promise hooks (AsyncLocalStorage)";
    if (library.startsWith("hono/")) return "Hono routing and context";
    if (/^node:(_http|net|stream_base|streams|http)/.test(library)) return "node:http and sockets";
  }
  if (/^builtin:write/.test(libraries.at(-1)!)) return "node:http and sockets";
  return "other (microtasks, buffers, timers)";
}

export function profileBreakdown(file: string, { byStatement = false } = {}): Map<string, number> {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const from = profile.endTime - (WINDOW_SECONDS + 0.3) * 1e6;
  const to = profile.endTime - 0.3e6;
  const counts = new Map<string, number>();
  let time = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index]!;
    if (time < from || time > to) return;
    const stack: CallFrame[] = [];
    for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) stack.unshift(byId.get(node)!.callFrame);
    const part = partOf(stack, byStatement);
    counts.set(part, (counts.get(part) ?? 0) + 1);
    total++;
  });
  return new Map([...counts].sort((a, b) => b[1] - a[1]).map(([part, count]) => [part, count / total]));
}

/** What the bare server wrote to HTTP_LOAD_BARE_STATEMENTS: each statement's total wall time and count. */
interface StatementTime {
  label: string;
  ms: number;
  count: number;
}

/**
 * Mean wall time per transaction of each statement, by request (the part of the label before
 * the colon: "create", "status"), with its share of that request's transactions.
 */
export function statementBreakdown(file: string): string[] {
  const times = JSON.parse(readFileSync(file, "utf8")) as StatementTime[];
  const lines: string[] = [];
  for (const request of new Set(times.map((time) => time.label.split(":")[0]!))) {
    const own = times.filter((time) => time.label.startsWith(`${request}:`));
    const transactions = own.find((time) => time.label.endsWith("COMMIT"))?.count ?? Math.max(...own.map((time) => time.count));
    const total = own.reduce((sum, time) => sum + time.ms, 0) / transactions;
    lines.push(`| ${request}: statement | ms per transaction | share | times per transaction |`, "| --- | --- | --- | --- |");
    for (const time of own) {
      const perTransaction = time.ms / transactions;
      lines.push(
        `| ${time.label.slice(request.length + 2)} | ${perTransaction.toFixed(2)} | ${((perTransaction / total) * 100).toFixed(1)} % | ` +
          `${(time.count / transactions).toFixed(2)} |`,
      );
    }
    lines.push(`| all told (${transactions} transactions) | ${total.toFixed(2)} | | |`, "");
  }
  return lines;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url && process.argv[2] === "--statements") {
  for (const line of statementBreakdown(process.argv[3]!)) console.log(line);
} else if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const byStatement = process.argv.includes("--by-statement");
  const [file, cpuMs] = process.argv.slice(2).filter((argument) => argument !== "--by-statement");
  const shares = profileBreakdown(file!, { byStatement });
  const busy = 1 - (shares.get("idle") ?? 0);
  console.log(`| part | share of samples |${cpuMs ? " µs per request |" : ""}`);
  for (const [part, share] of shares) {
    const perRequest = cpuMs && part !== "idle" ? ` ${((share / busy) * Number(cpuMs) * 1000).toFixed(0)} |` : cpuMs ? " |" : "";
    console.log(`| ${part} | ${(share * 100).toFixed(1)} % |${perRequest}`);
  }
}
