import { describe, expect, it } from "vitest";
import { automaticBackupName, automaticBackupTime, backupsToPrune, isCompleteDump } from "./backup-files";

describe("automatic backup files", () => {
  it("are named by their time, in an order that sorts as time does, without colons", () => {
    const names = ["2026-12-01T09:05:00Z", "2026-11-23T20:30:59Z", "2027-01-01T00:00:00Z"].map((at) => automaticBackupName(new Date(at)));
    expect(names[0]).toBe("clientele-2026-12-01T09-05-00Z.sql");
    expect([...names].sort()).toEqual([names[1], names[0], names[2]]);
    expect(names.join("")).not.toContain(":");
    expect(automaticBackupTime(names[0]!)).toEqual(new Date("2026-12-01T09:05:00Z"));
    expect(automaticBackupTime("before-the-move.sql")).toBeUndefined();
  });

  it("are pruned to the newest `keep`, and files of other names are left alone", () => {
    const automatic = ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"].map((day) =>
      automaticBackupName(new Date(`${day}T03:00:00Z`)),
    );
    const others = ["before-the-move.sql", "clientele-manual.sql", ".clientele-2026-11-24T03-00-00Z.sql.1a2b.partial", ".work-3f2a"];
    expect(backupsToPrune([...others, ...automatic].reverse(), 2)).toEqual(automatic.slice(0, 2));
    expect(backupsToPrune(automatic, 7)).toEqual([]);
    expect(backupsToPrune(others, 1)).toEqual([]);
  });
});

describe("a complete dump", () => {
  it("ends with pg_dump's closing comment, and a file cut anywhere before it does not", () => {
    const dump =
      "--\n-- PostgreSQL database dump\n--\nSET x = 1;\nINSERT INTO public.t VALUES (1);\n--\n-- PostgreSQL database dump complete\n--\n\n";
    expect(isCompleteDump(dump)).toBe(true);
    for (let cut = 0; cut < dump.indexOf("complete"); cut += 7) expect(isCompleteDump(dump.slice(0, cut))).toBe(false);
  });
});
