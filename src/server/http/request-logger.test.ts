import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

const logLines: Record<string, unknown>[] = [];
const logger = pino({ level: "debug" }, { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) });

let t: TestApp;
let server: ServerType;
let port: number;
beforeAll(async () => {
  t = await createTestApp({}, { logger });
  server = await new Promise<ServerType>((resolve) => {
    const instance = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(instance));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

/** Sends the headers and the first bytes of a JSON body, then hangs up. */
function sendAndHangUp(path: string, cookie = "") {
  const socket = connect(port, "127.0.0.1", () => {
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: http://localhost:3000\r\n` +
        `Content-Type: application/json\r\nContent-Length: 1000\r\n${cookie ? `Cookie: ${cookie}\r\n` : ""}\r\n{"email": "a`,
    );
    setTimeout(() => socket.destroy(), 50);
  });
}

describe("a client that hangs up mid-request", () => {
  it.each(["/api/auth/sign-up/email", "/api/v1/clients"])("is logged at info level as status 499 (%s)", async (path) => {
    const user = await t.signUp();
    logLines.length = 0;
    sendAndHangUp(path, user.cookie);
    const requestLine = await vi.waitFor(
      () => {
        const line = logLines.find((entry) => entry.msg === "request" && entry.path === path);
        if (!line) throw new Error("not logged yet");
        return line;
      },
      { timeout: 5_000, interval: 20 },
    );
    expect(requestLine).toMatchObject({ level: 30, status: 499 });
    expect(logLines.filter((entry) => (entry.level as number) >= 40)).toEqual([]);
  });
});
