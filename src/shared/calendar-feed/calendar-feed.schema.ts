import { z } from "zod";

/**
 * The user's calendar feed in the active workspace (docs/decisions.md 109): the URL calendar apps
 * subscribe to, shown in full only when it is made (POST …/rotate); afterwards the settings know
 * that there is one and when it was last read.
 */
export const calendarFeedSchema = z.object({
  /** Whether the user has a feed in this workspace. */
  active: z.boolean(),
  created_at: z.iso.datetime().nullable(),
  last_used_at: z.iso.datetime().nullable(),
  expires_at: z.iso.datetime().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** POST /api/v1/calendar-feed/rotate: the new feed, with its URL (the only time it is shown). */
export const newCalendarFeedSchema = calendarFeedSchema.extend({ url: z.url() });
export type NewCalendarFeed = z.infer<typeof newCalendarFeedSchema>;
