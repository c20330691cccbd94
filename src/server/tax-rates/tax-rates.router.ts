import { createRouter } from "../http/router";
import * as handlers from "./tax-rates.handlers";
import * as routes from "./tax-rates.routes";

export const taxRatesRouter = createRouter()
  .openapi(routes.listTaxRates, handlers.listTaxRates)
  .openapi(routes.createTaxRate, handlers.createTaxRate)
  .openapi(routes.updateTaxRate, handlers.updateTaxRate)
  .openapi(routes.deleteTaxRate, handlers.deleteTaxRate);
