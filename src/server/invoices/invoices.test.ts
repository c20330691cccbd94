import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Invoice, InvoiceDetail } from "@shared/invoices/invoice.schema";
import type { OrderDetail } from "@shared/orders/order.schema";
import type { Workspace } from "@shared/workspaces/workspace.schema";
import { activity, invoices } from "../db/schema";
import type { ErrorBody } from "../http/errors";
import { ordersApi } from "../test/orders-api";
import { pdfText } from "../test/pdf-text";
import type { SmtpInbox } from "../test/smtp-inbox";
import { createMailingTestApp, uniqueEmail, type TestApp, type TestUser } from "../test/test-app";
import { issueInvoice } from "./invoices.service";

let t: TestApp;
let inbox: SmtpInbox;
let mailing: Awaited<ReturnType<typeof createMailingTestApp>>;
beforeAll(async () => {
  ({ t, inbox } = mailing = await createMailingTestApp());
});
afterAll(() => mailing.close());

const YEAR = new Date().getUTCFullYear();

async function json<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

async function expectConflict(response: Response, reason: string) {
  const { error } = await json<ErrorBody>(response, 409);
  expect(error.details).toMatchObject({ reason });
}

/** A French business selling in euros, with a 20 % VAT rate and its details filled in. */
async function frenchBusiness(user: TestUser) {
  const workspace = await json<Workspace>(
    await t.api(user, "PATCH", `/workspaces/${user.workspaceId}`, {
      currency: "EUR",
      business_name: "Café Müller SARL",
      business_address: "12 rue de la Paix\n75002 Paris",
      business_tax_id: "FR12345678901",
      business_email: "factures@cafe-muller.fr",
      business_phone: "+33 1 23 45 67 89",
      payment_instructions: "IBAN FR76 3000 6000 0112 3456 7890 189",
      payment_terms_days: 45,
      business_footer: "SARL au capital de 10 000 € — RCS Paris 123 456 789",
    }),
    200,
  );
  const rate = await json<{ id: string }>(await t.api(user, "POST", "/tax-rates", { name: "TVA", rate: 20 }), 201);
  return { workspace, rate };
}

/** A confirmed order for a French-speaking client: 3 × "Crème brûlée" at 12.50 € with 20 % VAT. */
async function confirmedOrder(user: TestUser, rateId: string, clientFields: Record<string, unknown> = {}) {
  const api = ordersApi(t, user);
  const client = await json<{ id: string; name: string; email: string }>(
    await t.api(user, "POST", "/clients", {
      name: "Françoise Gonçalves",
      company: "Straße & Söhne",
      email: uniqueEmail("francoise"),
      address: "3 place Ã\n1000 Bruxelles",
      tax_id: "BE0123456789",
      preferred_language: "fr",
      ...clientFields,
    }),
    201,
  );
  const item = await json<{ id: string }>(
    await t.api(user, "POST", "/inventory", { item_name: "Crème brûlée", quantity: 100, unit_price: 12.5, tax_rate_id: rateId }),
    201,
  );
  const order = await api.createOrder({ client_id: client.id, lines: [{ inventory_item_id: item.id, quantity: 3 }] });
  await api.updateOrder(order.id, { status: "confirmed" });
  return { client, item, order };
}

const issue = (user: TestUser, orderId: string, tz = "Europe/Paris") => t.api(user, "POST", `/orders/${orderId}/invoice?tz=${tz}`);

async function pdfOf(user: TestUser, path: string) {
  const response = await t.api(user, "GET", path);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  return { bytes, disposition: response.headers.get("content-disposition") ?? "", ...(await pdfText(bytes)) };
}

describe("issuing an invoice", () => {
  it("numbers it INV-<year>-0001, dates it today, makes it due after the payment terms, and freezes what it prints", async () => {
    const user = await t.signUp();
    const { rate } = await frenchBusiness(user);
    const { client, order } = await confirmedOrder(user, rate.id);

    const invoice = await json<InvoiceDetail>(await issue(user, order.id), 201);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
    expect(invoice).toMatchObject({
      kind: "invoice",
      number: `INV-${YEAR}-0001`,
      order_id: order.id,
      order_number: order.number,
      client_id: client.id,
      client_name: "Françoise Gonçalves",
      issue_date: today,
      currency: "EUR",
      subtotal_net: 37.5,
      tax_total: 7.5,
      total: 45,
      status: "unpaid",
    });
    const due = new Date(`${today}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 45);
    expect(invoice.due_date).toBe(due.toISOString().slice(0, 10));
    expect(invoice.document.language).toBe("fr");
    expect(invoice.document.lines).toEqual([
      { name: "Crème brûlée", quantity: 3, unit_price: 12.5, tax_name: "TVA", tax_rate: 20, amount: 37.5 },
    ]);

    // The dashboard's activity and the client's timeline tell it.
    const timeline = await json<{ items: { kind: string; invoice: { number: string } | null }[] }>(
      await t.api(user, "GET", `/clients/${client.id}/timeline`),
      200,
    );
    expect(timeline.items[0]).toMatchObject({ kind: "invoice.issued", invoice: { number: `INV-${YEAR}-0001` } });
  });

  it("prints every field in French, accents and the euro sign included, on A4", async () => {
    const user = await t.signUp();
    const { rate } = await frenchBusiness(user);
    const { order } = await confirmedOrder(user, rate.id);
    const invoice = await json<InvoiceDetail>(await issue(user, order.id), 201);

    const pdf = await pdfOf(user, `/invoices/${invoice.id}.pdf`);
    expect(pdf.size).toEqual({ width: 595.28, height: 841.89 });
    expect(pdf.disposition).toContain(`Facture-INV-${YEAR}-0001.pdf`);
    const longDate = (day: string) =>
      new Intl.DateTimeFormat("fr", { dateStyle: "long", timeZone: "UTC" })
        .format(new Date(`${day}T00:00:00Z`))
        .replace(/\u202f|\u00a0/g, " ");
    for (const expected of [
      "Café Müller SARL",
      "12 rue de la Paix",
      "75002 Paris",
      "Identifiant fiscal : FR12345678901",
      "factures@cafe-muller.fr",
      "+33 1 23 45 67 89",
      "FACTURE",
      `Numéro INV-${YEAR}-0001`,
      `Date ${longDate(invoice.issue_date)}`,
      `Échéance ${longDate(invoice.due_date!)}`,
      `Commande #${order.number}`,
      "Facturé à Françoise Gonçalves Straße & Söhne 3 place Ã 1000 Bruxelles Identifiant fiscal : BE0123456789",
      "Désignation Qté Prix unitaire Taxe Montant",
      "Crème brûlée 3 12,50 € 20 % 37,50 €",
      "Total HT 37,50 €",
      "TVA (20 %) sur 37,50 € 7,50 €",
      "Total TTC 45,00 €",
      "Modalités de paiement IBAN FR76 3000 6000 0112 3456 7890 189",
      "SARL au capital de 10 000 € — RCS Paris 123 456 789",
      "Page 1 sur 1",
    ]) {
      expect(pdf.text).toContain(expected);
    }
    expect(pdf.text).not.toContain("PAYÉE");
  });

  it("writes in German for a German client, and marks the invoice paid once its order is", async () => {
    const user = await t.signUp();
    const { rate } = await frenchBusiness(user);
    const { order } = await confirmedOrder(user, rate.id, { name: "Jürgen Weiß", preferred_language: "de" });
    const invoice = await json<InvoiceDetail>(await issue(user, order.id), 201);
    await ordersApi(t, user).updateOrder(order.id, { status: "paid" });

    const pdf = await pdfOf(user, `/invoices/${invoice.id}.pdf`);
    for (const expected of [
      "RECHNUNG",
      "Rechnungsempfänger Jürgen Weiß",
      "Fällig am",
      "Crème brûlée 3 12,50 € 20 % 37,50 €",
      "Gesamtbetrag 45,00 €",
      "BEZAHLT",
    ]) {
      expect(pdf.text).toContain(expected);
    }
    expect((await json<Invoice>(await t.api(user, "GET", `/invoices/${invoice.id}`), 200)).status).toBe("paid");
  });

  it("prints on US Letter for a workspace in US dollars, in the caller's language when the client has none", async () => {
    const user = await t.signUp();
    const api = ordersApi(t, user);
    const item = await api.createItem("Widget", 10, 9.99);
    const order = await api.createOrder({
      client_id: (await api.createClient("Ada Lovelace")).id,
      lines: [{ inventory_item_id: item.id, quantity: 2 }],
    });
    await api.updateOrder(order.id, { status: "delivered" });
    const invoice = await json<InvoiceDetail>(await issue(user, order.id, "America/New_York"), 201);
    const pdf = await pdfOf(user, `/invoices/${invoice.id}.pdf`);
    expect(pdf.size).toEqual({ width: 612, height: 792 });
    expect(pdf.text).toContain("INVOICE");
    expect(pdf.text).toContain("Total $19.98");
  });

  it("refuses an order that is not confirmed, delivered or paid, and a second invoice while one is in force", async () => {
    const user = await t.signUp();
    const { rate } = await frenchBusiness(user);
    const { order } = await confirmedOrder(user, rate.id);
    const api = ordersApi(t, user);
    const draft = await api.createOrder({
      client_id: null,
      lines: [{ inventory_item_id: order.lines[0]!.inventory_item_id!, quantity: 1 }],
    });

    await expectConflict(await issue(user, draft.id), "order_not_invoiceable");
    await json<InvoiceDetail>(await issue(user, order.id), 201);
    await expectConflict(await issue(user, order.id), "order_already_invoiced");
    expect(await t.db.select().from(invoices).where(eq(invoices.workspaceId, user.workspaceId))).toHaveLength(1);
  });

  it("keeps the invoice as issued after the client, the item and the business details change", async () => {
    const user = await t.signUp();
    const { rate } = await frenchBusiness(user);
    const { client, item, order } = await confirmedOrder(user, rate.id);
    const issued = await json<InvoiceDetail>(await issue(user, order.id), 201);
    const before = await pdfOf(user, `/invoices/${issued.id}.pdf`);

    await json(
      await t.api(user, "PATCH", `/clients/${client.id}`, { name: "Someone Else", address: "Elsewhere", preferred_language: "en" }),
      200,
    );
    await json(await t.api(user, "PATCH", `/inventory/${item.id}`, { item_name: "Renamed", unit_price: 99 }), 200);
    await json(
      await t.api(user, "PATCH", `/workspaces/${user.workspaceId}`, { business_name: "New Name Ltd", payment_terms_days: 10 }),
      200,
    );
    await json(await t.api(user, "PATCH", `/tax-rates/${rate.id}`, { name: "VAT", rate: 21 }), 200);

    const after = await json<InvoiceDetail>(await t.api(user, "GET", `/invoices/${issued.id}`), 200);
    expect(after.document).toEqual(issued.document);
    expect(after.due_date).toBe(issued.due_date);
    expect((await pdfOf(user, `/invoices/${issued.id}.pdf`)).text).toBe(before.text);
    // The database itself refuses to change it.
    await expect(
      t.db
        .update(invoices)
        .set({ total: 1 })
        .where(and(eq(invoices.workspaceId, user.workspaceId), eq(invoices.id, issued.id))),
    ).rejects.toThrow();
  });

  it("freezes the order's lines while invoiced and refuses to delete an invoiced order, changing nothing", async () => {
    const user = await t.signUp();
    const { rate } = await frenchBusiness(user);
    const { item, order } = await confirmedOrder(user, rate.id);
    await json<InvoiceDetail>(await issue(user, order.id), 201);

    await expectConflict(
      await t.api(user, "PATCH", `/orders/${order.id}`, { lines: [{ inventory_item_id: item.id, quantity: 5 }] }),
      "order_invoiced",
    );
    await expectConflict(await t.api(user, "DELETE", `/orders/${order.id}`), "order_invoiced");
    const kept = await json<OrderDetail>(await t.api(user, "GET", `/orders/${order.id}`), 200);
    expect(kept.lines.map((line) => line.quantity)).toEqual([3]);
    expect(kept.status).toBe("confirmed");
  });
});

describe("credit notes", () => {
  it("cancelling an invoiced order issues CN-<year>-0001 with negative amounts; the order can then be invoiced again", async () => {
    const user = await t.signUp();
    const { rate } = await frenchBusiness(user);
    const { item, order } = await confirmedOrder(user, rate.id);
    const invoice = await json<InvoiceDetail>(await issue(user, order.id), 201);

    await json(await t.api(user, "PATCH", `/orders/${order.id}?tz=Europe/Paris`, { status: "cancelled" }), 200);
    const { items } = await json<{ items: Invoice[] }>(await t.api(user, "GET", `/invoices?order_id=${order.id}`), 200);
    const [creditNote, credited] = items;
    expect(credited).toMatchObject({ id: invoice.id, status: "credited", related_number: `CN-${YEAR}-0001` });
    expect(creditNote).toMatchObject({
      kind: "credit_note",
      number: `CN-${YEAR}-0001`,
      status: "issued",
      due_date: null,
      related_id: invoice.id,
      related_number: invoice.number,
      subtotal_net: -37.5,
      tax_total: -7.5,
      total: -45,
    });
    const pdf = await pdfOf(user, `/invoices/${creditNote!.id}.pdf`);
    for (const expected of [
      "AVOIR",
      `Numéro CN-${YEAR}-0001`,
      `Annule la facture ${invoice.number}`,
      "Crème brûlée 3 -12,50 € 20 % -37,50 €",
      "Total TTC -45,00 €",
    ]) {
      expect(pdf.text.replace(/\u2212/g, "-")).toContain(expected);
    }

    // Cancelled, the lines may change again; confirmed anew, a new invoice takes the next number.
    await ordersApi(t, user).updateOrder(order.id, { lines: [{ id: order.lines[0]!.id, inventory_item_id: item.id, quantity: 4 }] });
    await ordersApi(t, user).updateOrder(order.id, { status: "confirmed" });
    const again = await json<InvoiceDetail>(await issue(user, order.id), 201);
    expect(again).toMatchObject({ number: `INV-${YEAR}-0002`, total: 60 });
  });
});

describe("the numbering", () => {
  it("starts again at 0001 in a new year, and a failed issue gives its number back", async () => {
    const user = await t.signUp();
    const { rate } = await frenchBusiness(user);
    const actor = { workspaceId: user.workspaceId, userId: user.id };
    const orders: OrderDetail[] = [];
    for (let index = 0; index < 3; index += 1) orders.push((await confirmedOrder(user, rate.id, { email: uniqueEmail("c") })).order);

    const lastDayOf2030 = { now: new Date("2030-12-31T22:30:00Z"), timeZone: "UTC" };
    const first = await issueInvoice(t.db, actor, orders[0]!.id, { clock: lastDayOf2030, language: "en" });
    expect(first.number).toBe("INV-2030-0001");
    // 23:30 in Paris is already 2031 there: the day, and so the year, is the member's.
    const newYearInParis = { now: new Date("2030-12-31T23:30:00Z"), timeZone: "Europe/Paris" };
    const second = await issueInvoice(t.db, actor, orders[1]!.id, { clock: newYearInParis, language: "en" });
    expect(second).toMatchObject({ number: "INV-2031-0001", issue_date: "2031-01-01" });

    // An issue whose transaction fails after taking its number leaves no gap.
    await expect(
      t.db.transaction(async (tx) => {
        await issueInvoice(tx as never, actor, orders[2]!.id, { clock: newYearInParis, language: "en" });
        throw new Error("the transaction fails after the number was taken");
      }),
    ).rejects.toThrow("fails after");
    const third = await issueInvoice(t.db, actor, orders[2]!.id, { clock: newYearInParis, language: "en" });
    expect(third.number).toBe("INV-2031-0002");
  });
});

describe("sending documents", () => {
  it("mails the invoice to the client with its PDF attached and a message in the document's language", async () => {
    const user = await t.signUp();
    const { rate } = await frenchBusiness(user);
    const { client, order } = await confirmedOrder(user, rate.id);
    const invoice = await json<InvoiceDetail>(await issue(user, order.id), 201);

    const sent = await json<{ to: string; sent_at: string }>(await t.api(user, "POST", `/invoices/${invoice.id}/send`), 200);
    expect(sent.to).toBe(client.email);
    const mail = await inbox.nextMailTo(client.email);
    expect(mail.subject).toBe(`Facture ${invoice.number} de Café Müller SARL`);
    expect(mail.replyTo).toEqual([{ name: expect.any(String), address: user.email }]);
    expect(mail.text).toContain(`Veuillez trouver ci-joint la facture ${invoice.number} d’un montant de 45,00`);
    expect(mail.text).toContain("IBAN FR76 3000 6000 0112 3456 7890 189");
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment).toMatchObject({ filename: `Facture-${invoice.number}.pdf`, contentType: "application/pdf" });
    expect((await pdfText(attachment!.content)).text).toContain(`Numéro ${invoice.number}`);

    expect((await json<Invoice>(await t.api(user, "GET", `/invoices/${invoice.id}`), 200)).sent_at).toBe(sent.sent_at);
    const [logged] = await t.db
      .select({ kind: activity.kind, details: activity.details })
      .from(activity)
      .where(and(eq(activity.workspaceId, user.workspaceId), eq(activity.kind, "invoice.sent")));
    expect(logged!.details).toMatchObject({ number: invoice.number, to: client.email });
  });

  it("mails the quote, as the order stands, valid 30 days", async () => {
    const user = await t.signUp();
    const { rate } = await frenchBusiness(user);
    const { client, order } = await confirmedOrder(user, rate.id);
    await json(await t.api(user, "POST", `/orders/${order.id}/quote/send?tz=Europe/Paris`), 200);
    const mail = await inbox.nextMailTo(client.email);
    expect(mail.subject).toBe(`Devis pour la commande n°\u00a0${order.number} de Café Müller SARL`);
    const quote = await pdfText(mail.attachments[0]!.content);
    expect(quote.text).toContain("DEVIS");
    expect(quote.text).toContain("Valable jusqu’au");
    expect(quote.text).toContain("Total TTC 45,00 €");
  });

  it("refuses a client without an address, and says so", async () => {
    const user = await t.signUp();
    const { rate } = await frenchBusiness(user);
    const { order } = await confirmedOrder(user, rate.id, { email: "" });
    const invoice = await json<InvoiceDetail>(await issue(user, order.id), 201);
    const { error } = await json<ErrorBody>(await t.api(user, "POST", `/invoices/${invoice.id}/send`), 409);
    expect(error.code).toBe("CLIENT_HAS_NO_EMAIL");
    expect((await json<Invoice>(await t.api(user, "GET", `/invoices/${invoice.id}`), 200)).sent_at).toBeNull();
  });
});

describe("the quote", () => {
  it("prints the order as it is now, dated today and valid 30 days, in the client's language", async () => {
    const user = await t.signUp();
    const { rate } = await frenchBusiness(user);
    const { order } = await confirmedOrder(user, rate.id, { preferred_language: "es" });
    const pdf = await pdfOf(user, `/orders/${order.id}/quote.pdf?tz=Europe/Madrid`);
    expect(pdf.disposition).toContain(`Presupuesto-${order.number}.pdf`);
    for (const expected of [
      "PRESUPUESTO",
      "Válido hasta",
      `Pedido #${order.number}`,
      "Crème brûlée 3 12,50 € 20 % 37,50 €",
      "Total 45,00 €",
    ]) {
      expect(pdf.text).toContain(expected);
    }
  });

  it("paginates a long order, the table's header on every page", async () => {
    const user = await t.signUp();
    const api = ordersApi(t, user);
    const items = [];
    for (let index = 0; index < 60; index += 1) items.push(await api.createItem(`Article ${index + 1}`, 10, 1));
    const order = await api.createOrder({ client_id: null, lines: items.map((item) => ({ inventory_item_id: item.id, quantity: 1 })) });
    const pdf = await pdfOf(user, `/orders/${order.id}/quote.pdf`);
    expect(pdf.pages.length).toBeGreaterThan(1);
    for (const [index, page] of pdf.pages.entries()) {
      expect(page).toContain("Description Qty Unit price Tax Amount");
      expect(page).toContain(`Page ${index + 1} of ${pdf.pages.length}`);
    }
    for (let index = 1; index <= 60; index += 1) expect(pdf.text).toMatch(new RegExp(`Article ${index} 1 `));
  });
});

describe("the list", () => {
  it("filters unpaid, overdue, paid and credited invoices", async () => {
    const user = await t.signUp();
    const { rate } = await frenchBusiness(user);
    const actor = { workspaceId: user.workspaceId, userId: user.id };
    const made: OrderDetail[] = [];
    for (let index = 0; index < 4; index += 1) made.push((await confirmedOrder(user, rate.id, { email: uniqueEmail("c") })).order);
    // Issued long ago: due 45 days later, long past.
    const overdue = await issueInvoice(t.db, actor, made[0]!.id, {
      clock: { now: new Date("2020-01-10T12:00:00Z"), timeZone: "UTC" },
      language: "en",
    });
    const unpaid = await json<Invoice>(await issue(user, made[1]!.id), 201);
    const paid = await json<Invoice>(await issue(user, made[2]!.id), 201);
    await ordersApi(t, user).updateOrder(made[2]!.id, { status: "paid" });
    const credited = await json<Invoice>(await issue(user, made[3]!.id), 201);
    await ordersApi(t, user).updateOrder(made[3]!.id, { status: "cancelled" });

    const numbersOf = async (query: string) =>
      (await json<{ items: Invoice[] }>(await t.api(user, "GET", `/invoices?${query}`), 200)).items.map((invoice) => invoice.number).sort();
    expect(await numbersOf("status=unpaid")).toEqual([overdue.number, unpaid.number].sort());
    expect(await numbersOf("status=overdue")).toEqual([overdue.number]);
    expect(await numbersOf("status=paid")).toEqual([paid.number]);
    expect(await numbersOf("status=credited")).toEqual([credited.number]);
    expect(await numbersOf("kind=credit_note")).toEqual([`CN-${YEAR}-0001`]);
    expect(await numbersOf("from=2020-01-01&to=2020-12-31")).toEqual([overdue.number]);
    expect(await numbersOf("status=overdue&tz=Pacific/Kiritimati")).toEqual([overdue.number]);
  });

  it("answers 404 for another workspace's invoice, its PDF and its sending, and lists none of them", async () => {
    const owner = await t.signUp();
    const { rate } = await frenchBusiness(owner);
    const { order } = await confirmedOrder(owner, rate.id);
    const invoice = await json<InvoiceDetail>(await issue(owner, order.id), 201);
    const stranger = await t.signUp();

    for (const [method, path] of [
      ["GET", `/invoices/${invoice.id}`],
      ["GET", `/invoices/${invoice.id}.pdf`],
      ["POST", `/invoices/${invoice.id}/send`],
      ["GET", `/orders/${order.id}/quote.pdf`],
      ["POST", `/orders/${order.id}/invoice`],
      ["POST", `/orders/${order.id}/quote/send`],
    ] as const) {
      expect((await t.api(stranger, method, path)).status, `${method} ${path}`).toBe(404);
    }
    expect((await json<{ items: Invoice[] }>(await t.api(stranger, "GET", "/invoices"), 200)).items).toEqual([]);
    expect(inbox.mailsTo(owner.email)).toEqual([]);
    // Nothing was issued or sent for the stranger: the owner's invoice is still the only one, unsent.
    const stored = await t.db.select({ sentAt: invoices.sentAt }).from(invoices).where(eq(invoices.workspaceId, owner.workspaceId));
    expect(stored).toEqual([{ sentAt: null }]);
    expect(await t.db.select().from(invoices).where(eq(invoices.workspaceId, stranger.workspaceId))).toEqual([]);
  });
});
