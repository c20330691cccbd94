import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { WorkspaceSummary } from "@shared/workspaces/workspace.schema";
import { FormField } from "@web/components/form-field";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { useTranslation } from "@web/i18n/i18n";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { showServerFieldErrors } from "@web/lib/server-field-errors";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { useUpdateWorkspace } from "./api/update-workspace";
import { workspaceErrorMessage } from "./workspace-errors";
import type { NameValues } from "./workspace-form-rules";

const rules = lazyResolver(() => import("./workspace-form-rules").then((module) => module.nameRules));

/** The workspace's name, as the switcher shows it: renamed by an admin or the owner, read by members. */
export function WorkspaceNameSection({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation();
  const rename = useUpdateWorkspace(workspace.id);
  const form = useForm<NameValues>({ resolver: rules, defaultValues: { name: workspace.name } });
  const { errors, isSubmitting, isDirty } = form.formState;
  const manages = workspace.role !== "member";

  // Renamed elsewhere (another tab, another admin): the field follows unless it is being edited.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset({ name: workspace.name });
  }, [workspace.name, form]);

  async function save(values: NameValues) {
    try {
      const saved = await rename.mutateAsync(values);
      form.reset({ name: saved.name });
      toast.success(t("workspace.renamed"));
    } catch (error) {
      if (!showServerFieldErrors(form, error)) {
        toast.error(t("workspace.renameFailed"), { description: workspaceErrorMessage(error, t), duration: TOAST_DURATION.error });
      }
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("workspace.general")}</CardTitle>
        <CardDescription>{t(`workspace.yourRole.${workspace.role}`)}</CardDescription>
      </CardHeader>
      <CardContent>
        {manages ? (
          <form
            noValidate
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            onFocus={rules.preload}
            onSubmit={form.handleSubmit(save)}
          >
            <div className="flex-1">
              <FormField id="workspace-name" label={t("workspace.name")} error={errors.name?.message}>
                <Input
                  id="workspace-name"
                  autoComplete="organization"
                  aria-invalid={errors.name ? true : undefined}
                  aria-describedby={errors.name ? "workspace-name-error" : undefined}
                  {...form.register("name")}
                />
              </FormField>
            </div>
            <Button type="submit" disabled={isSubmitting || !isDirty}>
              {isSubmitting ? t("common.saving") : t("common.save")}
            </Button>
          </form>
        ) : (
          <dl className="space-y-1">
            <dt className="text-sm font-medium">{t("workspace.name")}</dt>
            <dd className="[overflow-wrap:anywhere]">{workspace.name}</dd>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
