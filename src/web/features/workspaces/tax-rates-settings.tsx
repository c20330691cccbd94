import { PencilIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import type { TaxRate } from "@shared/tax-rates/tax-rate.schema";
import { ConfirmDialogOnDemand } from "@web/components/confirm-dialog-on-demand";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { useTranslation } from "@web/i18n/i18n";
import { useLanguage } from "@web/i18n/use-language";
import { cn } from "@web/lib/cn";
import { dialogOnDemand } from "@web/lib/on-demand";
import { formatTaxPercent, useTaxRates } from "@web/lib/tax-rates";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { useCreateTaxRate } from "./api/create-tax-rate";
import { useDeleteTaxRate } from "./api/delete-tax-rate";
import { useUpdateTaxRate } from "./api/update-tax-rate";
import { TaxRateForm } from "./tax-rate-form";
import { taxRateErrorMessage, taxRateRefusal } from "./workspace-errors";

/** The edit dialog loads when a rate is first edited, not with the settings. */
const EditTaxRateDialog = dialogOnDemand(
  () => import("./edit-tax-rate-dialog").then((module) => module.EditTaxRateDialog),
  (props) => props.rate !== undefined,
);

/**
 * The workspace's tax rates (docs/product.md "Money and taxes"): each with its percent as the
 * language writes it, and whether orders use it or it is archived. An admin or the owner adds,
 * edits, archives and restores them, and deletes one no order uses; a rate orders use is
 * archived instead, and stays on those orders.
 */
export function TaxRatesSettings({ manages }: { manages: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rates = useTaxRates();
  const createRate = useCreateTaxRate();
  const updateRate = useUpdateTaxRate();
  const deleteRate = useDeleteTaxRate();
  const [editing, setEditing] = useState<TaxRate>();
  const [deleting, setDeleting] = useState<TaxRate>();
  const items = rates.data?.items ?? [];

  function setArchived(rate: TaxRate, archived: boolean) {
    updateRate.mutate(
      { id: rate.id, archived },
      {
        onSuccess: () =>
          toast.success(t(archived ? "workspace.taxRates.archivedToast" : "workspace.taxRates.restoredToast", { name: rate.name })),
        onError: (error) =>
          toast.error(t(archived ? "workspace.taxRates.archiveFailed" : "workspace.taxRates.restoreFailed"), {
            description: taxRateErrorMessage(error, t),
            duration: TOAST_DURATION.error,
          }),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    const rate = deleting;
    setDeleting(undefined);
    deleteRate.mutate(rate.id, {
      onSuccess: () => toast.success(t("workspace.taxRates.deleted", { name: rate.name })),
      onError: (error) => {
        // Used by an order since the list was shown: archiving is what can be done.
        const inUse = taxRateRefusal(error) === "tax_rate_in_use";
        toast.error(t("workspace.taxRates.deleteFailed"), {
          description: taxRateErrorMessage(error, t),
          duration: TOAST_DURATION.error * 2,
          ...(inUse ? { action: { label: t("workspace.taxRates.archive"), onClick: () => setArchived(rate, true) } } : {}),
        });
      },
    });
  }

  return (
    <section aria-labelledby="tax-rates-heading" className="space-y-4">
      <div className="space-y-1">
        <h3 id="tax-rates-heading" className="font-semibold">
          {t("workspace.taxRates.title")}
        </h3>
        <p className="text-sm text-muted-foreground">
          {t(manages ? "workspace.taxRates.description" : "workspace.taxRates.descriptionMember")}
        </p>
      </div>
      {rates.isPending ? (
        <p className="text-muted-foreground">{t("app.loading")}</p>
      ) : rates.isError ? (
        <p className="text-destructive">{t("workspace.taxRates.loadFailed")}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("workspace.taxRates.empty")}</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label={t("workspace.taxRates.title")}>
          {items.map((rate) => (
            <li key={rate.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3">
              <div className="min-w-0 flex-1 basis-40">
                <p className={cn("font-medium [overflow-wrap:anywhere]", rate.archived && "text-muted-foreground")}>
                  {rate.name}{" "}
                  <span className="whitespace-nowrap font-normal tabular-nums text-muted-foreground">
                    ({formatTaxPercent(rate.rate, language)})
                  </span>
                </p>
                {(rate.in_use || rate.archived) && (
                  <p className="mt-1 flex flex-wrap gap-1.5">
                    {rate.in_use && <Badge variant="secondary">{t("workspace.taxRates.inUse")}</Badge>}
                    {rate.archived && <Badge variant="outline">{t("workspace.taxRates.archived")}</Badge>}
                  </p>
                )}
              </div>
              {manages && (
                // Archive or Restore, then the icons, each in its own place: the rows' buttons line up.
                <div className="ml-auto flex items-center gap-1">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t(rate.archived ? "workspace.taxRates.restoreLabel" : "workspace.taxRates.archiveLabel", {
                      name: rate.name,
                    })}
                    disabled={updateRate.isPending}
                    onClick={() => setArchived(rate, !rate.archived)}
                  >
                    {t(rate.archived ? "workspace.taxRates.restore" : "workspace.taxRates.archive")}
                  </Button>
                  {rate.archived ? (
                    <IconSlot />
                  ) : (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t("workspace.taxRates.edit", { name: rate.name })}
                      title={t("workspace.taxRates.edit", { name: rate.name })}
                      onClick={() => setEditing(rate)}
                    >
                      <PencilIcon />
                    </Button>
                  )}
                  {rate.in_use ? (
                    <IconSlot />
                  ) : (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-destructive hover:text-destructive"
                      aria-label={t("workspace.taxRates.delete", { name: rate.name })}
                      title={t("workspace.taxRates.delete", { name: rate.name })}
                      disabled={deleteRate.isPending}
                      onClick={() => setDeleting(rate)}
                    >
                      <Trash2Icon />
                    </Button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {manages && (
        <TaxRateForm
          id="new-tax-rate"
          layout="inline"
          failedTitle={t("workspace.taxRates.addFailed")}
          onSave={async (values) => {
            const added = await createRate.mutateAsync(values);
            toast.success(t("workspace.taxRates.added", { name: added.name }));
          }}
        >
          <Button type="submit" className="w-full sm:w-auto" disabled={createRate.isPending}>
            {t("workspace.taxRates.add")}
          </Button>
        </TaxRateForm>
      )}
      <EditTaxRateDialog rate={editing} onClose={() => setEditing(undefined)} />
      <ConfirmDialogOnDemand
        title={deleting && t("workspace.taxRates.deleteTitle", { name: deleting.name })}
        description={t("workspace.taxRates.deleteDescription")}
        confirmLabel={t("workspace.taxRates.deleteConfirm")}
        destructive
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(undefined)}
      />
    </section>
  );
}

/** The room of an icon button a row does not offer. */
function IconSlot() {
  return <span className="size-9 shrink-0 sm:size-10" aria-hidden="true" />;
}
