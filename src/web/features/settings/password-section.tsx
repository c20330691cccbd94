import { useQueryClient } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { FormField } from "@web/components/form-field";
import { NewPasswordStrength } from "@web/components/password-strength-bar";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { useTranslation } from "@web/i18n/i18n";
import { authCall } from "@web/lib/auth/auth-call";
import { authClient } from "@web/lib/auth/auth-client";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { sessionsQueryKey } from "./api/list-sessions";
import type { PasswordChangeValues } from "./settings-form-rules";

/** The sign-up rule for the new password; the current one only has to be given. */
const rules = lazyResolver(() => import("./settings-form-rules").then((module) => module.passwordChangeRules));

const EMPTY: PasswordChangeValues = { currentPassword: "", newPassword: "", signOutOthers: true };

export function PasswordSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<PasswordChangeValues>({ resolver: rules, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: "newPassword" });

  async function change(values: PasswordChangeValues) {
    const failure = await authCall(() =>
      authClient.changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
        revokeOtherSessions: values.signOutOthers,
      }),
    );
    if (failure?.code === "INVALID_PASSWORD") {
      form.setError("currentPassword", { message: "settings.password.wrongCurrent" });
      return;
    }
    if (failure?.code === "WEAK_PASSWORD" || failure?.code === "PASSWORD_TOO_SHORT") {
      form.setError("newPassword", {
        message: failure.code === "WEAK_PASSWORD" ? "auth.errors.weakPassword" : "auth.errors.passwordTooShort",
      });
      return;
    }
    if (failure) {
      toast.error(t("settings.password.changeFailed"), { duration: TOAST_DURATION.error });
      return;
    }
    form.reset(EMPTY);
    await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    toast.success(t("settings.password.changed"));
  }

  const fieldProps = (name: "currentPassword" | "newPassword", describedBy?: string) => {
    const error = errors[name];
    const ids = [describedBy, error ? `settings-${name}-error` : undefined].filter(Boolean).join(" ");
    return { id: `settings-${name}`, "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined };
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.password.title")}</CardTitle>
        <CardDescription>{t("settings.password.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onFocus={rules.preload} className="max-w-md space-y-4" onSubmit={form.handleSubmit(change)}>
          <FormField id="settings-currentPassword" label={t("settings.password.current")} error={errors.currentPassword?.message}>
            <Input
              type="password"
              autoComplete="current-password"
              {...fieldProps("currentPassword")}
              {...form.register("currentPassword")}
            />
          </FormField>
          <FormField id="settings-newPassword" label={t("settings.password.new")} error={errors.newPassword?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              {...fieldProps("newPassword", "settings-newPassword-hint")}
              {...form.register("newPassword")}
            />
            <NewPasswordStrength password={newPassword} hintId="settings-newPassword-hint" />
          </FormField>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" {...form.register("signOutOthers")} />
            {t("settings.password.signOutOthers")}
          </label>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t("common.saving") : t("settings.password.change")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
