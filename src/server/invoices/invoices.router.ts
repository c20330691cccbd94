import { createRouter } from "../http/router";
import * as handlers from "./invoices.handlers";
import * as routes from "./invoices.routes";

/** Quotes, invoices and credit notes. */
export const invoicesRouter = createRouter();
invoicesRouter.openAPIRegistry.registerPath(routes.invoicePdf);
// `/invoices/:id.pdf`: one path parameter, which Hono names `id.pdf`, holding the whole segment. First,
// since `/invoices/{id}` would take "….pdf" for an id; a segment without ".pdf" goes on to it.
invoicesRouter.get("/invoices/:id.pdf", handlers.invoicePdf);
invoicesRouter
  .openapi(routes.issueInvoice, handlers.issueInvoice)
  .openapi(routes.listInvoices, handlers.listInvoices)
  .openapi(routes.getInvoice, handlers.getInvoice)
  .openapi(routes.quotePdf, handlers.quotePdf)
  .openapi(routes.sendInvoice, handlers.sendInvoice)
  .openapi(routes.sendQuote, handlers.sendQuote);
