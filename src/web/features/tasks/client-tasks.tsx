import { PencilIcon, Trash2Icon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Task } from "@shared/tasks/task.schema";
import type { WorkspaceMember } from "@shared/workspaces/workspace.schema";
import { ConfirmDialogOnDemand as ConfirmDialog } from "@web/components/confirm-dialog-on-demand";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { useTranslation } from "@web/i18n/i18n";
import { apiErrorMessage } from "@web/lib/api-client";
import { useSession } from "@web/lib/auth/session";
import { useNewRecordRequest } from "@web/lib/new-record-request";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { memberLabel, useWorkspaceMembers } from "@web/lib/workspaces";
import { useCreateTask } from "./api/create-task";
import { useDeleteTask } from "./api/delete-task";
import { useTasks } from "./api/list-tasks";
import { useUpdateTask } from "./api/update-task";
import { localTime } from "./task-due";
import { TaskForm, taskInputOf, type TaskDraft } from "./task-form";
import { TaskCheck, TaskDue, TaskTitle, useNow } from "./task-parts";

/**
 * The client's tasks on the client page (docs/product.md "The client page"): the open ones
 * first, by due day, then those done; a task is added, checked off, edited and deleted in place.
 */
export function ClientTasks({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const myId = useSession().data?.user.id ?? "";
  const members = useWorkspaceMembers().data?.items ?? [];
  const open = useTasks({ client_id: clientId, done: false });
  const done = useTasks({ client_id: clientId, done: true });
  const createTask = useCreateTask();
  const deleteTask = useDeleteTask();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  // "New task…" of the command palette leads here with ?new=1: the form takes the focus.
  const [newTaskAsked, setNewTaskAsked] = useState(false);
  useNewRecordRequest(() => setNewTaskAsked(true));
  const now = useNow();

  const openTasks = open.data?.pages.flatMap((page) => page.items) ?? [];
  const doneTasks = done.data?.pages.flatMap((page) => page.items) ?? [];
  // A task checked off stays where it is until both lists come back from the server: never in both.
  const openIds = new Set(openTasks.map((task) => task.id));
  const doneShown = doneTasks.filter((task) => !openIds.has(task.id));

  function remove(task: Task) {
    setDeleting(null);
    deleteTask.mutate(task, {
      onSuccess: () => toast.success(t("tasks.deleted", { title: task.title })),
      onError: (error) => toast.error(t("tasks.deleteFailed"), { description: apiErrorMessage(error, t), duration: TOAST_DURATION.error }),
    });
  }

  const row = (task: Task) => (
    <TaskRow
      key={task.id}
      task={task}
      now={now}
      members={members}
      myId={myId}
      editing={editing === task.id}
      onEdit={() => setEditing(task.id)}
      onDone={() => setEditing(null)}
      onDelete={() => setDeleting(task)}
    />
  );

  return (
    <Card data-testid="client-tasks">
      <CardHeader>
        <CardTitle>{t("tasks.title")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <TaskForm
          // Made anew when asked for, so that its title field takes the focus then.
          key={newTaskAsked ? "asked" : "shown"}
          autoFocus={newTaskAsked}
          initial={{ title: "", day: "", time: "", assignee: myId }}
          members={members}
          submitLabel={t("tasks.add")}
          failedLabel={t("tasks.addFailed")}
          resetAfterSave
          onSave={async (draft) => {
            await createTask.mutateAsync({ ...taskInputOf(draft), client_id: clientId });
            toast.success(t("tasks.added", { title: draft.title.trim() }));
          }}
        />
        {open.isPending ? (
          <p className="text-muted-foreground">{t("app.loading")}</p>
        ) : open.isError ? (
          <div role="alert" className="space-y-2">
            <p className="text-destructive">{apiErrorMessage(open.error, t)}</p>
            <Button variant="outline" size="sm" onClick={() => void open.refetch()}>
              {t("common.retry")}
            </Button>
          </div>
        ) : openTasks.length === 0 ? (
          <p className="text-muted-foreground">{t("tasks.noOpenTasks")}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label={t("tasks.openList")} data-testid="open-tasks">
            {openTasks.map(row)}
          </ul>
        )}
        {open.hasNextPage && (
          <Button variant="outline" size="sm" disabled={open.isFetchingNextPage} onClick={() => void open.fetchNextPage()}>
            {open.isFetchingNextPage ? t("common.loadingMore") : t("tasks.showMore")}
          </Button>
        )}
        {doneShown.length > 0 && (
          <section className="space-y-2" aria-labelledby="client-tasks-done">
            <h3 id="client-tasks-done" className="text-sm font-medium text-muted-foreground">
              {t("tasks.doneList")}
            </h3>
            <ul className="divide-y rounded-md border" data-testid="done-tasks">
              {doneShown.map(row)}
            </ul>
            {done.hasNextPage && (
              <Button variant="outline" size="sm" disabled={done.isFetchingNextPage} onClick={() => void done.fetchNextPage()}>
                {done.isFetchingNextPage ? t("common.loadingMore") : t("tasks.showMore")}
              </Button>
            )}
          </section>
        )}
        <ConfirmDialog
          title={deleting ? t("tasks.deleteTitle", { title: deleting.title }) : undefined}
          description={t("tasks.deleteDescription")}
          confirmLabel={t("common.delete")}
          destructive
          onConfirm={() => deleting && remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      </CardContent>
    </Card>
  );
}

interface TaskRowProps {
  task: Task;
  now: Date;
  members: WorkspaceMember[];
  myId: string;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  onDelete: () => void;
}

/** One task: checked off in place, its due day and assignee; or, while edited, its form. */
function TaskRow({ task, now, members, myId, editing, onEdit, onDone, onDelete }: TaskRowProps) {
  const { t } = useTranslation();
  const updateTask = useUpdateTask();
  // Back from the form, the focus returns to the button that opened it.
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  if (editing) {
    const initial: TaskDraft = {
      title: task.title,
      day: task.due_date ?? "",
      time: task.due_at ? localTime(task.due_at) : "",
      assignee: task.assignee_id ?? "",
    };
    return (
      <li className="p-3">
        <TaskForm
          initial={initial}
          members={members}
          submitLabel={t("common.save")}
          failedLabel={t("tasks.saveFailed")}
          autoFocus
          onCancel={onDone}
          onSave={async (draft) => {
            await updateTask.mutateAsync({ task, patch: taskInputOf(draft) });
            onDone();
          }}
        />
      </li>
    );
  }
  const assignee = members.find((member) => member.user_id === task.assignee_id);
  // Whose task it is says something only in a workspace of several members.
  const assigneeText =
    members.length > 1 || (members.length > 0 && task.assignee_id !== null && task.assignee_id !== myId)
      ? task.assignee_id === myId
        ? t("tasks.assignedToYou")
        : t("tasks.assignedTo", { name: assignee ? memberLabel(assignee) : t("common.formerMember") })
      : null;
  return (
    <li className="flex items-start gap-3 p-3" data-testid="task">
      <TaskCheck task={task} />
      <div className="min-w-0 flex-1">
        <TaskTitle task={task} />
        <p className="flex flex-wrap gap-x-2 text-sm text-muted-foreground">
          <TaskDue task={task} now={now} />
          {assigneeText && <span>{assigneeText}</span>}
        </p>
      </div>
      <div className="-my-1 flex shrink-0">
        <Button ref={editButton} variant="ghost" size="icon" aria-label={t("tasks.edit", { title: task.title })} onClick={onEdit}>
          <PencilIcon />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive hover:text-destructive"
          aria-label={t("tasks.delete", { title: task.title })}
          onClick={onDelete}
        >
          <Trash2Icon />
        </Button>
      </div>
    </li>
  );
}
