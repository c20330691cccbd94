import { KeyRoundIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { ApiKey, CreatedApiKey } from "@shared/auth/api-key.schema";
import { ConfirmDialogOnDemand } from "@web/components/confirm-dialog-on-demand";
import { FormField } from "@web/components/form-field";
import { ShownOnce } from "@web/components/shown-once";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { useTranslation } from "@web/i18n/i18n";
import { apiErrorMessage } from "@web/lib/api-client";
import { formatDateTime } from "@web/lib/format";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { showServerFieldErrors } from "@web/lib/server-field-errors";
import { useLanguage } from "@web/i18n/use-language";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { useCreateApiKey } from "./api/create-api-key";
import { useApiKeys } from "./api/list-api-keys";
import { useRevokeApiKey } from "./api/revoke-api-key";
import type { NewKeyValues } from "./settings-form-rules";

const rules = lazyResolver(() => import("./settings-form-rules").then((module) => module.newKeyRules));

/** Named keys for scripts and integrations: created here, shown once, revoked at any time. */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const keys = useApiKeys();
  const createKey = useCreateApiKey();
  const revokeKey = useRevokeApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  /** The key whose revocation is being confirmed. */
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const form = useForm<NewKeyValues>({ resolver: rules, defaultValues: { name: "" } });
  const { errors, isSubmitting } = form.formState;

  async function create(values: NewKeyValues) {
    try {
      setCreated(await createKey.mutateAsync(values));
      form.reset({ name: "" });
    } catch (error) {
      if (!showServerFieldErrors(form, error)) {
        toast.error(t("settings.apiKeys.createFailed"), { description: apiErrorMessage(error, t), duration: TOAST_DURATION.error });
      }
    }
  }

  function revoke(key: ApiKey) {
    setRevoking(null);
    revokeKey.mutate(key.id, {
      onSuccess: () => {
        if (created?.id === key.id) setCreated(null);
        toast.success(t("settings.apiKeys.revoked"));
      },
      onError: (error) =>
        toast.error(t("settings.apiKeys.revokeFailed"), { description: apiErrorMessage(error, t), duration: TOAST_DURATION.error }),
    });
  }

  const items = keys.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.apiKeys.title")}</CardTitle>
        <CardDescription>{t("settings.apiKeys.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form
          noValidate
          onFocus={rules.preload}
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={form.handleSubmit(create)}
        >
          <div className="flex-1">
            <FormField id="settings-api-key-name" label={t("settings.apiKeys.name")} error={errors.name?.message}>
              <Input
                id="settings-api-key-name"
                placeholder={t("settings.apiKeys.namePlaceholder")}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? "settings-api-key-name-error" : undefined}
                {...form.register("name")}
              />
            </FormField>
          </div>
          <Button type="submit" disabled={isSubmitting}>
            <KeyRoundIcon />
            {t("settings.apiKeys.create")}
          </Button>
        </form>

        {created && (
          <ShownOnce
            message={t("settings.apiKeys.showOnce", { name: created.name })}
            value={created.key}
            copyLabel={t("settings.apiKeys.copy")}
            copied={t("settings.apiKeys.copied")}
            copyFailed={t("settings.apiKeys.copyFailed")}
            data-testid="new-api-key"
          />
        )}

        {keys.isPending ? (
          <p className="text-muted-foreground">{t("app.loading")}</p>
        ) : items.length === 0 ? (
          <p className="text-muted-foreground">{t("settings.apiKeys.empty")}</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {items.map((key) => (
              <li key={key.id} className="flex flex-wrap items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium [overflow-wrap:anywhere]">{key.name}</p>
                  <p className="text-sm text-muted-foreground">
                    <code className="font-mono">{key.prefix}…</code> ·{" "}
                    {t("settings.apiKeys.createdAt", { when: formatDateTime(key.created_at, language) })} ·{" "}
                    {key.last_used_at
                      ? t("settings.apiKeys.lastUsed", { when: formatDateTime(key.last_used_at, language) })
                      : t("settings.apiKeys.neverUsed")}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-destructive hover:text-destructive"
                  aria-label={t("settings.apiKeys.revoke", { name: key.name })}
                  disabled={revokeKey.isPending}
                  onClick={() => setRevoking(key)}
                >
                  <Trash2Icon />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <ConfirmDialogOnDemand
          title={revoking ? t("settings.apiKeys.revokeTitle", { name: revoking.name }) : undefined}
          description={t("settings.apiKeys.revokeDescription")}
          confirmLabel={t("settings.apiKeys.revokeConfirm")}
          destructive
          onConfirm={() => revoking && revoke(revoking)}
          onCancel={() => setRevoking(null)}
        />
      </CardContent>
    </Card>
  );
}
