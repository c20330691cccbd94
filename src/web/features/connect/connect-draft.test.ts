import { describe, expect, it } from "vitest";
import { EMPTY_CONNECT_STATE, mailtoLink, missingEmailFields, parseConnectState } from "./connect-draft";

describe("Connect's kept draft", () => {
  it("comes back as it was stored", () => {
    const state = {
      client: { id: "c1", name: "Zoë Dubois" },
      featureDescription: "Export en un clic",
      drafts: { c1: { subject: "Bonjour", body: "Ligne 1\nLigne 2" } },
    };
    expect(parseConnectState(JSON.stringify(state))).toEqual(state);
  });

  it("yields an empty page for nothing stored, broken JSON or a wrong shape, keeping the valid drafts", () => {
    expect(parseConnectState(null)).toEqual(EMPTY_CONNECT_STATE);
    expect(parseConnectState("{not json")).toEqual(EMPTY_CONNECT_STATE);
    expect(parseConnectState("42")).toEqual(EMPTY_CONNECT_STATE);
    expect(
      parseConnectState(
        JSON.stringify({ client: { id: 3 }, featureDescription: 7, drafts: { a: { subject: "s" }, b: { subject: "s", body: "b" } } }),
      ),
    ).toEqual({ client: null, featureDescription: "", drafts: { b: { subject: "s", body: "b" } } });
  });
});

describe("the mailto link", () => {
  it("addresses the client and carries subject and body, lines ended by CRLF, every reserved character encoded", () => {
    const link = mailtoLink("maria+vendas@exemplo.com.br", { subject: "Olá & bem-vindo?", body: "Linha 1\nLinha 2 #3" });
    expect(link).toBe("mailto:maria%2Bvendas@exemplo.com.br?subject=Ol%C3%A1%20%26%20bem-vindo%3F&body=Linha%201%0D%0ALinha%202%20%233");
    const url = new URL(link);
    expect(url.searchParams.get("subject")).toBe("Olá & bem-vindo?");
    expect(url.searchParams.get("body")).toBe("Linha 1\r\nLinha 2 #3");
  });

  it("leaves the recipient empty when the client has no email", () => {
    expect(mailtoLink(null, { subject: "Hi", body: "" })).toBe("mailto:?subject=Hi&body=");
  });
});

describe("an email before it is sent or saved", () => {
  it("needs a subject and a body that are more than blanks", () => {
    expect(missingEmailFields({ subject: "Bonjour", body: "Ligne 1\nLigne 2" })).toEqual({});
    expect(missingEmailFields({ subject: "  ", body: "\n\t" })).toEqual({
      subject: "validation.subjectRequired",
      body: "validation.emailBodyRequired",
    });
    expect(missingEmailFields({ subject: "Bonjour", body: "" })).toEqual({ body: "validation.emailBodyRequired" });
  });
});
