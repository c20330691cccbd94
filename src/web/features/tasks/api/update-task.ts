import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { Task, UpdateTaskInput } from "@shared/tasks/task.schema";
import { apiRequest } from "@web/lib/api-client";
import { tasksQueryKey, type TaskList } from "./list-tasks";
import { refreshAfterTaskChange } from "./refresh-after-task-change";

export interface TaskUpdate {
  task: Task;
  patch: UpdateTaskInput;
}

export const updateTask = ({ task, patch }: TaskUpdate) => apiRequest<Task>(`/tasks/${task.id}`, { method: "PATCH", body: patch });

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTask, onSuccess: (task) => refreshAfterTaskChange(queryClient, task.client_id) });
}

/** Every cached list with the task replaced by `changed` where it shows. */
function withTask(list: TaskList | undefined, changed: Task): TaskList | undefined {
  if (!list) return list;
  return {
    ...list,
    pages: list.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === changed.id ? changed : item)) })),
  };
}

/**
 * Checks a task off (or opens it again) at once, where it shows, before the server answers
 * (docs/product.md "The client page"): if the server refuses, every list is put back as it was;
 * either way the lists are then fetched again, and a task done leaves the lists of open ones.
 */
export function useSetTaskDone() {
  const queryClient = useQueryClient();
  const listsKey = [...tasksQueryKey, "list"];
  return useMutation({
    mutationFn: ({ task, done }: { task: Task; done: boolean }) => updateTask({ task, patch: { done } }),
    onMutate: async ({ task, done }) => {
      // A fetch under way would overwrite the change with what it read before.
      await queryClient.cancelQueries({ queryKey: listsKey });
      const before: [QueryKey, TaskList | undefined][] = queryClient.getQueriesData<TaskList>({ queryKey: listsKey });
      const changed: Task = { ...task, done, done_at: done ? new Date().toISOString() : null };
      queryClient.setQueriesData<TaskList>({ queryKey: listsKey }, (list) => withTask(list, changed));
      return { before };
    },
    onError: (_error, _change, context) => {
      for (const [queryKey, data] of context?.before ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSettled: (_task, _error, { task }) => refreshAfterTaskChange(queryClient, task.client_id),
  });
}
