import { DEFAULT_MEETING_DURATION_MINUTES, scheduleMeetingSchema, type ScheduleMeetingInput } from "@shared/meetings/meeting.schema";
import { parseLocalizedDate, parseLocalizedTime } from "@web/lib/localized-date";

/** What the schedule-meeting form holds: the day and time as the user typed them, in their own time zone. */
export interface MeetingFormValues {
  clientId: string | null;
  /** As typed, in the interface language's numeric date (25/12/2026, 25.12.2026, 12/25/2026). */
  date: string;
  /** As typed: 14:30, or 2:30 PM in English. */
  time: string;
  durationMinutes: number;
  note: string;
}

export const EMPTY_MEETING_FORM: MeetingFormValues = {
  clientId: null,
  date: "",
  time: "",
  durationMinutes: DEFAULT_MEETING_DURATION_MINUTES,
  note: "",
};

export type MeetingField = keyof ScheduleMeetingInput;

/** Each refused field's message: a translation key. */
export type MeetingFieldErrors = Partial<Record<MeetingField, string>>;

/**
 * The instant a local date and time typed in `language` stand for (ISO, UTC); "" when either is
 * missing or cannot be read as the language writes it.
 */
export function startsAtOf(date: string, time: string, language: string): string {
  const day = parseLocalizedDate(date, language);
  const clock = parseLocalizedTime(time, language);
  if (!day || !clock) return "";
  const startsAt = new Date(`${day}T${clock}`);
  return Number.isNaN(startsAt.getTime()) ? "" : startsAt.toISOString();
}

/** The API's body for the form, or the fields it refuses, by the rules the server applies too. */
export function meetingInputOf(
  values: MeetingFormValues,
  language: string,
): { ok: true; input: ScheduleMeetingInput } | { ok: false; errors: MeetingFieldErrors } {
  const result = scheduleMeetingSchema.safeParse({
    client_id: values.clientId ?? "",
    starts_at: startsAtOf(values.date, values.time, language),
    duration_minutes: values.durationMinutes,
    note: values.note,
  });
  if (result.success) {
    const { note, ...input } = result.data;
    // A note of nothing but spaces is no note.
    return { ok: true, input: note ? { ...input, note } : input };
  }
  const errors: MeetingFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as MeetingField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
