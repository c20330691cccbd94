import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Loader2Icon, SaveIcon, SendIcon } from "lucide-react";
import { useId, useState } from "react";
import type { ChosenClient } from "@web/components/client-picker";
import { Button } from "@web/components/ui/button";
import { useTranslation } from "@web/i18n/i18n";
import { ApiError } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";
import { capabilitiesQueryOptions } from "@web/lib/server-capabilities";
import { toast } from "@web/lib/toast";
import { useSaveClientEmail } from "./api/save-client-email";
import { emailFailedToast, emailSavedToast } from "./client-email-toasts";
import { missingEmailFields, type EmailDraft, type EmailFieldErrors } from "./connect-draft";
import type { ToastSpec } from "./outreach-toasts";

function showToast({ kind, title, description, duration }: ToastSpec) {
  toast[kind](title, { description, duration });
}

interface ClientEmailActionsProps {
  client: ChosenClient;
  /** The client's address: null when they have none, undefined until it is known. */
  address: string | null | undefined;
  draft: EmailDraft;
  /** The email went: it is on the client's timeline, and off the screen. */
  onSent: (clientId: string) => void;
  /** Fields to fix before it can go, said under them. */
  onInvalid: (errors: EmailFieldErrors) => void;
}

const sameEmail = (a: EmailDraft, b: EmailDraft) => a.subject === b.subject && a.body === b.body;

/**
 * "Send" and "Save as draft" under a written email (docs/product.md "The client page",
 * docs/decisions.md 111). Send is disabled, and says why, when the server has no mail server
 * set up or the client has no address. A failure leaves the email on screen as typed.
 */
export function ClientEmailActions({ client, address, draft, onSent, onInvalid }: ClientEmailActionsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useSaveClientEmail();
  const capabilities = useQuery(capabilitiesQueryOptions);
  const reasonsId = useId();
  /** The email last saved as a draft, so that saving it again unchanged adds no second draft. */
  const [saved, setSaved] = useState<{ clientId: string; email: EmailDraft } | null>(null);

  const mailReady = capabilities.data?.email_delivery !== false;
  const reasons = [
    mailReady ? null : t("clientEmails.mailNotConfigured"),
    address === null ? t("clientEmails.clientHasNoEmail", { name: client.name }) : null,
  ].filter((reason): reason is string => reason !== null);
  const savedAsIs = saved !== null && saved.clientId === client.id && sameEmail(saved.email, draft);
  const pending = save.isPending ? (save.variables.send ? "send" : "save") : null;

  async function submit(send: boolean) {
    if (pending) return;
    const missing = missingEmailFields(draft);
    onInvalid(missing);
    if (Object.keys(missing).length > 0) return;
    const { id: clientId, name } = client;
    const email = { subject: draft.subject, body: draft.body };
    if (!send && savedAsIs) {
      showToast(emailSavedToast({ state: "draft", to: null }, name, t));
      return;
    }
    try {
      const result = await save.mutateAsync({ clientId, ...email, send });
      showToast(emailSavedToast(result, name, t));
      if (send) onSent(clientId);
      else setSaved({ clientId, email });
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.code === "VALIDATION") onInvalid(error.fields as EmailFieldErrors);
        // What the server knows better than this page: the client's address, whether it can mail.
        if (error.code === "CLIENT_HAS_NO_EMAIL")
          void queryClient.invalidateQueries({ queryKey: [...QUERY_ROOTS.clients, "one", clientId] });
        if (error.code === "MAIL_NOT_CONFIGURED") void queryClient.invalidateQueries({ queryKey: capabilitiesQueryOptions.queryKey });
      }
      showToast(emailFailedToast(error, send, name, t));
    }
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={reasons.length > 0}
          aria-describedby={reasons.length > 0 ? reasonsId : undefined}
          aria-busy={pending === "send"}
          onClick={() => void submit(true)}
        >
          {pending === "send" ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SendIcon />}
          {pending === "send" ? t("clientEmails.sending") : t("clientEmails.send")}
        </Button>
        <Button type="button" variant="outline" aria-busy={pending === "save"} onClick={() => void submit(false)}>
          {pending === "save" ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SaveIcon />}
          {pending === "save" ? t("clientEmails.saving") : t("clientEmails.saveDraft")}
        </Button>
      </div>
      {reasons.length > 0 && (
        <div id={reasonsId} className="space-y-1 text-sm text-muted-foreground" data-testid="send-disabled-reasons">
          {reasons.map((reason) => (
            <p key={reason}>{reason}</p>
          ))}
        </div>
      )}
      {savedAsIs && <p className="text-sm text-muted-foreground">{t("clientEmails.savedAsDraft")}</p>}
    </div>
  );
}
