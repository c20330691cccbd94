import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import type { WorkspaceSummary } from "@shared/workspaces/workspace.schema";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useTranslation } from "@web/i18n/i18n";
import { dialogOnDemand } from "@web/lib/on-demand";

/** The confirmation loads when it first opens, not with the settings. */
const DeleteWorkspaceDialog = dialogOnDemand(() => import("./delete-workspace-dialog").then((module) => module.DeleteWorkspaceDialog));

/**
 * Deleting the workspace with all it holds, the owner's alone: it cannot be undone, so the
 * workspace's name must be typed out first (docs/decisions.md 89).
 */
export function DeleteWorkspaceSection({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

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
        <DeleteWorkspaceDialog workspace={workspace} open={open} onOpenChange={setOpen} />
      </CardContent>
    </Card>
  );
}
