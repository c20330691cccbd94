import { describe, expect, it } from "vitest";
import { passwordProblem, passwordStrength } from "./password";

describe("passwordStrength", () => {
  it.each([
    ["", 0],
    ["abc", 0],
    ["abcdefgh", 1],
    ["abcdEFGH", 2],
    ["abcdEFG1", 3],
    ["abcdEF1!", 4],
    ["Ab1!", 3],
  ])("scores %j as %i", (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });
});

describe("passwordProblem", () => {
  it("refuses fewer than 8 characters, even when strong otherwise", () => {
    expect(passwordProblem("Ab1!xyz")).toBe("tooShort");
  });
  it("refuses a score under 3", () => {
    expect(passwordProblem("abcdEFGH")).toBe("weak");
  });
  it("accepts a score of 3 or more", () => {
    expect(passwordProblem("abcdEFG1")).toBeNull();
  });
});
