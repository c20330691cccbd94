import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { currencyForLocale } from "@shared/money/currency";
import { currencyCodeSchema, workspaceNameSchema } from "@shared/workspaces/workspace.schema";
import { FormField } from "@web/components/form-field";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { useTranslation } from "@web/i18n/i18n";
import { apiErrorMessage } from "@web/lib/api-client";
import { showServerFieldErrors } from "@web/lib/server-field-errors";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { useCreateWorkspace } from "./api/create-workspace";
import { useCurrencyOptions } from "./currency-options";

const newWorkspaceSchema = z.object({ name: workspaceNameSchema, currency: currencyCodeSchema });
interface NewWorkspaceValues {
  name: string;
  currency: string;
}

/** The browser's locale suggests the currency: the euro for fr-FR, the real for pt-BR (docs/decisions.md 95). */
const emptyForm = (): NewWorkspaceValues => ({ name: "", currency: currencyForLocale(navigator.language) });

/**
 * A new workspace, named here with its currency, owned by the user and worked in at once; its
 * dashboard follows.
 */
export function CreateWorkspaceDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createWorkspace = useCreateWorkspace();
  const form = useForm<NewWorkspaceValues>({ resolver: zodResolver(newWorkspaceSchema), defaultValues: emptyForm() });
  const { errors, isSubmitting } = form.formState;
  const currencies = useCurrencyOptions(form.getValues("currency"));

  async function create(values: NewWorkspaceValues) {
    try {
      const workspace = await createWorkspace.mutateAsync(values);
      toast.success(t("workspace.created", { name: workspace.name }));
      form.reset(emptyForm());
      onOpenChange(false);
      void navigate("/dashboard");
    } catch (error) {
      if (!showServerFieldErrors(form, error)) {
        toast.error(t("workspace.createFailed"), { description: apiErrorMessage(error, t), duration: TOAST_DURATION.error });
      }
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common.close")}>
        <form noValidate onSubmit={form.handleSubmit(create)} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{t("workspace.createTitle")}</DialogTitle>
            <DialogDescription>{t("workspace.createDescription")}</DialogDescription>
          </DialogHeader>
          <FormField id="new-workspace-name" label={t("workspace.name")} error={errors.name?.message}>
            <Input
              id="new-workspace-name"
              autoComplete="organization"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? "new-workspace-name-error" : undefined}
              {...form.register("name")}
            />
          </FormField>
          <FormField id="new-workspace-currency" label={t("workspace.currency")} error={errors.currency?.message}>
            <NativeSelect
              id="new-workspace-currency"
              aria-invalid={errors.currency ? true : undefined}
              aria-describedby={errors.currency ? "new-workspace-currency-error" : "new-workspace-currency-hint"}
              {...form.register("currency")}
            >
              {currencies.map(({ code, label }) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </NativeSelect>
            <p id="new-workspace-currency-hint" className="text-sm text-muted-foreground">
              {t("workspace.currencyHint")}
            </p>
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {t("workspace.createSubmit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
