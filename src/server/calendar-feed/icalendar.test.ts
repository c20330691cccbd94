import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { escapeText, foldLine, utcDateTime, writeCalendar, type CalendarEvent } from "./icalendar";

const octets = (line: string) => Buffer.byteLength(line, "utf8");

describe("foldLine", () => {
  it("leaves a line of 75 octets as it is", () => {
    const line = `SUMMARY:${"x".repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it.each([
    ["ASCII", "x".repeat(400)],
    ["two-octet letters", "é".repeat(200)],
    ["three-octet letters", "€".repeat(150)],
    ["four-octet emoji", "📅".repeat(100)],
    ["a mix", "Relancer Zoë 📞 au sujet du devis n° 42 — 3 € de remise, 日本語のテキスト ".repeat(6)],
  ])("folds %s into lines of at most 75 octets, never inside a character, and unfolds to the same", (_, text) => {
    const line = `SUMMARY:${text}`;
    const folded = foldLine(line);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const [index, part] of lines.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // A continuation starts with exactly one space; the first line does not.
      expect(part.startsWith(" ")).toBe(index > 0);
      // No character was cut in two (a lone surrogate or a broken UTF-8 sequence would show as U+FFFD).
      expect(Buffer.from(part, "utf8").toString("utf8")).toBe(part);
      expect(part).not.toMatch(/\p{Cs}/u);
    }
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });
});

describe("escapeText", () => {
  it("escapes backslashes, semicolons, commas and every spelling of a line break", () => {
    expect(escapeText("a\\b;c,d")).toBe("a\\\\b\\;c\\,d");
    expect(escapeText("one\r\ntwo\nthree\rfour\u2028five\u2029six")).toBe("one\\ntwo\\nthree\\nfour\\nfive\\nsix");
    expect(escapeText("bell\u0007 and escape\u001b gone")).toBe("bell and escape gone");
  });
});

describe("writeCalendar", () => {
  const events: CalendarEvent[] = [
    {
      uid: "timed@example.com",
      when: { at: new Date("2031-03-14T08:30:00.000Z"), minutes: 30 },
      summary: "Call back, today; \\ before noon",
      description: "Ada Lovelace",
      url: "https://crm.example.com/clients/1",
      created: new Date("2031-03-01T10:00:00.000Z"),
      lastModified: new Date("2031-03-02T10:00:00.000Z"),
    },
    {
      uid: "day@example.com",
      when: { day: "2031-12-31" },
      summary: "Year-end review",
      created: new Date("2031-03-01T10:00:00.000Z"),
      lastModified: new Date("2031-03-01T10:00:00.000Z"),
    },
  ];
  const text = writeCalendar({
    productId: "-//Clientele//Tasks//EN",
    name: "Acme, Inc. · Tasks",
    writtenAt: new Date("2031-03-10T12:00:00.000Z"),
    refreshMinutes: 60,
    events,
  });

  it("ends every line with CRLF, and reads back as written", () => {
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Clientele//Tasks//EN");
    expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    // A non-standard property is TEXT (RFC 5545 3.8.8.2), escaped as such: ical.js leaves it as written.
    expect(text).toContain("\r\nX-WR-CALNAME:Acme\\, Inc. · Tasks\r\n");

    const [timed, day] = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(timed!.uid).toBe("timed@example.com");
    expect(timed!.summary).toBe("Call back, today; \\ before noon");
    expect(timed!.description).toBe("Ada Lovelace");
    expect(timed!.startDate.toJSDate().toISOString()).toBe("2031-03-14T08:30:00.000Z");
    expect(timed!.endDate.toJSDate().toISOString()).toBe("2031-03-14T09:00:00.000Z");
    expect(timed!.component.getFirstPropertyValue("url")).toBe("https://crm.example.com/clients/1");
    expect(String(timed!.component.getFirstPropertyValue("dtstamp"))).toBe("2031-03-10T12:00:00Z");
    expect(day!.startDate.isDate).toBe(true);
    expect(day!.startDate.toString()).toBe("2031-12-31");
    expect(day!.endDate.toString()).toBe("2032-01-01");
  });

  it("writes times in UTC and days as dates", () => {
    expect(text).toContain("\r\nDTSTART:20310314T083000Z\r\nDTEND:20310314T090000Z\r\n");
    expect(text).toContain("\r\nDTSTART;VALUE=DATE:20311231\r\nDTEND;VALUE=DATE:20320101\r\n");
    expect(utcDateTime(new Date("2031-01-02T03:04:05.678+01:00"))).toBe("20310102T020405Z");
  });
});
