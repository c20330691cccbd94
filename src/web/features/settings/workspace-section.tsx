import { BuildingIcon } from "lucide-react";
import { Link } from "@web/components/link";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useTranslation } from "@web/i18n/i18n";
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
          {workspace ? t(`workspace.current_${workspace.role}`, { name: workspace.name }) : t("app.loading")}
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
