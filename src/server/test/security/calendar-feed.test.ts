/*
 * A calendar feed's URL is a key that works with no session, read by calendar apps that poll it
 * (docs/decisions.md 109). It must open one member's tasks of one workspace and nothing else,
 * never be kept in the clear, stop working when it is replaced or deleted, when it goes unread
 * for 90 days, and with whatever ends the account's other credentials: a password change or
 * reset, "sign out everywhere" (a cancelled change of address signs out everywhere too), the
 * account's deletion, the end of the membership. Guesses are refused past a few a minute from
 * one address, and the URL never reaches the request log.
 */
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewCalendarFeed } from "@shared/calendar-feed/calendar-feed.schema";
import { CALENDAR_FEED_MISSES_PER_MINUTE } from "../../calendar-feed/feed-lookups";
import { queryRows } from "../../db/database";
import { calendarFeeds, workspaceMembers } from "../../db/schema";
import { startSmtpInbox, type SmtpInbox } from "../smtp-inbox";
import { createTestApp, randomIp, STRONG_PASSWORD, type TestApp, type TestUser, uniqueEmail } from "../test-app";

const NEW_PASSWORD = "Another-Passw0rd";

const logLines: Record<string, unknown>[] = [];
const logger = pino({ level: "debug" }, { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) });

let inbox: SmtpInbox;
let t: TestApp;
/** The owner of the shared workspace every test's member joins. */
let owner: TestUser;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ SMTP_URL: inbox.url, MAIL_FROM: "crm@example.com" }, { logger });
  owner = await t.signUp();
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

/** A new account, member of the owner's workspace and working in it. */
async function newMember(): Promise<TestUser> {
  const member = await t.signUp();
  await t.db.insert(workspaceMembers).values({ workspaceId: owner.workspaceId, userId: member.id, role: "member" });
  expect((await t.api(member, "POST", `/workspaces/${owner.workspaceId}/activate`)).status).toBe(200);
  return member;
}

async function rotate(user: TestUser): Promise<string> {
  const response = await t.api(user, "POST", "/calendar-feed/rotate");
  expect(response.status).toBe(201);
  return ((await response.json()) as NewCalendarFeed).url;
}

/** Reads a feed as a calendar app does: no cookie, an address of its own. */
const read = (url: string, ip = randomIp()) => t.request(new URL(url).pathname, { ip });
const statusOf = async (url: string) => (await read(url)).status;

const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!.slice(0, -".ics".length);
const summariesOf = async (url: string) => [...(await (await read(url)).text()).matchAll(/^SUMMARY:(.*)\r$/gm)].map((match) => match[1]);

async function addTask(user: TestUser, title: string, extra: Record<string, unknown> = {}) {
  const response = await t.api(user, "POST", "/tasks", { title, due_date: "2031-03-14", ...extra });
  expect(response.status).toBe(201);
}

describe("a feed's URL", () => {
  it("opens its member's tasks of its workspace only, and names that workspace: another workspace's id makes it nobody's", async () => {
    const member = await newMember();
    await addTask(member, "Member's task in the shared workspace");
    await addTask(owner, "Owner's task in the shared workspace");
    await addTask(owner, "Owner's task given to the member", { assignee_id: member.id });
    const shared = await rotate(member);
    const ownersFeed = await rotate(owner);

    expect((await t.api(member, "POST", `/workspaces/${member.workspaceId}/activate`)).status).toBe(200);
    await addTask(member, "Member's task in their own workspace");
    const personal = await rotate(member);

    expect((await summariesOf(shared)).sort()).toEqual(["Member's task in the shared workspace", "Owner's task given to the member"]);
    expect(await summariesOf(personal)).toEqual(["Member's task in their own workspace"]);
    expect(await summariesOf(ownersFeed)).not.toContain("Member's task in the shared workspace");
    // Each workspace has a feed of its own: making the personal one left the shared one working.
    expect(await statusOf(shared)).toBe(200);

    const [, secret] = tokenOf(shared).split(".");
    const elsewhere = shared.replace(`/${owner.workspaceId}.`, `/${member.workspaceId}.`);
    expect(elsewhere).toContain(secret);
    expect(await statusOf(elsewhere)).toBe(404);
  });

  it("is kept as the SHA-256 of its secret only: no table holds the token", async () => {
    const member = await newMember();
    const url = await rotate(member);
    const [workspaceId, secret] = tokenOf(url).split(".") as [string, string];
    const [row] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, member.id));
    expect(row).toMatchObject({ workspaceId, tokenHash: createHash("sha256").update(secret).digest("hex") });

    const tables = await queryRows<{ name: string }>(
      t.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    for (const { name } of tables) {
      const [found] = await queryRows<{ count: number }>(
        t.db,
        sql`select count(*)::int as count from ${sql.identifier(name)} as row where row::text like ${`%${secret}%`}`,
      );
      expect(found!.count, `the secret in ${name}`).toBe(0);
    }
  });

  it("stops working once replaced: the new one works, another member's is untouched", async () => {
    const member = await newMember();
    const ownersFeed = await rotate(owner);
    const first = await rotate(member);
    const second = await rotate(member);
    expect(await statusOf(first)).toBe(404);
    expect(await statusOf(second)).toBe(200);
    expect(await statusOf(ownersFeed)).toBe(200);
  });

  it("stops working once unread for 90 days", async () => {
    const member = await newMember();
    const url = await rotate(member);
    await t.db
      .update(calendarFeeds)
      .set({ lastUsedAt: sql`now() - interval '2161 hours'`, expiresAt: sql`now() - interval '1 second'` })
      .where(eq(calendarFeeds.userId, member.id));
    expect(await statusOf(url)).toBe(404);
    expect(await (await t.api(member, "GET", "/calendar-feed")).json()).toEqual({
      active: false,
      created_at: null,
      last_used_at: null,
      expires_at: null,
    });
  });

  it("never reaches the request log", async () => {
    const member = await newMember();
    const url = await rotate(member);
    logLines.length = 0;
    expect(await statusOf(url)).toBe(200);
    const [, secret] = tokenOf(url).split(".");
    expect(logLines.filter((line) => line.msg === "request").map((line) => line.path)).toEqual(["/api/v1/calendar/[redacted]"]);
    expect(JSON.stringify(logLines)).not.toContain(secret);
  });
});

describe("a feed dies with", () => {
  const signOutEverywhere = (member: TestUser) => t.api(member, "POST", "/sessions/revoke-others");

  it.each([
    ["signing out everywhere", signOutEverywhere],
    [
      "better-auth's revoke-sessions",
      (member: TestUser) => t.postJson("/api/auth/revoke-sessions", {}, { headers: { cookie: member.cookie } }),
    ],
    [
      "better-auth's revoke-other-sessions",
      (member: TestUser) => t.postJson("/api/auth/revoke-other-sessions", {}, { headers: { cookie: member.cookie } }),
    ],
    [
      "a password change",
      (member: TestUser) =>
        t.postJson(
          "/api/auth/change-password",
          { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD },
          { headers: { cookie: member.cookie } },
        ),
    ],
    [
      "a password reset",
      async (member: TestUser) => {
        await t.postJson("/api/auth/request-password-reset", { email: member.email, redirectTo: "/auth/reset-password" });
        const token = new URL((await inbox.nextMailTo(member.email)).link!).pathname.split("/").pop()!;
        return t.postJson("/api/auth/reset-password", { token, newPassword: NEW_PASSWORD });
      },
    ],
    [
      "the cancelling of a change of address, which signs every device out",
      async (member: TestUser) => {
        const newEmail = uniqueEmail("moved");
        await t.postJson("/api/auth/email-change/request", { newEmail, password: STRONG_PASSWORD }, { headers: { cookie: member.cookie } });
        await inbox.nextMailTo(newEmail);
        const token = new URL((await inbox.nextMailTo(member.email)).link!).searchParams.get("token")!;
        return t.postJson("/api/auth/email-change/cancel", { token });
      },
    ],
    [
      "the account's deletion",
      (member: TestUser) => t.postJson("/api/auth/delete-user", { password: STRONG_PASSWORD }, { headers: { cookie: member.cookie } }),
    ],
    ["leaving the workspace", (member: TestUser) => t.api(member, "DELETE", `/workspaces/${owner.workspaceId}/members/${member.id}`)],
    [
      "being removed from the workspace",
      (member: TestUser) => t.api(owner, "DELETE", `/workspaces/${owner.workspaceId}/members/${member.id}`),
    ],
  ])("%s, in every workspace of the member's and for every address; the owner's feed goes on", async (name, end) => {
    const member = await newMember();
    const shared = await rotate(member);
    expect((await t.api(member, "POST", `/workspaces/${member.workspaceId}/activate`)).status).toBe(200);
    const personal = await rotate(member);
    const ownersFeed = await rotate(owner);
    expect([await statusOf(shared), await statusOf(personal)]).toEqual([200, 200]);

    const ended = await end(member);
    expect(ended.status, await ended.clone().text()).toBeLessThan(300);
    expect(await statusOf(shared)).toBe(404);
    const leftTheWorkspaceOnly = name.includes("workspace");
    // Leaving one workspace ends that workspace's feed; everything else ends all of them.
    expect(await statusOf(personal)).toBe(leftTheWorkspaceOnly ? 200 : 404);
    expect(await statusOf(ownersFeed)).toBe(200);
  });

  it("the workspace's deletion, for every member", async () => {
    const boss = await t.signUp();
    const member = await t.signUp();
    await t.db.insert(workspaceMembers).values({ workspaceId: boss.workspaceId, userId: member.id, role: "member" });
    expect((await t.api(member, "POST", `/workspaces/${boss.workspaceId}/activate`)).status).toBe(200);
    const feeds = [await rotate(boss), await rotate(member)];
    expect((await t.api(boss, "DELETE", `/workspaces/${boss.workspaceId}`)).status).toBe(204);
    for (const url of feeds) expect(await statusOf(url)).toBe(404);
  });
});

describe("guessing feed tokens", () => {
  it(`is refused past ${CALENDAR_FEED_MISSES_PER_MINUTE} misses a minute from one address, even for a real token; others read on`, async () => {
    const member = await newMember();
    const url = await rotate(member);
    const guesser = randomIp();
    const guess = (index: number) =>
      t.request(`/api/v1/calendar/${owner.workspaceId}.${index.toString().padStart(43, "A")}.ics`, { ip: guesser });
    for (let index = 0; index < CALENDAR_FEED_MISSES_PER_MINUTE; index++) expect((await guess(index)).status).toBe(404);
    const refused = await guess(CALENDAR_FEED_MISSES_PER_MINUTE);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The guesser learns nothing more, not even of a real token; a calendar app elsewhere reads on.
    expect((await read(url, guesser)).status).toBe(429);
    expect((await read(url)).status).toBe(200);
  });

  it("does not count the reads that find their feed", async () => {
    const member = await newMember();
    const url = await rotate(member);
    const calendarApp = randomIp();
    for (let index = 0; index <= CALENDAR_FEED_MISSES_PER_MINUTE; index++) expect((await read(url, calendarApp)).status).toBe(200);
  });
});
