import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useEffectEvent, useMemo } from "react";
import { Controller, useForm, type FieldPath } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { InventoryItem } from "@shared/inventory/inventory-item.schema";
import { FormField } from "@web/components/form-field";
import { NumberInput } from "@web/components/number-input";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { TOAST_DURATION } from "@web/components/ui/sonner";
import { apiErrorMessage } from "@web/lib/api-client";
import { showServerFieldErrors } from "@web/lib/server-field-errors";
import { useLanguage } from "@web/i18n/use-language";
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
  const schema = useMemo(() => inventoryItemFormSchema(language), [language]);
  const form = useForm<InventoryItemFormInput, unknown, InventoryItemFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_INVENTORY_ITEM_FORM,
  });
  const { errors, isSubmitting } = form.formState;
  const editing = item !== undefined;

  // Reads the language when the dialog opens, and only then: a language change would wipe what is being typed.
  const fillForm = useEffectEvent((shown?: InventoryItem) =>
    form.reset(shown ? inventoryItemFormValuesOf(shown, language) : EMPTY_INVENTORY_ITEM_FORM),
  );

  useEffect(() => {
    if (open) fillForm(item);
  }, [open, item]);

  async function save(values: InventoryItemFormOutput) {
    try {
      if (item) {
        await updateItem.mutateAsync({ id: item.id, patch: values });
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
                  <NumberInput {...fieldProps("unit_price")} kind="money" step={0.01} min={0} {...field} />
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
