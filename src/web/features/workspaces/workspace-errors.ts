import type { TextKey, Translate } from "@web/i18n/texts";
import { ApiError, apiErrorMessage } from "@web/lib/api-client";

/** The refusals of the workspace routes that say more than the common texts (`details.reason` of a 409). */
const REASONS = [
  "owner_must_hand_over",
  "already_member",
  "already_invited",
  "too_many_invitations",
  "too_many_workspaces",
  "invitation_for_another_address",
] as const;
type Reason = (typeof REASONS)[number];

const isReason = (value: unknown): value is Reason => REASONS.includes(value as Reason);

/** What to tell the user of a refused workspace call: its reason when it has one of ours, a role too low, else the common text. */
export function workspaceErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    const reason = (error.details as { reason?: unknown } | undefined)?.reason;
    if (isReason(reason)) return t(`workspace.errors.${reason}` as TextKey);
    if (error.status === 403) return t("workspace.errors.forbidden");
  }
  return apiErrorMessage(error, t);
}

/** The refusals of the tax-rate routes that the screen explains (`details.reason` of a 409). */
const TAX_RATE_REASONS = ["tax_rate_in_use", "tax_rate_name_taken", "too_many_tax_rates"] as const;
type TaxRateReason = (typeof TAX_RATE_REASONS)[number];

/** Why the server refused a tax-rate call, when it is one the screen explains. */
export function taxRateRefusal(error: unknown): TaxRateReason | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return TAX_RATE_REASONS.find((known) => known === reason);
}

/** What to tell the user of a refused tax-rate call: its reason, a role too low, else the common text. */
export function taxRateErrorMessage(error: unknown, t: Translate): string {
  const reason = taxRateRefusal(error);
  return reason ? t(`workspace.taxRates.errors.${reason}`) : workspaceErrorMessage(error, t);
}
