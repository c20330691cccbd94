import { createRouter } from "../http/router";
import * as handlers from "./client-emails.handlers";
import * as routes from "./client-emails.routes";

export const clientEmailsRouter = createRouter()
  .openapi(routes.listClientEmails, handlers.listClientEmails)
  .openapi(routes.createClientEmail, handlers.createClientEmail);
