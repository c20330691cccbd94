import type { LanguageCode } from "@shared/languages";

/** The mails Clientele sends, each with what its text needs. */
export type MailContent =
  | { kind: "reset-password"; link: string }
  | { kind: "password-changed" }
  | { kind: "verify-email"; link: string }
  | { kind: "confirm-new-email"; link: string; newEmail: string }
  | { kind: "email-change-requested"; link: string; newEmail: string }
  | { kind: "email-changed"; link: string; newEmail: string }
  | { kind: "account-deleted" }
  | { kind: "workspace-invitation"; link: string; inviterName: string; workspaceName: string; role: "admin" | "member" };

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
    "email-change-requested": ({ newEmail }) => ({
      subject: "A change of your Clientele email was requested",
      lines: [
        `Someone signed in to your Clientele account asked to change its email to ${newEmail}. The change happens only once the link sent to that address is opened.`,
        "If you did not ask for this, cancel it here: every device will be signed out.",
      ],
      action: "Cancel the change",
      after: ["Then choose a new password from the sign-in page. If it was you, ignore this email."],
    }),
    "email-changed": ({ newEmail }) => ({
      subject: "Your Clientele email was changed",
      lines: [
        `Your Clientele account now signs in with ${newEmail} instead of this address.`,
        "If you did not do this, take your account back with this link within 7 days: it puts this address back and signs every device out.",
      ],
      action: "Put my address back",
      after: ["If it was you, ignore this email."],
    }),
    "workspace-invitation": ({ inviterName, workspaceName, role }) => ({
      subject: `${inviterName} invites you to ${workspaceName} on Clientele`,
      lines: [
        `${inviterName} invites you to join the workspace "${workspaceName}" on Clientele as ${role === "admin" ? "an admin" : "a member"}. To accept, open this link:`,
      ],
      action: "Join the workspace",
      after: [
        "The link works once, for 7 days. Sign in with this address, or create an account with it, to accept. If you do not know this person, ignore this email.",
      ],
    }),
    "account-deleted": () => ({
      subject: "Your Clientele account was deleted",
      lines: [
        "Your Clientele account and everything in it (clients, inventory, orders, API keys) were deleted for good.",
        "Thank you for using Clientele.",
      ],
    }),
  },
  fr: {
    "reset-password": () => ({
      subject: "Choisissez un nouveau mot de passe Clientele",
      lines: [
        "Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Clientele. Pour en choisir un nouveau, ouvrez ce lien :",
      ],
      action: "Choisir un nouveau mot de passe",
      after: [
        "Le lien fonctionne une seule fois, pendant une heure. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
      ],
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
    "email-change-requested": ({ newEmail }) => ({
      subject: "Un changement de votre adresse e-mail Clientele a été demandé",
      lines: [
        `Quelqu’un de connecté à votre compte Clientele a demandé à remplacer son adresse par ${newEmail}. Le changement n’a lieu qu’une fois le lien envoyé à cette adresse ouvert.`,
        "Si vous n’êtes pas à l’origine de cette demande, annulez-la ici : tous les appareils seront déconnectés.",
      ],
      action: "Annuler le changement",
      after: ["Choisissez ensuite un nouveau mot de passe depuis la page de connexion. Si c’était vous, ignorez cet e-mail."],
    }),
    "email-changed": ({ newEmail }) => ({
      subject: "Votre adresse e-mail Clientele a été modifiée",
      lines: [
        `Votre compte Clientele se connecte désormais avec ${newEmail} au lieu de cette adresse.`,
        "Si vous n’êtes pas à l’origine de ce changement, reprenez votre compte avec ce lien dans les 7 jours : il rétablit cette adresse et déconnecte tous les appareils.",
      ],
      action: "Rétablir mon adresse",
      after: ["Si c’était vous, ignorez cet e-mail."],
    }),
    "workspace-invitation": ({ inviterName, workspaceName, role }) => ({
      subject: `${inviterName} vous invite à rejoindre ${workspaceName} sur Clientele`,
      lines: [
        `${inviterName} vous invite à rejoindre l’espace de travail «\u00a0${workspaceName}\u00a0» sur Clientele en tant ${role === "admin" ? "qu’administrateur" : "que membre"}. Pour accepter, ouvrez ce lien\u00a0:`,
      ],
      action: "Rejoindre l’espace de travail",
      after: [
        "Le lien fonctionne une fois, pendant 7\u00a0jours. Connectez-vous avec cette adresse, ou créez un compte avec elle, pour accepter. Si vous ne connaissez pas cette personne, ignorez cet e-mail.",
      ],
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
      lines: [
        "Jemand hat angefordert, das Passwort Ihres Clientele-Kontos zurückzusetzen. Öffnen Sie diesen Link, um ein neues festzulegen:",
      ],
      action: "Neues Passwort festlegen",
      after: [
        "Der Link funktioniert einmal und eine Stunde lang. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.",
      ],
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
    "email-change-requested": ({ newEmail }) => ({
      subject: "Änderung Ihrer Clientele-E-Mail-Adresse angefordert",
      lines: [
        `Jemand, der in Ihrem Clientele-Konto angemeldet ist, hat angefordert, die E-Mail-Adresse in ${newEmail} zu ändern. Die Änderung erfolgt erst, wenn der an diese Adresse gesendete Link geöffnet wird.`,
        "Wenn Sie das nicht angefordert haben, brechen Sie es hier ab: Alle Geräte werden abgemeldet.",
      ],
      action: "Änderung abbrechen",
      after: ["Legen Sie danach über die Anmeldeseite ein neues Passwort fest. Wenn Sie es waren, ignorieren Sie diese E-Mail."],
    }),
    "email-changed": ({ newEmail }) => ({
      subject: "Ihre Clientele-E-Mail-Adresse wurde geändert",
      lines: [
        `Ihr Clientele-Konto meldet sich jetzt mit ${newEmail} statt mit dieser Adresse an.`,
        "Wenn Sie das nicht waren, holen Sie sich Ihr Konto innerhalb von 7 Tagen mit diesem Link zurück: Er stellt diese Adresse wieder her und meldet alle Geräte ab.",
      ],
      action: "Meine Adresse wiederherstellen",
      after: ["Wenn Sie es waren, ignorieren Sie diese E-Mail."],
    }),
    "workspace-invitation": ({ inviterName, workspaceName, role }) => ({
      subject: `${inviterName} lädt Sie zu ${workspaceName} auf Clientele ein`,
      lines: [
        `${inviterName} lädt Sie ein, dem Arbeitsbereich „${workspaceName}“ auf Clientele ${role === "admin" ? "als Administrator" : "als Mitglied"} beizutreten. Öffnen Sie zum Annehmen diesen Link:`,
      ],
      action: "Dem Arbeitsbereich beitreten",
      after: [
        "Der Link funktioniert einmal, 7 Tage lang. Melden Sie sich mit dieser Adresse an oder erstellen Sie damit ein Konto, um anzunehmen. Wenn Sie diese Person nicht kennen, ignorieren Sie diese E-Mail.",
      ],
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
    "email-change-requested": ({ newEmail }) => ({
      subject: "Se ha pedido cambiar tu correo de Clientele",
      lines: [
        `Alguien con la sesión iniciada en tu cuenta de Clientele ha pedido cambiar su correo a ${newEmail}. El cambio solo se hace cuando se abre el enlace enviado a esa dirección.`,
        "Si no lo has pedido tú, cancélalo aquí: se cerrará la sesión en todos los dispositivos.",
      ],
      action: "Cancelar el cambio",
      after: ["Después elige una nueva contraseña desde la página de inicio de sesión. Si fuiste tú, ignora este correo."],
    }),
    "email-changed": ({ newEmail }) => ({
      subject: "Se ha cambiado tu correo de Clientele",
      lines: [
        `Tu cuenta de Clientele ahora inicia sesión con ${newEmail} en lugar de esta dirección.`,
        "Si no fuiste tú, recupera tu cuenta con este enlace en los próximos 7 días: vuelve a poner esta dirección y cierra la sesión en todos los dispositivos.",
      ],
      action: "Recuperar mi dirección",
      after: ["Si fuiste tú, ignora este correo."],
    }),
    "workspace-invitation": ({ inviterName, workspaceName, role }) => ({
      subject: `${inviterName} te invita a ${workspaceName} en Clientele`,
      lines: [
        `${inviterName} te invita a unirte al espacio de trabajo «${workspaceName}» en Clientele como ${role === "admin" ? "administrador" : "miembro"}. Para aceptar, abre este enlace:`,
      ],
      action: "Unirme al espacio de trabajo",
      after: [
        "El enlace funciona una vez, durante 7 días. Inicia sesión con esta dirección, o crea una cuenta con ella, para aceptar. Si no conoces a esta persona, ignora este correo.",
      ],
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
    "email-change-requested": ({ newEmail }) => ({
      subject: "Foi solicitada a troca do seu e-mail no Clientele",
      lines: [
        `Alguém conectado à sua conta do Clientele pediu para trocar o e-mail dela por ${newEmail}. A troca só acontece quando o link enviado para esse endereço for aberto.`,
        "Se não foi você, cancele aqui: todos os dispositivos serão desconectados.",
      ],
      action: "Cancelar a troca",
      after: ["Depois, escolha uma nova senha na página de login. Se foi você, ignore este e-mail."],
    }),
    "email-changed": ({ newEmail }) => ({
      subject: "Seu e-mail no Clientele foi alterado",
      lines: [
        `Sua conta do Clientele agora entra com ${newEmail} em vez deste endereço.`,
        "Se não foi você, recupere sua conta com este link em até 7 dias: ele devolve este endereço e desconecta todos os dispositivos.",
      ],
      action: "Recuperar meu endereço",
      after: ["Se foi você, ignore este e-mail."],
    }),
    "workspace-invitation": ({ inviterName, workspaceName, role }) => ({
      subject: `${inviterName} convida você para ${workspaceName} no Clientele`,
      lines: [
        `${inviterName} convida você para entrar no espaço de trabalho "${workspaceName}" no Clientele como ${role === "admin" ? "administrador" : "membro"}. Para aceitar, abra este link:`,
      ],
      action: "Entrar no espaço de trabalho",
      after: [
        "O link funciona uma vez, por 7 dias. Entre com este endereço, ou crie uma conta com ele, para aceitar. Se você não conhece esta pessoa, ignore este e-mail.",
      ],
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
