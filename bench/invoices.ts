/**
 * Rendering invoices: a 1-line and a 100-line invoice drawn as PDF, in French with the business
 * details filled in, by the same function the API uses, each 20 times after one cold render; the
 * median, the slowest and the size. Then the same through the whole app in process (the session,
 * the invoice's row, the PDF as the answer's body), on the engine the tests use.
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { InvoiceDetail } from "../src/shared/invoices/invoice.schema";
import { renderDocumentPdf, type DocumentToRender } from "../src/server/invoices/pdf/document-pdf";
import { createTestApp } from "../src/server/test/test-app";

const RUNS = 20;

export interface RenderFigures {
  lines: number;
  coldMs: number;
  medianMs: number;
  slowestMs: number;
  bytes: number;
}

export interface InvoicesFigures {
  render: RenderFigures[];
  /** GET /invoices/{id}.pdf through the app, median over RUNS, by number of lines. */
  http: { lines: number; medianMs: number }[];
}

function invoiceOf(lines: number): DocumentToRender {
  return {
    kind: "invoice",
    number: "INV-2026-0001",
    date: "2026-11-27",
    until: "2026-12-27",
    cancels: null,
    paid: false,
    logo: null,
    document: {
      language: "fr",
      currency: "EUR",
      order_number: 42,
      prices_include_tax: false,
      seller: {
        name: "Café Müller SARL",
        address: "12 rue de la Paix\n75002 Paris",
        tax_id: "FR12345678901",
        email: "factures@cafe-muller.fr",
        phone: "+33 1 23 45 67 89",
        payment_instructions: "IBAN FR76 3000 6000 0112 3456 7890 189",
        footer: "SARL au capital de 10 000 € — RCS Paris 123 456 789",
        logo_id: null,
      },
      buyer: {
        name: "Françoise Gonçalves",
        company: "Straße & Söhne",
        address: "3 place de la Gare\n1000 Bruxelles",
        tax_id: "BE0123456789",
        email: "f@example.com",
      },
      lines: Array.from({ length: lines }, (_, index) => ({
        name: `Crème brûlée n° ${index + 1}`,
        quantity: 3,
        unit_price: 12.5,
        tax_name: "TVA",
        tax_rate: 20,
        amount: 37.5,
      })),
      taxes: [{ name: "TVA", rate: 20, base: 37.5 * lines, amount: 7.5 * lines }],
      subtotal_net: 37.5 * lines,
      tax_total: 7.5 * lines,
      total: 45 * lines,
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

export async function invoicesBenchmark(): Promise<InvoicesFigures> {
  const render: RenderFigures[] = [];
  for (const lines of [1, 100]) {
    const cold = await timed(() => renderDocumentPdf(invoiceOf(lines)));
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) times.push((await timed(() => renderDocumentPdf(invoiceOf(lines)))).ms);
    render.push({ lines, coldMs: cold.ms, medianMs: median(times), slowestMs: Math.max(...times), bytes: cold.value.length });
  }

  const t = await createTestApp();
  try {
    const user = await t.signUp();
    const call = async <T>(method: string, path: string, body?: unknown) => (await t.api(user, method, path, body)).json() as Promise<T>;
    const http: InvoicesFigures["http"] = [];
    for (const lines of [1, 100]) {
      const items = [];
      for (let index = 0; index < lines; index += 1) {
        items.push(
          await call<{ id: string }>("POST", "/inventory", { item_name: `Crème brûlée ${lines}-${index}`, quantity: 10, unit_price: 12.5 }),
        );
      }
      const order = await call<{ id: string }>("POST", "/orders", {
        lines: items.map((item) => ({ inventory_item_id: item.id, quantity: 1 })),
      });
      await call("PATCH", `/orders/${order.id}`, { status: "confirmed" });
      const invoice = await call<InvoiceDetail>("POST", `/orders/${order.id}/invoice`);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        times.push((await timed(async () => (await t.api(user, "GET", `/invoices/${invoice.id}.pdf`)).arrayBuffer())).ms);
      }
      http.push({ lines, medianMs: median(times) });
    }
    return { render, http };
  } finally {
    await t.close();
  }
}

export function describeInvoices({ render, http }: InvoicesFigures): string[] {
  return [
    ...render.map(
      (figures) =>
        `invoice PDF, ${figures.lines} line${figures.lines === 1 ? "" : "s"}, French, drawn: ${figures.medianMs.toFixed(1)} ms median ` +
        `(slowest ${figures.slowestMs.toFixed(1)} ms, first and cold ${figures.coldMs.toFixed(0)} ms), ${(figures.bytes / 1024).toFixed(1)} KB`,
    ),
    ...http.map(
      (figures) =>
        `invoice PDF, ${figures.lines} line${figures.lines === 1 ? "" : "s"}, GET /invoices/{id}.pdf in process: ${figures.medianMs.toFixed(1)} ms median`,
    ),
  ];
}

if (resolve(process.argv[1] ?? "") === fileURLToPath(import.meta.url)) {
  for (const line of describeInvoices(await invoicesBenchmark())) console.log(line);
}
