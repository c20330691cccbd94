import { useId, useState, type FormEvent } from "react";
import type { WorkspaceMember } from "@shared/workspaces/workspace.schema";
import { FormField } from "@web/components/form-field";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { useTranslation } from "@web/i18n/i18n";
import { ApiError, apiErrorMessage } from "@web/lib/api-client";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { memberLabel } from "@web/lib/workspaces";
import { dueInstant } from "./task-due";

/** What the form holds: the title, the due day and time as the browser's fields give them, the assignee's id. */
export interface TaskDraft {
  title: string;
  day: string;
  time: string;
  assignee: string;
}

/** The fields of the API a refusal can point at, each with the message key to show under it. */
type TaskFieldErrors = Partial<Record<"title" | "due_date" | "due_at" | "assignee_id", string>>;

/** The task the API takes from a draft: no day, no time; the time an instant of the day in the browser's time zone. */
export function taskInputOf(draft: TaskDraft) {
  return {
    title: draft.title.trim(),
    due_date: draft.day || null,
    due_at: draft.day ? dueInstant(draft.day, draft.time) : null,
    ...(draft.assignee ? { assignee_id: draft.assignee } : {}),
  };
}

/** What the browser can tell before asking the server: a title is needed, and a time needs a day. */
function draftErrors(draft: TaskDraft): TaskFieldErrors {
  return {
    ...(draft.title.trim() === "" ? { title: "validation.taskTitleRequired" } : {}),
    ...(draft.time && !draft.day ? { due_at: "validation.dueTimeNeedsDate" } : {}),
  };
}

interface TaskFormProps {
  initial: TaskDraft;
  /** The workspace's members to assign the task to; the choice shows only when there are others than the user. */
  members: WorkspaceMember[];
  submitLabel: string;
  /** The toast's title when the server refuses for a reason no field shows. */
  failedLabel: string;
  /** Saves the task; the form empties again after it when `resetAfterSave`. */
  onSave: (draft: TaskDraft) => Promise<unknown>;
  resetAfterSave?: boolean;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A task's title, due day, time and assignee: the form to add a task, and to edit one in place. */
export function TaskForm({ initial, members, submitLabel, failedLabel, onSave, resetAfterSave, onCancel, autoFocus }: TaskFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<TaskFieldErrors>({});
  const [saving, setSaving] = useState(false);
  const change = (field: keyof TaskDraft) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });
  // A member who has left still holds the task: the choice shows them until it changes (once the members are known).
  const assigneeGone = members.length > 0 && draft.assignee !== "" && !members.some((member) => member.user_id === draft.assignee);
  const showsAssignee = members.length > 1 || assigneeGone;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSave(draft);
      if (resetAfterSave) setDraft({ ...initial, assignee: draft.assignee });
    } catch (error) {
      if (error instanceof ApiError && error.code === "VALIDATION" && Object.keys(error.fields).length > 0) {
        setErrors(error.fields as TaskFieldErrors);
      } else {
        toast.error(failedLabel, { description: apiErrorMessage(error, t), duration: TOAST_DURATION.error });
      }
    } finally {
      setSaving(false);
    }
  }

  const field = (name: keyof TaskFieldErrors) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form
      noValidate
      className="flex flex-wrap items-start gap-3"
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === "Escape" && onCancel) {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <div className="min-w-0 basis-full">
        <FormField id={`${id}-title`} label={t("tasks.fields.title")} error={errors.title}>
          <Input {...field("title")} autoFocus={autoFocus} autoComplete="off" value={draft.title} onChange={change("title")} />
        </FormField>
      </div>
      <div className="min-w-[9rem] flex-1">
        <FormField id={`${id}-due_date`} label={t("tasks.fields.day")} error={errors.due_date}>
          <Input {...field("due_date")} type="date" value={draft.day} onChange={change("day")} />
        </FormField>
      </div>
      <div className="min-w-[7rem] flex-1">
        <FormField id={`${id}-due_at`} label={t("tasks.fields.time")} error={errors.due_at}>
          <Input {...field("due_at")} type="time" value={draft.time} onChange={change("time")} />
        </FormField>
      </div>
      {showsAssignee && (
        <div className="min-w-[10rem] flex-1">
          <FormField id={`${id}-assignee_id`} label={t("tasks.fields.assignee")} error={errors.assignee_id}>
            <NativeSelect {...field("assignee_id")} value={draft.assignee} onChange={change("assignee")}>
              {assigneeGone && <option value={draft.assignee}>{t("common.formerMember")}</option>}
              {members.map((member) => (
                <option key={member.user_id} value={member.user_id}>
                  {memberLabel(member)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      )}
      <div className="flex gap-2 self-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
        )}
        <Button type="submit" disabled={saving}>
          {saving ? t("common.saving") : submitLabel}
        </Button>
      </div>
    </form>
  );
}
