/*
 * The Dockerfile and the Compose files, against the app they deploy: nothing here runs Docker,
 * but a port, a variable, a health route or a runtime file that drifts from the app fails here.
 */
import { readFileSync } from "node:fs";
import { basename, join, posix, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { ENV_VARIABLES, parseEnv } from "./env";
import { MIGRATIONS_DIR, WEB_DIST_DIR } from "./paths";
import { createTestApp, type TestApp } from "./test/test-app";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");
const DEFAULT_PORT = parseEnv({}).PORT;

// ---- the Dockerfile ----

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  name?: string;
  instructions: Instruction[];
}

/** Its stages, each with its instructions (continuation lines joined, comments left out). */
function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  for (const line of text.replace(/\\\n/g, " ").split("\n")) {
    const match = /^\s*([A-Za-z]+)\s+(.*?)\s*$/.exec(line);
    if (!match || line.trim().startsWith("#")) continue;
    const keyword = match[1]!.toUpperCase();
    const args = match[2]!;
    if (keyword === "FROM") stages.push({ name: /\bAS\s+(\S+)$/i.exec(args)?.[1], instructions: [] });
    stages.at(-1)?.instructions.push({ keyword, args });
  }
  return stages;
}

const argsOf = (stage: Stage, keyword: string) =>
  stage.instructions.filter((instruction) => instruction.keyword === keyword).map((instruction) => instruction.args);

/** An instruction's words: its JSON array (exec form), or its text split on spaces. */
const wordsOf = (args: string): string[] => (args.startsWith("[") ? (JSON.parse(args) as string[]) : args.split(/\s+/));

/** `ENV A=1 B=2` lines, as one object. */
function envOf(stage: Stage): Record<string, string> {
  return Object.fromEntries(
    argsOf(stage, "ENV").flatMap((args) =>
      args.split(/\s+/).map((pair) => {
        expect(pair, "ENV writes NAME=value pairs").toMatch(/^\w+=\S*$/);
        return pair.split("=", 2) as [string, string];
      }),
    ),
  );
}

interface Copy {
  from?: string;
  sources: string[];
  /** Where each source lands, from WORKDIR. */
  destinations: string[];
}

function copiesOf(stage: Stage): Copy[] {
  return argsOf(stage, "COPY").map((args) => {
    const words = wordsOf(args);
    const from = words.find((word) => word.startsWith("--from="))?.slice("--from=".length);
    const [destination, ...sourcesReversed] = words.filter((word) => !word.startsWith("--")).reverse();
    const sources = sourcesReversed.reverse();
    const target = posix.normalize(destination!);
    const destinations = sources.map((source) =>
      (destination!.endsWith("/") ? posix.join(target, basename(source)) : target).replace(/^\.\/?/, ""),
    );
    return { from, sources, destinations };
  });
}

/** The path of the health check's request: it asks the app on its own PORT. */
function healthCheckPath(stage: Stage): string {
  const [healthcheck] = argsOf(stage, "HEALTHCHECK");
  const path = /fetch\('http:\/\/127\.0\.0\.1:'\+process\.env\.PORT\+'(\/[^']*)'\)/.exec(healthcheck ?? "")?.[1];
  if (!path) throw new Error(`HEALTHCHECK does not fetch http://127.0.0.1:$PORT/…: ${healthcheck}`);
  return path;
}

const stages = parseDockerfile(read("Dockerfile"));
const runtime = stages.at(-1)!;
const runtimeEnv = envOf(runtime);
const HEALTH_PATH = healthCheckPath(runtime);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the Dockerfile", () => {
  it("builds in one stage and runs from another, both on Node 24", () => {
    expect(stages.map((stage) => argsOf(stage, "FROM")[0]?.split(/\s+/)[0])).toEqual(["node:24-slim", "node:24-slim"]);
    expect(argsOf(stages[0]!, "RUN")).toContain("npm run build");
  });

  it("sets only variables the app reads, to values it accepts, and exposes the port it listens on", () => {
    expect(Object.keys(runtimeEnv).filter((name) => !(ENV_VARIABLES as string[]).includes(name))).toEqual([]);
    const env = parseEnv(runtimeEnv);
    expect(env.NODE_ENV).toBe("production");
    expect(env.PORT).toBe(DEFAULT_PORT);
    expect(argsOf(runtime, "EXPOSE")).toEqual([String(DEFAULT_PORT)]);
    expect(argsOf(runtime, "VOLUME")).toEqual([env.DATA_DIR]);
  });

  it("creates the data volume's directory 0700, owned by the node user that runs the app", () => {
    const dataDir = parseEnv(runtimeEnv).DATA_DIR;
    const creates = argsOf(runtime, "RUN").filter((command) => wordsOf(command).includes(dataDir));
    expect(creates, `a RUN line creates ${dataDir}`).toHaveLength(1);
    const words = wordsOf(creates[0]!);
    expect(words.slice(0, 2)).toEqual(["install", "-d"]);
    expect(words[words.indexOf("-m") + 1]).toBe("700");
    expect(words[words.indexOf("-o") + 1]).toBe("node");
  });

  it("runs `npm start`'s command as the unprivileged node user", () => {
    const start = (JSON.parse(read("package.json")) as { scripts: { start: string } }).scripts.start;
    expect(wordsOf(argsOf(runtime, "CMD")[0]!)).toEqual(start.split(" "));
    expect(argsOf(runtime, "USER")).toEqual(["node"]);
  });

  it("copies into the runtime image what the built server reads (src/server/paths.ts), and the production dependencies", () => {
    const copies = copiesOf(runtime);
    const copied = copies.flatMap((copy) => copy.destinations);
    const entry = wordsOf(argsOf(runtime, "CMD")[0]!).at(-1)!;
    const needed = [relative(ROOT, MIGRATIONS_DIR), relative(ROOT, WEB_DIST_DIR), entry, "package.json"].map((path) =>
      path.split("\\").join("/"),
    );
    for (const path of needed) {
      expect(
        copied.some((destination) => path === destination || path.startsWith(`${destination}/`)),
        `${path} is copied`,
      ).toBe(true);
    }
    for (const copy of copies.filter((each) => each.from !== undefined)) expect(stages.map((stage) => stage.name)).toContain(copy.from);
    expect(argsOf(runtime, "RUN").some((run) => run.startsWith("npm ci --omit=dev"))).toBe(true);
  });

  it("checks its health at the route the app serves for it", async () => {
    expect(HEALTH_PATH).toBe("/api/health");
    const response = await t.request(HEALTH_PATH);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("leaves local data, secrets and installed modules out of the build context, and nothing it copies", () => {
    const ignored = read(".dockerignore")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"));
    expect(ignored).toEqual(expect.arrayContaining(["node_modules", "data", ".env", ".git"]));
    const copiedFromContext = stages.flatMap((stage) =>
      copiesOf(stage)
        .filter((copy) => copy.from === undefined)
        .flatMap((copy) => copy.sources),
    );
    expect(copiedFromContext.filter((source) => ignored.includes(source.replace(/^\.\//, "")))).toEqual([]);
  });
});

// ---- the Compose files ----

interface ComposeService {
  build?: unknown;
  image?: string;
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition?: string }>;
  healthcheck?: { test?: unknown };
  volumes?: string[];
  configs?: { source: string; target: string }[];
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  configs?: Record<string, { content?: string }>;
}

const readCompose = (file: string) => parseYaml(read(file), { merge: true }) as ComposeFile;

/** A value as Compose interpolates it with `variables` set: `${NAME}`, `${NAME:-default}`, `${NAME:?error}`. */
function interpolate(value: string, variables: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, word?: string) => {
    if (variables[name]) return variables[name];
    if (kind === "?") throw new Error(`${name} must be set: ${word}`);
    return kind === "-" ? word! : "";
  });
}

/** The app's services: those built from this repository's Dockerfile. */
const appServicesOf = (compose: ComposeFile) => Object.entries(compose.services).filter(([, service]) => service.build === ".");

const SECRET = { BETTER_AUTH_SECRET: "a-secret-of-at-least-32-characters!" };

/** The configuration an app service starts with, as its process sees it. */
const envOfService = (service: ComposeService, variables: Record<string, string> = SECRET) =>
  Object.fromEntries(Object.entries(service.environment ?? {}).map(([name, value]) => [name, interpolate(String(value), variables)]));

describe.each(["docker-compose.yml", "docker-compose.instances.yml"])("%s", (file) => {
  const compose = readCompose(file);
  const apps = appServicesOf(compose);

  it("sets only variables the app reads, to values it accepts, with BETTER_AUTH_SECRET required", () => {
    expect(apps.length).toBeGreaterThan(0);
    for (const [name, service] of apps) {
      expect(
        Object.keys(service.environment ?? {}).filter((variable) => !(ENV_VARIABLES as string[]).includes(variable)),
        name,
      ).toEqual([]);
      const env = parseEnv({ ...runtimeEnv, ...envOfService(service) });
      expect(env.DATABASE_URL, name).toBeDefined();
      expect(() => envOfService(service, {}), name).toThrow(/BETTER_AUTH_SECRET must be set/);
    }
  });

  it("starts the app once PostgreSQL 17 is healthy, keeping its data in a named volume", () => {
    for (const [name, service] of apps) {
      const databaseHost = new URL(parseEnv(envOfService(service)).DATABASE_URL!).hostname;
      const database = compose.services[databaseHost];
      expect(database?.image, `${name}'s DATABASE_URL names a service`).toBe("postgres:17");
      expect(database?.healthcheck?.test).toBeDefined();
      expect(service.depends_on?.[databaseHost]?.condition, name).toBe("service_healthy");
      const dataVolume = database?.volumes?.find((volume) => volume.endsWith(":/var/lib/postgresql/data"))?.split(":")[0];
      expect(Object.keys(compose.volumes ?? {})).toContain(dataVolume);
    }
  });

  it("waits only for services that report their health (the app's from its image's HEALTHCHECK)", () => {
    const reportsHealth = (service: ComposeService | undefined) => Boolean(service?.healthcheck?.test || service?.build === ".");
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        if (condition === "service_healthy") expect(reportsHealth(compose.services[dependency]), `${name} → ${dependency}`).toBe(true);
      }
    }
  });

  it("publishes only the app's own port, where an app is published", () => {
    for (const [name, service] of apps) {
      for (const port of service.ports ?? []) expect(port.split(":").at(-1), name).toBe(String(DEFAULT_PORT));
    }
  });
});

describe("docker-compose.instances.yml", () => {
  const compose = readCompose("docker-compose.instances.yml");
  const apps = appServicesOf(compose);

  it("runs two instances that take the client's address from the proxy", () => {
    expect(apps.length).toBe(2);
    for (const [name, service] of apps) expect(parseEnv(envOfService(service)).TRUST_PROXY, name).toBe(true);
  });

  it("balances over both behind Caddy, which checks their health at the app's health route", () => {
    const proxy = compose.services.proxy!;
    expect(proxy.image).toBe("caddy:2");
    const config = proxy.configs?.find((each) => each.target === "/etc/caddy/Caddyfile");
    const caddyfile = compose.configs?.[config!.source]?.content ?? "";
    const upstreams = /reverse_proxy\s+([^{\n]+)/.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams).toEqual(apps.map(([name]) => `${name}:${DEFAULT_PORT}`));
    expect(caddyfile).toMatch(new RegExp(`health_uri ${HEALTH_PATH}\\n`));
    expect(caddyfile).toMatch(/lb_policy round_robin/);
    for (const [name] of apps) expect(proxy.depends_on?.[name]?.condition).toBe("service_healthy");
  });
});
