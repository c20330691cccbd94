import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkspaceSummary } from "@shared/workspaces/workspace.schema";
import { workspaceMembers, workspaces } from "../db/schema";
import { createTestApp, type TestApp, type TestUser } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function listWorkspaces(user: TestUser): Promise<WorkspaceSummary[]> {
  const response = await t.api(user, "GET", "/workspaces");
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: WorkspaceSummary[] }).items;
}

const membershipsOf = (userId: string) => t.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, userId));

describe("a personal workspace", () => {
  it("is where a new account works: named after it, owned by it, active", async () => {
    const user = await t.signUp();
    const [workspace, ...others] = await listWorkspaces(user);
    expect(others).toEqual([]);
    expect(workspace).toEqual({ id: expect.any(String), name: user.email.split("@")[0], currency: "USD", role: "owner", active: true });
    // The same one at every request, and the only one.
    expect((await listWorkspaces(user))[0]!.id).toBe(workspace!.id);
    expect(await membershipsOf(user.id)).toHaveLength(1);
  });

  it("is made once when the first requests arrive together", async () => {
    const user = await t.signUp();
    const answers = await Promise.all(Array.from({ length: 6 }, () => listWorkspaces(user)));
    expect(new Set(answers.map(([workspace]) => workspace!.id)).size).toBe(1);
    expect(await membershipsOf(user.id)).toHaveLength(1);
  });

  it("is the one an API key works in", async () => {
    const user = await t.signUp();
    const [personal] = await listWorkspaces(user);
    const created = await t.api(user, "POST", "/api-keys", { name: "script" });
    const { key } = (await created.json()) as { key: string };
    const response = await t.apiWith({ "x-api-key": key }, "GET", "/workspaces");
    expect(((await response.json()) as { items: WorkspaceSummary[] }).items).toEqual([{ ...personal, active: true }]);
  });
});

describe("a session's workspace", () => {
  it("stops being the session's at the next request once the membership ends, which settles on another", async () => {
    const user = await t.signUp();
    const [personal] = await listWorkspaces(user);
    // A second workspace the user joined later, as a member.
    const [shared] = await t.db.insert(workspaces).values({ name: "Shop" }).returning();
    await t.db.insert(workspaceMembers).values({ workspaceId: shared!.id, userId: user.id, role: "member" });
    await t.db.execute(sql`update session set active_workspace_id = ${shared!.id} where user_id = ${user.id}`);
    expect((await listWorkspaces(user)).find((workspace) => workspace.active)).toMatchObject({ id: shared!.id, role: "member" });

    await t.db.delete(workspaceMembers).where(eq(workspaceMembers.workspaceId, shared!.id));
    expect(await listWorkspaces(user)).toEqual([{ ...personal, active: true }]);
  });

  it("is a new personal one for an account that belongs to none any more", async () => {
    const user = await t.signUp();
    const [first] = await listWorkspaces(user);
    await t.db.delete(workspaces).where(eq(workspaces.id, first!.id));
    const [next, ...others] = await listWorkspaces(user);
    expect(others).toEqual([]);
    expect(next).toMatchObject({ role: "owner", active: true });
    expect(next!.id).not.toBe(first!.id);
  });
});

describe("a workspace's name", () => {
  it("is read by its members and changed by its owner, trimmed, on one line", async () => {
    const user = await t.signUp();
    const [personal] = await listWorkspaces(user);
    expect(await (await t.api(user, "GET", `/workspaces/${personal!.id}`)).json()).toEqual({
      id: personal!.id,
      name: personal!.name,
      currency: "USD",
      role: "owner",
    });
    const renamed = await t.api(user, "PATCH", `/workspaces/${personal!.id}`, { name: "  Lovelace & Fils  " });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: "Lovelace & Fils" });
    expect((await listWorkspaces(user))[0]).toMatchObject({ name: "Lovelace & Fils" });

    for (const [name, field] of [
      ["   ", "validation.nameRequired"],
      ["x".repeat(101), "validation.nameTooLong"],
      ["Two\nlines", "validation.singleLine"],
    ] as const) {
      const refused = await t.api(user, "PATCH", `/workspaces/${personal!.id}`, { name });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ name: field });
    }
    expect((await t.api(user, "PATCH", `/workspaces/${personal!.id}`, {})).status, "an empty change").toBe(400);
    expect((await listWorkspaces(user))[0]).toMatchObject({ name: "Lovelace & Fils" });
  });

  it("cannot be changed by a member (403), nor read or changed by someone outside (404, as a missing one)", async () => {
    const owner = await t.signUp();
    const member = await t.signUp();
    const outsider = await t.signUp();
    const [shop] = await listWorkspaces(owner);
    await t.db.insert(workspaceMembers).values({ workspaceId: shop!.id, userId: member.id, role: "member" });

    expect((await t.api(member, "GET", `/workspaces/${shop!.id}`)).status).toBe(200);
    const refused = await t.api(member, "PATCH", `/workspaces/${shop!.id}`, { name: "Mine now" });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("FORBIDDEN");
    for (const method of ["GET", "PATCH"]) {
      const answer = await t.api(outsider, method, `/workspaces/${shop!.id}`, method === "PATCH" ? { name: "Taken" } : undefined);
      expect(answer.status).toBe(404);
    }
    expect((await t.api(owner, "GET", `/workspaces/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await listWorkspaces(owner))[0]!.name).toBe(shop!.name);
  });
});
