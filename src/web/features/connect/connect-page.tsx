import { CopyIcon, DownloadIcon, Loader2Icon, SparklesIcon, StethoscopeIcon } from "lucide-react";
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
import { useClientSearch } from "@web/lib/client-search";
import { downloadFile } from "@web/lib/download-file";
import { useLanguage } from "@web/i18n/use-language";
import { useCheckAiHealth } from "./api/check-ai-health";
import { useGenerateOutreachEmail } from "./api/generate-outreach-email";
import { emailAsText, generatedToast, generateFailedToast, healthFailedToast, healthToast, type ToastSpec } from "./outreach-toasts";

function showToast({ kind, title, description, duration }: ToastSpec) {
  toast[kind](title, { description, duration });
}

/** The email on screen: editable, and tied to the client it was written for. */
interface Draft {
  clientId: string;
  subject: string;
  body: string;
}

/** /connect (docs/product.md "Connect"): an AI-written cold email for a chosen client, editable, copyable, downloadable. */
export function ConnectPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [client, setClient] = useState<ChosenClient | null>(null);
  const [featureDescription, setFeatureDescription] = useState("");
  const [draft, setDraft] = useState<Draft | null>(null);
  const anyClient = useClientSearch("");
  const generate = useGenerateOutreachEmail();
  const checkHealth = useCheckAiHealth();
  const noClients = anyClient.isSuccess && anyClient.data.items.length === 0;
  const subjectRef = useRef<HTMLInputElement>(null);
  /** Set by a generation: the new email's subject takes the focus the disabled Generate button lost. */
  const focusSubject = useRef(false);

  useEffect(() => {
    if (!focusSubject.current) return;
    focusSubject.current = false;
    subjectRef.current?.focus();
  }, [draft]);

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
      setDraft({ clientId: client.id, subject: email.subject, body: email.body });
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
    if (!draft) return;
    downloadFile(draftText, `${draft.clientId}.txt`, "text/plain;charset=utf-8");
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
                  onChange={(event) => setFeatureDescription(event.target.value)}
                />
              </FormField>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={generate.isPending}>
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
            {draft ? (
              <div className="space-y-4">
                <FormField id="connect-subject" label={t("connect.subject")}>
                  <Input
                    ref={subjectRef}
                    id="connect-subject"
                    value={draft.subject}
                    onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
                  />
                </FormField>
                <FormField id="connect-body" label={t("connect.body")}>
                  <Textarea
                    id="connect-body"
                    rows={12}
                    value={draft.body}
                    onChange={(event) => setDraft({ ...draft, body: event.target.value })}
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
