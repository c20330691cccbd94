/**
 * Password guessing on /api/auth/sign-in/email: 5 attempts a minute per client address
 * (docs/decisions.md 5), and none of the ways around it: headers that claim another address,
 * other spellings of the path, parallel bursts, spreading guesses over accounts, and the
 * other endpoints that check a password. Invitation links: 30 looked up or accepted a minute
 * per client address (docs/decisions.md 88).
 *
 * Every refusal under /api is also a well-formed API error (`{error: {code, message}}`, docs/decisions.md 35).
 */
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { INVITATION_LOOKUPS_PER_MINUTE } from "../../workspaces/invitation-lookups";
import { createTestApp, randomIp, STRONG_PASSWORD, uniqueEmail, type TestApp } from "../test-app";
import { testEngine } from "../test-database";
import { errorShapeProblem, readAnswer, Tally } from "./actors";

const SIGN_IN = "/api/auth/sign-in/email";
const LIMIT = 5;
const WRONG_PASSWORD = "Wrong-Passw0rd";
/** What answers a password check: a session (200) or a refusal of the password (401). */
const VERDICTS = [200, 401];

const t = await createTestApp();
afterAll(() => t.close());
const engine = testEngine();
const tally = new Tally();

afterAll(() => {
  console.info(
    [
      `[security] brute force on ${engine}: ${tally.requests} attempts (passwords and invitation links); statuses ${tally.statuses()}`,
      ...tally.groups().map((group) => `  ${group}: ${tally.statuses(group)}`),
    ].join("\n"),
  );
});

async function attempt(
  app: TestApp,
  group: string,
  email: string,
  password: string,
  init: { ip: string; path?: string; headers?: Record<string, string> },
) {
  const response = await app.postJson(init.path ?? SIGN_IN, { email, password }, { ip: init.ip, headers: init.headers ?? {} });
  tally.add(group, response.status);
  // Paths are case-sensitive: /API/… is not the API but the web app's (its 404 page here).
  if ((init.path ?? SIGN_IN).startsWith("/api/")) await expectErrorShape(response);
  return response.status;
}

async function expectErrorShape(response: Response) {
  if (response.status < 400) return;
  const answer = await readAnswer(response);
  expect(errorShapeProblem(answer), `${response.status} ${answer.text}`).toBeUndefined();
}

/** Headers a caller may send to claim another address; none chooses the bucket without TRUST_PROXY. */
const ADDRESS_HEADERS = [
  "x-forwarded-for",
  "x-real-ip",
  "forwarded",
  "cf-connecting-ip",
  "true-client-ip",
  "x-client-ip",
  "x-cluster-client-ip",
  "fastly-client-ip",
  "x-clientele-client-ip",
];

const claimed = (header: string, n: number) => (header === "forwarded" ? `for=198.51.100.${n}` : `198.51.100.${n}`);

describe(`sign-in brute force on ${engine}`, () => {
  it(`answers 429 after ${LIMIT} attempts a minute from one address, even to the right password; another address is not affected`, async () => {
    const user = await t.signUp();
    const ip = randomIp();
    const statuses: number[] = [];
    for (let n = 0; n < LIMIT + 1; n++) statuses.push(await attempt(t, "one address", user.email, WRONG_PASSWORD, { ip }));
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429]);
    expect(await attempt(t, "one address", user.email, STRONG_PASSWORD, { ip })).toBe(429);
    expect(await attempt(t, "one address", user.email, STRONG_PASSWORD, { ip: randomIp() })).toBe(200);
  });

  it.each([...ADDRESS_HEADERS.map((header) => [header, [header]] as const), ["all of them at once", ADDRESS_HEADERS] as const])(
    "is not reset by a new address in %s on every attempt (TRUST_PROXY unset)",
    async (name, headers) => {
      const user = await t.signUp();
      const ip = randomIp();
      const statuses: number[] = [];
      for (let n = 0; n < LIMIT + 3; n++) {
        const spoofed = Object.fromEntries(headers.map((header) => [header, claimed(header, n)]));
        statuses.push(await attempt(t, `spoofed ${name}`, user.email, WRONG_PASSWORD, { ip, headers: spoofed }));
      }
      expect(
        statuses.filter((status) => VERDICTS.includes(status)),
        `statuses ${statuses.join(", ")}`,
      ).toHaveLength(LIMIT);
      expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
    },
  );

  const SPELLINGS = [
    `${SIGN_IN}/`,
    `${SIGN_IN}?via=query`,
    `${SIGN_IN};x=1`,
    `${SIGN_IN}%20`,
    "/api/auth/sign-in//email",
    "/api/auth//sign-in/email",
    "/api/auth/./sign-in/email",
    "/api/auth/x/../sign-in/email",
    "/api/auth/sign-in/%65mail",
    "/api/auth/sign-in%2Femail",
    "/api/auth/SIGN-IN/EMAIL",
    "/API/AUTH/sign-in/email",
  ];

  it(`gives no password check to any of ${SPELLINGS.length} other spellings of the path once the limit is reached`, async () => {
    const user = await t.signUp();
    const ip = randomIp();
    for (let n = 0; n < LIMIT; n++) expect(await attempt(t, "canonical path", user.email, WRONG_PASSWORD, { ip })).toBe(401);
    for (const path of SPELLINGS) {
      const status = await attempt(t, "other spellings", user.email, STRONG_PASSWORD, { ip, path });
      expect(VERDICTS, `${path} answered ${status}`).not.toContain(status);
    }
  });

  // Parallel requests race a limiter that reads its counter before writing it: on PostgreSQL,
  // better-auth's own database storage let 6 to 15 of 20 through before the app's atomic one.
  it(`gives at most ${LIMIT} password checks to each of 3 addresses sending 20 parallel attempts at once`, async () => {
    const user = await t.signUp();
    const bursts = await Promise.all(
      [randomIp(), randomIp(), randomIp()].map((ip) =>
        Promise.all(Array.from({ length: 20 }, () => attempt(t, "parallel bursts", user.email, WRONG_PASSWORD, { ip }))),
      ),
    );
    for (const statuses of bursts) {
      expect(
        statuses.filter((status) => VERDICTS.includes(status)),
        `statuses ${statuses.join(", ")}`,
      ).toHaveLength(LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20 - LIMIT);
    }
  });

  it(`counts guesses spread over ${LIMIT + 2} accounts against the one address`, async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let n = 0; n < LIMIT + 2; n++) {
      const user = await t.signUp();
      statuses.push(await attempt(t, "many accounts", user.email, WRONG_PASSWORD, { ip }));
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429, 429]);
  });
});

/**
 * better-auth's other endpoints that check the user's password: with a stolen session, each is
 * a way to learn the password itself (and so every other device's access), and must be as
 * guarded as signing in. A 404 means the app does not serve the endpoint.
 */
const PASSWORD_CHECKS: [path: string, body: Record<string, string>][] = [
  ["/api/auth/change-password", { currentPassword: WRONG_PASSWORD, newPassword: "Another-Passw0rd-1" }],
  ["/api/auth/verify-password", { password: WRONG_PASSWORD }],
  ["/api/auth/delete-user", { password: WRONG_PASSWORD }],
  ["/api/auth/email-change/request", { newEmail: "elsewhere@example.com", password: WRONG_PASSWORD }],
];

describe(`password guessing with a session on ${engine}`, () => {
  it.each(PASSWORD_CHECKS)(`%s checks at most ${LIMIT} guesses a minute from one address`, async (path, body) => {
    const user = await t.signUp();
    const ip = randomIp();
    const statuses: number[] = [];
    for (let n = 0; n < LIMIT + 3; n++) {
      const response = await t.postJson(path, body, { ip, headers: { cookie: user.cookie } });
      tally.add(path, response.status);
      await expectErrorShape(response);
      statuses.push(response.status);
    }
    const checked = statuses.filter((status) => status !== 429 && status !== 404);
    expect(checked.length, `${path} answered ${statuses.join(", ")}`).toBeLessThanOrEqual(LIMIT);
  });
});

describe(`sign-in brute force on ${engine}, behind a reverse proxy (TRUST_PROXY=true)`, () => {
  const PROXY = "127.0.0.1";

  it("takes the address from X-Forwarded-For: each client its own bucket, one client one bucket across proxies", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const user = await proxied.signUp();
      const client = "203.0.113.10";
      const statuses: number[] = [];
      // The same client through two proxy addresses: one bucket.
      for (let n = 0; n < LIMIT + 1; n++) {
        const ip = n % 2 === 0 ? PROXY : "127.0.0.2";
        statuses.push(
          await attempt(proxied, "TRUST_PROXY, one client", user.email, WRONG_PASSWORD, { ip, headers: { "x-forwarded-for": client } }),
        );
      }
      expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429]);
      // Another client behind the same proxy is not locked out by the first.
      const other = await attempt(proxied, "TRUST_PROXY, another client", user.email, STRONG_PASSWORD, {
        ip: PROXY,
        headers: { "x-forwarded-for": "203.0.113.11" },
      });
      expect(other).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it("ignores the X-Forwarded-For entries a caller forges in front of the proxy's own", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const user = await proxied.signUp();
      const statuses: number[] = [];
      for (let n = 0; n < LIMIT + 1; n++) {
        // An appending proxy keeps what the caller sent and adds the address it saw.
        const forged = `198.51.100.${n}`;
        statuses.push(
          await attempt(proxied, "TRUST_PROXY, forged entries", user.email, WRONG_PASSWORD, {
            ip: PROXY,
            headers: { "x-forwarded-for": `${forged}, 203.0.113.20` },
          }),
        );
      }
      expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429]);
    } finally {
      await proxied.close();
    }
  });
});

describe(`invitation link guessing on ${engine}`, () => {
  it(`answers 429 past ${INVITATION_LOOKUPS_PER_MINUTE} links a minute from one address, even to a real link; another address is not affected`, async () => {
    const owner = await t.signUp();
    const invited = await t.api(owner, "POST", `/workspaces/${owner.workspaceId}/invitations`, {
      email: uniqueEmail("guessed"),
      role: "admin",
    });
    const token = new URL(((await invited.json()) as { url: string }).url).pathname.split("/").pop()!;
    const [workspaceId] = token.split(".");
    const guesser = randomIp();
    const look = async (group: string, candidate: string, ip: string, method = "GET") => {
      const path = `/api/v1/invitations/${candidate}${method === "POST" ? "/accept" : ""}`;
      const response = await t.request(path, { method, ip, headers: method === "POST" ? { cookie: owner.cookie } : {} });
      tally.add(group, response.status);
      await expectErrorShape(response);
      return response.status;
    };

    // Guesses of the secret of a real workspace's link, previews and acceptances alike.
    const statuses: number[] = [];
    for (let guess = 0; guess < INVITATION_LOOKUPS_PER_MINUTE; guess++) {
      const candidate = `${workspaceId}.${randomBytes(32).toString("base64url")}`;
      statuses.push(await look("invitation guesses", candidate, guesser, guess % 2 === 0 ? "GET" : "POST"));
    }
    expect(new Set(statuses)).toEqual(new Set([404]));
    expect(await look("invitation guesses", token, guesser)).toBe(429);
    expect(await look("invitation guesses", token, guesser, "POST")).toBe(429);
    // The invitee, elsewhere, still opens the link.
    expect(await look("invitation, another address", token, randomIp())).toBe(200);
  });
});
