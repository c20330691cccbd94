import { describe, expect, it } from "vitest";
import { guessNumberFormat, parseDecimal } from "./numbers";

describe("parseDecimal", () => {
  it.each([
    ["1,234.50", 1234.5],
    ["1234.50", 1234.5],
    ["1234", 1234],
    ["-3.5", -3.5],
    ["+7", 7],
    ["1 234.50", 1234.5],
    ["1\u00a0234\u00a0567.5", 1234567.5],
    ["1'234.50", 1234.5],
    [".5", 0.5],
    ["0.05", 0.05],
    ["  42  ", 42],
    ["$1,200.00", 1200],
    ["-$1,200.00", -1200],
    ["$-5", -5],
    ["12.50 USD", 12.5],
    ["USD 12.50", 12.5],
    ["US$ 3.99", 3.99],
    ["£0.99", 0.99],
    ["-0", 0],
  ])("reads %s with a decimal dot as %d", (text, value) => {
    expect(parseDecimal(text, "dot")).toBe(value);
  });

  it.each([
    ["1.234,50", 1234.5],
    ["1234,50", 1234.5],
    ["1 234,50", 1234.5],
    ["1\u202f234,50", 1234.5],
    ["1\u00a0234,50", 1234.5],
    ["1'234,50", 1234.5],
    ["1.234.567", 1234567],
    ["\u22123,5", -3.5],
    ["€ 12,50", 12.5],
    ["12,50 €", 12.5],
    ["12,50€", 12.5],
    ["R$ 1.234,56", 1234.56],
    ["12,5 EUR", 12.5],
    ["12,5 eur", 12.5],
    ["-12,5 CHF", -12.5],
  ])("reads %s with a decimal comma as %d", (text, value) => {
    expect(parseDecimal(text, "comma")).toBe(value);
  });

  it.each([
    "",
    "   ",
    "1.2.3",
    "12abc",
    "abc",
    "1,23",
    "1,2345.00",
    "12.",
    "1.234,5.6",
    "0,123",
    "€",
    "$ $5",
    "12 ABC",
    "1e5",
    "1 234 5",
    "€12 €",
  ])("reads %j as no number with a decimal dot", (text) => {
    expect(parseDecimal(text, "dot")).toBeUndefined();
  });

  it.each(["", "1.2.3", "12abc", "12.50", "1,2,3", "1.234,5,6", "0.123", "1 234.5"])(
    "reads %j as no number with a decimal comma",
    (text) => {
      expect(parseDecimal(text, "comma")).toBeUndefined();
    },
  );

  it("reads the same grouped number as a thousand or as a decimal, by the format", () => {
    expect(parseDecimal("1,234", "dot")).toBe(1234);
    expect(parseDecimal("1,234", "comma")).toBe(1.234);
    expect(parseDecimal("1.234", "comma")).toBe(1234);
  });
});

describe("guessNumberFormat", () => {
  it.each([
    [["1.234,50"], "comma"],
    [["12,5", "3"], "comma"],
    [["€ 9,99", "", "1.234"], "comma"],
    [["1,234.50"], "dot"],
    [["12.50", "1,234"], "dot"],
    [["$3.99", "7"], "dot"],
  ] as const)("reads %j as written with a decimal %s", (samples, format) => {
    expect(guessNumberFormat(samples)).toBe(format);
  });

  it.each([[["1,234"]], [["1.234", "1,234"]], [["12", "7", ""]], [["n/a"]], [[]]])("cannot tell from %j", (samples) => {
    expect(guessNumberFormat(samples)).toBeNull();
  });

  it("does not guess when the samples disagree", () => {
    expect(guessNumberFormat(["12,5", "12.50"])).toBeNull();
  });
});
