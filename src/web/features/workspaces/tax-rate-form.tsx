import { useMemo, type ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import type { CreateTaxRateInput, TaxRate } from "@shared/tax-rates/tax-rate.schema";
import { TAX_RATE_NAME_MAX_LENGTH } from "@shared/tax-rates/tax-rate-limits";
import { FormField } from "@web/components/form-field";
import { NumberInput } from "@web/components/number-input";
import { Input } from "@web/components/ui/input";
import { useTranslation } from "@web/i18n/i18n";
import { useLanguage } from "@web/i18n/use-language";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { formatLocalizedNumber } from "@web/lib/localized-number";
import { showServerFieldErrors } from "@web/lib/server-field-errors";
import { cn } from "@web/lib/cn";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { taxRateErrorMessage, taxRateRefusal } from "./workspace-errors";
import type { TaxRateFormInput } from "./workspace-form-rules";

interface TaxRateFormProps {
  /** Prefix of the fields' ids, unique on the page. */
  id: string;
  /** The rate edited; without one the form adds a rate. */
  rate?: TaxRate;
  /** Sends the rate; a refusal is thrown. */
  onSave: (values: CreateTaxRateInput) => Promise<void>;
  /** What a refusal's toast says failed: "Could not add the tax rate". */
  failedTitle: string;
  /** Side by side on wide screens (the add form), or stacked (the edit dialog). */
  layout: "inline" | "stacked";
  /** The buttons: a submit button at least. */
  children: ReactNode;
}

/**
 * A tax rate's name and percent, typed the way the interface language writes numbers. A name
 * another rate on offer has is refused on the name field; the form empties once a new rate is
 * added.
 */
export function TaxRateForm({ id, rate, onSave, failedTitle, layout, children }: TaxRateFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rules = useMemo(
    () => lazyResolver(() => import("./workspace-form-rules").then((module) => module.taxRateRules(language))),
    [language],
  );
  const form = useForm<TaxRateFormInput, unknown, CreateTaxRateInput>({
    resolver: rules,
    defaultValues: { name: rate?.name ?? "", rate: rate ? formatLocalizedNumber(rate.rate, language, "decimal", { grouped: false }) : "" },
  });
  const { errors } = form.formState;

  async function save(values: CreateTaxRateInput) {
    try {
      await onSave(values);
      if (!rate) form.reset({ name: "", rate: "" });
    } catch (error) {
      if (taxRateRefusal(error) === "tax_rate_name_taken") {
        form.setError("name", { message: "validation.taxRateNameTaken" }, { shouldFocus: true });
        return;
      }
      if (!showServerFieldErrors(form, error)) {
        toast.error(failedTitle, { description: taxRateErrorMessage(error, t), duration: TOAST_DURATION.error });
      }
    }
  }

  const fieldProps = (name: keyof TaxRateFormInput) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form
      noValidate
      onFocus={rules.preload}
      onSubmit={form.handleSubmit(save)}
      className={cn(layout === "inline" ? "grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-start" : "space-y-4")}
    >
      <FormField id={`${id}-name`} label={t("workspace.taxRates.name")} error={errors.name?.message}>
        <Input {...fieldProps("name")} autoComplete="off" maxLength={TAX_RATE_NAME_MAX_LENGTH} {...form.register("name")} />
      </FormField>
      <Controller
        control={form.control}
        name="rate"
        render={({ field }) => (
          <FormField id={`${id}-rate`} label={t("workspace.taxRates.rate")} error={errors.rate?.message}>
            <NumberInput {...fieldProps("rate")} kind="decimal" step={1} min={0} {...field} />
          </FormField>
        )}
      />
      {/* Inline, the button lines up with the inputs, under the labels' height. */}
      <div className={cn(layout === "inline" && "flex sm:pt-5")}>{children}</div>
    </form>
  );
}
