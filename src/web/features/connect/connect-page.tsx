import { CopyIcon, DownloadIcon, Loader2Icon, MailIcon, SparklesIcon, StethoscopeIcon, XIcon } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ClientPicker, type ChosenClient } from "@web/components/client-picker";
import { FormField } from "@web/components/form-field";
import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { TOAST_DURATION } from "@web/components/ui/sonner";
import { Textarea } from "@web/components/ui/textarea";
import { useSession } from "@web/lib/auth/session";
import { useClientSearch } from "@web/lib/client-search";
import { downloadFile } from "@web/lib/download-file";
import { useLanguage } from "@web/i18n/use-language";
import { useCheckAiHealth } from "./api/check-ai-health";
import { useClient } from "./api/get-client";
import { useGenerateOutreachEmail } from "./api/generate-outreach-email";
import { useKeptConnectState } from "./use-kept-connect-state";
import { mailtoLink, type EmailDraft } from "./connect-draft";
import { emailAsText, generatedToast, generateFailedToast, healthFailedToast, healthToast, type ToastSpec } from "./outreach-toasts";

function showToast({ kind, title, description, duration }: ToastSpec) {
  toast[kind](title, { description, duration });
}

/**
 * /connect (docs/product.md "Connect"): an AI-written cold email for a chosen client, editable,
 * copyable, downloadable, or opened in the user's mail app. The draft is kept per client in the
 * tab's session storage, so a reload or a visit elsewhere loses nothing (docs/decisions.md 85).
 */
export function ConnectPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [kept, setKept] = useKeptConnectState(useSession().data?.user.id);
  const { client, featureDescription } = kept;
  const draft = client ? kept.drafts[client.id] : undefined;
  /** The client whose draft was found on arrival, named until the user moves on. */
  const [keptFor, setKeptFor] = useState(() => (draft && client ? client.name : null));
  const clientDetails = useClient(draft ? client?.id : undefined);
  const anyClient = useClientSearch("");
  const generate = useGenerateOutreachEmail();
  const checkHealth = useCheckAiHealth();
  const noClients = anyClient.isSuccess && anyClient.data.items.length === 0;
  const subjectRef = useRef<HTMLInputElement>(null);
  const generateRef = useRef<HTMLButtonElement>(null);
  /** Set by a generation: the new email's subject takes the focus the disabled Generate button lost. */
  const focusSubject = useRef(false);

  useEffect(() => {
    if (!focusSubject.current) return;
    focusSubject.current = false;
    subjectRef.current?.focus();
  }, [draft]);

  function setClient(chosen: ChosenClient | null) {
    setKeptFor(null);
    setKept((state) => ({ ...state, client: chosen }));
  }

  function setDraft(clientId: string, next: EmailDraft | null) {
    setKept((state) => {
      const { [clientId]: _previous, ...others } = state.drafts;
      return { ...state, drafts: next ? { ...others, [clientId]: next } : others };
    });
  }

  function discard() {
    if (!client) return;
    setDraft(client.id, null);
    setKeptFor(null);
    toast.success(t("connect.toasts.discarded"), { duration: TOAST_DURATION.success });
    generateRef.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!client) {
      toast.error(t("connect.errors.noClientSelected"), { duration: TOAST_DURATION.notice });
      return;
    }
    const description = featureDescription.trim();
    if (description === "") {
      toast.error(t("connect.errors.noFeatureDescription"), { duration: TOAST_DURATION.notice });
      return;
    }
    try {
      const email = await generate.mutateAsync({
        clientId: client.id,
        featureDescription: description,
        userLanguage: language,
      });
      focusSubject.current = true;
      setKeptFor(null);
      setDraft(client.id, { subject: email.subject, body: email.body });
      showToast(generatedToast(email, t));
    } catch (error) {
      showToast(generateFailedToast(error, t));
    }
  }

  async function testAi() {
    try {
      showToast(healthToast(await checkHealth.mutateAsync(), t));
    } catch (error) {
      showToast(healthFailedToast(error, t));
    }
  }

  const draftText = draft ? emailAsText(draft.subject, draft.body, t) : "";

  async function copy() {
    try {
      await navigator.clipboard.writeText(draftText);
      toast.success(t("connect.toasts.copied"), { duration: TOAST_DURATION.copy });
    } catch {
      toast.error(t("connect.toasts.copyFailed"), { duration: TOAST_DURATION.error });
    }
  }

  function download() {
    if (!client) return;
    downloadFile(draftText, `${client.id}.txt`, "text/plain;charset=utf-8");
  }

  return (
    <>
      <PageHeader title={t("connect.title")} />
      <p className="-mt-4 mb-6 text-muted-foreground">{t("connect.subtitle")}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t("connect.composeTitle")}</CardTitle>
          </CardHeader>
          <CardContent>
            <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
              <FormField id="connect-client" label={t("connect.client")}>
                <ClientPicker
                  id="connect-client"
                  value={client}
                  onChange={setClient}
                  placeholder={noClients ? t("connect.noClients") : t("connect.clientPlaceholder")}
                  disabled={anyClient.isPending || noClients}
                />
              </FormField>
              <FormField id="connect-feature" label={t("connect.featureDescription")}>
                <Textarea
                  id="connect-feature"
                  rows={3}
                  placeholder={t("connect.featurePlaceholder")}
                  value={featureDescription}
                  onChange={(event) => {
                    const value = event.target.value;
                    setKept((state) => ({ ...state, featureDescription: value }));
                  }}
                />
              </FormField>
              <div className="flex flex-wrap gap-2">
                <Button ref={generateRef} type="submit" disabled={generate.isPending}>
                  {generate.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SparklesIcon />}
                  {generate.isPending ? t("connect.generating") : t("connect.generate")}
                </Button>
                <Button type="button" variant="outline" disabled={checkHealth.isPending} onClick={() => void testAi()}>
                  <StethoscopeIcon />
                  {checkHealth.isPending ? t("connect.testingAi") : t("connect.testAi")}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t("connect.resultTitle")}</CardTitle>
          </CardHeader>
          <CardContent>
            {client && draft ? (
              <div className="space-y-4">
                {keptFor !== null && <p className="text-sm text-muted-foreground">{t("connect.draftKept", { name: keptFor })}</p>}
                <FormField id="connect-subject" label={t("connect.subject")}>
                  <Input
                    ref={subjectRef}
                    id="connect-subject"
                    value={draft.subject}
                    onChange={(event) => setDraft(client.id, { ...draft, subject: event.target.value })}
                  />
                </FormField>
                <FormField id="connect-body" label={t("connect.body")}>
                  <Textarea
                    id="connect-body"
                    rows={12}
                    value={draft.body}
                    onChange={(event) => setDraft(client.id, { ...draft, body: event.target.value })}
                  />
                </FormField>
                <div className="flex flex-wrap gap-2">
                  <Button type="button" variant="outline" onClick={() => void copy()}>
                    <CopyIcon />
                    {t("connect.copy")}
                  </Button>
                  <Button type="button" variant="outline" onClick={download}>
                    <DownloadIcon />
                    {t("connect.download")}
                  </Button>
                  <Button asChild variant="outline">
                    <a href={mailtoLink(clientDetails.data?.email ?? null, draft)}>
                      <MailIcon />
                      {t("connect.openInMailApp")}
                    </a>
                  </Button>
                  <Button type="button" variant="ghost" onClick={discard}>
                    <XIcon />
                    {t("connect.discard")}
                  </Button>
                </div>
              </div>
            ) : (
              <p className="text-muted-foreground">{t("connect.resultEmpty")}</p>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
