import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateTaskInput, Task } from "@shared/tasks/task.schema";
import { apiRequest } from "@web/lib/api-client";
import { refreshAfterTaskChange } from "./refresh-after-task-change";

export const createTask = (input: CreateTaskInput) => apiRequest<Task>("/tasks", { method: "POST", body: input });

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTask, onSuccess: (task) => refreshAfterTaskChange(queryClient, task.client_id) });
}
