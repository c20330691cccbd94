import { ImageUpIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { LOGO_MEDIA_TYPES } from "@shared/invoices/invoice-limits";
import type { Workspace, WorkspaceSummary } from "@shared/workspaces/workspace.schema";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import type { Translate } from "@web/i18n/texts";
import { ApiError } from "@web/lib/api-client";
import { formatInteger } from "@web/lib/format";
import { useLanguage } from "@web/i18n/use-language";
import { useTextSection } from "@web/i18n/use-text-section";
import { dialogOnDemand } from "@web/lib/on-demand";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { useWorkspace } from "./api/get-workspace";
import { useRemoveLogo } from "./api/remove-logo";
import { useUploadLogo } from "./api/upload-logo";
import { BUSINESS_TEXT_FIELDS } from "./business-details-fields";
import { workspaceErrorMessage } from "./workspace-errors";

/** The form (its rules, react-hook-form, the dialog) loads when an admin first opens it, not with the settings. */
const BusinessDetailsDialog = dialogOnDemand(() => import("./business-details-dialog").then((module) => module.BusinessDetailsDialog));

/**
 * The business details printed on the workspace's quotes and invoices (docs/product.md "Quotes
 * and invoices"): its legal name, address, tax ID, contact, how and when to pay, a footer note
 * and a logo. Every member reads them here; an admin or the owner edits them in a dialog and
 * uploads or removes the logo. Documents already issued keep the details they were issued with.
 */
export function BusinessDetailsSection({ workspace: summary }: { workspace: WorkspaceSummary }) {
  const { t } = useTextSection("invoices");
  const workspace = useWorkspace(summary.id);
  const manages = summary.role !== "member";
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>{t("invoices.business.title")}</CardTitle>
          <CardDescription>{manages ? t("invoices.business.hint") : t("invoices.business.readOnlyHint")}</CardDescription>
        </div>
        {manages && workspace.data && (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden="true" />
            {t("invoices.business.edit")}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {workspace.isPending ? (
          <p className="text-muted-foreground" role="status">
            {t("app.loading")}
          </p>
        ) : workspace.isError ? (
          <p className="text-destructive" role="alert">
            {workspaceErrorMessage(workspace.error, t)}
          </p>
        ) : (
          <div className="grid gap-8 lg:grid-cols-[2fr_1fr] [&>*]:min-w-0">
            <BusinessDetailsList workspace={workspace.data} />
            <LogoSetting workspace={workspace.data} manages={manages} />
          </div>
        )}
      </CardContent>
      {workspace.data && <BusinessDetailsDialog workspace={workspace.data} open={editing} onOpenChange={setEditing} />}
    </Card>
  );
}

/** The details as text, "Not set" for those not given. */
function BusinessDetailsList({ workspace }: { workspace: Workspace }) {
  const { t } = useTextSection("invoices");
  const language = useLanguage();
  const rows = [
    ...BUSINESS_TEXT_FIELDS.map((field) => ({ label: t(`invoices.business.${field.label}`), value: workspace[field.name] })),
    { label: t("invoices.business.paymentTerms"), value: formatInteger(workspace.payment_terms_days, language) },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2" data-testid="business-details">
      {rows.map((row) => (
        <div key={row.label} className="space-y-1">
          <dt className="text-sm font-medium">{row.label}</dt>
          <dd className="whitespace-pre-line text-sm [overflow-wrap:anywhere]">
            {row.value || <span className="text-muted-foreground">{t("invoices.business.notSet")}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Why a logo was refused: not a PNG or JPEG, or too large (one message for both, as the server words it), else the common text. */
function logoErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError && (error.fields.logo !== undefined || error.code === "PAYLOAD_TOO_LARGE"))
    return t("validation.logoNotImage");
  return workspaceErrorMessage(error, t);
}

/** The logo printed at the top of documents: shown to everyone, uploaded or removed by an admin or the owner. */
function LogoSetting({ workspace, manages }: { workspace: Workspace; manages: boolean }) {
  const { t } = useTextSection("invoices");
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const fileInputRef = useRef<HTMLInputElement>(null);
  const uploadButtonRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const busy = upload.isPending || remove.isPending;
  const name = workspace.business_name || workspace.name;

  function send(file: File | undefined) {
    if (!file) return;
    upload.mutate(
      { workspaceId: workspace.id, file },
      {
        onSuccess: () => toast.success(t("invoices.business.logoSaved")),
        onError: (error) =>
          toast.error(t("invoices.business.logoFailed"), { description: logoErrorMessage(error, t), duration: TOAST_DURATION.error }),
        onSettled: () => {
          // The same file chosen again is a new choice.
          if (fileInputRef.current) fileInputRef.current.value = "";
        },
      },
    );
  }

  function removeCurrent() {
    remove.mutate(workspace.id, {
      onSuccess: () => {
        toast.success(t("invoices.business.logoRemoved"));
        uploadButtonRef.current?.focus();
      },
      onError: (error) =>
        toast.error(t("invoices.business.logoRemoveFailed"), {
          description: workspaceErrorMessage(error, t),
          duration: TOAST_DURATION.error,
        }),
    });
  }

  return (
    <div className="space-y-3">
      <p className="text-sm font-medium">{t("invoices.business.logo")}</p>
      {workspace.logo_url ? (
        <img
          src={workspace.logo_url}
          alt={t("invoices.business.logoAlt", { name })}
          className="max-h-24 max-w-full rounded-md border bg-white object-contain p-2"
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t("invoices.business.noLogo")}</p>
      )}
      {manages && (
        <>
          <p id={hintId} className="text-sm text-muted-foreground">
            {t("invoices.business.logoHint")}
          </p>
          <input
            ref={fileInputRef}
            type="file"
            accept={LOGO_MEDIA_TYPES.join(",")}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="logo-file"
            onChange={(event) => send(event.target.files?.[0])}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              ref={uploadButtonRef}
              variant="outline"
              aria-describedby={hintId}
              aria-busy={upload.isPending}
              disabled={busy}
              onClick={() => fileInputRef.current?.click()}
            >
              <ImageUpIcon aria-hidden="true" />
              {workspace.logo_url ? t("invoices.business.replaceLogo") : t("invoices.business.uploadLogo")}
            </Button>
            {workspace.logo_url && (
              <Button variant="outline" className="text-destructive hover:text-destructive" disabled={busy} onClick={removeCurrent}>
                <Trash2Icon aria-hidden="true" />
                {t("invoices.business.removeLogo")}
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
