/*
 * A meeting invitation is a file other programs trust: the attendee it names is who the
 * calendar mails, the organizer who it answers to. Whatever the names hold (a quote, a line
 * break in any spelling, parameters of their own), the file must say what the app meant, read
 * back by Mozilla's calendar library as Thunderbird reads invitations.
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, user as users } from "../../db/schema";
import { createTestApp, STRONG_PASSWORD, type TestApp, type TestUser, uniqueEmail } from "../test-app";

const CLIENT_EMAIL = "jane@example.com";
const STARTS_AT = "2030-12-01T10:00:00.000Z";

let t: TestApp;
let owner: TestUser;
let client: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  const created = await t.api(owner, "POST", "/clients", { name: "Jane Doe", email: CLIENT_EMAIL, company: "Acme" });
  client = (await created.json()) as { id: string };
});
afterAll(() => t.close());

/**
 * Names stored as they could be by a way in that skips the schemas (a Google profile, rows
 * written before the rules), then an invitation scheduled and read back.
 */
async function invitationWith(names: { organizer: string; client: string; company?: string; note?: string }) {
  await t.db.update(users).set({ name: names.organizer }).where(eq(users.id, owner.id));
  await t.db
    .update(clients)
    .set({ name: names.client, company: names.company ?? "" })
    .where(eq(clients.id, client.id));
  const answer = await t.api(owner, "POST", "/meetings", {
    client_id: client.id,
    starts_at: STARTS_AT,
    duration_minutes: 30,
    ...(names.note ? { note: names.note } : {}),
  });
  expect(answer.status).toBe(201);
  const calendar = await answer.text();
  // Every line of the file ends in CRLF, and no other line break is left anywhere in it.
  expect(calendar.split("\r\n").some((line) => /[\r\n\u0085\u2028\u2029\v\f]/.test(line))).toBe(false);
  const component = new ICAL.Component(ICAL.parse(calendar));
  const events = component.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  return { calendar, event: events[0]! };
}

/** Every spelling of a line break that calendar programs may honour. */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
/** What a reader must find in a summary or a description: the text as written, line breaks as LF, controls other than LF and TAB dropped. */
const asText = (value: string) => value.replace(LINE_BREAK, "\n").replace(/[^\P{Cc}\n\t]/gu, "");
/** What a reader must find in a name: the same, tabs as spaces, ＼ for \. */
const asParameter = (name: string) => asText(name).replace(/\t/g, " ").replace(/\\/g, "\uff3c");

function expectOnlyTheIntendedPeople(event: ICAL.Component, names: { organizer: string; client: string }) {
  const attendees = event.getAllProperties("attendee");
  expect(attendees).toHaveLength(1);
  const attendee = attendees[0]!;
  expect(String(attendee.getFirstValue()).toLowerCase()).toBe(`mailto:${CLIENT_EMAIL}`);
  expect(Object.keys(attendee.toJSON()[1] as object).sort()).toEqual(["cn", "partstat", "role", "rsvp"]);
  expect(attendee.getParameter("cn")).toBe(asParameter(names.client));
  expect(attendee.getParameter("role")).toBe("REQ-PARTICIPANT");

  const organizers = event.getAllProperties("organizer");
  expect(organizers).toHaveLength(1);
  const organizer = organizers[0]!;
  expect(String(organizer.getFirstValue()).toLowerCase()).toBe(`mailto:${owner.email}`);
  expect(Object.keys(organizer.toJSON()[1] as object)).toEqual(["cn"]);
  expect(organizer.getParameter("cn")).toBe(asParameter(names.organizer));
}

describe("a meeting invitation", () => {
  it("keeps the attendee's address when the client's name holds a \" and an address of its own", async () => {
    const names = { organizer: "Olive Owner", client: 'Jane Doe":mailto:evil@attacker.example;X="' };
    const { event } = await invitationWith(names);
    expectOnlyTheIntendedPeople(event, names);
  });

  it("takes no parameter from a name: no ROLE=CHAIR, no SENT-BY", async () => {
    const names = {
      organizer: 'Olive";SENT-BY="mailto:evil@attacker.example',
      client: 'Jane";ROLE=CHAIR;SENT-BY="mailto:evil@attacker.example',
    };
    const { event } = await invitationWith(names);
    expectOnlyTheIntendedPeople(event, names);
  });

  it("writes no line of the organizer's or the client's choosing, whatever line break they spell", async () => {
    for (const lineBreak of ["\r\n", "\n", "\r", "\u2028", "\u2029", "\u0085", "\v", "\f"]) {
      const names = {
        organizer: `Olive${lineBreak}ATTENDEE:mailto:evil@attacker.example`,
        client: `Jane${lineBreak}ATTENDEE:mailto:evil@attacker.example`,
        company: `Acme${lineBreak}URL:https://attacker.example`,
        note: `First line${lineBreak}ATTACH:https://attacker.example/x`,
      };
      const { event } = await invitationWith(names);
      expectOnlyTheIntendedPeople(event, names);
      expect(event.getAllProperties("url")).toEqual([]);
      expect(event.getAllProperties("attach")).toEqual([]);
      expect(event.getFirstPropertyValue("summary")).toBe(
        `Jane\nATTENDEE:mailto:evil@attacker.example · Acme\nURL:https://attacker.example`,
      );
      expect(event.getFirstPropertyValue("description")).toBe("First line\nATTACH:https://attacker.example/x");
    }
  });

  it("says what the app meant, for any names and notes (property, fixed seed)", async () => {
    const hostile = fc.constantFrom(
      '"',
      "^",
      "\\",
      ";",
      ":",
      ",",
      "\r",
      "\n",
      "\r\n",
      "\t",
      "\u2028",
      "\u2029",
      "\u0085",
      "\u001b",
      "mailto:x@y.z",
      "ROLE=CHAIR",
      "SENT-BY=",
    );
    const piece = fc.oneof(hostile, fc.string({ unit: "binary", maxLength: 8 }));
    const name = fc
      .array(piece, { maxLength: 10 })
      .map((pieces) => `N${pieces.join("")}`.replaceAll("\u0000", "").slice(0, 90))
      .filter((value) => !/\p{Cs}/u.test(value));
    await fc.assert(
      fc.asyncProperty(name, name, name, name, async (organizer, clientName, company, note) => {
        const names = { organizer, client: clientName, company, note };
        const { event } = await invitationWith(names);
        expectOnlyTheIntendedPeople(event, names);
        expect(event.getFirstPropertyValue("summary")).toBe(asText(`${clientName} · ${company}`));
        // The note is the request's, trimmed by its schema; the names were stored as they are.
        expect(event.getFirstPropertyValue("description")).toBe(asText(note.trim()));
      }),
      { seed: 5545, numRuns: 60 },
    );
  });
});

describe("names are one line at the schema", () => {
  const lineBreaks = ["\n", "\r", "\u2028", "\u0085", "\t", "\u001b"];

  it.each(lineBreaks.map((character) => [JSON.stringify(character), character]))(
    "a client's name, company, position or phone with %s is refused, and nothing changes",
    async (_, character) => {
      for (const field of ["name", "company", "position", "phone"]) {
        const created = await t.api(owner, "POST", "/clients", { name: "Valid Name", [field]: `Before${character}After` });
        expect(created.status, field).toBe(400);
        expect(await created.json()).toMatchObject({ error: { code: "VALIDATION", fields: { [field]: "validation.singleLine" } } });
        const updated = await t.api(owner, "PATCH", `/clients/${client.id}`, { [field]: `Before${character}After` });
        expect(updated.status, field).toBe(400);
      }
    },
  );

  it.each(lineBreaks.map((character) => [JSON.stringify(character), character]))(
    "a user's name with %s is refused at sign-up and in the settings",
    async (_, character) => {
      const email = uniqueEmail();
      const signUp = await t.postJson("/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: `Eve${character}Mallory` });
      expect(signUp.status).toBe(400);
      expect(await signUp.json()).toMatchObject({ code: "VALIDATION", fields: { name: "validation.singleLine" } });
      expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);

      const renamed = await t.postJson("/api/auth/update-user", { name: `Eve${character}Mallory` }, { headers: { cookie: owner.cookie } });
      expect(renamed.status).toBe(400);
      const [stored] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, owner.id));
      expect(stored!.name).not.toContain("Mallory");
    },
  );

  it("still trims a line break around a name", async () => {
    const created = await t.api(owner, "POST", "/clients", { name: "\nTrimmed Name\r\n" });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: "Trimmed Name" });
  });
});
