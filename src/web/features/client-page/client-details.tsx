import { ExternalLinkIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { Client } from "@shared/clients/client.schema";
import { CLIENT_STATUSES, type ClientStatus } from "@shared/clients/client-status";
import { LANGUAGES } from "@shared/languages";
import { EmailLink, PhoneLink } from "@web/components/contact-links";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { NativeSelect } from "@web/components/ui/native-select";
import { useTranslation } from "@web/i18n/i18n";
import { apiErrorMessage } from "@web/lib/api-client";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { memberLabel, useWorkspaceMembers } from "@web/lib/workspaces";
import { useUpdateClientInPlace, type ClientChange } from "./api/update-client";

/** A label and what it names, in the details' list. */
function Detail({ label, labelFor, children }: { label: string; labelFor?: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_minmax(0,1fr)] sm:items-center sm:gap-3">
      <dt className="text-sm text-muted-foreground">{labelFor ? <label htmlFor={labelFor}>{label}</label> : label}</dt>
      <dd className="min-w-0 text-sm [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** The members the client can be given to, and its owner even when they have left the workspace. */
function useOwnerOptions(ownerId: string): { value: string; label: string }[] {
  const { t } = useTranslation();
  const members = useWorkspaceMembers().data?.items;
  const options = (members ?? []).map((member) => ({ value: member.user_id, label: memberLabel(member) }));
  if (!options.some((option) => option.value === ownerId)) {
    options.unshift({ value: ownerId, label: members ? t("common.formerMember") : t("app.loading") });
  }
  return options;
}

/**
 * The client's status and owner, changed in place, and how to reach them (docs/product.md "The
 * client page"). A change shows at once; if the server refuses it, it is put back and a message
 * says why.
 */
export function ClientDetails({ client }: { client: Client }) {
  const { t } = useTranslation();
  const updateClient = useUpdateClientInPlace();
  const ownerOptions = useOwnerOptions(client.owner_id);

  function change(changed: ClientChange, failed: "clientPage.toasts.statusFailed" | "clientPage.toasts.ownerFailed") {
    updateClient.mutate(
      { id: client.id, change: changed },
      {
        onError: (error) =>
          toast.error(t(failed, { name: client.name }), { description: apiErrorMessage(error, t), duration: TOAST_DURATION.error }),
      },
    );
  }

  const linkedin = client.linkedin_url && /^https?:\/\//i.test(client.linkedin_url) ? client.linkedin_url : null;
  const reachable = client.email || client.phone || linkedin;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("clientPage.details.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-3">
          <Detail label={t("clients.fields.status")} labelFor="client-page-status">
            <NativeSelect
              id="client-page-status"
              className="sm:max-w-60"
              value={client.status}
              onChange={(event) => change({ status: event.target.value as ClientStatus }, "clientPage.toasts.statusFailed")}
            >
              {CLIENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`clients.status.${status}`)}
                </option>
              ))}
            </NativeSelect>
          </Detail>
          <Detail label={t("clients.fields.owner")} labelFor="client-page-owner">
            <NativeSelect
              id="client-page-owner"
              className="sm:max-w-60"
              value={client.owner_id}
              onChange={(event) => change({ owner_id: event.target.value }, "clientPage.toasts.ownerFailed")}
            >
              {ownerOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </Detail>
          {client.email && (
            <Detail label={t("clients.fields.email")}>
              <EmailLink email={client.email} />
            </Detail>
          )}
          {client.phone && (
            <Detail label={t("clients.fields.phone")}>
              <PhoneLink phone={client.phone} />
            </Detail>
          )}
          {linkedin && (
            <Detail label={t("clientPage.details.linkedin")}>
              <a
                href={linkedin}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              >
                {t("clientPage.details.viewProfile")}
                <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
              </a>
            </Detail>
          )}
        </dl>
        {!reachable && <p className="mt-3 text-sm text-muted-foreground">{t("clientPage.details.noContact")}</p>}
      </CardContent>
    </Card>
  );
}

/** The language's name as it writes itself: "Français", "Deutsch". */
const languageName = (code: string) => LANGUAGES.find((language) => language.code === code)?.nativeName ?? code;

/** Where the client's documents go and in what language (docs/product.md "The client page"). */
export function BillingDetails({ client }: { client: Client }) {
  const { t } = useTranslation();
  const notSet = <span className="text-muted-foreground">{t("clientPage.billing.notSet")}</span>;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("clientPage.billing.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-3">
          <Detail label={t("clients.fields.address")}>
            {client.address ? (
              <span className="whitespace-pre-wrap" data-testid="client-address">
                {client.address}
              </span>
            ) : (
              notSet
            )}
          </Detail>
          <Detail label={t("clients.fields.taxId")}>{client.tax_id || notSet}</Detail>
          <Detail label={t("clients.fields.preferredLanguage")}>
            {client.preferred_language ? (
              <span lang={client.preferred_language}>{languageName(client.preferred_language)}</span>
            ) : (
              <span className="text-muted-foreground">{t("clientPage.billing.languageNotSet")}</span>
            )}
          </Detail>
        </dl>
      </CardContent>
    </Card>
  );
}
