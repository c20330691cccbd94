import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, type LanguageCode } from "@shared/languages";
import { fallbackEmail, type FallbackBrief } from "./fallback-email";

const ADA = { name: "Ada Lovelace", company: "Analytical Engines", position: "Founder" };
const FEATURE = "automatic invoice reminders";

const emailFor = (language: LanguageCode, recipient: FallbackBrief["recipient"] = ADA, feature = FEATURE) =>
  fallbackEmail({ language, recipient, feature });

describe("the fallback email, for a client with a company and a position", () => {
  it("in English", () => {
    expect(emailFor("en")).toEqual({
      subject: "Automatic invoice reminders for Analytical Engines",
      body: [
        "Hi Ada,",
        "In your role as Founder at Analytical Engines, you probably know how quickly routine tasks add up. " +
          "That is why I wanted to introduce something we have built: automatic invoice reminders.",
        "It takes that work off your plate, so you can focus on what matters most. " +
          "I would be glad to show you what it could do for Analytical Engines.",
        "Would you be open to a short call next week?",
        "Best regards,",
      ].join("\n\n"),
    });
  });

  it("in French, addressing the reader as vous", () => {
    expect(emailFor("fr")).toEqual({
      subject: "Automatic invoice reminders pour Analytical Engines",
      body: [
        "Bonjour Ada Lovelace,",
        "En tant que Founder chez Analytical Engines, vous savez sans doute à quel point les tâches répétitives " +
          "prennent vite du temps. C’est pourquoi je souhaitais vous présenter une solution que nous avons conçue\u00a0: " +
          "automatic invoice reminders.",
        "Elle vous décharge de ce travail pour que vous puissiez vous consacrer à l’essentiel. " +
          "Je me ferai un plaisir de vous montrer ce qu’elle pourrait apporter à Analytical Engines.",
        "Seriez-vous disponible pour un court échange la semaine prochaine\u00a0?",
        "Bien cordialement,",
      ].join("\n\n"),
    });
  });

  it("in German, addressing the reader as Sie, going on in lower case after the salutation", () => {
    expect(emailFor("de")).toEqual({
      subject: "Automatic invoice reminders für Analytical Engines",
      body: [
        "Guten Tag Ada Lovelace,",
        "als Founder bei Analytical Engines wissen Sie sicher, wie schnell Routineaufgaben Zeit kosten. " +
          "Deshalb möchte ich Ihnen gern etwas vorstellen, das wir entwickelt haben: automatic invoice reminders.",
        "Es nimmt Ihnen diese Arbeit ab, damit Sie sich auf das Wesentliche konzentrieren können. " +
          "Gern zeige ich Ihnen, was es für Analytical Engines leisten kann.",
        "Hätten Sie nächste Woche Zeit für ein kurzes Gespräch?",
        "Mit freundlichen Grüßen",
      ].join("\n\n"),
    });
  });

  it("in Spanish, addressing the reader as tú", () => {
    expect(emailFor("es")).toEqual({
      subject: "Automatic invoice reminders para Analytical Engines",
      body: [
        "Hola, Ada:",
        "Como Founder en Analytical Engines, seguro que sabes cuánto tiempo se llevan las tareas rutinarias. " +
          "Por eso quería presentarte algo que hemos desarrollado: automatic invoice reminders.",
        "Te quita ese trabajo de encima para que puedas centrarte en lo que de verdad importa. " +
          "Me encantaría mostrarte lo que podría aportar a Analytical Engines.",
        "¿Tendrías unos minutos para una llamada breve la próxima semana?",
        "Saludos cordiales,",
      ].join("\n\n"),
    });
  });

  it("in Brazilian Portuguese, addressing the reader as você", () => {
    expect(emailFor("pt")).toEqual({
      subject: "Automatic invoice reminders para Analytical Engines",
      body: [
        "Olá, Ada, tudo bem?",
        "Como Founder na empresa Analytical Engines, você certamente sabe quanto tempo as tarefas repetitivas podem consumir. " +
          "Por isso, queria apresentar a você uma solução que desenvolvemos: automatic invoice reminders.",
        "Ela tira esse trabalho das suas mãos para que você possa se concentrar no que realmente importa. " +
          "Adoraria mostrar o que ela pode fazer pela sua equipe.",
        "Você teria alguns minutos para uma conversa rápida na próxima semana?",
        "Atenciosamente,",
      ].join("\n\n"),
    });
  });
});

/** Every language with every combination of the optional fields present or absent (null, or blank). */
const cases = LANGUAGE_CODES.flatMap((language) =>
  [
    { company: "Analytical Engines", position: "Founder" },
    { company: "Analytical Engines", position: null },
    { company: null, position: "Founder" },
    { company: null, position: null },
    { company: "  ", position: "" },
  ].map((fields) => ({ language, ...fields })),
);

describe.each(cases)("the fallback email in $language with company $company and position $position", ({ language, company, position }) => {
  const email = emailFor(language, { name: "Ada Lovelace", company, position });
  const text = `${email.subject}\n${email.body}`;
  const hasCompany = Boolean(company?.trim());
  const hasPosition = Boolean(position?.trim());

  it("names the client, the feature, and the company and position exactly when they are known", () => {
    expect(email.body).toMatch(/Ada/);
    expect(email.body).toContain(FEATURE);
    expect(text.includes("Analytical Engines")).toBe(hasCompany);
    expect(text.includes("Founder")).toBe(hasPosition);
    if (hasCompany) expect(email.subject).toContain("Analytical Engines");
  });

  it("leaves no empty slot behind", () => {
    expect(text).not.toMatch(/undefined|null|NaN|\[|\{|\}/);
    expect(text).not.toMatch(/ {2}| [,.;]|,[,.]|\.\.| $/m);
    expect(text).not.toMatch(/\b(at|chez|bei|en|na empresa|pour|für|para|for|wie|como)\s*[,.:]/);
  });

  it("is laid out as greeting, two paragraphs, an invitation and a sign-off", () => {
    const paragraphs = email.body.split("\n\n");
    expect(paragraphs).toHaveLength(5);
    for (const paragraph of paragraphs) expect(paragraph.trim()).toBe(paragraph);
  });

  it("is different from the wording with other fields known", () => {
    const withEverything = emailFor(language);
    expect(email.body === withEverything.body).toBe(hasCompany && hasPosition);
  });
});

describe("the feature in the fallback email", () => {
  it("is put on one line, without its own final punctuation, and capitalised in the subject", () => {
    const email = emailFor("en", ADA, "  Reminders that\n  chase late invoices!  ");
    expect(email.subject).toBe("Reminders that chase late invoices for Analytical Engines");
    expect(email.body).toContain("something we have built: Reminders that chase late invoices.");
  });

  it("gives way to a generic subject when it is too long to be one", () => {
    const long = "a dashboard that shows every unpaid invoice, who owes it, and sends reminders on a schedule you choose";
    expect(emailFor("en", ADA, long).subject).toBe("An idea for Analytical Engines");
    expect(emailFor("en", { name: "Ada Lovelace", company: null, position: null }, long).subject).toBe("An idea for you, Ada");
    expect(emailFor("de", { name: "Ada Lovelace", company: null, position: null }, long).subject).toBe("Eine Idee für Sie");
    expect(emailFor("en", ADA, long).body).toContain(`${long}.`);
  });

  it("names the feature in the subject without a company too", () => {
    const noCompany = { name: "Ada Lovelace", company: null, position: "Founder" };
    expect(emailFor("en", noCompany).subject).toBe("Automatic invoice reminders: an idea for you");
    expect(emailFor("fr", noCompany).subject).toBe("Automatic invoice reminders\u00a0: une idée pour vous");
    expect(emailFor("pt", noCompany).subject).toBe("Automatic invoice reminders: uma ideia para você");
  });

  it("keeps a description that is nothing but punctuation", () => {
    expect(emailFor("en", ADA, "?!").body).toContain("built: ?!.");
  });
});

describe("the greeting", () => {
  it("uses the first name where the language is informal and the full name where it is formal", () => {
    const mary = { name: "Mary  Ann Smith", company: null, position: null };
    expect(emailFor("en", mary).body).toMatch(/^Hi Mary,/);
    expect(emailFor("es", mary).body).toMatch(/^Hola, Mary:/);
    expect(emailFor("pt", mary).body).toMatch(/^Olá, Mary, tudo bem\?/);
    expect(emailFor("fr", mary).body).toMatch(/^Bonjour Mary Ann Smith,/);
    expect(emailFor("de", mary).body).toMatch(/^Guten Tag Mary Ann Smith,/);
  });
});
