import type { LanguageCode } from "@shared/languages";
import type { OutreachBrief, WrittenEmail } from "./outreach-prompt";

/**
 * The email Connect writes itself when the AI is unavailable (docs/decisions.md 31 and 33): one
 * template per interface language, personalised with the client's name, company and position
 * and the feature. Every sentence that names the company or the position has a wording
 * without it, so a client with neither still gets fluent text. French and German address the
 * reader formally (vous, Sie), Spanish with tú, Portuguese is Brazilian (docs/decisions.md 8).
 */
export type FallbackBrief = Omit<OutreachBrief, "recipient"> & {
  recipient: Pick<OutreachBrief["recipient"], "name" | "company" | "position">;
};

/** The recipient as the templates see them: absent fields are left out, never empty. */
interface Recipient {
  fullName: string;
  firstName: string;
  company?: string;
  position?: string;
}

interface Template {
  /** The subject naming the feature. */
  subjectWithFeature(feature: string, recipient: Recipient): string;
  /** The subject when the description is too long to be one. */
  subjectWithoutFeature(recipient: Recipient): string;
  greeting(recipient: Recipient): string;
  /** Why the reader may care, in a form that fits what is known of them. */
  situation(recipient: Recipient): string;
  introduction(feature: string): string;
  benefit: string;
  offer(recipient: Recipient): string;
  callToAction: string;
  signOff: string;
}

const TEMPLATES: Record<LanguageCode, Template> = {
  en: {
    subjectWithFeature: (feature, { company }) => (company ? `${feature} for ${company}` : `${feature}: an idea for you`),
    subjectWithoutFeature: ({ company, firstName }) => (company ? `An idea for ${company}` : `An idea for you, ${firstName}`),
    greeting: ({ firstName }) => `Hi ${firstName},`,
    situation: ({ company, position }) => {
      if (position && company) return `In your role as ${position} at ${company}, you probably know how quickly routine tasks add up.`;
      if (position) return `In your role as ${position}, you probably know how quickly routine tasks add up.`;
      if (company) return `Growing teams like yours at ${company} often find that routine tasks add up quickly.`;
      return "Many growing businesses find that routine tasks add up quickly.";
    },
    introduction: (feature) => `That is why I wanted to introduce something we have built: ${feature}.`,
    benefit: "It takes that work off your plate, so you can focus on what matters most.",
    offer: ({ company }) =>
      company ? `I would be glad to show you what it could do for ${company}.` : "I would be glad to show you how it works in practice.",
    callToAction: "Would you be open to a short call next week?",
    signOff: "Best regards,",
  },
  fr: {
    subjectWithFeature: (feature, { company }) => (company ? `${feature} pour ${company}` : `${feature}\u00a0: une idée pour vous`),
    subjectWithoutFeature: ({ company }) => (company ? `Une idée pour ${company}` : "Une idée pour vous"),
    greeting: ({ fullName }) => `Bonjour ${fullName},`,
    situation: ({ company, position }) => {
      const pace = "vous savez sans doute à quel point les tâches répétitives prennent vite du temps.";
      if (position && company) return `En tant que ${position} chez ${company}, ${pace}`;
      if (position) return `En tant que ${position}, ${pace}`;
      if (company) {
        return `Chez ${company}, comme dans beaucoup d’entreprises en croissance, les tâches répétitives prennent sans doute vite du temps.`;
      }
      return "Dans beaucoup d’entreprises en croissance, les tâches répétitives prennent vite du temps.";
    },
    introduction: (feature) => `C’est pourquoi je souhaitais vous présenter une solution que nous avons conçue\u00a0: ${feature}.`,
    benefit: "Elle vous décharge de ce travail pour que vous puissiez vous consacrer à l’essentiel.",
    offer: ({ company }) =>
      company
        ? `Je me ferai un plaisir de vous montrer ce qu’elle pourrait apporter à ${company}.`
        : "Je me ferai un plaisir de vous montrer concrètement comment elle fonctionne.",
    callToAction: "Seriez-vous disponible pour un court échange la semaine prochaine\u00a0?",
    signOff: "Bien cordialement,",
  },
  de: {
    subjectWithFeature: (feature, { company }) => (company ? `${feature} für ${company}` : `${feature}: eine Idee für Sie`),
    subjectWithoutFeature: ({ company }) => (company ? `Eine Idee für ${company}` : "Eine Idee für Sie"),
    greeting: ({ fullName }) => `Guten Tag ${fullName},`,
    // After a salutation ending in a comma, a German letter goes on in lower case.
    situation: ({ company, position }) => {
      const pace = "wissen Sie sicher, wie schnell Routineaufgaben Zeit kosten.";
      if (position && company) return `als ${position} bei ${company} ${pace}`;
      if (position) return `als ${position} ${pace}`;
      if (company) return `in wachsenden Unternehmen wie ${company} kosten Routineaufgaben oft mehr Zeit als gedacht.`;
      return "in vielen wachsenden Unternehmen kosten Routineaufgaben oft mehr Zeit als gedacht.";
    },
    introduction: (feature) => `Deshalb möchte ich Ihnen gern etwas vorstellen, das wir entwickelt haben: ${feature}.`,
    benefit: "Es nimmt Ihnen diese Arbeit ab, damit Sie sich auf das Wesentliche konzentrieren können.",
    offer: ({ company }) =>
      company ? `Gern zeige ich Ihnen, was es für ${company} leisten kann.` : "Gern zeige ich Ihnen, wie es in der Praxis funktioniert.",
    callToAction: "Hätten Sie nächste Woche Zeit für ein kurzes Gespräch?",
    signOff: "Mit freundlichen Grüßen",
  },
  es: {
    subjectWithFeature: (feature, { company }) => (company ? `${feature} para ${company}` : `${feature}: una idea para ti`),
    subjectWithoutFeature: ({ company, firstName }) => (company ? `Una idea para ${company}` : `Una idea para ti, ${firstName}`),
    greeting: ({ firstName }) => `Hola, ${firstName}:`,
    situation: ({ company, position }) => {
      const pace = "seguro que sabes cuánto tiempo se llevan las tareas rutinarias.";
      if (position && company) return `Como ${position} en ${company}, ${pace}`;
      if (position) return `Como ${position}, ${pace}`;
      if (company) return `En empresas en crecimiento como ${company}, las tareas rutinarias suelen llevarse más tiempo del que parece.`;
      return "En muchas empresas en crecimiento, las tareas rutinarias suelen llevarse más tiempo del que parece.";
    },
    introduction: (feature) => `Por eso quería presentarte algo que hemos desarrollado: ${feature}.`,
    benefit: "Te quita ese trabajo de encima para que puedas centrarte en lo que de verdad importa.",
    offer: ({ company }) =>
      company ? `Me encantaría mostrarte lo que podría aportar a ${company}.` : "Me encantaría mostrarte cómo funciona en la práctica.",
    callToAction: "¿Tendrías unos minutos para una llamada breve la próxima semana?",
    signOff: "Saludos cordiales,",
  },
  pt: {
    subjectWithFeature: (feature, { company }) => (company ? `${feature} para ${company}` : `${feature}: uma ideia para você`),
    subjectWithoutFeature: ({ company, firstName }) => (company ? `Uma ideia para ${company}` : `Uma ideia para você, ${firstName}`),
    greeting: ({ firstName }) => `Olá, ${firstName}, tudo bem?`,
    // "na empresa X" rather than "na X": the article of a company's name depends on the name.
    situation: ({ company, position }) => {
      const pace = "você certamente sabe quanto tempo as tarefas repetitivas podem consumir.";
      if (position && company) return `Como ${position} na empresa ${company}, ${pace}`;
      if (position) return `Como ${position}, ${pace}`;
      if (company) return `Imagino que, na empresa ${company}, as tarefas repetitivas consumam mais tempo do que deveriam.`;
      return "Em muitas empresas em crescimento, as tarefas repetitivas consomem mais tempo do que deveriam.";
    },
    introduction: (feature) => `Por isso, queria apresentar a você uma solução que desenvolvemos: ${feature}.`,
    benefit: "Ela tira esse trabalho das suas mãos para que você possa se concentrar no que realmente importa.",
    offer: ({ company }) =>
      company ? "Adoraria mostrar o que ela pode fazer pela sua equipe." : "Adoraria mostrar na prática como ela funciona.",
    callToAction: "Você teria alguns minutos para uma conversa rápida na próxima semana?",
    signOff: "Atenciosamente,",
  },
};

/** A description longer than this makes a poor subject; a generic one is used instead. */
const SUBJECT_FEATURE_MAX_LENGTH = 60;

export function fallbackEmail(brief: FallbackBrief): WrittenEmail {
  const template = TEMPLATES[brief.language];
  const recipient = recipientOf(brief.recipient);
  const feature = featurePhrase(brief.feature);

  const subject =
    feature.length <= SUBJECT_FEATURE_MAX_LENGTH
      ? template.subjectWithFeature(capitalised(feature, brief.language), recipient)
      : template.subjectWithoutFeature(recipient);
  const paragraphs = [
    template.greeting(recipient),
    `${template.situation(recipient)} ${template.introduction(feature)}`,
    `${template.benefit} ${template.offer(recipient)}`,
    template.callToAction,
    template.signOff,
  ];
  return { subject, body: paragraphs.join("\n\n") };
}

function recipientOf({ name, company, position }: FallbackBrief["recipient"]): Recipient {
  const fullName = singleLine(name);
  return {
    fullName,
    firstName: fullName.split(" ")[0]!,
    ...(company?.trim() ? { company: singleLine(company) } : {}),
    ...(position?.trim() ? { position: singleLine(position) } : {}),
  };
}

/** The description as a phrase inside a sentence: on one line, without its own final punctuation. */
function featurePhrase(description: string): string {
  const line = singleLine(description);
  return line.replace(/[\s.!?;:,…]+$/u, "") || line;
}

const singleLine = (value: string) => value.trim().replace(/\s+/g, " ");

const capitalised = (phrase: string, language: LanguageCode) => phrase.charAt(0).toLocaleUpperCase(language) + phrase.slice(1);
