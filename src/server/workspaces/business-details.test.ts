import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvoiceDetail } from "@shared/invoices/invoice.schema";
import type { Workspace } from "@shared/workspaces/workspace.schema";
import { png } from "../test/images";
import { ordersApi } from "../test/orders-api";
import { createTestApp, TEST_ORIGIN, type ErrorBody, type TestApp, type TestUser } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const putLogo = (user: TestUser, bytes: Uint8Array, contentType = "application/octet-stream") =>
  t.request(`/api/v1/workspaces/${user.workspaceId}/logo`, {
    method: "PUT",
    headers: { cookie: user.cookie, "content-type": contentType, origin: TEST_ORIGIN },
    body: new Uint8Array(bytes),
  });

async function json<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

const workspaceOf = async (user: TestUser) => json<Workspace>(await t.api(user, "GET", `/workspaces/${user.workspaceId}`), 200);

describe("business details", () => {
  it("are empty at first, with 30 days of payment terms, and saved as typed by an admin, lines kept", async () => {
    const user = await t.signUp();
    expect(await workspaceOf(user)).toMatchObject({
      business_name: "",
      business_address: "",
      payment_terms_days: 30,
      logo_url: null,
    });
    const saved = await json<Workspace>(
      await t.api(user, "PATCH", `/workspaces/${user.workspaceId}`, {
        business_name: "  Café Müller SARL ",
        business_address: "12 rue de la Paix\r\n75002 Paris",
        business_email: "factures@cafe-muller.fr",
        payment_instructions: "IBAN FR76 3000 6000 0112 3456 7890 189\nBIC AGRIFRPP",
        payment_terms_days: 0,
      }),
      200,
    );
    expect(saved).toMatchObject({
      business_name: "Café Müller SARL",
      business_address: "12 rue de la Paix\n75002 Paris",
      business_email: "factures@cafe-muller.fr",
      payment_instructions: "IBAN FR76 3000 6000 0112 3456 7890 189\nBIC AGRIFRPP",
      payment_terms_days: 0,
    });
    expect(await workspaceOf(user)).toEqual(saved);
  });

  it("refuse what cannot be printed, field by field, and change nothing", async () => {
    const user = await t.signUp();
    const before = await workspaceOf(user);
    const response = await t.api(user, "PATCH", `/workspaces/${user.workspaceId}`, {
      business_name: "x".repeat(201),
      business_email: "not an address",
      business_phone: "+33\n1 23",
      payment_terms_days: 366,
      business_footer: "y".repeat(501),
    });
    const { error } = await json<ErrorBody>(response, 400);
    expect(error.fields).toEqual({
      business_name: "validation.businessNameTooLong",
      business_email: "validation.invalidEmail",
      business_phone: "validation.singleLine",
      payment_terms_days: "validation.paymentTermsDays",
      business_footer: "validation.footerTooLong",
    });
    expect(await workspaceOf(user)).toEqual(before);
  });
});

describe("the logo", () => {
  it("is a PNG or a JPEG the admin uploads, served to the members, and printed on documents", async () => {
    const user = await t.signUp();
    const image = png(40, 20);
    const workspace = await json<Workspace>(await putLogo(user, image), 200);
    expect(workspace.logo_url).toMatch(new RegExp(`^/api/v1/workspaces/${user.workspaceId}/logo\\?v=[0-9a-f]{16}$`));

    const served = await t.request(workspace.logo_url!, { headers: { cookie: user.cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(image);

    const api = ordersApi(t, user);
    const item = await api.createItem("Widget", 5, 10);
    const order = await api.createOrder({ client_id: null, lines: [{ inventory_item_id: item.id, quantity: 1 }] });
    const quote = Buffer.from(await (await t.api(user, "GET", `/orders/${order.id}/quote.pdf`)).arrayBuffer());
    expect(quote.toString("latin1")).toContain("/Subtype /Image");
  });

  it("stays on the invoices issued with it after it is replaced or removed", async () => {
    const user = await t.signUp();
    await json<Workspace>(await putLogo(user, png(30, 30, [200, 0, 0])), 200);
    const api = ordersApi(t, user);
    const item = await api.createItem("Widget", 5, 10);
    const order = await api.createOrder({ client_id: null, lines: [{ inventory_item_id: item.id, quantity: 1 }] });
    await api.updateOrder(order.id, { status: "confirmed" });
    const invoice = await json<InvoiceDetail>(await t.api(user, "POST", `/orders/${order.id}/invoice`), 201);

    await json<Workspace>(await putLogo(user, png(30, 30, [0, 200, 0])), 200);
    const removed = await json<Workspace>(await t.api(user, "DELETE", `/workspaces/${user.workspaceId}/logo`), 200);
    expect(removed.logo_url).toBeNull();

    const pdf = Buffer.from(await (await t.api(user, "GET", `/invoices/${invoice.id}.pdf`)).arrayBuffer()).toString("latin1");
    expect(pdf).toContain("/Subtype /Image");
    const quote = Buffer.from(await (await t.api(user, "GET", `/orders/${order.id}/quote.pdf`)).arrayBuffer()).toString("latin1");
    expect(quote).not.toContain("/Subtype /Image");
  });

  it("refuses what is not a PNG or JPEG by its content, a damaged one, one over 500 KB, and a member's upload", async () => {
    const user = await t.signUp();
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    const { error } = await json<ErrorBody>(await putLogo(user, gif), 400);
    expect(error.fields).toEqual({ logo: "validation.logoNotImage" });
    // A PNG's signature over bytes that are not one.
    const damaged = Buffer.concat([png(4, 4).subarray(0, 8), Buffer.from("not really an image at all, just text")]);
    expect((await putLogo(user, damaged)).status).toBe(400);
    expect((await putLogo(user, Buffer.concat([png(4, 4), Buffer.alloc(500 * 1024)]))).status).toBe(413);
    // A form cannot send it.
    expect((await putLogo(user, png(4, 4), "multipart/form-data; boundary=x")).status).toBe(415);
    expect((await workspaceOf(user)).logo_url).toBeNull();

    const member = await t.signUp();
    const invitation = await json<{ url: string }>(
      await t.api(user, "POST", `/workspaces/${user.workspaceId}/invitations`, { email: member.email, role: "member" }),
      201,
    );
    const token = new URL(invitation.url).pathname.split("/").at(-1)!;
    await json(await t.api(member, "POST", `/invitations/${token}/accept`), 200);
    const asMember = { ...member, workspaceId: user.workspaceId };
    expect((await putLogo(asMember, png(4, 4))).status).toBe(403);
    expect((await t.api(asMember, "DELETE", `/workspaces/${user.workspaceId}/logo`)).status).toBe(403);
    expect((await workspaceOf(user)).logo_url).toBeNull();
  });
});
