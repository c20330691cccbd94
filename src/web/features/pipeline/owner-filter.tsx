import { SegmentedControl } from "@web/components/segmented-control";
import { NativeSelect } from "@web/components/ui/native-select";
import { useTranslation } from "@web/i18n/i18n";
import { useSession } from "@web/lib/auth/session";
import { memberLabel, useWorkspaceMembers } from "@web/lib/workspaces";

type OwnerChoice = "everyone" | "mine" | "member";

/**
 * Everyone's clients, the user's own, or one other member's: the member is picked from a
 * list that shows once "A member" is chosen, and only in a workspace with other members.
 */
export function OwnerFilter({ owner, onChange }: { owner: string | undefined; onChange: (owner: string | undefined) => void }) {
  const { t } = useTranslation();
  const myId = useSession().data?.user.id;
  const members = useWorkspaceMembers().data?.items ?? [];
  const others = members.filter((member) => member.user_id !== myId);
  const choice: OwnerChoice = owner === undefined ? "everyone" : owner === "me" || owner === myId ? "mine" : "member";
  // A member who has left still names the filter in a kept link: the list offers them until it changes.
  const memberOptions =
    choice === "member" && !others.some((member) => member.user_id === owner)
      ? [{ value: owner!, label: t("common.empty") }, ...others.map((member) => ({ value: member.user_id, label: memberLabel(member) }))]
      : others.map((member) => ({ value: member.user_id, label: memberLabel(member) }));

  function choose(next: OwnerChoice) {
    if (next === "everyone") onChange(undefined);
    else if (next === "mine") onChange("me");
    else if (choice !== "member") onChange(others[0]?.user_id);
  }

  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
      <SegmentedControl<OwnerChoice>
        className="w-full sm:w-auto"
        label={t("pipeline.owners.label")}
        value={choice}
        onChange={choose}
        options={[
          { value: "everyone", label: t("pipeline.owners.everyone") },
          { value: "mine", label: t("pipeline.owners.mine") },
          ...(others.length > 0 || choice === "member" ? [{ value: "member" as const, label: t("pipeline.owners.member") }] : []),
        ]}
      />
      {choice === "member" && (
        <NativeSelect
          className="sm:w-52"
          aria-label={t("pipeline.owners.memberLabel")}
          value={owner}
          onChange={(event) => onChange(event.target.value)}
        >
          {memberOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </div>
  );
}
