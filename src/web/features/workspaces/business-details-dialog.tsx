import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { businessDetailsInputFields, type Workspace } from "@shared/workspaces/workspace.schema";
import { FormField } from "@web/components/form-field";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { formatLocalizedNumber } from "@web/lib/localized-number";
import { localizedNumberField } from "@web/lib/localized-number-field";
import { showServerFieldErrors } from "@web/lib/server-field-errors";
import { useLanguage } from "@web/i18n/use-language";
import { useTextSection } from "@web/i18n/use-text-section";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { useUpdateWorkspace } from "./api/update-workspace";
import { BUSINESS_TEXT_FIELDS } from "./business-details-fields";
import { workspaceErrorMessage } from "./workspace-errors";

/** The API's rules, once the payment terms typed in `language` are read as a number. */
const businessFormSchema = (language: string) =>
  z.object({
    ...businessDetailsInputFields,
    payment_terms_days: localizedNumberField(
      language,
      "integer",
      businessDetailsInputFields.payment_terms_days,
      "validation.paymentTermsDays",
    ),
  });
type BusinessFormInput = z.input<ReturnType<typeof businessFormSchema>>;
type BusinessFormOutput = z.output<ReturnType<typeof businessFormSchema>>;

const valuesOf = (workspace: Workspace, language: string): BusinessFormInput => ({
  business_name: workspace.business_name,
  business_address: workspace.business_address,
  business_tax_id: workspace.business_tax_id,
  business_email: workspace.business_email,
  business_phone: workspace.business_phone,
  payment_instructions: workspace.payment_instructions,
  payment_terms_days: formatLocalizedNumber(workspace.payment_terms_days, language, "integer", { grouped: false }),
  business_footer: workspace.business_footer,
});

/**
 * The business details' form (docs/product.md "Quotes and invoices"), checked by the API's own
 * rules; loaded when an admin or the owner first opens it. Empty clears a detail.
 */
export function BusinessDetailsDialog({
  workspace,
  open,
  onOpenChange,
}: {
  workspace: Workspace;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTextSection("invoices");
  const language = useLanguage();
  const update = useUpdateWorkspace(workspace.id);
  const form = useForm<BusinessFormInput, unknown, BusinessFormOutput>({
    resolver: zodResolver(businessFormSchema(language)),
    // Each opening starts from the details as saved now.
    values: open ? valuesOf(workspace, language) : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;

  async function save(values: BusinessFormOutput) {
    try {
      await update.mutateAsync(values);
      toast.success(t("invoices.business.saved"));
      onOpenChange(false);
    } catch (error) {
      if (!showServerFieldErrors(form, error)) {
        toast.error(t("invoices.business.saveFailed"), { description: workspaceErrorMessage(error, t), duration: TOAST_DURATION.error });
      }
    }
  }

  /** The field's error and hint, read with it. */
  const described = (name: keyof BusinessFormInput, hintId?: string) => {
    const ids = [errors[name] ? `${name}-error` : undefined, hintId].filter(Boolean).join(" ");
    return { "aria-invalid": errors[name] ? true : undefined, "aria-describedby": ids || undefined } as const;
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(valuesOf(workspace, language));
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={t("common.close")} className="max-w-2xl">
        <form noValidate onSubmit={form.handleSubmit(save)} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{t("invoices.business.title")}</DialogTitle>
            <DialogDescription>{t("invoices.business.hint")}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            {BUSINESS_TEXT_FIELDS.map((field) => {
              const props = {
                id: field.name,
                placeholder: t(`invoices.business.${field.placeholder}`),
                autoComplete: field.autoComplete ?? "off",
                ...described(field.name),
                ...form.register(field.name),
              };
              return (
                <FormField
                  key={field.name}
                  id={field.name}
                  label={t(`invoices.business.${field.label}`)}
                  error={errors[field.name]?.message}
                >
                  {field.multiline ? <Textarea rows={field.rows} {...props} /> : <Input type={field.type ?? "text"} {...props} />}
                </FormField>
              );
            })}
            <FormField id="payment_terms_days" label={t("invoices.business.paymentTerms")} error={errors.payment_terms_days?.message}>
              <Input
                id="payment_terms_days"
                inputMode="numeric"
                className="w-32"
                {...described("payment_terms_days", "payment_terms_days-hint")}
                {...form.register("payment_terms_days")}
              />
              <p id="payment_terms_days-hint" className="text-sm text-muted-foreground">
                {t("invoices.business.paymentTermsHint")}
              </p>
            </FormField>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t("common.saving") : t("common.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
