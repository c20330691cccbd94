import { and, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "@hono/zod-openapi";
import type { createTaskSchema, Task, TaskDueFilter, updateTaskSchema } from "@shared/tasks/task.schema";
import { recordActivity } from "../activity/record-activity";
import type { Database, Executor } from "../db/database";
import { clients, tasks } from "../db/schema";
import type { Actor } from "../http/app-env";
import { AppError, notFound } from "../http/errors";
import { isoTimestamp } from "../lib/iso-timestamp";
import { decodeCursor, encodeCursor, timestampTextSchema } from "../lib/pagination";
import { lockMembership } from "../workspaces/workspaces.service";
import { addDays, dayIn, fallsOnDay } from "./task-days";

/**
 * A workspace's tasks (docs/product.md "The client page", docs/decisions.md 112): a title, an
 * optional due day and time, a member who does it, done or not, about a client or about nothing
 * in particular. Any member adds, changes, checks off and deletes any task of the workspace, as
 * they do its clients. The client's timeline shows a task added and a task done.
 */

type CreateTask = z.output<typeof createTaskSchema>;
type UpdateTask = z.output<typeof updateTaskSchema>;

/** The workspace's task with this id: every query of a task names both. */
const inWorkspace = (workspaceId: string, taskId: string) => and(eq(tasks.workspaceId, workspaceId), eq(tasks.id, taskId));

/** Where a task without a due day or time sorts: after every one with. */
const dueDayKey = sql`coalesce(${tasks.dueDate}, 'infinity'::date)`;
const dueTimeKey = sql`coalesce(${tasks.dueAt}, 'infinity'::timestamptz)`;

const taskColumns = {
  id: tasks.id,
  title: tasks.title,
  clientId: tasks.clientId,
  clientName: clients.name,
  dueDate: tasks.dueDate,
  dueAt: tasks.dueAt,
  assigneeId: tasks.assigneeId,
  doneAt: tasks.doneAt,
  createdBy: tasks.createdBy,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
  // A list's cursor: the sort key of a page's last task, timestamps as PostgreSQL writes them (microseconds kept).
  dayKey: sql<string>`${dueDayKey}::text`,
  timeKey: sql<string>`${dueTimeKey}::text`,
  createdKey: sql<string>`${tasks.createdAt}::text`,
};

type TaskRow = {
  id: string;
  title: string;
  clientId: string | null;
  clientName: string | null;
  dueDate: string | null;
  dueAt: Date | null;
  assigneeId: string | null;
  doneAt: Date | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
};

function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    title: row.title,
    client_id: row.clientId,
    client_name: row.clientName,
    due_date: row.dueDate,
    due_at: row.dueAt ? isoTimestamp(row.dueAt) : null,
    assignee_id: row.assigneeId,
    done: row.doneAt !== null,
    done_at: row.doneAt ? isoTimestamp(row.doneAt) : null,
    created_by: row.createdBy,
    created_at: isoTimestamp(row.createdAt),
    updated_at: isoTimestamp(row.updatedAt),
  };
}

/** The tasks with their client's name (none for a task about no client). */
function selectTasks(db: Executor) {
  return db
    .select(taskColumns)
    .from(tasks)
    .leftJoin(clients, and(eq(clients.workspaceId, tasks.workspaceId), eq(clients.id, tasks.clientId)));
}

async function readTask(db: Executor, workspaceId: string, taskId: string): Promise<Task> {
  const [row] = await selectTasks(db).where(inWorkspace(workspaceId, taskId));
  if (!row) throw notFound("Task");
  return toTask(row);
}

export interface TaskListQuery {
  /** Only the tasks of this member (an account id). */
  assigneeId?: string;
  /** Only the tasks about this client, which must be the workspace's (400 otherwise). */
  clientId?: string;
  /** Only the tasks any of these say, by due day in `timeZone`. */
  due?: readonly TaskDueFilter[];
  /** Only the tasks done (true), or those still open (false). */
  done?: boolean;
  /** The caller's IANA time zone, whose today the due filters count from. */
  timeZone: string;
  cursor?: string;
  limit: number;
}

export interface TaskPage {
  items: Task[];
  next_cursor: string | null;
}

/** A page's last task: its due day and time ('infinity' for none), when it was added, its id. */
const cursorSchema = z.tuple([
  z.union([z.iso.date(), z.literal("infinity")]),
  z.union([timestampTextSchema, z.literal("infinity")]),
  timestampTextSchema,
  z.uuid(),
]);

/**
 * What each due filter holds, on the day `today` where the caller is and at the instant `now`:
 * overdue, an open task whose time has passed, or, without a time, whose day is before today;
 * today, a task due today; week, a task due today or in the 6 days after.
 */
function dueCondition(filter: TaskDueFilter, today: string, now: Date): SQL {
  switch (filter) {
    case "overdue":
      return and(
        isNull(tasks.doneAt),
        or(sql`${tasks.dueAt} < ${now.toISOString()}`, and(isNull(tasks.dueAt), sql`${tasks.dueDate} < ${today}`)),
      )!;
    case "today":
      return eq(tasks.dueDate, today);
    case "week":
      return sql`${tasks.dueDate} between ${today} and ${addDays(today, 6)}`;
  }
}

/**
 * A page of the workspace's tasks, by due day (those without one last), then due time (those
 * without one last on their day), then the order they were added in.
 */
export async function listTasks(db: Database, workspaceId: string, query: TaskListQuery, now = new Date()): Promise<TaskPage> {
  if (query.clientId !== undefined) await checkedClient(db, workspaceId, query.clientId, false);
  const today = dayIn(query.timeZone, now);
  let after: SQL | undefined;
  if (query.cursor) {
    const [day, time, createdAt, id] = decodeCursor(query.cursor, cursorSchema);
    after = sql`(${dueDayKey}, ${dueTimeKey}, ${tasks.createdAt}, ${tasks.id}) > (${day}::date, ${time}::timestamptz, ${createdAt}::timestamptz, ${id}::uuid)`;
  }
  const rows = await selectTasks(db)
    .where(
      and(
        eq(tasks.workspaceId, workspaceId),
        query.assigneeId === undefined ? undefined : eq(tasks.assigneeId, query.assigneeId),
        query.clientId === undefined ? undefined : eq(tasks.clientId, query.clientId),
        query.done === undefined ? undefined : query.done ? isNotNull(tasks.doneAt) : isNull(tasks.doneAt),
        query.due && query.due.length > 0 ? or(...query.due.map((filter) => dueCondition(filter, today, now))) : undefined,
        after,
      ),
    )
    .orderBy(dueDayKey, dueTimeKey, tasks.createdAt, tasks.id)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toTask),
    next_cursor: rows.length > query.limit && last ? encodeCursor([last.dayKey, last.timeKey, last.createdKey, last.id]) : null,
  };
}

/**
 * The workspace's client a request names (400 `validation.clientNotFound` otherwise, the same for
 * another workspace's), kept from being deleted until the change commits when `lock`.
 */
async function checkedClient(db: Executor, workspaceId: string, clientId: string, lock: boolean): Promise<{ id: string; name: string }> {
  const query = db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.workspaceId, workspaceId), eq(clients.id, clientId)));
  const [client] = lock ? await query.for("key share") : await query;
  if (!client) throw new AppError("VALIDATION", "No such client in the workspace", { client_id: "validation.clientNotFound" });
  return client;
}

/**
 * The assignee a request names, checked to be a member of the workspace (400 otherwise, the same
 * for an unknown account as for another workspace's member), and kept one until the change
 * commits: a member removed meanwhile has their open tasks handed to the owner after it.
 */
async function checkedAssignee(tx: Executor, workspaceId: string, assigneeId: string): Promise<string> {
  if (!(await lockMembership(tx, workspaceId, assigneeId))) {
    throw new AppError("VALIDATION", "The assignee is not a member of the workspace", { assignee_id: "validation.assigneeNotMember" });
  }
  return assigneeId;
}

/** Refuses a due time on no day, or on another day than the task's (400 on `due_at`). */
function checkDue(dueDate: string | null, dueAt: Date | null): void {
  if (dueAt === null) return;
  if (dueDate === null) {
    throw new AppError("VALIDATION", "A due time needs a due date", { due_at: "validation.dueTimeNeedsDate" });
  }
  if (!fallsOnDay(dueAt, dueDate)) {
    throw new AppError("VALIDATION", "The due time is not on the due date", { due_at: "validation.invalidDate" });
  }
}

/** The timeline's entry for a task of a client: `task.created` or `task.completed`, with the client's name and the task's title. */
async function recordTaskActivity(
  tx: Executor,
  actor: Actor,
  kind: "task.created" | "task.completed",
  task: { id: string; title: string },
  client: { id: string; name: string },
): Promise<void> {
  await recordActivity(tx, actor, { kind, entityId: task.id, clientId: client.id, details: { name: client.name, title: task.title } });
}

/** A new task of the workspace, for the member named, else for the member who adds it. */
export async function createTask(db: Database, actor: Actor, input: CreateTask): Promise<Task> {
  return db.transaction(async (tx) => {
    const client = input.client_id ? await checkedClient(tx, actor.workspaceId, input.client_id, true) : null;
    const assigneeId = await checkedAssignee(tx, actor.workspaceId, input.assignee_id ?? actor.userId);
    const dueDate = input.due_date ?? null;
    const dueAt = input.due_at ? new Date(input.due_at) : null;
    checkDue(dueDate, dueAt);
    const [row] = await tx
      .insert(tasks)
      .values({
        workspaceId: actor.workspaceId,
        clientId: client?.id ?? null,
        title: input.title,
        dueDate,
        dueAt,
        assigneeId,
        createdBy: actor.userId,
        doneAt: input.done ? sql`now()` : null,
      })
      .returning({ id: tasks.id });
    const task = { id: row!.id, title: input.title };
    if (client) {
      await recordTaskActivity(tx, actor, "task.created", task, client);
      if (input.done) await recordTaskActivity(tx, actor, "task.completed", task, client);
    }
    return readTask(tx, actor.workspaceId, task.id);
  });
}

/**
 * Changes any of a task's fields. Clearing its day clears its time; a new day without a time
 * drops the time the task had (it was an instant of the former day). Checking it off records
 * `task.completed` on its client's timeline; unchecking it opens it again.
 */
export async function updateTask(db: Database, actor: Actor, taskId: string, patch: UpdateTask): Promise<Task> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ title: tasks.title, clientId: tasks.clientId, dueDate: tasks.dueDate, dueAt: tasks.dueAt, doneAt: tasks.doneAt })
      .from(tasks)
      .where(inWorkspace(actor.workspaceId, taskId))
      .for("update");
    if (!current) throw notFound("Task");
    const assigneeId = patch.assignee_id === undefined ? undefined : await checkedAssignee(tx, actor.workspaceId, patch.assignee_id);

    const dueDate = patch.due_date === undefined ? current.dueDate : patch.due_date;
    let dueAt: Date | null;
    if (patch.due_at !== undefined) dueAt = patch.due_at === null ? null : new Date(patch.due_at);
    else dueAt = dueDate !== null && dueDate === current.dueDate ? current.dueAt : null;
    checkDue(dueDate, dueAt);

    const completes = patch.done === true && current.doneAt === null;
    await tx
      .update(tasks)
      .set({
        ...(patch.title !== undefined && { title: patch.title }),
        ...(assigneeId !== undefined && { assigneeId }),
        dueDate,
        dueAt,
        ...(patch.done !== undefined && { doneAt: patch.done ? (current.doneAt ?? sql`now()`) : null }),
        updatedAt: sql`now()`,
      })
      .where(inWorkspace(actor.workspaceId, taskId));

    if (completes && current.clientId) {
      const [client] = await tx
        .select({ id: clients.id, name: clients.name })
        .from(clients)
        .where(and(eq(clients.workspaceId, actor.workspaceId), eq(clients.id, current.clientId)));
      if (client) await recordTaskActivity(tx, actor, "task.completed", { id: taskId, title: patch.title ?? current.title }, client);
    }
    return readTask(tx, actor.workspaceId, taskId);
  });
}

export async function deleteTask(db: Database, actor: Actor, taskId: string): Promise<void> {
  const [row] = await db.delete(tasks).where(inWorkspace(actor.workspaceId, taskId)).returning({ id: tasks.id });
  if (!row) throw notFound("Task");
}
