import type { RouteHandler } from "@hono/zod-openapi";
import type { Context, Next } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { actorOf } from "../http/actor";
import { notFound } from "../http/errors";
import { browserLanguage } from "../lib/browser-language";
import type * as routes from "./invoices.routes";
import * as service from "./invoices.service";
import { systemClock } from "./order-invoices";

/** A PDF sent as a download, never kept by a shared cache. */
function pdfResponse(c: Context<AppEnv>, file: service.PdfFile) {
  // The name in plain ASCII for old clients, and as written (RFC 6266) for the others.
  const ascii = file.fileName
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\]/g, "");
  return c.body(new Uint8Array(file.bytes), 200, {
    "content-type": "application/pdf",
    "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    "cache-control": "private, no-store",
  });
}

const sendingContext = (c: Context<AppEnv>) => ({ db: c.get("db"), mailer: c.get("mailer"), logger: c.get("logger") });

export const issueInvoice: RouteHandler<typeof routes.issueInvoice, AppEnv> = async (c) => {
  const { tz } = c.req.valid("query");
  const options = { clock: systemClock(tz), language: browserLanguage(c.req.raw.headers) };
  return c.json(await service.issueInvoice(c.get("db"), actorOf(c), c.req.valid("param").id, options), 201);
};

export const listInvoices: RouteHandler<typeof routes.listInvoices, AppEnv> = async (c) => {
  const { tz, ...options } = c.req.valid("query");
  return c.json(await service.listInvoices(c.get("db"), c.get("workspace").id, options, systemClock(tz)), 200);
};

export const getInvoice: RouteHandler<typeof routes.getInvoice, AppEnv> = async (c) => {
  const clock = systemClock(c.req.valid("query").tz);
  return c.json(await service.getInvoice(c.get("db"), c.get("workspace").id, c.req.valid("param").id, clock), 200);
};

const PDF = ".pdf";

/**
 * `GET /invoices/{id}.pdf`, whose id the handler reads from the path's segment itself
 * (invoices.router.ts); a segment without ".pdf" is `GET /invoices/{id}`'s.
 */
export async function invoicePdf(c: Context<AppEnv>, next: Next) {
  const segment = c.req.param(`id${PDF}`) ?? "";
  if (!segment.endsWith(PDF)) return next();
  const id = z.uuid().safeParse(segment.slice(0, -PDF.length));
  if (!id.success) throw notFound("Invoice");
  return pdfResponse(c, await service.invoicePdf(c.get("db"), c.get("workspace").id, id.data, systemClock()));
}

export const quotePdf: RouteHandler<typeof routes.quotePdf, AppEnv> = async (c) => {
  const clock = systemClock(c.req.valid("query").tz);
  const language = browserLanguage(c.req.raw.headers);
  return pdfResponse(c, await service.quotePdf(c.get("db"), c.get("workspace").id, c.req.valid("param").id, clock, language));
};

export const sendInvoice: RouteHandler<typeof routes.sendInvoice, AppEnv> = async (c) => {
  const sent = await service.sendInvoice(sendingContext(c), actorOf(c), c.get("user"), c.req.valid("param").id, systemClock());
  return c.json(sent, 200);
};

export const sendQuote: RouteHandler<typeof routes.sendQuote, AppEnv> = async (c) => {
  const options = { clock: systemClock(c.req.valid("query").tz), language: browserLanguage(c.req.raw.headers) };
  return c.json(await service.sendQuote(sendingContext(c), actorOf(c), c.get("user"), c.req.valid("param").id, options), 200);
};
