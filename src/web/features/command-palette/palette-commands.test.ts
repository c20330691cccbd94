import { describe, expect, it } from "vitest";
import { commandMatches } from "./palette-commands";

describe("a command's label", () => {
  it("answers every word typed, in any order, whatever the case and accents", () => {
    expect(commandMatches("Paramètres de l’espace de travail", "parametres espace")).toBe(true);
    expect(commandMatches("New client", "CL new")).toBe(true);
    expect(commandMatches("Thème : Sombre", "theme somb")).toBe(true);
    expect(commandMatches("Neuer Kunde", "auftrag")).toBe(false);
    expect(commandMatches("Nueva orden", "")).toBe(true);
  });
});
