import { describe, expect, it } from "vitest";
import { dueInstant, formatDueDay, formatDueTime, isOverdue, localDay, localTime } from "./task-due";

const at = (year: number, month: number, day: number, hours = 12, minutes = 0) => new Date(year, month - 1, day, hours, minutes);

describe("a task's due day and time", () => {
  it("is computed from the day and time typed, on the browser's clock, and shown back as typed", () => {
    const instant = dueInstant("2026-03-14", "09:05");
    expect(instant).toBe(at(2026, 3, 14, 9, 5).toISOString());
    expect(localTime(instant!)).toBe("09:05");
    expect(dueInstant("2026-03-14", "")).toBeNull();
    expect(dueInstant("", "09:05")).toBeNull();
  });

  it("makes an open task overdue once its time has passed, or without a time once its day has", () => {
    const now = at(2026, 3, 14, 15, 0);
    const today = localDay(now);
    expect(today).toBe("2026-03-14");
    const open = { done: false, due_at: null };
    expect(isOverdue({ ...open, due_date: "2026-03-13" }, now)).toBe(true);
    expect(isOverdue({ ...open, due_date: today }, now)).toBe(false);
    expect(isOverdue({ ...open, due_date: today, due_at: at(2026, 3, 14, 14, 59).toISOString() }, now)).toBe(true);
    expect(isOverdue({ ...open, due_date: today, due_at: at(2026, 3, 14, 15, 1).toISOString() }, now)).toBe(false);
    // Done, or with no due day: never overdue.
    expect(isOverdue({ done: true, due_date: "2026-03-01", due_at: null }, now)).toBe(false);
    expect(isOverdue({ ...open, due_date: null }, now)).toBe(false);
  });

  it("names yesterday, today and tomorrow in the interface language, and dates any other day", () => {
    const now = at(2026, 3, 14, 23, 30);
    expect(formatDueDay("2026-03-14", "en", now)).toBe("today");
    expect(formatDueDay("2026-03-15", "en", now)).toBe("tomorrow");
    expect(formatDueDay("2026-03-13", "fr", now)).toBe("hier");
    expect(formatDueDay("2026-03-14", "de", now)).toBe("heute");
    expect(formatDueDay("2026-11-22", "en", now)).toBe("Nov 22, 2026");
    expect(formatDueDay("2026-11-22", "de", now)).toBe("22.11.2026");
    expect(formatDueTime(at(2026, 3, 14, 14, 30).toISOString(), "en")).toMatch(/^2:30\sPM$/);
    expect(formatDueTime(at(2026, 3, 14, 14, 30).toISOString(), "fr")).toBe("14:30");
  });
});
