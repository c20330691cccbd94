import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import type { Task, TaskDueFilter } from "@shared/tasks/task.schema";
import { apiRequest } from "@web/lib/api-client";
import { browserTimeZone } from "@web/lib/time-zone";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/** One page of GET /tasks. */
export interface TaskPage {
  items: Task[];
  next_cursor: string | null;
}

/** A list of tasks as the cache holds it, page by page. */
export type TaskList = InfiniteData<TaskPage, string | undefined>;

/** Every list of tasks starts with this key: a task's change refreshes them all (live too). */
export const tasksQueryKey = QUERY_ROOTS.tasks;

/** What a list of tasks asks GET /tasks for. */
export interface TasksQuery {
  client_id?: string;
  assignee?: "me" | string;
  due?: readonly TaskDueFilter[];
  done?: boolean;
}

export const listTasksQueryOptions = (query: TasksQuery) =>
  infiniteQueryOptions({
    queryKey: [...tasksQueryKey, "list", query],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<TaskPage>("/tasks", {
        query: {
          client_id: query.client_id,
          assignee: query.assignee,
          due: query.due?.join(","),
          done: query.done === undefined ? undefined : String(query.done),
          tz: browserTimeZone(),
          cursor: pageParam,
        },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
  });

export function useTasks(query: TasksQuery) {
  return useInfiniteQuery(listTasksQueryOptions(query));
}
