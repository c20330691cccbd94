import { describe, expect, it } from "vitest";
import { hasVisibleCharacter, isStorableText, text } from "./schema-helpers";

describe("text()", () => {
  const required = text().min(1, "required").max(5, "tooLong");
  const issue = (value: string) => required.safeParse(value).error?.issues[0]?.message;

  it("trims, and keeps visible text as it is", () => {
    expect(required.parse("  Ada ")).toBe("Ada");
    expect(required.parse("😀 ok")).toBe("😀 ok");
  });

  it("turns text that shows nothing into empty text", () => {
    for (const value of ["", "   ", "\u200b", "\u200c\u200d\u2060", "\ufeff", "\u3164\u115f", "\u2800", "\u{e0041}", "\t\n"]) {
      expect(issue(value), JSON.stringify(value)).toBe("required");
    }
  });

  it("refuses lone surrogates and NUL", () => {
    for (const value of ["\ud800", "a\udc00", "\udc00\ud800", "a\u0000", "\u0000", " \u200b\ud800 "]) {
      expect(issue(value), JSON.stringify(value)).toBe("validation.invalid");
    }
  });
});

describe("hasVisibleCharacter and isStorableText", () => {
  it("tell visible, storable text apart", () => {
    expect(hasVisibleCharacter("\u200b a")).toBe(true);
    expect(hasVisibleCharacter("\u200b\u00a0")).toBe(false);
    expect(isStorableText("\ud83d\ude00")).toBe(true);
    expect(isStorableText("\ud83d")).toBe(false);
  });
});
