import { BuildingIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "@web/components/link";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useActiveWorkspace } from "@web/lib/workspaces";

/** The workspace worked in, and the way to its own settings (members, invitations). */
export function WorkspaceSection() {
  const { t } = useTranslation();
  const workspace = useActiveWorkspace();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("workspace.general")}</CardTitle>
        <CardDescription className="[overflow-wrap:anywhere]">
          {workspace ? t("workspace.current", { name: workspace.name, context: workspace.role }) : t("app.loading")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/settings/workspace">
            <BuildingIcon />
            {t("workspace.settingsLink")}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
