import { Trash2Icon } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { WorkspaceSummary } from "@shared/workspaces/workspace.schema";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { TOAST_DURATION } from "@web/components/ui/sonner";
import { useTranslation } from "@web/i18n/i18n";
import { useDeleteWorkspace } from "./api/delete-workspace";
import { workspaceErrorMessage } from "./workspace-errors";

/**
 * Deleting the workspace with all it holds, the owner's alone: it cannot be undone, so the
 * workspace's name must be typed out first (docs/decisions.md 89).
 */
export function DeleteWorkspaceSection({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteWorkspace = useDeleteWorkspace(workspace.id);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const inputId = useId();
  const matches = typed.trim() === workspace.name;

  function close(next: boolean) {
    setOpen(next);
    if (!next) setTyped("");
  }

  // Awaited rather than given to `mutate`: this section is gone once the session has moved to another workspace.
  async function confirm() {
    if (!matches) return;
    try {
      await deleteWorkspace.mutateAsync();
      toast.success(t("workspace.delete.deleted", { name: workspace.name }));
      void navigate("/dashboard");
    } catch (error) {
      toast.error(t("workspace.delete.failed"), { description: workspaceErrorMessage(error, t), duration: TOAST_DURATION.error });
    }
  }

  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle className="text-destructive">{t("workspace.delete.title")}</CardTitle>
        <CardDescription>{t("workspace.delete.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2Icon />
          {t("workspace.delete.action")}
        </Button>
        <Dialog open={open} onOpenChange={close}>
          <DialogContent role="alertdialog" closeLabel={t("common.close")}>
            <form
              noValidate
              className="space-y-4"
              onSubmit={(event) => {
                event.preventDefault();
                void confirm();
              }}
            >
              <DialogHeader>
                <DialogTitle className="[overflow-wrap:anywhere]">
                  {t("workspace.delete.confirmTitle", { name: workspace.name })}
                </DialogTitle>
                <DialogDescription>{t("workspace.delete.confirmDescription")}</DialogDescription>
              </DialogHeader>
              <div className="space-y-1.5">
                <Label htmlFor={inputId} className="[overflow-wrap:anywhere]">
                  {t("workspace.delete.typeName", { name: workspace.name })}
                </Label>
                <Input id={inputId} autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
              </div>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => close(false)}>
                  {t("common.cancel")}
                </Button>
                <Button type="submit" variant="destructive" disabled={!matches || deleteWorkspace.isPending}>
                  {t("workspace.delete.confirm")}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
