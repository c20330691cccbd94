/*
 * Links mailed to a user act on their account only as long as the situation they were sent
 * for lasts: once, for that account, while it still has the address, and never past a
 * password change or reset, "sign out everywhere", a change of address or the account's end.
 * Every mail goes through a real SMTP server on loopback; every link is used as its reader
 * would, through the page's request.
 */
import { eq, sql } from "drizzle-orm";
import { createEmailVerificationToken } from "better-auth/api";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account as accounts, accountLink, session as sessions, user as users } from "../../db/schema";
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from "../smtp-inbox";
import { testEngine } from "../test-database";
import { createTestApp, sessionCookie, STRONG_PASSWORD, type TestApp, type TestUser, uniqueEmail } from "../test-app";

const NEW_PASSWORD = "Another-Passw0rd";

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.close());

const mailSettings = () => ({ SMTP_URL: inbox.url, MAIL_FROM: "crm@example.com" });
const tokenOf = (mail: ReceivedMail) => new URL(mail.link!).searchParams.get("token")!;

describe("a change of address", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(mailSettings());
  });
  afterAll(() => t.close());

  const emailOf = async (id: string) => (await t.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;
  const requestChange = (user: TestUser, newEmail: string, password: string | undefined, language = "en") =>
    t.postJson("/api/auth/email-change/request", { newEmail, password }, { headers: { cookie: `${user.cookie}; i18next=${language}` } });
  const confirm = (token: string, cookie = "") =>
    t.postJson("/api/auth/email-change/confirm", { token }, { headers: cookie ? { cookie } : {} });
  const cancel = (token: string) => t.postJson("/api/auth/email-change/cancel", { token });
  const signIn = (email: string, password = STRONG_PASSWORD) => t.postJson("/api/auth/sign-in/email", { email, password });

  /** Asks for a change to a fresh address; answers it and the two mails: the link to the new address, the notice to the old. */
  async function pendingChange(user: TestUser) {
    const newEmail = uniqueEmail("moved");
    expect((await requestChange(user, newEmail, STRONG_PASSWORD)).status).toBe(200);
    const [toNew, toOld] = await Promise.all([inbox.nextMailTo(newEmail), inbox.nextMailTo(user.email)]);
    return { newEmail, confirmToken: tokenOf(toNew), cancelToken: tokenOf(toOld), toNew, toOld };
  }

  it("applies once the new address's link is used, tells the old address, and works only once", async () => {
    const user = await t.signUp();
    const newEmail = uniqueEmail("moved");
    expect((await requestChange(user, newEmail, STRONG_PASSWORD, "pt")).status).toBe(200);
    const toNew = await inbox.nextMailTo(newEmail);
    expect(toNew.subject).toBe("Confirme seu novo e-mail no Clientele");
    expect(new URL(toNew.link!).pathname).toBe("/auth/confirm-email-change");
    const toOld = await inbox.nextMailTo(user.email);
    expect(toOld.subject).toBe("Foi solicitada a troca do seu e-mail no Clientele");
    expect(toOld.text).toContain(newEmail);
    expect(await emailOf(user.id)).toBe(user.email);

    const confirmed = await confirm(tokenOf(toNew), "i18next=pt");
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ email: newEmail });
    expect(sessionCookie(confirmed)).not.toContain("session_token");
    expect(await emailOf(user.id)).toBe(newEmail);
    const applied = await inbox.nextMailTo(user.email);
    expect(applied.subject).toBe("Seu e-mail no Clientele foi alterado");
    expect((await signIn(newEmail)).status).toBe(200);

    const again = await confirm(tokenOf(toNew));
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: "INVALID_TOKEN" });
  });

  it("outlives no account: a link kept after deleting the account cannot take the address's next owner", async () => {
    // Someone signs up with an address that is not theirs, and asks to move it to their own mailbox.
    const squatter = await t.signUp();
    const attackerMailbox = uniqueEmail("attacker");
    expect((await requestChange(squatter, attackerMailbox, STRONG_PASSWORD)).status).toBe(200);
    const kept = tokenOf(await inbox.nextMailTo(attackerMailbox));
    const deleted = await t.postJson("/api/auth/delete-user", { password: STRONG_PASSWORD }, { headers: { cookie: squatter.cookie } });
    expect(deleted.status).toBe(200);
    expect(await t.db.select().from(accountLink).where(eq(accountLink.userId, squatter.id))).toEqual([]);

    // The address's owner signs up; the kept link is used, with and without a session of the attacker's own.
    const owner = await t.signUp(squatter.email);
    const attacker = await t.signUp(uniqueEmail("attacker-account"));
    for (const cookie of ["", attacker.cookie]) {
      const used = await confirm(kept, cookie);
      expect(used.status).toBe(400);
      expect(await used.json()).toMatchObject({ code: "INVALID_TOKEN" });
      expect(sessionCookie(used)).not.toContain("session_token");
    }
    expect(await emailOf(owner.id)).toBe(squatter.email);
    expect((await signIn(squatter.email)).status).toBe(200);
    expect((await signIn(attackerMailbox)).status).toBe(401);
  });

  it("refuses a link better-auth signed for a change of address, even with the server's secret", async () => {
    const owner = await t.signUp();
    const attackerMailbox = uniqueEmail("attacker");
    for (const requestType of [undefined, "change-email-verification", "change-email-confirmation"]) {
      const token = await createEmailVerificationToken(t.secret, owner.email, attackerMailbox, 3600, requestType ? { requestType } : {});
      const opened = await t.request(`/api/auth/verify-email?token=${token}&callbackURL=%2Fsettings`, { redirect: "manual" });
      expect(opened.status).toBe(302);
      expect(new URL(opened.headers.get("location")!, "http://localhost:3000").searchParams.get("error")).toBe("INVALID_TOKEN");
      expect(sessionCookie(opened)).not.toContain("session_token");
    }
    expect(await emailOf(owner.id)).toBe(owner.email);
    await expect(inbox.nextMailTo(attackerMailbox, 300)).rejects.toThrow("no mail");
  });

  it("takes the current password: a session alone changes nothing and mails nobody", async () => {
    const user = await t.signUp();
    const newEmail = uniqueEmail("stolen-cookie");
    const without = await requestChange(user, newEmail, undefined);
    expect(without.status).toBe(400);
    expect(await without.json()).toMatchObject({ code: "VALIDATION", fields: { password: "validation.passwordRequired" } });
    const wrong = await requestChange(user, newEmail, "Wrong-Passw0rd");
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: "INVALID_PASSWORD" });
    await expect(inbox.nextMailTo(newEmail, 300)).rejects.toThrow("no mail");
    await expect(inbox.nextMailTo(user.email, 100)).rejects.toThrow("no mail");
    expect(await t.db.select().from(accountLink).where(eq(accountLink.userId, user.id))).toEqual([]);
  });

  it("takes, from an account without a password (Google, Microsoft), a sign-in of less than 10 minutes", async () => {
    const user = await t.signUp();
    await t.db.delete(accounts).where(eq(accounts.userId, user.id));
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, user.id));
    const stale = await requestChange(user, uniqueEmail("stale"), undefined);
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ code: "SESSION_EXPIRED" });

    await t.db.update(sessions).set({ createdAt: new Date() }).where(eq(sessions.userId, user.id));
    const newEmail = uniqueEmail("fresh");
    expect((await requestChange(user, newEmail, undefined)).status).toBe(200);
    expect((await inbox.nextMailTo(newEmail)).subject).toBe("Confirm your new email for Clientele");
  });

  it("answers a taken address as any other, and mails nobody", async () => {
    const [user, other] = [await t.signUp(), await t.signUp()];
    const taken = await requestChange(user, other.email, STRONG_PASSWORD);
    expect(taken.status).toBe(200);
    expect(await taken.json()).toEqual({ status: true });
    await expect(inbox.nextMailTo(other.email, 300)).rejects.toThrow("no mail");
  });

  it("answers 409 when the new address was taken before the link was used, and changes nothing", async () => {
    const user = await t.signUp();
    const { newEmail, confirmToken } = await pendingChange(user);
    await t.signUp(newEmail);
    const late = await confirm(confirmToken, user.cookie);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: "EMAIL_TAKEN", message: "This email is already used by another account" });
    expect(sessionCookie(late)).toBe("");
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it.each([
    [
      "a password change",
      async (user: TestUser) =>
        t.postJson(
          "/api/auth/change-password",
          { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD },
          { headers: { cookie: user.cookie } },
        ),
    ],
    [
      "a password reset",
      async (user: TestUser) => {
        await t.postJson("/api/auth/request-password-reset", { email: user.email, redirectTo: "/auth/reset-password" });
        const resetLink = (await inbox.nextMailTo(user.email)).link!;
        const token = new URL(resetLink).pathname.split("/").pop()!;
        return t.postJson("/api/auth/reset-password", { token, newPassword: NEW_PASSWORD });
      },
    ],
    ["signing out everywhere", async (user: TestUser) => t.api(user, "POST", "/sessions/revoke-others")],
    [
      "better-auth's revoke-sessions",
      async (user: TestUser) => t.postJson("/api/auth/revoke-sessions", {}, { headers: { cookie: user.cookie } }),
    ],
  ])("dies with %s, as does the link to cancel it", async (_, end) => {
    const user = await t.signUp();
    const { confirmToken, cancelToken } = await pendingChange(user);
    expect((await end(user)).status).toBe(200);
    expect((await confirm(confirmToken)).status).toBe(400);
    expect((await cancel(cancelToken)).status).toBe(400);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it("dies when another change is asked for", async () => {
    const user = await t.signUp();
    const first = await pendingChange(user);
    const second = await pendingChange(user);
    expect((await confirm(first.confirmToken)).status).toBe(400);
    expect((await confirm(second.confirmToken)).status).toBe(200);
    expect(await emailOf(user.id)).toBe(second.newEmail);
  });

  it("can be cancelled from the old address, which signs every device out", async () => {
    const user = await t.signUp();
    const { confirmToken, cancelToken, toOld } = await pendingChange(user);
    expect(toOld.subject).toBe("A change of your Clientele email was requested");
    expect(new URL(toOld.link!).pathname).toBe("/auth/cancel-email-change");
    const cancelled = await cancel(cancelToken);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ email: user.email });
    expect((await t.api(user, "GET", "/clients")).status).toBe(401);
    expect((await confirm(confirmToken)).status).toBe(400);
    expect((await cancel(cancelToken)).status).toBe(400);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it("can be undone from the old address once applied: the address comes back and every device is signed out", async () => {
    const user = await t.signUp();
    const { newEmail, confirmToken } = await pendingChange(user);
    expect((await confirm(confirmToken)).status).toBe(200);
    const applied = await inbox.nextMailTo(user.email);
    expect(applied.subject).toBe("Your Clientele email was changed");
    const undone = await cancel(tokenOf(applied));
    expect(undone.status).toBe(200);
    expect(await undone.json()).toEqual({ email: user.email });
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await t.api(user, "GET", "/clients")).status).toBe(401);
    expect((await signIn(newEmail)).status).toBe(401);
    expect((await signIn(user.email)).status).toBe(200);
  });
});

describe("a verification link, when addresses must be confirmed", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...mailSettings(), REQUIRE_EMAIL_VERIFICATION: "true" });
  });
  afterAll(() => t.close());

  const open = (link: string) => {
    const url = new URL(link);
    return t.request(`${url.pathname}${url.search}`, { redirect: "manual" });
  };
  const errorOf = (answer: Response) => new URL(answer.headers.get("location")!, "http://localhost:3000").searchParams.get("error");
  const signUp = (email: string) =>
    t.postJson("/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: "Ada", callbackURL: "/dashboard" });

  it("signs in once, and only once", async () => {
    const email = uniqueEmail();
    expect((await signUp(email)).status).toBe(200);
    const link = (await inbox.nextMailTo(email)).link!;
    const first = await open(link);
    expect(errorOf(first)).toBeNull();
    expect(sessionCookie(first)).toContain("session_token");
    const second = await open(link);
    expect(errorOf(second)).toBe("INVALID_TOKEN");
    expect(sessionCookie(second)).not.toContain("session_token");
  });

  it("is a link of its own for each mail, even two asked for in the same second", async () => {
    const email = uniqueEmail();
    expect((await signUp(email)).status).toBe(200);
    expect((await t.postJson("/api/auth/send-verification-email", { email, callbackURL: "/dashboard" })).status).toBe(200);
    const [first, second] = [(await inbox.nextMailTo(email)).link!, (await inbox.nextMailTo(email)).link!];
    expect(first).not.toBe(second);
    expect(errorOf(await open(first))).toBeNull();
    // The account is confirmed: the other link has nothing left to do, but it still works only once.
    expect(errorOf(await open(second))).toBeNull();
    expect(errorOf(await open(second))).toBe("INVALID_TOKEN");
  });

  it("dies with its account: the address's next owner is not signed in by the old link", async () => {
    const email = uniqueEmail();
    expect((await signUp(email)).status).toBe(200);
    const kept = (await inbox.nextMailTo(email)).link!;
    const [first] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await t.db.delete(users).where(eq(users.id, first!.id));
    expect((await signUp(email)).status).toBe(200);
    await inbox.nextMailTo(email);
    const opened = await open(kept);
    expect(errorOf(opened)).toBe("INVALID_TOKEN");
    expect(sessionCookie(opened)).not.toContain("session_token");
  });

  it("goes to one address at most 3 times in 10 minutes, whoever asks", async () => {
    const email = uniqueEmail("victim");
    expect((await signUp(email)).status).toBe(200);
    for (let asked = 0; asked < 5; asked++) {
      const answer = await t.postJson("/api/auth/send-verification-email", { email, callbackURL: "/dashboard" });
      expect(answer.status).toBe(200);
    }
    const received = [];
    for (;;) {
      const mail = await inbox.nextMailTo(email, 1_000).catch(() => undefined);
      if (!mail) break;
      received.push(mail);
    }
    expect(received).toHaveLength(3);
  });
});

describe("without REQUIRE_EMAIL_VERIFICATION (the default)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(mailSettings());
  });
  afterAll(() => t.close());

  it("sends no verification mail, whoever asks: the account is usable already", async () => {
    const user = await t.signUp();
    const asked = await t.postJson("/api/auth/send-verification-email", { email: user.email, callbackURL: "/dashboard" });
    expect(asked.status).toBe(200);
    await expect(inbox.nextMailTo(user.email, 500)).rejects.toThrow("no mail");
  });

  it("answers parallel sign-ups with one address with one account and 4xx for the others, never 500", async () => {
    const email = uniqueEmail("race");
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.postJson("/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: "Race" })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(
      statuses.every((status) => status === 200 || status === 409 || status === 422),
      statuses.join(" "),
    ).toBe(true);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

describe.runIf(testEngine() === "postgres")("forgot password, on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(mailSettings());
  });
  afterAll(() => t.close());

  it("answers without waiting for the address's mail counter, so an account's existence takes no longer", async () => {
    const user = await t.signUp();
    const counterKey = `reset-mail:${user.email}`;
    await t.db.execute(
      sql`insert into rate_limit (id, key, count, last_request) values (${crypto.randomUUID()}, ${counterKey}, 0, ${Date.now()})`,
    );
    // Another connection holds the counter's row: counting it waits until that transaction ends.
    const other = postgres(t.database.url!, { max: 1, onnotice: () => {} });
    try {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holding = other.begin(async (tx) => {
        await tx`select 1 from rate_limit where key = ${counterKey} for update`;
        locked();
        await released;
      });
      await isLocked;
      const answer = await Promise.race([
        t.postJson("/api/auth/request-password-reset", { email: user.email, redirectTo: "/auth/reset-password" }),
        new Promise<"waited">((resolve) => setTimeout(() => resolve("waited"), 3_000)),
      ]);
      release();
      await holding;
      expect(answer === "waited" ? "waited" : answer.status).toBe(200);
      expect((await inbox.nextMailTo(user.email)).subject).toBe("Choose a new Clientele password");
    } finally {
      await other.end();
    }
  });
});
