import { createRouter } from "../http/router";
import * as handlers from "./invoices.handlers";
import * as routes from "./invoices.routes";

/** Quotes, invoices and credit notes. */
export const invoicesRouter = createRouter();
invoicesRouter.openAPIRegistry.registerPath(routes.invoicePdf);
// First: `/invoices/{id}` would otherwise take "….pdf" for an id. The parameter holds the whole segment.
invoicesRouter.get("/invoices/:file{[^/]+\\.pdf}", handlers.invoicePdf);
invoicesRouter
  .openapi(routes.issueInvoice, handlers.issueInvoice)
  .openapi(routes.listInvoices, handlers.listInvoices)
  .openapi(routes.getInvoice, handlers.getInvoice)
  .openapi(routes.quotePdf, handlers.quotePdf)
  .openapi(routes.sendInvoice, handlers.sendInvoice)
  .openapi(routes.sendQuote, handlers.sendQuote);
