import { ListChecksIcon } from "lucide-react";
import { useId } from "react";
import type { Task } from "@shared/tasks/task.schema";
import { Link } from "@web/components/link";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { useTranslation } from "@web/i18n/i18n";
import { apiErrorMessage } from "@web/lib/api-client";
import type { FirstData } from "@web/lib/first-data";
import { listTasksQueryOptions, useTasks, type TasksQuery } from "./api/list-tasks";
import { TaskCheck, TaskDue, TaskTitle, useNow } from "./task-parts";

/** The user's open tasks that are overdue or due today, in the browser's time zone. */
const MY_TASKS_DUE_NOW: TasksQuery = { assignee: "me", due: ["overdue", "today"], done: false };

/** What the panel shows first (src/web/lib/first-data.ts): the first page of those tasks. */
export const myTasksFirstData: FirstData = (queryClient) => queryClient.prefetchInfiniteQuery(listTasksQueryOptions(MY_TASKS_DUE_NOW));

/**
 * The dashboard's "My tasks" (docs/product.md "The client page"): the user's overdue tasks and
 * today's, each with its client, checked off in place; live, as every list of tasks. Loading and
 * empty take the same room, so that nothing under the panel moves when its tasks arrive.
 */
export function MyTasksPanel({ className }: { className?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const tasks = useTasks(MY_TASKS_DUE_NOW);
  const now = useNow();
  const items = tasks.data?.pages.flatMap((page) => page.items) ?? [];

  let content;
  if (tasks.isPending) {
    content = (
      <p role="status" className="text-muted-foreground">
        {t("app.loading")}
      </p>
    );
  } else if (tasks.isError) {
    content = (
      <div role="alert" className="space-y-2">
        <p className="text-destructive">{apiErrorMessage(tasks.error, t)}</p>
        <Button variant="outline" size="sm" onClick={() => void tasks.refetch()}>
          {t("common.retry")}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    content = (
      <div className="flex items-center gap-3 text-muted-foreground" data-testid="my-tasks-empty">
        <ListChecksIcon className="size-8 shrink-0" aria-hidden="true" />
        <p>{t("tasks.myTasks.empty")}</p>
      </div>
    );
  } else {
    content = (
      <>
        <ul className="divide-y" data-testid="my-tasks">
          {items.map((task) => (
            <MyTask key={task.id} task={task} now={now} />
          ))}
        </ul>
        {tasks.hasNextPage && (
          <Button variant="outline" size="sm" disabled={tasks.isFetchingNextPage} onClick={() => void tasks.fetchNextPage()}>
            {tasks.isFetchingNextPage ? t("common.loadingMore") : t("tasks.showMore")}
          </Button>
        )}
      </>
    );
  }

  return (
    <Card className={className} aria-labelledby={titleId} role="region">
      <CardHeader>
        <CardTitle id={titleId}>{t("tasks.myTasks.title")}</CardTitle>
      </CardHeader>
      <CardContent className="min-h-20 space-y-3" aria-busy={tasks.isPending}>
        {content}
      </CardContent>
    </Card>
  );
}

function MyTask({ task, now }: { task: Task; now: Date }) {
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0" data-testid="my-task">
      <TaskCheck task={task} />
      <div className="min-w-0 flex-1">
        <TaskTitle task={task} />
        <p className="flex flex-wrap gap-x-2 text-sm text-muted-foreground">
          {task.client_id && (
            <Link
              to={`/clients/${task.client_id}`}
              className="font-medium text-primary underline-offset-4 hover:underline [overflow-wrap:anywhere]"
            >
              {task.client_name}
            </Link>
          )}
          <TaskDue task={task} now={now} />
        </p>
      </div>
    </li>
  );
}
