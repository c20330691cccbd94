import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useTranslation } from "@web/i18n/i18n";
import { dialogOnDemand } from "@web/lib/on-demand";
import { useHasPassword } from "./api/list-accounts";

/** The confirmation loads when it first opens, not with the settings. */
const DeleteAccountDialog = dialogOnDemand(() => import("./delete-account-dialog").then((module) => module.DeleteAccountDialog));

/** Deleting the account and everything in it, behind a confirmation. */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Asked before the dialog opens, so that it opens with the right question.
  const hasPassword = useHasPassword();
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle className="text-destructive">{t("settings.deleteAccount.title")}</CardTitle>
        <CardDescription>{t("settings.deleteAccount.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" disabled={hasPassword.isPending} onClick={() => setOpen(true)}>
          <Trash2Icon />
          {t("settings.deleteAccount.action")}
        </Button>
        {/* Should the list of sign-in methods fail to load, the password is asked for: most accounts have one. */}
        <DeleteAccountDialog open={open} onOpenChange={setOpen} hasPassword={hasPassword.data ?? true} />
      </CardContent>
    </Card>
  );
}
