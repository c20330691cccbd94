import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadFile } from "./download-file";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("downloadFile", () => {
  it("clicks a download link to the text, and releases its URL only after the click", async () => {
    vi.useFakeTimers();
    const events: string[] = [];
    const link = { href: "", download: "", click: () => events.push(`click ${link.href} as ${link.download}`) };
    vi.stubGlobal("document", { createElement: (tag: string) => (tag === "a" ? link : undefined) });
    let blob: Blob | undefined;
    vi.spyOn(URL, "createObjectURL").mockImplementation((object) => {
      blob = object as Blob;
      return "blob:file";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation((url) => void events.push(`revoke ${url}`));

    downloadFile("Objet : Bonjour", "client.txt", "text/plain;charset=utf-8");

    expect(events).toEqual(["click blob:file as client.txt"]);
    expect(blob?.type).toBe("text/plain;charset=utf-8");
    expect(await blob?.text()).toBe("Objet : Bonjour");
    vi.runAllTimers();
    expect(events).toEqual(["click blob:file as client.txt", "revoke blob:file"]);
  });
});
