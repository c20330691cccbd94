import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@shared/languages";
import { writeMail, type MailContent } from "./mail-texts";

const LINK = "http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Fauth%2Freset-password&x=1";
const CONTENTS: MailContent[] = [
  { kind: "reset-password", link: LINK },
  { kind: "password-changed" },
  { kind: "verify-email", link: LINK },
  { kind: "confirm-new-email", link: LINK, newEmail: "new@example.com" },
  { kind: "account-deleted" },
  { kind: "workspace-invitation", link: LINK, inviterName: "Ana Lima", workspaceName: "Lima & Filhos", role: "admin" },
];

describe("the mails", () => {
  it.each(LANGUAGE_CODES)(
    "in %s: every kind has a subject of its own, its link in both parts, and the new address where there is one",
    (language) => {
      const subjects = new Set<string>();
      for (const content of CONTENTS) {
        const mail = writeMail(content, language);
        subjects.add(mail.subject);
        expect(mail.subject.length).toBeGreaterThan(10);
        expect(mail.html).toContain(`<html lang="${language}">`);
        if ("link" in content) {
          expect(mail.text).toContain(`\n\n${LINK}\n\n`);
          expect(mail.html).toContain(`href="${LINK.replaceAll("&", "&#38;")}"`);
        } else {
          expect(mail.text).not.toContain("http");
        }
        if (content.kind === "confirm-new-email") expect(mail.text).toContain("new@example.com");
      }
      expect(subjects.size).toBe(CONTENTS.length);
    },
  );

  it("are written in the language asked for", () => {
    const subjects = LANGUAGE_CODES.map((language) => writeMail({ kind: "account-deleted" }, language).subject);
    expect(new Set(subjects).size).toBe(LANGUAGE_CODES.length);
    expect(writeMail({ kind: "password-changed" }, "de").subject).toBe("Ihr Clientele-Passwort wurde geändert");
  });

  it("escape what they quote in the HTML part", () => {
    const mail = writeMail({ kind: "confirm-new-email", link: LINK, newEmail: '"<b>x</b>"@example.com' }, "en");
    expect(mail.html).not.toContain("<b>x</b>");
    expect(mail.html).toContain("&#60;b&#62;x&#60;/b&#62;");
  });

  it("names who invites to which workspace, escaped in the HTML, in the inviter's language", () => {
    const mail = writeMail(
      { kind: "workspace-invitation", link: LINK, inviterName: "Ana <b>", workspaceName: "Lima & Filhos", role: "member" },
      "fr",
    );
    expect(mail.subject).toBe("Ana <b> vous invite à rejoindre Lima & Filhos sur Clientele");
    expect(mail.text).toContain("l’espace de travail «\u00a0Lima & Filhos\u00a0» sur Clientele en tant que membre");
    expect(mail.html).toContain("Ana &#60;b&#62;");
    expect(mail.html).not.toContain("Ana <b>");
  });
});
