import { describe, expect, it } from "vitest";
import type { Translate } from "@web/i18n/texts";
import { ApiError } from "@web/lib/api-client";
import { workspaceFileErrorMessage } from "./workspace-file-errors";

/** The key, with what the text would be given, so that the message shows both. */
const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as Translate;
const known = (key: string) => ["validation.nameTooLong", "dataExport.problems.unknownReference"].includes(key);
const refusal = (details: Record<string, string>, status = 400) => new ApiError(status, "VALIDATION", "refused", {}, details);

describe("why a workspace file was refused", () => {
  it("gives the size limit in the language's own format", () => {
    // French writes a no-break space (narrow or not, as the runtime's ICU has it) before "Mo".
    expect(workspaceFileErrorMessage(new ApiError(413, "PAYLOAD_TOO_LARGE", "too large"), t, "fr", known)).toMatch(
      /^dataExport\.import\.tooLarge \{"size":"50[\u00a0\u202f]Mo"\}$/,
    );
    expect(workspaceFileErrorMessage(new ApiError(413, "PAYLOAD_TOO_LARGE", "too large"), t, "en", known)).toBe(
      'dataExport.import.tooLarge {"size":"50 MB"}',
    );
  });

  it("says which rule the file breaks and where, with the form's own message", () => {
    expect(
      workspaceFileErrorMessage(
        refusal({ reason: "invalid_workspace_file", at: "clients[3].name", problem: "validation.nameTooLong" }),
        t,
        "en",
        known,
      ),
    ).toBe('dataExport.import.invalidAt {"at":"clients[3].name","problem":"validation.nameTooLong"}');
    // A problem the app has no text for, or that is no translation key, reads as "not valid".
    for (const problem of ["validation.somethingNew", "<b>hello</b>"]) {
      expect(workspaceFileErrorMessage(refusal({ reason: "invalid_workspace_file", at: "x", problem }), t, "en", known)).toBe(
        'dataExport.import.invalidAt {"at":"x","problem":"validation.invalid"}',
      );
    }
  });

  it("names a file that is no JSON, no workspace file, or from a version the server cannot read", () => {
    expect(workspaceFileErrorMessage(refusal({ reason: "not_json" }), t, "en", known)).toBe("dataExport.import.notJson");
    expect(workspaceFileErrorMessage(refusal({ reason: "not_a_workspace_file" }), t, "en", known)).toBe(
      "dataExport.import.notWorkspaceFile",
    );
    expect(workspaceFileErrorMessage(refusal({ reason: "unsupported_version" }), t, "en", known)).toBe(
      "dataExport.import.unsupportedVersion",
    );
    expect(
      workspaceFileErrorMessage(new ApiError(409, "CONFLICT", "too many", {}, { reason: "too_many_workspaces" }), t, "en", known),
    ).toBe('dataExport.import.tooManyWorkspaces {"limit":"20"}');
  });

  it("falls back on the words every screen uses for other failures", () => {
    expect(workspaceFileErrorMessage(new ApiError(0, "NETWORK", "Failed to fetch"), t, "en", known)).toBe("common.errors.network");
  });
});
