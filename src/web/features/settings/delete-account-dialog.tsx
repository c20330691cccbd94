import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { CurrentPasswordField } from "@web/components/current-password-field";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { useTranslation } from "@web/i18n/i18n";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { deleteAccountFailure } from "./account-errors";
import { deleteAccount } from "./api/delete-account";

interface DeleteAccountValues {
  password: string;
}

const EMPTY: DeleteAccountValues = { password: "" };
const PASSWORD_ID = "delete-account-password";

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** An account with a password confirms with it; one without (Google, Microsoft) with a recent sign-in. */
  hasPassword: boolean;
}

export function DeleteAccountDialog({ open, onOpenChange, hasPassword }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<DeleteAccountValues>({ defaultValues: EMPTY });
  const [mustSignInAgain, setMustSignInAgain] = useState(false);
  const { errors, isSubmitting } = form.formState;

  function close(nextOpen: boolean) {
    if (!nextOpen) {
      form.reset(EMPTY);
      setMustSignInAgain(false);
    }
    onOpenChange(nextOpen);
  }

  async function remove({ password }: DeleteAccountValues) {
    setMustSignInAgain(false);
    const failure = await deleteAccount(hasPassword ? password : undefined);
    if (!failure) {
      // Nothing of the account may outlive it in this tab. The toasts live with the signed-in and
      // /auth screens, not the landing page: /auth is where the news can be told.
      queryClient.clear();
      toast.success(t("settings.deleteAccount.deleted"));
      void navigate("/auth", { replace: true });
      return;
    }
    const problem = deleteAccountFailure(failure);
    if (problem.kind === "password") form.setError("password", { message: problem.message }, { shouldFocus: true });
    else if (problem.kind === "signInAgain") setMustSignInAgain(true);
    else toast.error(t("settings.deleteAccount.failed"), { description: t(problem.message), duration: TOAST_DURATION.error });
  }

  const passwordError = errors.password?.message;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t("common.close")}>
        <DialogHeader>
          <DialogTitle>{t("settings.deleteAccount.confirmTitle")}</DialogTitle>
          <DialogDescription>{t("settings.deleteAccount.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit(remove)}>
          {hasPassword ? (
            <CurrentPasswordField
              id={PASSWORD_ID}
              label={t("settings.deleteAccount.password")}
              error={passwordError}
              registration={form.register("password", { required: "validation.passwordRequired" })}
            />
          ) : (
            <p className="text-sm">{t("settings.deleteAccount.freshSignIn")}</p>
          )}
          {mustSignInAgain && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t("settings.deleteAccount.signInAgain")}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? t("settings.deleteAccount.deleting") : t("settings.deleteAccount.action")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
