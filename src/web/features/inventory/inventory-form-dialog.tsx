import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useEffectEvent, useMemo } from "react";
import { Controller, useForm, type FieldPath } from "react-hook-form";
import type { InventoryItem } from "@shared/inventory/inventory-item.schema";
import { FormField } from "@web/components/form-field";
import { NumberInput } from "@web/components/number-input";
import { TaxRateSelect } from "@web/components/tax-rate-select";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { useTranslation } from "@web/i18n/i18n";
import { apiErrorMessage } from "@web/lib/api-client";
import { useWorkspaceMoney } from "@web/lib/money";
import { showServerFieldErrors } from "@web/lib/server-field-errors";
import { useLanguage } from "@web/i18n/use-language";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { useCreateInventoryItem } from "./api/create-inventory-item";
import { useUpdateInventoryItem } from "./api/update-inventory-item";
import {
  EMPTY_INVENTORY_ITEM_FORM,
  inventoryItemFormSchema,
  inventoryItemFormValuesOf,
  type InventoryItemFormInput,
  type InventoryItemFormOutput,
} from "./inventory-item-form-schema";

interface InventoryFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item to edit; without one the dialog adds a new item. */
  item?: InventoryItem;
}

export function InventoryFormDialog({ open, onOpenChange, item }: InventoryFormDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const createItem = useCreateInventoryItem();
  const updateItem = useUpdateInventoryItem();
  const { digits } = useWorkspaceMoney();
  const schema = useMemo(() => inventoryItemFormSchema(language, digits), [language, digits]);
  const form = useForm<InventoryItemFormInput, unknown, InventoryItemFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_INVENTORY_ITEM_FORM,
  });
  const { errors, isSubmitting } = form.formState;
  const editing = item !== undefined;

  // Reads the language when the dialog opens, and only then: a language change would wipe what is being typed.
  const fillForm = useEffectEvent((shown?: InventoryItem) =>
    form.reset(shown ? inventoryItemFormValuesOf(shown, language, digits) : EMPTY_INVENTORY_ITEM_FORM),
  );

  useEffect(() => {
    if (open) fillForm(item);
  }, [open, item]);

  async function save(values: InventoryItemFormOutput) {
    try {
      if (item) {
        // An untouched default rate is not sent: one archived since stays the item's own.
        const { tax_rate_id: taxRateId, ...others } = values;
        await updateItem.mutateAsync({ id: item.id, patch: taxRateId === item.tax_rate_id ? others : values });
        toast.success(t("inventory.toasts.updated"));
      } else {
        await createItem.mutateAsync(values);
        toast.success(t("inventory.toasts.added"));
      }
      onOpenChange(false);
    } catch (error) {
      showServerFieldErrors(form, error);
      toast.error(editing ? t("inventory.toasts.updateFailed") : t("inventory.toasts.addFailed"), {
        description: apiErrorMessage(error, t),
        duration: TOAST_DURATION.error,
      });
    }
  }

  const fieldProps = (name: FieldPath<InventoryItemFormInput>) => {
    const error = errors[name]?.message;
    return {
      id: `inventory-${name}`,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `inventory-${name}-error` : undefined,
    };
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common.close")}>
        <DialogHeader>
          <DialogTitle>{editing ? t("inventory.editTitle") : t("inventory.addTitle")}</DialogTitle>
          <DialogDescription>{editing ? t("inventory.editDescription") : t("inventory.addDescription")}</DialogDescription>
        </DialogHeader>
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit(save)}>
          <FormField id="inventory-item_name" label={t("inventory.fields.itemName")} error={errors.item_name?.message}>
            <Input {...fieldProps("item_name")} placeholder={t("inventory.placeholders.itemName")} {...form.register("item_name")} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={form.control}
              name="quantity"
              render={({ field }) => (
                <FormField id="inventory-quantity" label={t("inventory.fields.quantity")} error={errors.quantity?.message}>
                  <NumberInput {...fieldProps("quantity")} kind="integer" step={1} min={0} {...field} />
                </FormField>
              )}
            />
            <Controller
              control={form.control}
              name="unit_price"
              render={({ field }) => (
                <FormField id="inventory-unit_price" label={t("inventory.fields.unitPrice")} error={errors.unit_price?.message}>
                  <NumberInput
                    {...fieldProps("unit_price")}
                    kind="money"
                    currencyDigits={digits}
                    step={digits === 0 ? 1 : 0.01}
                    min={0}
                    {...field}
                  />
                </FormField>
              )}
            />
          </div>
          <Controller
            control={form.control}
            name="low_stock_threshold"
            render={({ field }) => (
              <FormField
                id="inventory-low_stock_threshold"
                label={t("inventory.fields.lowStockThreshold")}
                error={errors.low_stock_threshold?.message}
              >
                <NumberInput
                  {...fieldProps("low_stock_threshold")}
                  aria-describedby={
                    errors.low_stock_threshold ? "inventory-low_stock_threshold-error" : "inventory-low_stock_threshold-hint"
                  }
                  kind="integer"
                  step={1}
                  min={0}
                  placeholder={t("inventory.placeholders.lowStockThreshold")}
                  {...field}
                />
                <p id="inventory-low_stock_threshold-hint" className="text-sm text-muted-foreground">
                  {t("inventory.hints.lowStockThreshold")}
                </p>
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="tax_rate_id"
            render={({ field }) => (
              <FormField id="inventory-tax_rate_id" label={t("inventory.fields.taxRate")} error={errors.tax_rate_id?.message}>
                <TaxRateSelect
                  {...fieldProps("tax_rate_id")}
                  aria-describedby={errors.tax_rate_id ? "inventory-tax_rate_id-error" : "inventory-tax_rate_id-hint"}
                  value={field.value}
                  onChange={field.onChange}
                />
                <p id="inventory-tax_rate_id-hint" className="text-sm text-muted-foreground">
                  {t("inventory.hints.taxRate")}
                </p>
              </FormField>
            )}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t("common.saving") : editing ? t("inventory.update") : t("inventory.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
