import type { ParseKeys, TFunction } from "i18next";
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
export function workspaceErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const reason = (error.details as { reason?: unknown } | undefined)?.reason;
    if (isReason(reason)) return t(`workspace.errors.${reason}` as ParseKeys);
    if (error.status === 403) return t("workspace.errors.forbidden");
  }
  return apiErrorMessage(error, t);
}
