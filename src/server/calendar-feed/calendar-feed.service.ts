import { and, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { CalendarFeed, NewCalendarFeed } from "@shared/calendar-feed/calendar-feed.schema";
import type { LanguageCode } from "@shared/languages";
import { CALENDAR_FEED_IDLE_DAYS, newCalendarFeedToken, readCalendarFeedToken } from "../auth/calendar-feed-tokens";
import type { Database, Executor } from "../db/database";
import { calendarFeeds, clients, tasks, workspaces } from "../db/schema";
import type { Actor } from "../http/app-env";
import { notFound } from "../http/errors";
import { isoTimestamp } from "../lib/iso-timestamp";
import { lockMembership } from "../workspaces/workspaces.service";
import { writeCalendar, type CalendarEvent } from "./icalendar";

/**
 * Each member's calendar feed of a workspace (docs/decisions.md 109): a secret URL that calendar
 * apps read with no session, listing the member's open tasks that have a due date. The member
 * makes one (any earlier URL stops working), sees when it was last read, and deletes it.
 */

/** A read pushes the feed's end again at most this often: one write an hour, however often calendar apps poll. */
const TOUCH_INTERVAL = sql`interval '1 hour'`;
// In hours: days would follow the session time zone's changes of clock, an hour off either way.
const IDLE_INTERVAL = sql.raw(`interval '${CALENDAR_FEED_IDLE_DAYS * 24} hours'`);

/** How long a timed task's event lasts in the calendar. */
export const TASK_EVENT_MINUTES = 30;
/** How often calendar apps are asked to read the feed again. */
const REFRESH_MINUTES = 60;

/** The calendar's name, after the workspace's, in the language the calendar app asks for. */
const TASKS_IN: Record<LanguageCode, string> = { en: "Tasks", fr: "Tâches", de: "Aufgaben", es: "Tareas", pt: "Tarefas" };

/** The URL a feed's token is read at. */
export const feedUrl = (baseUrl: string, token: string) => `${baseUrl}/api/v1/calendar/${token}.ics`;

const mine = (actor: Actor) => and(eq(calendarFeeds.workspaceId, actor.workspaceId), eq(calendarFeeds.userId, actor.userId));

const NO_FEED: CalendarFeed = { active: false, created_at: null, last_used_at: null, expires_at: null };

/** Whether the caller has a working feed in the workspace, since when, when it was last read and when it ends unread. */
export async function feedState(db: Executor, actor: Actor): Promise<CalendarFeed> {
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt, lastUsedAt: calendarFeeds.lastUsedAt, expiresAt: calendarFeeds.expiresAt })
    .from(calendarFeeds)
    .where(and(mine(actor), gt(calendarFeeds.expiresAt, sql`now()`)));
  if (!feed) return NO_FEED;
  return {
    active: true,
    created_at: isoTimestamp(feed.createdAt),
    last_used_at: feed.lastUsedAt ? isoTimestamp(feed.lastUsedAt) : null,
    expires_at: isoTimestamp(feed.expiresAt),
  };
}

/**
 * A new feed URL for the caller in the workspace, shown this once: the previous one, if any,
 * stops working in the same statement. The membership is locked until it commits, so that a
 * member removed meanwhile is left without a feed (the row goes with the membership).
 */
export async function rotateFeed(db: Database, actor: Actor, baseUrl: string): Promise<NewCalendarFeed> {
  return db.transaction(async (tx) => {
    if (!(await lockMembership(tx, actor.workspaceId, actor.userId))) throw notFound("Workspace");
    const { token, tokenHash } = newCalendarFeedToken(actor.workspaceId);
    await tx
      .insert(calendarFeeds)
      .values({ workspaceId: actor.workspaceId, userId: actor.userId, tokenHash, expiresAt: sql`now() + ${IDLE_INTERVAL}` })
      .onConflictDoUpdate({
        target: [calendarFeeds.workspaceId, calendarFeeds.userId],
        set: { tokenHash, createdAt: sql`now()`, lastUsedAt: null, expiresAt: sql`now() + ${IDLE_INTERVAL}` },
      });
    return { ...(await feedState(tx, actor)), url: feedUrl(baseUrl, token) };
  });
}

/** Ends the caller's feed in the workspace, if there is one. */
export async function deleteFeed(db: Executor, actor: Actor): Promise<void> {
  await db.delete(calendarFeeds).where(mine(actor));
}

/**
 * The calendar file a feed's token reads: the open tasks with a due date assigned to its member in
 * its workspace, a day's task as an all-day event, a timed one as TASK_EVENT_MINUTES from its
 * time; undefined for a token that is no working feed's (malformed, unknown, replaced, deleted,
 * expired, or its member's gone), which the route answers alike. A read keeps the feed alive for
 * CALENDAR_FEED_IDLE_DAYS more days.
 */
export async function readFeed(
  db: Database,
  token: string,
  { baseUrl, language, now = new Date() }: { baseUrl: string; language: LanguageCode; now?: Date },
): Promise<string | undefined> {
  const named = readCalendarFeedToken(token);
  if (!named) return undefined;
  const byToken = and(eq(calendarFeeds.workspaceId, named.workspaceId), eq(calendarFeeds.tokenHash, named.tokenHash));
  const [feed] = await db
    .select({ userId: calendarFeeds.userId, workspaceName: workspaces.name })
    .from(calendarFeeds)
    .innerJoin(workspaces, eq(workspaces.id, calendarFeeds.workspaceId))
    .where(and(byToken, gt(calendarFeeds.expiresAt, sql`now()`)));
  if (!feed) return undefined;

  await db
    .update(calendarFeeds)
    .set({ lastUsedAt: sql`now()`, expiresAt: sql`now() + ${IDLE_INTERVAL}` })
    .where(and(byToken, or(isNull(calendarFeeds.lastUsedAt), lt(calendarFeeds.lastUsedAt, sql`now() - ${TOUCH_INTERVAL}`))));

  const rows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      dueDate: tasks.dueDate,
      dueAt: tasks.dueAt,
      clientId: tasks.clientId,
      clientName: clients.name,
      createdAt: tasks.createdAt,
      updatedAt: tasks.updatedAt,
    })
    .from(tasks)
    .leftJoin(clients, and(eq(clients.workspaceId, tasks.workspaceId), eq(clients.id, tasks.clientId)))
    .where(and(eq(tasks.workspaceId, named.workspaceId), eq(tasks.assigneeId, feed.userId), isNull(tasks.doneAt), isNotNull(tasks.dueDate)))
    .orderBy(tasks.dueDate, tasks.dueAt, tasks.id);

  const host = new URL(baseUrl).hostname;
  const events = rows.map((row): CalendarEvent => ({
    uid: `${row.id}@${host}`,
    when: row.dueAt ? { at: row.dueAt, minutes: TASK_EVENT_MINUTES } : { day: row.dueDate! },
    summary: row.clientName ? `${row.title} · ${row.clientName}` : row.title,
    ...(row.clientName && row.clientId ? { description: row.clientName, url: `${baseUrl}/clients/${row.clientId}` } : {}),
    created: row.createdAt,
    lastModified: row.updatedAt,
  }));
  return writeCalendar({
    productId: "-//Clientele//Tasks//EN",
    name: `${feed.workspaceName} · ${TASKS_IN[language]}`,
    writtenAt: now,
    refreshMinutes: REFRESH_MINUTES,
    events,
  });
}
