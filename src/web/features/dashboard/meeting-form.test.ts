import { describe, expect, it } from "vitest";
import { MEETING_NOTE_MAX_LENGTH } from "@shared/meetings/meeting.schema";
import { EMPTY_MEETING_FORM, meetingInputOf, startsAtOf } from "./meeting-form";

const CLIENT_ID = "8b0c1f9e-3d3a-4f57-9a51-3c0f5d1e2a47";

describe("meetingInputOf", () => {
  it("refuses an empty form with the client and date messages, keeping the default duration", () => {
    expect(meetingInputOf(EMPTY_MEETING_FORM)).toEqual({
      ok: false,
      errors: { client_id: "meetings.validation.clientRequired", starts_at: "meetings.validation.dateRequired" },
    });
  });

  it("refuses a date without a time", () => {
    const checked = meetingInputOf({ ...EMPTY_MEETING_FORM, clientId: CLIENT_ID, date: "2026-05-04" });
    expect(checked).toEqual({ ok: false, errors: { starts_at: "meetings.validation.dateRequired" } });
  });

  it("turns the local date and time into the instant they mean, and drops an empty note", () => {
    const checked = meetingInputOf({ ...EMPTY_MEETING_FORM, clientId: CLIENT_ID, date: "2026-05-04", time: "14:30", note: "   " });
    expect(checked).toEqual({
      ok: true,
      input: { client_id: CLIENT_ID, starts_at: new Date(2026, 4, 4, 14, 30).toISOString(), duration_minutes: 30 },
    });
  });

  it("keeps a note, trimmed, and refuses one too long or a duration not offered", () => {
    const values = { ...EMPTY_MEETING_FORM, clientId: CLIENT_ID, date: "2026-05-04", time: "09:00" };
    expect(meetingInputOf({ ...values, note: " Bring the contract " })).toMatchObject({ ok: true, input: { note: "Bring the contract" } });
    expect(meetingInputOf({ ...values, note: "x".repeat(MEETING_NOTE_MAX_LENGTH + 1), durationMinutes: 20 })).toEqual({
      ok: false,
      errors: { note: "meetings.validation.noteTooLong", duration_minutes: "meetings.validation.durationInvalid" },
    });
  });
});

describe("startsAtOf", () => {
  it("is empty for an impossible date", () => {
    expect(startsAtOf("2026-13-01", "10:00")).toBe("");
    expect(startsAtOf("", "10:00")).toBe("");
  });
});
