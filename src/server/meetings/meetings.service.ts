import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { createEvent, type EventAttributes } from "ics";
import type { z } from "zod";
import type { scheduleMeetingSchema } from "@shared/meetings/meeting.schema";
import { recordActivity } from "../activity/record-activity";
import type { Database } from "../db/database";
import { clients } from "../db/schema";
import type { Actor, SignedInUser } from "../http/app-env";
import { AppError, notFound } from "../http/errors";
import { calendarParameter, calendarText } from "./calendar-text";

type ScheduleMeeting = z.output<typeof scheduleMeetingSchema>;

export interface MeetingInvitation {
  /** `meeting-2026-12-01.ics`: the day it starts, in UTC. */
  filename: string;
  /** An iCalendar file (RFC 5545) with one event, which calendar programs open. */
  calendar: string;
}

/**
 * Writes the invitation to a meeting with one of the workspace's clients (the "schedule meeting"
 * quick action) and records it in the activity. The user organises it; the client is invited
 * when their email is known. The title is the client's name and company, which need no
 * translation; the note is the description.
 */
export async function scheduleMeeting(
  db: Database,
  actor: Actor,
  organizer: SignedInUser,
  input: ScheduleMeeting,
): Promise<MeetingInvitation> {
  const [client] = await db
    .select({ id: clients.id, name: clients.name, email: clients.email, company: clients.company })
    .from(clients)
    .where(and(eq(clients.workspaceId, actor.workspaceId), eq(clients.id, input.client_id)));
  if (!client) throw notFound("Client");

  const startsAt = new Date(input.starts_at);
  const event: EventAttributes = {
    uid: `${randomUUID()}@clientele`,
    productId: "clientele",
    method: "REQUEST",
    start: startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: input.duration_minutes },
    title: calendarText(client.company ? `${client.name} · ${client.company}` : client.name),
    ...(input.note ? { description: calendarText(input.note) } : {}),
    organizer: { name: calendarParameter(organizer.name), email: organizer.email },
    ...(client.email
      ? {
          attendees: [
            { name: calendarParameter(client.name), email: client.email, rsvp: true, role: "REQ-PARTICIPANT", partstat: "NEEDS-ACTION" },
          ],
        }
      : {}),
  };
  const { error, value } = createEvent(event);
  // Every field was checked already; the library's own checks are stricter about some emails.
  if (error || !value) throw new AppError("VALIDATION", "The invitation could not be written", { client_id: "validation.invalid" });

  await recordActivity(db, actor, {
    kind: "meeting.scheduled",
    entityId: client.id,
    clientId: client.id,
    details: { name: client.name, client_id: client.id, starts_at: startsAt.toISOString(), duration_minutes: input.duration_minutes },
  });
  return { filename: `meeting-${startsAt.toISOString().slice(0, 10)}.ics`, calendar: value };
}
