import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Dashboard } from "@shared/dashboard/dashboard.schema";
import { createTestApp, type ErrorBody, type TestApp, type TestUser } from "../test/test-app";

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let ada: { id: string };
let noEmail: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  [owner, stranger] = [await t.signUp(), await t.signUp()];
  ada = await created(owner, { name: "Ada Lovelace", email: "ada@example.com", company: "Analytical Engines" });
  noEmail = await created(owner, { name: "Grace Hopper" });
});
afterAll(() => t.close());

async function created(user: TestUser, body: unknown): Promise<{ id: string }> {
  const response = await t.api(user, "POST", "/clients", body);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

const schedule = (user: TestUser, body: unknown) => t.api(user, "POST", "/meetings", body);

async function meetingsInActivity(user: TestUser) {
  const response = await t.api(user, "GET", "/dashboard");
  return ((await response.json()) as Dashboard).recent_activity.filter((entry) => entry.kind === "meeting.scheduled");
}

/** The one event of an iCalendar file, read by a calendar library (Mozilla's, as Thunderbird reads invitations). */
function eventOf(calendar: string) {
  const component = new ICAL.Component(ICAL.parse(calendar));
  expect(component.name).toBe("vcalendar");
  const events = component.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  return { calendar: component, event: new ICAL.Event(events[0]!) };
}

describe("POST /api/v1/meetings", () => {
  it("answers an invitation file that a calendar reads back: the time, the length, the client invited, the note", async () => {
    const response = await schedule(owner, {
      client_id: ada.id,
      starts_at: "2030-12-01T15:30:00+01:00",
      duration_minutes: 45,
      note: "Demo of the new catalogue; bring the price list",
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="meeting-2030-12-01.ics"');

    const { calendar, event } = eventOf(await response.text());
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.startDate.toJSDate().toISOString()).toBe("2030-12-01T14:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2030-12-01T15:15:00.000Z");
    expect(event.summary).toBe("Ada Lovelace · Analytical Engines");
    expect(event.description).toBe("Demo of the new catalogue; bring the price list");
    expect(event.organizer.toLowerCase()).toBe(`mailto:${owner.email}`);
    expect(event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual(["mailto:ada@example.com"]);
    expect(event.uid).toMatch(/@clientele$/);

    const [entry] = await meetingsInActivity(owner);
    expect(entry).toMatchObject({
      entity_id: ada.id,
      summary: "Ada Lovelace",
      details: { starts_at: "2030-12-01T14:30:00.000Z", duration_minutes: 45 },
    });
  });

  it("invites nobody when the client has no email, and leaves the description out without a note", async () => {
    const response = await schedule(owner, { client_id: noEmail.id, starts_at: "2030-12-02T09:00:00Z", duration_minutes: 30 });
    expect(response.status).toBe(201);
    const { event } = eventOf(await response.text());
    expect(event.summary).toBe("Grace Hopper");
    expect(event.attendees).toEqual([]);
    expect(event.description).toBeNull();
  });

  it("refuses another user's client as not found, and records nothing for them or the owner", async () => {
    const before = (await meetingsInActivity(owner)).length;
    const response = await schedule(stranger, { client_id: ada.id, starts_at: "2030-12-01T10:00:00Z", duration_minutes: 30 });
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).error.code).toBe("NOT_FOUND");
    expect(await meetingsInActivity(stranger)).toEqual([]);
    expect(await meetingsInActivity(owner)).toHaveLength(before);
  });

  it("names each invalid field with its message key, and records nothing", async () => {
    const before = (await meetingsInActivity(owner)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ starts_at: "2030-12-01T10:00:00Z", duration_minutes: 30 }, "client_id", "meetings.validation.clientRequired"],
      [{ client_id: ada.id, duration_minutes: 30 }, "starts_at", "meetings.validation.dateRequired"],
      [{ client_id: ada.id, starts_at: "next tuesday", duration_minutes: 30 }, "starts_at", "meetings.validation.dateRequired"],
      [
        { client_id: ada.id, starts_at: new Date(Date.now() - 5 * 60_000).toISOString(), duration_minutes: 30 },
        "starts_at",
        "meetings.validation.inPast",
      ],
      [
        { client_id: ada.id, starts_at: "2030-12-01T10:00:00Z", duration_minutes: 31 },
        "duration_minutes",
        "meetings.validation.durationInvalid",
      ],
      [
        { client_id: ada.id, starts_at: "2030-12-01T10:00:00Z", duration_minutes: 30, note: "x".repeat(1001) },
        "note",
        "meetings.validation.noteTooLong",
      ],
    ];
    for (const [body, field, key] of cases) {
      const response = await schedule(owner, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields?.[field]).toBe(key);
    }
    expect(await meetingsInActivity(owner)).toHaveLength(before);
  });
});
