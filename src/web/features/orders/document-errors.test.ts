import { describe, expect, it } from "vitest";
import en from "@web/i18n/locales/en.json";
import fr from "@web/i18n/locales/fr.json";
import { createTexts } from "@web/i18n/texts";
import { ApiError } from "@web/lib/api-client";
import { documentErrorMessage, invoiceConflictReason } from "./document-errors";

const texts = createTexts({ en, fr });

const conflict = (reason: string) => new ApiError(409, "CONFLICT", "refused", {}, { reason });

describe("documentErrorMessage", () => {
  const say = (error: unknown, language = "en") => documentErrorMessage(error, texts.translator(language));

  it("says why an invoice was not issued, or why the lines of an invoiced order cannot change", () => {
    expect(say(conflict("order_not_invoiceable"))).toBe("Only a confirmed, delivered or paid order can be invoiced.");
    expect(say(conflict("order_already_invoiced"))).toMatch(/^This order already has an invoice/);
    expect(say(conflict("order_invoiced"), "fr")).toMatch(/^Cette commande est facturée\u00a0: annulez-la/);
    expect(invoiceConflictReason(conflict("insufficient_stock")), "an order's own refusal is not a document's").toBeUndefined();
  });

  it("words a refused email as the client emails do, and asks for the client's address", () => {
    expect(say(new ApiError(409, "CLIENT_HAS_NO_EMAIL", "no address"))).toBe("Add an email address to the client to send them documents");
    expect(say(new ApiError(503, "MAIL_NOT_CONFIGURED", "no mail server"))).toMatch(
      /^Sending needs a mail server: set SMTP_URL and MAIL_FROM/,
    );
    expect(say(new ApiError(502, "MAIL_SEND_FAILED", "refused"))).toMatch(/^The mail server did not accept the email/);
    expect(say(new ApiError(429, "RATE_LIMIT", "slow down"))).toMatch(/^You have sent many emails in a short time/);
    expect(say(new ApiError(0, "NETWORK", "offline"))).toMatch(/^Could not reach the server/);
  });
});
