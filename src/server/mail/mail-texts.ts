import type { LanguageCode } from "@shared/languages";

/** The mails Clientele sends, each with what its text needs. */
export type MailContent =
  | { kind: "reset-password"; link: string }
  | { kind: "password-changed" }
  | { kind: "verify-email"; link: string }
  | { kind: "confirm-new-email"; link: string; newEmail: string }
  | { kind: "account-deleted" };

interface MailWords {
  subject: string;
  /** Paragraphs, before the link if there is one. */
  lines: string[];
  /** The link's label in the HTML part. */
  action?: string;
  /** After the link. */
  after?: string[];
}

type Texts = { [Kind in MailContent["kind"]]: (content: Extract<MailContent, { kind: Kind }>) => MailWords };

const SIGNATURE: Record<LanguageCode, string> = {
  en: "— Clientele",
  fr: "— Clientele",
  de: "— Clientele",
  es: "— Clientele",
  pt: "— Clientele",
};

const TEXTS: Record<LanguageCode, Texts> = {
  en: {
    "reset-password": () => ({
      subject: "Choose a new Clientele password",
      lines: ["Someone asked to reset the password of your Clientele account. To choose a new one, open this link:"],
      action: "Choose a new password",
      after: ["The link works once, for one hour. If you did not ask for it, ignore this email: your password stays as it is."],
    }),
    "password-changed": () => ({
      subject: "Your Clientele password was changed",
      lines: [
        "The password of your Clientele account was just changed, and every device was signed out.",
        "If you did not do this, reset your password at once from the sign-in page.",
      ],
    }),
    "verify-email": () => ({
      subject: "Confirm your email for Clientele",
      lines: ["Welcome to Clientele. To confirm that this address is yours, open this link:"],
      action: "Confirm my email",
      after: ["If you did not create an account, ignore this email."],
    }),
    "confirm-new-email": ({ newEmail }) => ({
      subject: "Confirm your new email for Clientele",
      lines: [`To make ${newEmail} the email of your Clientele account, open this link:`],
      action: "Confirm my new email",
      after: ["Until then your account keeps its current email. If you did not ask for this, ignore this email."],
    }),
    "account-deleted": () => ({
      subject: "Your Clientele account was deleted",
      lines: ["Your Clientele account and everything in it (clients, inventory, orders, API keys) were deleted for good.", "Thank you for using Clientele."],
    }),
  },
  fr: {
    "reset-password": () => ({
      subject: "Choisissez un nouveau mot de passe Clientele",
      lines: ["Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Clientele. Pour en choisir un nouveau, ouvrez ce lien :"],
      action: "Choisir un nouveau mot de passe",
      after: ["Le lien fonctionne une seule fois, pendant une heure. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé."],
    }),
    "password-changed": () => ({
      subject: "Votre mot de passe Clientele a été modifié",
      lines: [
        "Le mot de passe de votre compte Clientele vient d’être modifié, et tous vos appareils ont été déconnectés.",
        "Si vous n’êtes pas à l’origine de ce changement, réinitialisez votre mot de passe immédiatement depuis la page de connexion.",
      ],
    }),
    "verify-email": () => ({
      subject: "Confirmez votre adresse e-mail pour Clientele",
      lines: ["Bienvenue sur Clientele. Pour confirmer que cette adresse est bien la vôtre, ouvrez ce lien :"],
      action: "Confirmer mon adresse e-mail",
      after: ["Si vous n’avez pas créé de compte, ignorez cet e-mail."],
    }),
    "confirm-new-email": ({ newEmail }) => ({
      subject: "Confirmez votre nouvelle adresse e-mail pour Clientele",
      lines: [`Pour que ${newEmail} devienne l’adresse de votre compte Clientele, ouvrez ce lien :`],
      action: "Confirmer ma nouvelle adresse",
      after: ["D’ici là, votre compte garde son adresse actuelle. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail."],
    }),
    "account-deleted": () => ({
      subject: "Votre compte Clientele a été supprimé",
      lines: [
        "Votre compte Clientele et tout son contenu (clients, inventaire, commandes, clés d’API) ont été supprimés définitivement.",
        "Merci d’avoir utilisé Clientele.",
      ],
    }),
  },
  de: {
    "reset-password": () => ({
      subject: "Neues Passwort für Clientele festlegen",
      lines: ["Jemand hat angefordert, das Passwort Ihres Clientele-Kontos zurückzusetzen. Öffnen Sie diesen Link, um ein neues festzulegen:"],
      action: "Neues Passwort festlegen",
      after: ["Der Link funktioniert einmal und eine Stunde lang. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert."],
    }),
    "password-changed": () => ({
      subject: "Ihr Clientele-Passwort wurde geändert",
      lines: [
        "Das Passwort Ihres Clientele-Kontos wurde soeben geändert, und alle Geräte wurden abgemeldet.",
        "Wenn Sie das nicht waren, setzen Sie Ihr Passwort sofort über die Anmeldeseite zurück.",
      ],
    }),
    "verify-email": () => ({
      subject: "Bestätigen Sie Ihre E-Mail-Adresse für Clientele",
      lines: ["Willkommen bei Clientele. Öffnen Sie diesen Link, um zu bestätigen, dass diese Adresse Ihnen gehört:"],
      action: "E-Mail-Adresse bestätigen",
      after: ["Wenn Sie kein Konto erstellt haben, ignorieren Sie diese E-Mail."],
    }),
    "confirm-new-email": ({ newEmail }) => ({
      subject: "Bestätigen Sie Ihre neue E-Mail-Adresse für Clientele",
      lines: [`Öffnen Sie diesen Link, damit ${newEmail} die E-Mail-Adresse Ihres Clientele-Kontos wird:`],
      action: "Neue E-Mail-Adresse bestätigen",
      after: ["Bis dahin behält Ihr Konto seine bisherige Adresse. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail."],
    }),
    "account-deleted": () => ({
      subject: "Ihr Clientele-Konto wurde gelöscht",
      lines: [
        "Ihr Clientele-Konto und alles darin (Kunden, Inventar, Bestellungen, API-Schlüssel) wurden endgültig gelöscht.",
        "Danke, dass Sie Clientele genutzt haben.",
      ],
    }),
  },
  es: {
    "reset-password": () => ({
      subject: "Elige una nueva contraseña de Clientele",
      lines: ["Alguien ha pedido restablecer la contraseña de tu cuenta de Clientele. Para elegir una nueva, abre este enlace:"],
      action: "Elegir una nueva contraseña",
      after: ["El enlace funciona una sola vez, durante una hora. Si no lo has pedido tú, ignora este correo: tu contraseña no cambia."],
    }),
    "password-changed": () => ({
      subject: "Se ha cambiado tu contraseña de Clientele",
      lines: [
        "La contraseña de tu cuenta de Clientele se acaba de cambiar y se ha cerrado la sesión en todos tus dispositivos.",
        "Si no has sido tú, restablece tu contraseña ahora mismo desde la página de inicio de sesión.",
      ],
    }),
    "verify-email": () => ({
      subject: "Confirma tu correo electrónico para Clientele",
      lines: ["Te damos la bienvenida a Clientele. Para confirmar que esta dirección es tuya, abre este enlace:"],
      action: "Confirmar mi correo",
      after: ["Si no has creado ninguna cuenta, ignora este correo."],
    }),
    "confirm-new-email": ({ newEmail }) => ({
      subject: "Confirma tu nuevo correo electrónico para Clientele",
      lines: [`Para que ${newEmail} sea el correo de tu cuenta de Clientele, abre este enlace:`],
      action: "Confirmar mi nuevo correo",
      after: ["Hasta entonces tu cuenta conserva su correo actual. Si no lo has pedido tú, ignora este correo."],
    }),
    "account-deleted": () => ({
      subject: "Se ha eliminado tu cuenta de Clientele",
      lines: [
        "Tu cuenta de Clientele y todo su contenido (clientes, inventario, pedidos, claves de API) se han eliminado para siempre.",
        "Gracias por usar Clientele.",
      ],
    }),
  },
  pt: {
    "reset-password": () => ({
      subject: "Escolha uma nova senha do Clientele",
      lines: ["Alguém pediu para redefinir a senha da sua conta do Clientele. Para escolher uma nova, abra este link:"],
      action: "Escolher uma nova senha",
      after: ["O link funciona uma única vez, durante uma hora. Se você não pediu isso, ignore este e-mail: sua senha continua a mesma."],
    }),
    "password-changed": () => ({
      subject: "Sua senha do Clientele foi alterada",
      lines: [
        "A senha da sua conta do Clientele acabou de ser alterada, e todos os seus dispositivos foram desconectados.",
        "Se não foi você, redefina sua senha imediatamente pela página de login.",
      ],
    }),
    "verify-email": () => ({
      subject: "Confirme seu e-mail no Clientele",
      lines: ["Boas-vindas ao Clientele. Para confirmar que este endereço é seu, abra este link:"],
      action: "Confirmar meu e-mail",
      after: ["Se você não criou uma conta, ignore este e-mail."],
    }),
    "confirm-new-email": ({ newEmail }) => ({
      subject: "Confirme seu novo e-mail no Clientele",
      lines: [`Para que ${newEmail} passe a ser o e-mail da sua conta do Clientele, abra este link:`],
      action: "Confirmar meu novo e-mail",
      after: ["Até lá, sua conta mantém o e-mail atual. Se você não pediu isso, ignore este e-mail."],
    }),
    "account-deleted": () => ({
      subject: "Sua conta do Clientele foi excluída",
      lines: [
        "Sua conta do Clientele e tudo o que havia nela (clientes, estoque, pedidos, chaves de API) foram excluídos definitivamente.",
        "Obrigado por usar o Clientele.",
      ],
    }),
  },
};

export interface WrittenMail {
  subject: string;
  text: string;
  html: string;
}

/** The mail in `language`: plain text, and the same as simple HTML. */
export function writeMail(content: MailContent, language: LanguageCode): WrittenMail {
  const words = (TEXTS[language][content.kind] as (content: MailContent) => MailWords)(content);
  const link = "link" in content ? content.link : undefined;
  const after = words.after ?? [];
  const text = [...words.lines, ...(link ? [link] : []), ...after, SIGNATURE[language]].join("\n\n") + "\n";
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const button = link
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0f172a;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(words.action ?? link)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:12px;color:#64748b;word-break:break-all">${escapeHtml(link)}</p>`
    : "";
  const html =
    `<!doctype html><html lang="${language}"><body style="margin:0;padding:24px;font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">` +
    `<div style="max-width:560px">${words.lines.map(paragraph).join("")}${button}${after.map(paragraph).join("")}` +
    `<p style="margin:0;color:#64748b">${escapeHtml(SIGNATURE[language])}</p></div></body></html>`;
  return { subject: words.subject, text, html };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
