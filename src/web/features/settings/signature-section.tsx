import { useEffect } from "react";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { EMPTY_SIGNATURE, signatureText } from "@shared/connect/signature";
import { FormField } from "@web/components/form-field";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { useTranslation } from "@web/i18n/i18n";
import { apiErrorMessage } from "@web/lib/api-client";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { showServerFieldErrors } from "@web/lib/server-field-errors";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { useSaveSignature, useSignature } from "./api/signature";
import type { SignatureValues } from "./settings-form-rules";

const rules = lazyResolver(() => import("./settings-form-rules").then((module) => module.signatureRules));

const FIELDS = [
  { name: "name", label: "name", autoComplete: "name" },
  { name: "title", label: "jobTitle", autoComplete: "organization-title" },
  { name: "company", label: "company", autoComplete: "organization" },
  { name: "phone", label: "phone", autoComplete: "tel" },
] as const;

/** The lines Connect puts under the emails it writes, with a preview of how they read. */
export function SignatureSection() {
  const { t } = useTranslation();
  const signature = useSignature();
  const save = useSaveSignature();
  const form = useForm<SignatureValues>({ resolver: rules, defaultValues: EMPTY_SIGNATURE });
  const { errors, isSubmitting } = form.formState;
  const preview = signatureText({ ...EMPTY_SIGNATURE, ...useWatch({ control: form.control }) });

  useEffect(() => {
    if (signature.data) form.reset(signature.data);
  }, [signature.data, form]);

  async function submit(values: SignatureValues) {
    try {
      await save.mutateAsync(values);
      toast.success(t("settings.signature.saved"));
    } catch (error) {
      showServerFieldErrors(form, error);
      toast.error(t("settings.signature.saveFailed"), { description: apiErrorMessage(error, t), duration: TOAST_DURATION.error });
    }
  }

  const fieldProps = (name: FieldPath<SignatureValues>) => ({
    id: `signature-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `signature-${name}-error` : undefined,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.signature.title")}</CardTitle>
        <CardDescription>{t("settings.signature.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onFocus={rules.preload} className="space-y-4" onSubmit={form.handleSubmit(submit)}>
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map(({ name, label, autoComplete }) => (
              <FormField key={name} id={`signature-${name}`} label={t(`settings.signature.${label}`)} error={errors[name]?.message}>
                <Input {...fieldProps(name)} autoComplete={autoComplete} disabled={signature.isPending} {...form.register(name)} />
              </FormField>
            ))}
          </div>
          <div>
            <p className="text-sm font-medium">{t("settings.signature.preview")}</p>
            <p
              className="mt-1 whitespace-pre-line rounded-md border bg-muted/40 px-3 py-2 text-sm [overflow-wrap:anywhere]"
              data-testid="signature-preview"
            >
              {preview || <span className="text-muted-foreground">{t("settings.signature.none")}</span>}
            </p>
          </div>
          <Button type="submit" disabled={isSubmitting || signature.isPending}>
            {isSubmitting ? t("common.saving") : t("common.save")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
