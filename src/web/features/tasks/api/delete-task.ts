import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Task } from "@shared/tasks/task.schema";
import { apiRequest } from "@web/lib/api-client";
import { refreshAfterTaskChange } from "./refresh-after-task-change";

export const deleteTask = (task: Task) => apiRequest<void>(`/tasks/${task.id}`, { method: "DELETE" });

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTask, onSettled: (_result, _error, task) => refreshAfterTaskChange(queryClient, task.client_id) });
}
