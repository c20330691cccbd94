import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@shared/clients/client.schema";
import type { InvitationPreview, PendingInvitation, WorkspaceSummary } from "@shared/workspaces/workspace.schema";
import { workspaceInvitations, workspaceMembers } from "../db/schema";
import type { SmtpInbox } from "../test/smtp-inbox";
import { createMailingTestApp, STRONG_PASSWORD, uniqueEmail, type TestApp, type TestUser } from "../test/test-app";
import { INVITATIONS_PER_HOUR, MAX_PENDING_INVITATIONS } from "./invitations.service";

let inbox: SmtpInbox;
let t: TestApp;
let mailing: Awaited<ReturnType<typeof createMailingTestApp>>;
beforeAll(async () => {
  ({ t, inbox } = mailing = await createMailingTestApp());
});
afterAll(() => mailing.close());

type CreatedInvitation = PendingInvitation & { url: string };

async function invite(inviter: TestUser, email: string, role = "member", headers: Record<string, string> = {}) {
  return t.request(`/api/v1/workspaces/${inviter.workspaceId}/invitations`, {
    method: "POST",
    headers: { cookie: inviter.cookie, ...headers },
    body: JSON.stringify({ email, role }),
  });
}

async function invited(inviter: TestUser, email: string, role = "member"): Promise<CreatedInvitation> {
  const response = await invite(inviter, email, role);
  expect(response.status).toBe(201);
  return (await response.json()) as CreatedInvitation;
}

const tokenOf = (invitation: CreatedInvitation) => new URL(invitation.url).pathname.replace("/invite/", "");
const preview = (token: string) => t.request(`/api/v1/invitations/${encodeURIComponent(token)}`);
const accept = (user: TestUser, token: string) => t.api(user, "POST", `/invitations/${encodeURIComponent(token)}/accept`);

async function activeWorkspace(user: TestUser): Promise<WorkspaceSummary> {
  const { items } = (await (await t.api(user, "GET", "/workspaces")).json()) as { items: WorkspaceSummary[] };
  return items.find((workspace) => workspace.active)!;
}

describe("an invitation", () => {
  it("is mailed in the inviter's language with its link, shown to the inviter, and previewed without a session", async () => {
    const ana = await t.signUp();
    await t.api(ana, "PATCH", `/workspaces/${ana.workspaceId}`, { name: "Lima & Filhos" });
    const email = uniqueEmail("invitee");
    const response = await invite(ana, email.toUpperCase(), "admin", { cookie: `${ana.cookie}; i18next=pt` });
    expect(response.status).toBe(201);
    const invitation = (await response.json()) as CreatedInvitation;
    expect(invitation).toMatchObject({ email, role: "admin", invited_by: ana.id });
    expect(invitation.url).toMatch(/^http:\/\/localhost:\d+\/invite\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(invitation.expires_at) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const mail = await inbox.nextMailTo(email);
    expect(mail.subject).toBe(`${ana.email.split("@")[0]} convida você para Lima & Filhos no Clientele`);
    expect(mail.text).toContain(invitation.url);

    const previewed = await preview(tokenOf(invitation));
    expect(previewed.status).toBe(200);
    expect((await previewed.json()) as InvitationPreview).toEqual({
      workspace_name: "Lima & Filhos",
      inviter_name: ana.email.split("@")[0],
      email,
      role: "admin",
      expires_at: invitation.expires_at,
    });
    // Only the secret's hash is kept.
    const [row] = await t.db.select().from(workspaceInvitations).where(eq(workspaceInvitations.id, invitation.id));
    expect(JSON.stringify(row)).not.toContain(tokenOf(invitation).split(".")[1]);
  });

  it("is accepted once, by a signed-in user of the invited address, who joins with its role and works in the workspace", async () => {
    const ana = await t.signUp();
    await t.api(ana, "POST", "/clients", { name: "Shared lead" });
    const bob = await t.signUp();
    const invitation = await invited(ana, bob.email, "admin");
    const stranger = await t.signUp();

    const wrongAddress = await accept(stranger, tokenOf(invitation));
    expect(wrongAddress.status).toBe(403);
    expect(await wrongAddress.json()).toMatchObject({ error: { details: { reason: "invitation_for_another_address" } } });

    const accepted = await accept(bob, tokenOf(invitation));
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ id: ana.workspaceId, role: "admin" });
    expect(await activeWorkspace(bob)).toMatchObject({ id: ana.workspaceId, role: "admin" });
    const { items } = (await (await t.api(bob, "GET", "/clients")).json()) as { items: Client[] };
    expect(items.map((client) => client.name)).toEqual(["Shared lead"]);

    // Used: neither Bob again nor anyone else gets in with it, and the preview says so.
    const again = await accept(bob, tokenOf(invitation));
    expect(again.status).toBe(404);
    expect(await (await preview(tokenOf(invitation))).json()).toMatchObject({ error: { details: { reason: "invitation_used" } } });
    expect((await accept(stranger, tokenOf(invitation))).status).toBe(404);
  });

  it("is accepted by a new account signing up with the invited address from the link", async () => {
    const ana = await t.signUp();
    const email = uniqueEmail("newcomer");
    const invitation = await invited(ana, email);
    const newcomer = await t.signUp(email, STRONG_PASSWORD);
    expect((await accept(newcomer, tokenOf(invitation))).status).toBe(200);
    expect(await activeWorkspace(newcomer)).toMatchObject({ id: ana.workspaceId, role: "member" });
  });

  it("says why a link does not work: forged, revoked or expired, and a forged one answers as an unknown one", async () => {
    const ana = await t.signUp();
    const bob = await t.signUp();
    const revoked = await invited(ana, bob.email);
    expect((await t.api(ana, "DELETE", `/workspaces/${ana.workspaceId}/invitations/${revoked.id}`)).status).toBe(204);
    expect(await (await preview(tokenOf(revoked))).json()).toMatchObject({ error: { details: { reason: "invitation_revoked" } } });
    expect((await accept(bob, tokenOf(revoked))).status).toBe(404);

    const expiring = await invited(ana, bob.email);
    await t.db.execute(sql`update workspace_invitations set expires_at = now() - interval '1 second' where id = ${expiring.id}`);
    expect(await (await preview(tokenOf(expiring))).json()).toMatchObject({ error: { details: { reason: "invitation_expired" } } });
    expect((await accept(bob, tokenOf(expiring))).status).toBe(404);

    const [workspaceId] = tokenOf(expiring).split(".");
    for (const forged of [`${workspaceId}.${"A".repeat(43)}`, "not-a-token", `${crypto.randomUUID()}.${tokenOf(expiring).split(".")[1]}`]) {
      const answer = await preview(forged);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ error: { details: { reason: "invitation_invalid" } } });
    }
    expect(await t.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, bob.id))).toHaveLength(1);
  });

  it("is refused for a member's address or one already invited (409), and beyond 50 pending or 20 sent in an hour", async () => {
    const ana = await t.signUp();
    const bob = await t.signUp();
    await t.db.insert(workspaceMembers).values({ workspaceId: ana.workspaceId, userId: bob.id, role: "member" });
    const member = await invite(ana, bob.email);
    expect(member.status).toBe(409);
    expect(await member.json()).toMatchObject({ error: { details: { reason: "already_member" } } });
    const email = uniqueEmail("twice");
    await invited(ana, email);
    const twice = await invite(ana, email);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ error: { details: { reason: "already_invited" } } });

    for (let sent = 1; sent < INVITATIONS_PER_HOUR; sent++) await invited(ana, uniqueEmail("bulk"));
    const tooFast = await invite(ana, uniqueEmail("bulk"));
    expect(tooFast.status).toBe(429);
    expect(tooFast.headers.get("retry-after")).toBe("3600");

    // Invitations of more than an hour ago still count as pending, up to 50.
    await t.db.execute(
      sql`update workspace_invitations set created_at = now() - interval '2 hours' where workspace_id = ${ana.workspaceId}`,
    );
    for (let pending = INVITATIONS_PER_HOUR; pending < MAX_PENDING_INVITATIONS; pending++) {
      if (pending % INVITATIONS_PER_HOUR === 0)
        await t.db.execute(
          sql`update workspace_invitations set created_at = now() - interval '2 hours' where workspace_id = ${ana.workspaceId}`,
        );
      await invited(ana, uniqueEmail("bulk"));
    }
    await t.db.execute(
      sql`update workspace_invitations set created_at = now() - interval '2 hours' where workspace_id = ${ana.workspaceId}`,
    );
    const tooMany = await invite(ana, uniqueEmail("bulk"));
    expect(tooMany.status).toBe(409);
    expect(await tooMany.json()).toMatchObject({ error: { details: { reason: "too_many_invitations" } } });
  });

  it("is managed by admins and the owner only: a member gets 403, someone outside 404", async () => {
    const ana = await t.signUp();
    const bob = await t.signUp();
    const stranger = await t.signUp();
    await t.db.insert(workspaceMembers).values({ workspaceId: ana.workspaceId, userId: bob.id, role: "member" });
    const pending = await invited(ana, uniqueEmail("pending"));
    expect((await t.api(bob, "GET", `/workspaces/${ana.workspaceId}/invitations`)).status).toBe(403);
    expect(
      (await t.api(bob, "POST", `/workspaces/${ana.workspaceId}/invitations`, { email: uniqueEmail("x"), role: "member" })).status,
    ).toBe(403);
    expect((await t.api(bob, "DELETE", `/workspaces/${ana.workspaceId}/invitations/${pending.id}`)).status).toBe(403);
    expect((await t.api(stranger, "GET", `/workspaces/${ana.workspaceId}/invitations`)).status).toBe(404);
    const { items } = (await (await t.api(ana, "GET", `/workspaces/${ana.workspaceId}/invitations`)).json()) as {
      items: PendingInvitation[];
    };
    expect(items.map((item) => item.id)).toEqual([pending.id]);
  });

  it("dies with its inviter's rights: when they are made a member, leave, change their password or sign out everywhere", async () => {
    const ana = await t.signUp();
    const cy = await t.signUp();
    await t.db.insert(workspaceMembers).values({ workspaceId: ana.workspaceId, userId: cy.id, role: "admin" });
    await t.api(cy, "POST", `/workspaces/${ana.workspaceId}/activate`);
    const byCy = await invited({ ...cy, workspaceId: ana.workspaceId }, uniqueEmail("cy-invitee"));
    expect((await t.api(ana, "PATCH", `/workspaces/${ana.workspaceId}/members/${cy.id}`, { role: "member" })).status).toBe(200);
    expect(await (await preview(tokenOf(byCy))).json()).toMatchObject({ error: { details: { reason: "invitation_revoked" } } });

    const byAna = await invited(ana, uniqueEmail("ana-invitee"));
    const changed = await t.postJson(
      "/api/auth/change-password",
      { currentPassword: STRONG_PASSWORD, newPassword: `${STRONG_PASSWORD}-2`, revokeOtherSessions: true },
      { headers: { cookie: ana.cookie } },
    );
    expect(changed.status).toBe(200);
    expect(await (await preview(tokenOf(byAna))).json()).toMatchObject({ error: { details: { reason: "invitation_revoked" } } });
  });
});

// The invitation an invitee answers is bound to its address, so that a leaked link is no use to anyone else.
describe("an invitation's address", () => {
  it("is compared without case", async () => {
    const ana = await t.signUp();
    const email = uniqueEmail("Case");
    const invitation = await invited(ana, email.toUpperCase());
    const invitee = await t.signUp(email.toLowerCase(), STRONG_PASSWORD);
    expect((await accept(invitee, tokenOf(invitation))).status).toBe(200);
  });
});
