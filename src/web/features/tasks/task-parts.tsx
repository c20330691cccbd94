import { useEffect, useState } from "react";
import type { Task } from "@shared/tasks/task.schema";
import { useTranslation } from "@web/i18n/i18n";
import { apiErrorMessage } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { useLanguage } from "@web/i18n/use-language";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { useSetTaskDone } from "./api/update-task";
import { formatDueDay, formatDueTime, isOverdue, localDay } from "./task-due";

/** The current time, moving on every minute: a task turns overdue while the page is open. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The box that checks a task off, or opens it again, in place; a refusal puts it back and says why. */
export function TaskCheck({ task }: { task: Task }) {
  const { t } = useTranslation();
  const setDone = useSetTaskDone();
  return (
    <input
      type="checkbox"
      className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
      checked={task.done}
      aria-label={t(task.done ? "tasks.markOpen" : "tasks.markDone", { title: task.title })}
      onChange={(event) =>
        setDone.mutate(
          { task, done: event.target.checked },
          {
            onError: (error) =>
              toast.error(t(task.done ? "tasks.reopenFailed" : "tasks.checkFailed", { title: task.title }), {
                description: apiErrorMessage(error, t),
                duration: TOAST_DURATION.error,
              }),
          },
        )
      }
    />
  );
}

/** The task's title, struck through once done. */
export function TaskTitle({ task }: { task: Task }) {
  return <p className={cn("font-medium [overflow-wrap:anywhere]", task.done && "text-muted-foreground line-through")}>{task.title}</p>;
}

/**
 * When the task is due ("Due today, 2:30 PM"), marked "Overdue" in words as well as colour once
 * past; when a done task was done.
 */
export function TaskDue({ task, now }: { task: Task; now: Date }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (task.done) {
    return task.done_at ? <span>{t("tasks.doneOn", { day: formatDueDay(localDay(new Date(task.done_at)), language, now) })}</span> : null;
  }
  if (!task.due_date) return null;
  const day = formatDueDay(task.due_date, language, now);
  const due = task.due_at ? t("tasks.dueAt", { day, time: formatDueTime(task.due_at, language) }) : t("tasks.due", { day });
  if (!isOverdue(task, now)) return <span>{due}</span>;
  return (
    <span className="font-medium text-destructive" data-testid="task-overdue">
      {t("tasks.overdue")} · {due}
    </span>
  );
}
