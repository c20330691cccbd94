import { describe, expect, it } from "vitest";
import { filenameOf } from "./api-client";

describe("filenameOf", () => {
  it("reads the file name a Content-Disposition header gives, quoted, bare or encoded", () => {
    expect(filenameOf('attachment; filename="meeting-ada-lovelace.ics"')).toBe("meeting-ada-lovelace.ics");
    expect(filenameOf("attachment; filename=meeting.ics")).toBe("meeting.ics");
    expect(filenameOf(`attachment; filename="meeting.ics"; filename*=UTF-8''r%C3%A9union.ics`)).toBe("réunion.ics");
    expect(filenameOf("attachment")).toBeUndefined();
    expect(filenameOf(null)).toBeUndefined();
  });
});
