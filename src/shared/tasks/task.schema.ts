import { z } from "zod";
import { line, patchOf } from "../schema-helpers";
import { TASK_TITLE_MAX_LENGTH } from "./task-limits";

export { TASK_TITLE_MAX_LENGTH };

/** Which open tasks a list holds by due date, in the caller's time zone (`tz`): `week` is the next 7 days from today. */
export const TASK_DUE_FILTERS = ["overdue", "today", "week"] as const;
export type TaskDueFilter = (typeof TASK_DUE_FILTERS)[number];

const title = z
  .string({ error: "validation.taskTitleRequired" })
  .pipe(line().min(1, "validation.taskTitleRequired").max(TASK_TITLE_MAX_LENGTH, "validation.taskTitleTooLong"));

/** A calendar day, as `<input type="date">` gives it. */
const calendarDay = z.iso.date({ error: "validation.invalidDate" });

/**
 * A task is due on a day (`due_date`), optionally at an instant of it (`due_at`, which the browser
 * computes from the day and the time typed, in its time zone). No day, no time.
 */
const taskFields = {
  title,
  client_id: z.uuid({ error: "validation.clientNotFound" }).nullable(),
  due_date: calendarDay.nullable(),
  due_at: z.iso.datetime({ offset: true, error: "validation.invalidDate" }).nullable(),
  /** A member of the workspace; absent on a new task: the member who adds it. */
  assignee_id: z
    .string({ error: "validation.assigneeNotMember" })
    .min(1, "validation.assigneeNotMember")
    .max(100, "validation.assigneeNotMember"),
  done: z.boolean({ error: "validation.invalid" }),
};

const timeNeedsDay = (task: { due_date?: string | null; due_at?: string | null }) => !(task.due_at && !task.due_date);

/** POST /api/v1/tasks. */
export const createTaskSchema = z
  .object({
    ...taskFields,
    client_id: taskFields.client_id.optional(),
    due_date: taskFields.due_date.optional(),
    due_at: taskFields.due_at.optional(),
    assignee_id: taskFields.assignee_id.optional(),
    done: taskFields.done.optional(),
  })
  .refine(timeNeedsDay, { message: "validation.dueTimeNeedsDate", path: ["due_at"] });
export type CreateTaskInput = z.input<typeof createTaskSchema>;

/**
 * PATCH /api/v1/tasks/{id}: any subset; clearing `due_date` clears `due_at` too, and a new
 * `due_date` without `due_at` drops the former time. A time alone is set on the task's day
 * (the server refuses it on a task without one).
 */
export const updateTaskSchema = patchOf({
  title: taskFields.title,
  due_date: taskFields.due_date,
  due_at: taskFields.due_at,
  assignee_id: taskFields.assignee_id,
  done: taskFields.done,
}).refine((patch) => !(patch.due_at && patch.due_date === null), { message: "validation.dueTimeNeedsDate", path: ["due_at"] });
export type UpdateTaskInput = z.input<typeof updateTaskSchema>;

/** A task as the API returns it. */
export const taskResourceSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  client_id: z.uuid().nullable(),
  /** The client's name, for lists outside the client page (the dashboard). */
  client_name: z.string().nullable(),
  due_date: z.iso.date().nullable(),
  due_at: z.iso.datetime().nullable(),
  assignee_id: z.string().nullable(),
  done: z.boolean(),
  done_at: z.iso.datetime().nullable(),
  created_by: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Task = z.infer<typeof taskResourceSchema>;
