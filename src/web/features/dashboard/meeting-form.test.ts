import { describe, expect, it } from "vitest";
import { MEETING_NOTE_MAX_LENGTH } from "@shared/meetings/meeting.schema";
import { EMPTY_MEETING_FORM, meetingInputOf, startsAtOf } from "./meeting-form";

const CLIENT_ID = "8b0c1f9e-3d3a-4f57-9a51-3c0f5d1e2a47";

describe("meetingInputOf", () => {
  it("refuses an empty form with the client and date messages, keeping the default duration", () => {
    expect(meetingInputOf(EMPTY_MEETING_FORM, "en")).toEqual({
      ok: false,
      errors: { client_id: "meetings.validation.clientRequired", starts_at: "meetings.validation.dateRequired" },
    });
  });

  it("refuses a date without a time", () => {
    const checked = meetingInputOf({ ...EMPTY_MEETING_FORM, clientId: CLIENT_ID, date: "05/04/2030" }, "en");
    expect(checked).toEqual({ ok: false, errors: { starts_at: "meetings.validation.dateRequired" } });
  });

  it("turns the local date and time into the instant they mean, and drops an empty note", () => {
    const checked = meetingInputOf({ ...EMPTY_MEETING_FORM, clientId: CLIENT_ID, date: "04.05.2030", time: "14:30", note: "   " }, "de");
    expect(checked).toEqual({
      ok: true,
      input: { client_id: CLIENT_ID, starts_at: new Date(2030, 4, 4, 14, 30).toISOString(), duration_minutes: 30 },
    });
  });

  it("keeps a note, trimmed, and refuses one too long or a duration not offered", () => {
    const values = { ...EMPTY_MEETING_FORM, clientId: CLIENT_ID, date: "04/05/2030", time: "09:00" };
    expect(meetingInputOf({ ...values, note: " Bring the contract " }, "fr")).toMatchObject({
      ok: true,
      input: { note: "Bring the contract" },
    });
    expect(meetingInputOf({ ...values, note: "x".repeat(MEETING_NOTE_MAX_LENGTH + 1), durationMinutes: 20 }, "fr")).toEqual({
      ok: false,
      errors: { note: "meetings.validation.noteTooLong", duration_minutes: "meetings.validation.durationInvalid" },
    });
  });
});

describe("startsAtOf", () => {
  it("reads the date and time as the interface language writes them, and is empty for an impossible or foreign one", () => {
    expect(startsAtOf("25/12/2030", "14:30", "fr")).toBe(new Date(2030, 11, 25, 14, 30).toISOString());
    expect(startsAtOf("12/25/2030", "2:30 PM", "en")).toBe(new Date(2030, 11, 25, 14, 30).toISOString());
    expect(startsAtOf("12/25/2030", "14:30", "fr"), "the American order in French").toBe("");
    expect(startsAtOf("13/01/2030", "10:00", "en")).toBe("");
    expect(startsAtOf("", "10:00", "fr")).toBe("");
  });
});

describe("a meeting in the past", () => {
  it("is refused with its own message", () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    const date = `${yesterday.getDate()}/${yesterday.getMonth() + 1}/${yesterday.getFullYear()}`;
    expect(meetingInputOf({ ...EMPTY_MEETING_FORM, clientId: CLIENT_ID, date, time: "10:00" }, "fr")).toEqual({
      ok: false,
      errors: { starts_at: "meetings.validation.inPast" },
    });
  });
});
