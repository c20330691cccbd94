import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "@web/components/form-field";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { useTranslation } from "@web/i18n/i18n";
import { authCall } from "@web/lib/auth/auth-call";
import { authClient } from "@web/lib/auth/auth-client";
import { sessionQueryOptions, useSession } from "@web/lib/auth/session";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import type { ProfileValues } from "./settings-form-rules";

const rules = lazyResolver(() => import("./settings-form-rules").then((module) => module.profileRules));

/** The user's display name (the email has its own section). */
export function ProfileSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useSession().data?.user;
  const form = useForm<ProfileValues>({ resolver: rules, defaultValues: { name: user?.name ?? "" } });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (user) form.reset({ name: user.name });
  }, [user, form]);

  async function save({ name }: ProfileValues) {
    const failure = await authCall(() => authClient.updateUser({ name }));
    if (failure) {
      toast.error(t("settings.profile.saveFailed"), { duration: TOAST_DURATION.error });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    toast.success(t("settings.profile.saved"));
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.profile.title")}</CardTitle>
        <CardDescription>{t("settings.profile.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onFocus={rules.preload} className="space-y-4" onSubmit={form.handleSubmit(save)}>
          <FormField id="settings-name" label={t("settings.profile.name")} error={errors.name?.message}>
            <Input
              id="settings-name"
              autoComplete="name"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? "settings-name-error" : undefined}
              {...form.register("name")}
            />
          </FormField>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t("common.saving") : t("common.save")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
