import { useQueryClient } from "@tanstack/react-query";
import { BuildingIcon } from "lucide-react";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { MenuButton, type MenuEntry } from "@web/components/menu-button";
import { useTranslation } from "@web/i18n/i18n";
import { apiErrorMessage } from "@web/lib/api-client";
import { dialogOnDemand } from "@web/lib/on-demand";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { switchWorkspace, useWorkspaces } from "@web/lib/workspaces";

// Its form and zod load when it first opens.
const CreateWorkspaceDialog = dialogOnDemand(() =>
  import("@web/features/workspaces/create-workspace-dialog").then((module) => module.CreateWorkspaceDialog),
);

/**
 * Switches to another workspace, says so, and leaves a record's own page (an order), which belongs
 * to the workspace left, for its list in the new one. The header's menu and the command palette use it.
 */
export function useSwitchWorkspace() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return async (id: string, name: string) => {
    try {
      await switchWorkspace(queryClient, id);
      toast.success(t("workspace.switched", { name }));
      const [section, ...rest] = pathname.split("/").filter(Boolean);
      if (rest.length > 0 && section !== "settings") void navigate(`/${section}`);
    } catch (error) {
      toast.error(t("workspace.switchFailed"), { description: apiErrorMessage(error, t), duration: TOAST_DURATION.error });
    }
  };
}

/**
 * The workspace worked in, in the header: a menu of the user's workspaces (name and role) to
 * switch to, the workspace's settings, and "Create workspace" (docs/product.md "Workspaces").
 */
export function WorkspaceSwitcher() {
  const { t } = useTranslation();
  const workspaces = useWorkspaces().data?.items;
  const switchTo = useSwitchWorkspace();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  if (!workspaces) return null;
  const active = workspaces.find((workspace) => workspace.active);

  const entries: MenuEntry[] = [
    ...workspaces.map((workspace) => ({
      key: workspace.id,
      checked: workspace.active,
      label: (
        <span className="flex min-w-0 flex-col">
          <span className="truncate">{workspace.name}</span>
          <span className="text-xs font-normal text-muted-foreground">{t(`workspace.roles.${workspace.role}`)}</span>
        </span>
      ),
      onSelect: () => {
        if (!workspace.active) void switchTo(workspace.id, workspace.name);
      },
    })),
    { key: "settings", separated: true, label: t("workspace.settingsLink"), onSelect: () => void navigate("/settings/workspace") },
    {
      key: "create",
      label: t("workspace.create"),
      onSelect: () => setCreating(true),
    },
  ];

  return (
    <>
      <MenuButton
        wide
        label={t("workspace.switcherLabel", { name: active?.name ?? "" })}
        heading={t("workspace.heading")}
        entries={entries}
        data-testid="workspace-switcher"
      >
        <BuildingIcon className="size-4" />
        <span className="max-w-[7.5rem] truncate sm:max-w-[12rem]">{active?.name}</span>
      </MenuButton>
      <CreateWorkspaceDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
