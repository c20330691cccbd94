import { describe, expect, it } from "vitest";
import { rolesOffered } from "./member-rules";

describe("the roles offered for a member", () => {
  const ana = { user_id: "ana", role: "owner" as const };
  const bob = { user_id: "bob", role: "admin" as const };
  const cy = { user_id: "cy", role: "member" as const };

  it("are none to a member, whoever the member is", () => {
    expect([rolesOffered("member", ana, "cy"), rolesOffered("member", bob, "cy"), rolesOffered("member", cy, "cy")]).toEqual([
      ["owner"],
      ["admin"],
      ["member"],
    ]);
  });

  it("are admin and member to an admin, for anyone but the owner, themselves included", () => {
    expect(rolesOffered("admin", cy, "bob")).toEqual(["admin", "member"]);
    expect(rolesOffered("admin", bob, "bob")).toEqual(["admin", "member"]);
    expect(rolesOffered("admin", ana, "bob")).toEqual(["owner"]);
  });

  it("add handing over to the owner, for another member only", () => {
    expect(rolesOffered("owner", bob, "ana")).toEqual(["owner", "admin", "member"]);
    expect(rolesOffered("owner", ana, "ana")).toEqual(["owner"]);
  });
});
