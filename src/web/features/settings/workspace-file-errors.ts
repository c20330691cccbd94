import { WORKSPACE_FILE_MAX_BYTES } from "@shared/workspace-export/workspace-file-limits";
import { OWNED_WORKSPACES_MAX } from "@shared/workspaces/workspace-limits";
import type { TextKey, Translate } from "@web/i18n/texts";
import { ApiError, apiErrorMessage } from "@web/lib/api-client";
import { formatInteger } from "@web/lib/format";
import { formatMegabytes } from "@web/lib/format";

/** The keys a refusal's `problem` may name: the forms' messages and the file's own. */
const PROBLEM_KEY = /^(validation|dataExport\.problems)\.[A-Za-z]+$/;

/** What a refusal of a workspace file says in `details`. */
interface FileRefusalDetails {
  reason?: string;
  /** Where the file breaks a rule: `clients[3].name`. */
  at?: string;
  /** Which rule: a translation key. */
  problem?: string;
}

/**
 * Why a workspace file was refused, in the interface language (docs/product.md "Import and
 * export"): too large, no workspace file, or where it breaks which rule. `exists` tells whether
 * the app has a text for a key the server named.
 */
export function workspaceFileErrorMessage(error: unknown, t: Translate, language: string, exists: (key: string) => boolean): string {
  if (!(error instanceof ApiError)) return apiErrorMessage(error, t);
  if (error.status === 413) return t("dataExport.import.tooLarge", { size: formatMegabytes(WORKSPACE_FILE_MAX_BYTES, language) });
  const details = (error.details ?? {}) as FileRefusalDetails;
  switch (details.reason) {
    case "too_many_workspaces":
      return t("dataExport.import.tooManyWorkspaces", { limit: formatInteger(OWNED_WORKSPACES_MAX, language) });
    case "not_json":
      return t("dataExport.import.notJson");
    case "not_a_workspace_file":
      return t("dataExport.import.notWorkspaceFile");
    case "unsupported_version":
      return t("dataExport.import.unsupportedVersion");
    case "invalid_workspace_file": {
      const known = details.problem !== undefined && PROBLEM_KEY.test(details.problem) && exists(details.problem);
      const problem = t((known ? details.problem : "validation.invalid") as TextKey);
      return details.at ? t("dataExport.import.invalidAt", { at: details.at, problem }) : t("dataExport.import.invalid", { problem });
    }
    default:
      return apiErrorMessage(error, t);
  }
}
