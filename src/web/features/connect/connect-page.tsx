import { useQueryClient } from "@tanstack/react-query";
import { CopyIcon, DownloadIcon, Loader2Icon, MailIcon, SparklesIcon, StethoscopeIcon, XIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { ClientPicker, type ChosenClient } from "@web/components/client-picker";
import { FormField } from "@web/components/form-field";
import { Link } from "@web/components/link";
import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { useTranslation } from "@web/i18n/i18n";
import { apiErrorMessage } from "@web/lib/api-client";
import { useSession } from "@web/lib/auth/session";
import { useClientSearch } from "@web/lib/client-search";
import { downloadFile } from "@web/lib/download-file";
import { useLanguage } from "@web/i18n/use-language";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { useCheckAiHealth } from "./api/check-ai-health";
import { clientQueryOptions, useClient } from "./api/get-client";
import { useGenerateOutreachEmail } from "./api/generate-outreach-email";
import { useKeptConnectState } from "./use-kept-connect-state";
import { mailtoLink, type EmailDraft, type EmailFieldErrors } from "./connect-draft";
import { emailAsText, generatedToast, generateFailedToast, healthFailedToast, healthToast, type ToastSpec } from "./outreach-toasts";

/** Send and Save as draft come with the first email written: the page's first load does without them. */
const ClientEmailActions = lazy(() => import("./client-email-actions").then((module) => ({ default: module.ClientEmailActions })));

function showToast({ kind, title, description, duration }: ToastSpec) {
  toast[kind](title, { description, duration });
}

/**
 * /connect (docs/product.md "Connect"): an AI-written cold email for a chosen client, editable,
 * copyable, downloadable, opened in the user's mail app, sent to the client or kept as a draft on
 * their timeline (docs/decisions.md 111). The draft is kept per client in the tab's session
 * storage, so a reload or a visit elsewhere loses nothing (docs/decisions.md 85).
 * `/connect?client={id}` (the client page's "Write email") arrives with that client chosen.
 */
export function ConnectPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [kept, setKept] = useKeptConnectState(useSession().data?.user.id);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const requestedId = params.get("client");
  /** Until the client asked for in the address is known, no other client's draft shows. */
  const arriving = requestedId !== null;
  const { featureDescription } = kept;
  const client = arriving ? null : kept.client;
  const draft = client ? kept.drafts[client.id] : undefined;
  /** The client whose draft was found on arrival, named until the user moves on. */
  const [keptFor, setKeptFor] = useState(() => (draft && client ? client.name : null));
  const [fieldErrors, setFieldErrors] = useState<EmailFieldErrors>({});
  const clientDetails = useClient(client?.id);
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

  // The client asked for in the address becomes the chosen one (with their kept draft, if any),
  // and the address goes back to /connect: a later reload keeps whatever the user chooses next.
  const keptDrafts = kept.drafts;
  useEffect(() => {
    if (requestedId === null) return;
    let current = true;
    const arrived = () =>
      setParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.delete("client");
          return next;
        },
        { replace: true },
      );
    queryClient.fetchQuery(clientQueryOptions(requestedId)).then(
      (found) => {
        if (!current) return;
        const chosen = { id: found.id, name: found.name };
        setFieldErrors({});
        setKeptFor(keptDrafts[chosen.id] ? chosen.name : null);
        setKept((state) => ({ ...state, client: chosen }));
        arrived();
      },
      (error: unknown) => {
        if (!current) return;
        toast.error(apiErrorMessage(error, t), { duration: TOAST_DURATION.error });
        arrived();
      },
    );
    return () => {
      current = false;
    };
  }, [requestedId, keptDrafts, queryClient, setKept, setParams, t]);

  function setClient(chosen: ChosenClient | null) {
    setKeptFor(null);
    setFieldErrors({});
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
    setFieldErrors({});
    toast.success(t("connect.toasts.discarded"), { duration: TOAST_DURATION.success });
    generateRef.current?.focus();
  }

  /** Sent: the email is on the client's timeline now, and the page is ready for the next one. */
  function sent(clientId: string) {
    setDraft(clientId, null);
    setKeptFor(null);
    setFieldErrors({});
    generateRef.current?.focus();
  }

  function edit(field: keyof EmailDraft, value: string) {
    if (!client || !draft) return;
    setDraft(client.id, { ...draft, [field]: value });
    if (fieldErrors[field]) setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
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
      setFieldErrors({});
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
                  disabled={anyClient.isPending || noClients || arriving}
                  describedBy={client ? "connect-recipient" : undefined}
                />
                {client && (
                  <p id="connect-recipient" className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                    {t("clientEmails.to")}{" "}
                    <Link to={`/clients/${client.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                      {client.name}
                    </Link>
                    {clientDetails.isSuccess && (
                      <>
                        {" · "}
                        {clientDetails.data.email ?? t("clientEmails.noAddress")}
                      </>
                    )}
                  </p>
                )}
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
                <FormField id="connect-subject" label={t("connect.subject")} error={fieldErrors.subject}>
                  <Input
                    ref={subjectRef}
                    id="connect-subject"
                    value={draft.subject}
                    aria-invalid={fieldErrors.subject ? true : undefined}
                    aria-describedby={fieldErrors.subject ? "connect-subject-error" : undefined}
                    onChange={(event) => edit("subject", event.target.value)}
                  />
                </FormField>
                <FormField id="connect-body" label={t("connect.body")} error={fieldErrors.body}>
                  <Textarea
                    id="connect-body"
                    rows={12}
                    value={draft.body}
                    aria-invalid={fieldErrors.body ? true : undefined}
                    aria-describedby={fieldErrors.body ? "connect-body-error" : undefined}
                    onChange={(event) => edit("body", event.target.value)}
                  />
                </FormField>
                {/* As tall as the buttons it stands for, until they come. */}
                <Suspense fallback={<div className="h-10" />}>
                  <ClientEmailActions
                    client={client}
                    address={clientDetails.isSuccess ? clientDetails.data.email : undefined}
                    draft={draft}
                    onSent={sent}
                    onInvalid={setFieldErrors}
                  />
                </Suspense>
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
