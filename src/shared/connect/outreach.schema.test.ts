import { describe, expect, it } from "vitest";
import { generateOutreachEmailSchema, outreachLanguage } from "./outreach.schema";

const CLIENT_ID = "6f1c1a52-8a2b-4c55-9d0e-3f7b2a1c9e10";

const messages = (input: unknown) =>
  Object.fromEntries(
    (generateOutreachEmailSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );

describe("generateOutreachEmailSchema", () => {
  it("asks for a client ('Please select a client') and a description ('Please describe the feature')", () => {
    expect(messages({})).toEqual({
      clientId: "connect.errors.noClientSelected",
      featureDescription: "connect.errors.noFeatureDescription",
    });
    expect(messages({ clientId: "", featureDescription: "   " })).toEqual({
      clientId: "connect.errors.noClientSelected",
      featureDescription: "connect.errors.noFeatureDescription",
    });
  });

  it("sends the description trimmed, and refuses one over 2000 characters", () => {
    const parsed = generateOutreachEmailSchema.parse({ clientId: CLIENT_ID, featureDescription: "  reminders \n" });
    expect(parsed).toEqual({ clientId: CLIENT_ID, featureDescription: "reminders", userLanguage: "en" });
    expect(messages({ clientId: CLIENT_ID, featureDescription: "x".repeat(2001) })).toEqual({
      featureDescription: "connect.errors.featureDescriptionTooLong",
    });
  });
});

describe("outreachLanguage", () => {
  it.each([
    ["fr", "fr"],
    ["de", "de"],
    ["es", "es"],
    ["pt", "pt"],
    ["pt-BR", "pt"],
    ["FR_ca", "fr"],
    ["it", "en"],
    ["", "en"],
    [undefined, "en"],
  ])("writes for %s in %s", (userLanguage, language) => {
    expect(outreachLanguage(userLanguage)).toBe(language);
  });
});
