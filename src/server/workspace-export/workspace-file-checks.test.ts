import { describe, expect, it } from "vitest";
import type { WorkspaceFile } from "@shared/workspace-export/workspace-file.schema";
import { byteStream, jsonText, type JsonPart } from "./json-stream";
import { findFileProblem, orderAmountsAddUp } from "./workspace-file-checks";
import { fingerprint } from "./workspace-file-fingerprint";
import { rowOf } from "./workspace-file-rows";
import { workspaceFileName } from "./workspace-export.service";

type Order = WorkspaceFile["orders"][number];
type Line = Order["lines"][number];

const at = "2026-11-26T09:30:00.000000Z";
const line = (quantity: number, unit_price: number, id = crypto.randomUUID()): Line => ({
  id,
  line_number: 0,
  inventory_item_id: null,
  item_name: "Chair",
  quantity,
  unit_price,
  tax_rate_id: null,
  tax_name: "VAT",
  tax_rate: 20,
  created_at: at,
  updated_at: at,
});

function order(amounts: Pick<Order, "prices_include_tax" | "subtotal_net" | "tax_total" | "total_price" | "taxes">, lines: Line[]): Order {
  return {
    id: crypto.randomUUID(),
    number: 1,
    created_by: null,
    client_id: null,
    status: "paid",
    created_at: at,
    updated_at: at,
    lines,
    ...amounts,
  };
}

function file(parts: Partial<WorkspaceFile> = {}): WorkspaceFile {
  return {
    format: "clientele-workspace",
    version: 1,
    exported_at: at,
    workspace: { id: crypto.randomUUID(), name: "W", currency: "EUR", prices_include_tax: false },
    members: [],
    tax_rates: [],
    clients: [],
    inventory_items: [],
    orders: [],
    notes: [],
    tasks: [],
    client_emails: [],
    activity: [],
    number_series: [],
    ...parts,
  };
}

describe("an order's amounts", () => {
  it("add up when the net is the lines' sum, the tax the taxes' and the total both, to the ten-thousandth", () => {
    const taxes = [{ name: "VAT", rate: 20, base: 0.3, amount: 0.06 }];
    expect(
      orderAmountsAddUp(order({ prices_include_tax: false, subtotal_net: 0.3, tax_total: 0.06, total_price: 0.36, taxes }, [line(3, 0.1)])),
    ).toBe(true);
    expect(
      orderAmountsAddUp(order({ prices_include_tax: false, subtotal_net: 0.3, tax_total: 0.06, total_price: 0.37, taxes }, [line(3, 0.1)])),
    ).toBe(false);
    expect(
      orderAmountsAddUp(
        order({ prices_include_tax: false, subtotal_net: 0.3001, tax_total: 0.06, total_price: 0.3601, taxes }, [line(3, 0.1)]),
      ),
    ).toBe(false);
  });

  it("count the lines as the total when prices include tax", () => {
    const taxes = [{ name: "VAT", rate: 20, base: 100, amount: 20 }];
    expect(
      orderAmountsAddUp(order({ prices_include_tax: true, subtotal_net: 100, tax_total: 20, total_price: 120, taxes }, [line(1, 120)])),
    ).toBe(true);
    expect(
      orderAmountsAddUp(order({ prices_include_tax: true, subtotal_net: 120, tax_total: 20, total_price: 140, taxes }, [line(1, 120)])),
    ).toBe(false);
  });
});

describe("a file's own rules", () => {
  it("find nothing wrong in an empty workspace, nor in records that refer to each other", () => {
    expect(findFileProblem(file())).toBeUndefined();
  });

  it("want line ids unique across orders, not only within one", () => {
    const shared = crypto.randomUUID();
    const amounts = { prices_include_tax: false, subtotal_net: 1, tax_total: 0, total_price: 1, taxes: [] };
    const first = order(amounts, [line(1, 1, shared)]);
    const second = { ...order(amounts, [line(1, 1, shared)]), number: 2 };
    expect(findFileProblem(file({ orders: [first, second], number_series: [{ series: "order", last_number: 2 }] }))).toEqual({
      at: "orders[1].lines[0].id",
      problem: "dataExport.problems.duplicateId",
      value: shared,
    });
  });

  it("want one rate on offer per name, whatever the case, an archived one aside", () => {
    const rate = (name: string, archived_at: string | null) => ({
      id: crypto.randomUUID(),
      name,
      rate: 20,
      archived_at,
      created_at: at,
      updated_at: at,
    });
    expect(findFileProblem(file({ tax_rates: [rate("VAT", at), rate("VAT", null)] }))).toBeUndefined();
    expect(findFileProblem(file({ tax_rates: [rate("VAT", null), rate("vat", null)] }))).toMatchObject({
      at: "tax_rates[1].name",
      problem: "dataExport.problems.duplicateTaxRateName",
    });
  });
});

describe("a record of the file as a row", () => {
  it("names the importer for every person, keeps an unknown one unknown, and stores empty text as null", () => {
    expect(rowOf("tasks", { id: "t", assignee_id: "someone", created_by: null, title: "x" }, "w", "me")).toEqual({
      id: "t",
      workspace_id: "w",
      assignee_id: "me",
      created_by: null,
      title: "x",
    });
    expect(rowOf("clients", { id: "c", owner_id: "a", email: "", phone: null }, "w", "me")).toMatchObject({ owner_id: "me", email: null });
  });
});

describe("the fingerprint", () => {
  it("is the same whoever the people are and whenever the file was made, and differs with the data", () => {
    const note = (author_id: string | null, body = "Hello") => ({
      id: "n",
      client_id: "c",
      author_id,
      body,
      created_at: at,
      updated_at: at,
    });
    const here = file({ members: [{ id: "a", email: "a@example.com", name: "A", role: "owner" }], notes: [note("a")] });
    const there = { ...file({ notes: [note("b")] }), exported_at: "2027-01-01T00:00:00.000000Z" };
    expect(fingerprint(there)).toBe(fingerprint(here));
    expect(fingerprint(file({ notes: [note(null)] }))).not.toBe(fingerprint(here));
    expect(fingerprint(file({ notes: [note("a", "Hello!")] }))).not.toBe(fingerprint(here));
  });
});

describe("a document written as it is read", () => {
  it("is the JSON of the same value, whatever the pages", async () => {
    async function* pages() {
      yield [];
      yield [{ a: 1 }, { b: 'é"\n' }];
      yield [];
      yield [{ c: null }];
    }
    const document: JsonPart = {
      fields: [
        ["format", { value: "x" }],
        ["rows", { rows: pages() }],
        ["none", { rows: (async function* () {})() }],
        ["nested", { elements: [{ fields: [["inner", { value: [1, 2] }]] }, { value: true }] }],
      ],
    };
    const text = await new Response(byteStream(jsonText(document), () => {})).text();
    expect(JSON.parse(text)).toEqual({
      format: "x",
      rows: [{ a: 1 }, { b: 'é"\n' }, { c: null }],
      none: [],
      nested: [{ inner: [1, 2] }, true],
    });
  });
});

describe("the exported file's name", () => {
  it("is the workspace's name made plain, and the day", () => {
    const day = new Date("2026-11-26T23:30:00Z");
    expect(workspaceFileName("Müller & Söhne GmbH", day)).toBe("muller-sohne-gmbh-2026-11-26.clientele.json");
    expect(workspaceFileName("日本の会社", day)).toBe("workspace-2026-11-26.clientele.json");
    expect(workspaceFileName('a"b\\c\r\nd', day)).toBe("a-b-c-d-2026-11-26.clientele.json");
  });
});
