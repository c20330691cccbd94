import { z } from "zod";
import { text } from "../schema-helpers";

/** The "schedule meeting" quick action (docs/product.md "Dashboard", docs/decisions.md 50): shared by its form and the API. */
export const MEETING_DURATIONS_MINUTES = [15, 30, 45, 60, 90, 120] as const;
export const DEFAULT_MEETING_DURATION_MINUTES = 30;
export const MEETING_NOTE_MAX_LENGTH = 1000;
/** A meeting may start this much in the past: the clocks of the browser and the server differ a little. */
export const MEETING_PAST_TOLERANCE_MS = 60_000;

/**
 * POST /api/v1/meetings. The form turns the date and time the user typed, in their own time
 * zone, into `starts_at` (an instant); the invitation is written in UTC, which every calendar
 * shows in its user's time zone; a meeting in the past is refused. Messages are translation keys
 * of the web app.
 */
export const scheduleMeetingSchema = z.object({
  client_id: z.uuid({ error: "meetings.validation.clientRequired" }),
  starts_at: z.iso
    .datetime({ offset: true, error: "meetings.validation.dateRequired" })
    .refine((startsAt) => Date.parse(startsAt) >= Date.now() - MEETING_PAST_TOLERANCE_MS, "meetings.validation.inPast"),
  duration_minutes: z.literal([...MEETING_DURATIONS_MINUTES], { error: "meetings.validation.durationInvalid" }),
  note: text().max(MEETING_NOTE_MAX_LENGTH, "meetings.validation.noteTooLong").optional(),
});
export type ScheduleMeetingInput = z.input<typeof scheduleMeetingSchema>;
