import { DEFAULT_MEETING_DURATION_MINUTES, scheduleMeetingSchema, type ScheduleMeetingInput } from "@shared/meetings/meeting.schema";

/** What the schedule-meeting form holds: the day and time as the user typed them, in their own time zone. */
export interface MeetingFormValues {
  clientId: string | null;
  /** yyyy-mm-dd, from an input of type date. */
  date: string;
  /** hh:mm, from an input of type time. */
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

/** The instant a local date and time stand for (ISO, UTC); "" when either is missing or the pair is impossible. */
export function startsAtOf(date: string, time: string): string {
  if (date === "" || time === "") return "";
  const startsAt = new Date(`${date}T${time}`);
  return Number.isNaN(startsAt.getTime()) ? "" : startsAt.toISOString();
}

/** The API's body for the form, or the fields it refuses, by the rules the server applies too. */
export function meetingInputOf(
  values: MeetingFormValues,
): { ok: true; input: ScheduleMeetingInput } | { ok: false; errors: MeetingFieldErrors } {
  const result = scheduleMeetingSchema.safeParse({
    client_id: values.clientId ?? "",
    starts_at: startsAtOf(values.date, values.time),
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
