import type { TaxRate } from "@shared/tax-rates/tax-rate.schema";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { useTranslation } from "@web/i18n/i18n";
import { toast } from "@web/lib/toast";
import { useUpdateTaxRate } from "./api/update-tax-rate";
import { TaxRateForm } from "./tax-rate-form";

/** A rate renamed or given another percent; orders already made keep what they had. */
export function EditTaxRateDialog({ rate, onClose }: { rate: TaxRate | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const updateRate = useUpdateTaxRate();
  return (
    <Dialog open={rate !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("common.close")}>
        <DialogHeader>
          <DialogTitle className="[overflow-wrap:anywhere]">{t("workspace.taxRates.editTitle", { name: rate?.name ?? "" })}</DialogTitle>
          <DialogDescription>{t("workspace.taxRates.editDescription")}</DialogDescription>
        </DialogHeader>
        {rate && (
          <TaxRateForm
            key={rate.id}
            id="edit-tax-rate"
            rate={rate}
            layout="stacked"
            failedTitle={t("workspace.taxRates.saveFailed")}
            onSave={async (values) => {
              const saved = await updateRate.mutateAsync({ id: rate.id, ...values });
              toast.success(t("workspace.taxRates.saved", { name: saved.name }));
              onClose();
            }}
          >
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                {t("common.cancel")}
              </Button>
              <Button type="submit" disabled={updateRate.isPending}>
                {updateRate.isPending ? t("common.saving") : t("common.save")}
              </Button>
            </DialogFooter>
          </TaxRateForm>
        )}
      </DialogContent>
    </Dialog>
  );
}
