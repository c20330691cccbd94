import { useState } from "react";
import { useForm } from "react-hook-form";
import { CurrentPasswordField } from "@web/components/current-password-field";
import { EmailField } from "@web/components/email-field";
import { FormField } from "@web/components/form-field";
import { StatusNotice } from "@web/components/status-notice";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { useTranslation } from "@web/i18n/i18n";
import { useSession } from "@web/lib/auth/session";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { useCapabilities } from "@web/lib/server-capabilities";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { changeEmailFailure } from "./account-errors";
import { changeEmail } from "./api/change-email";
import { useHasPassword } from "./api/list-accounts";
import type { ChangeEmailValues } from "./settings-form-rules";

const rules = lazyResolver(() => import("./settings-form-rules").then((module) => module.changeEmailRules));

const NEW_EMAIL_ID = "settings-new-email";
const PASSWORD_ID = "settings-email-password";

/** Where a confirmation link went, and whether the server mails it or only logs it. */
interface LinkSent {
  email: string;
  delivered: boolean;
}

/**
 * The address the user signs in with; a new one takes effect once the link sent to it is
 * opened. Asking takes the password (or, without one, a recent sign-in), as deleting the
 * account does: a session alone is not enough to move the account to another mailbox.
 */
export function EmailSection() {
  const { t } = useTranslation();
  const currentEmail = useSession().data?.user.email ?? "";
  const readCapabilities = useCapabilities();
  // Should the list of sign-in methods fail to load, the password is asked for: most accounts have one.
  const hasPassword = useHasPassword().data ?? true;
  const form = useForm<ChangeEmailValues>({ resolver: rules, defaultValues: { newEmail: "", password: "" } });
  const [linkSent, setLinkSent] = useState<LinkSent | null>(null);
  const [mustSignInAgain, setMustSignInAgain] = useState(false);
  const { errors, isSubmitting } = form.formState;

  async function change({ newEmail, password }: ChangeEmailValues) {
    if (newEmail.toLowerCase() === currentEmail.toLowerCase()) {
      form.setError("newEmail", { message: "settings.email.sameEmail" });
      return;
    }
    if (hasPassword && password === "") {
      form.setError("password", { message: "validation.passwordRequired" }, { shouldFocus: true });
      return;
    }
    setMustSignInAgain(false);
    const failure = await changeEmail(newEmail, hasPassword ? password : undefined);
    if (failure) {
      const problem = changeEmailFailure(failure);
      if (problem.kind === "field") form.setError(problem.field, { message: problem.message }, { shouldFocus: true });
      else if (problem.kind === "signInAgain") setMustSignInAgain(true);
      else toast.error(t("settings.email.changeFailed"), { description: t(problem.message), duration: TOAST_DURATION.error });
      return;
    }
    const { email_delivery } = await readCapabilities();
    setLinkSent({ email: newEmail, delivered: email_delivery });
    form.reset({ newEmail: "", password: "" });
  }

  const passwordError = errors.password?.message;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.email.title")}</CardTitle>
        <CardDescription>{t("settings.email.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onFocus={rules.preload} className="space-y-4" onSubmit={form.handleSubmit(change)}>
          <FormField id="settings-current-email" label={t("settings.email.current")}>
            <Input id="settings-current-email" value={currentEmail} readOnly className="bg-muted" />
          </FormField>
          <EmailField
            id={NEW_EMAIL_ID}
            label={t("settings.email.new")}
            error={errors.newEmail?.message}
            registration={form.register("newEmail")}
          />
          {hasPassword ? (
            <CurrentPasswordField
              id={PASSWORD_ID}
              label={t("settings.email.password")}
              error={passwordError}
              registration={form.register("password")}
            />
          ) : (
            <p className="text-sm">{t("settings.email.freshSignIn")}</p>
          )}
          {mustSignInAgain && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t("settings.email.signInAgain")}
            </p>
          )}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t("common.sending") : t("settings.email.change")}
          </Button>
          {linkSent && (
            <StatusNotice>
              {linkSent.delivered ? t("settings.email.linkSent", { email: linkSent.email }) : t("settings.email.linkNotSent")}
            </StatusNotice>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
