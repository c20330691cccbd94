import { createServer, connect, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseConnection } from "../db/database";
import { createTestDatabase, testEngine, type TestDatabase } from "../test/test-database";
import { createTestApp, STRONG_PASSWORD, type ErrorBody, type TestApp, type TestUser } from "../test/test-app";

/**
 * A TCP relay between the app and PostgreSQL that can be cut: while cut, connections already made
 * are dropped and new ones refused, as when the database's host goes down.
 */
async function relayTo(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  return {
    url: () => Object.assign(new URL(target), { hostname: "127.0.0.1", port: String(port) }).toString(),
    async cut() {
      await new Promise<void>((resolve) => {
        server!.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: listen,
  };
}

describe.runIf(testEngine() === "postgres")("a database out of reach", () => {
  let database: TestDatabase;
  let relay: Awaited<ReturnType<typeof relayTo>>;
  let relayed: DatabaseConnection;
  let app: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase();
    relay = await relayTo(new URL(database.url!));
    relayed = openDatabase({ engine: "postgres", url: relay.url(), maxConnections: 4 });
    app = await createTestApp({}, { database: relayed });
    user = await app.signUp();
  });

  afterAll(async () => {
    await app?.close();
    await relayed?.close();
    await database?.destroy();
  });

  it("answers 503 with a code the web app words, changes nothing, and serves again once the database is back", async () => {
    expect((await app.api(user, "POST", "/clients", { name: "Before the outage" })).status).toBe(201);

    await relay.cut();
    for (const [method, path, body] of [
      ["GET", "/clients", undefined],
      ["POST", "/clients", { name: "During the outage" }],
      ["GET", "/workspaces", undefined],
    ] as const) {
      const response = await app.api(user, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      const { error } = (await response.json()) as ErrorBody;
      expect(error.code).toBe("UNAVAILABLE");
      expect(error.details).toMatchObject({ reason: "database_unreachable" });
    }

    // Signing in reads the account: the same answer, in the shape the sign-in screen reads.
    const signIn = await app.postJson("/api/auth/sign-in/email", { email: user.email, password: STRONG_PASSWORD });
    expect(signIn.status).toBe(503);
    expect(((await signIn.json()) as { code: string }).code).toBe("UNAVAILABLE");

    await relay.restore();
    const list = await app.api(user, "GET", "/clients");
    expect(list.status).toBe(200);
    const { items } = (await list.json()) as { items: { name: string }[] };
    expect(items.map((client) => client.name)).toEqual(["Before the outage"]);
  });
});
