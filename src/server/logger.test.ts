import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const CHILD = fileURLToPath(new URL("./test/log-then-stop.ts", import.meta.url));

/** Runs the child and returns what it wrote to stdout. */
function runChild(lines: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", CHILD, String(lines)], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`exited with ${code}`))));
  });
}

describe("the logger", () => {
  it("writes every line logged before the process stops, though it writes in blocks", async () => {
    // 2,500 lines are many blocks, and the last one is not full when the process stops.
    const output = await runChild(2_500);
    const entries = output
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { index: number; msg: string });
    expect(entries.map((entry) => entry.index)).toEqual(Array.from({ length: 2_500 }, (_, index) => index));
    expect(entries.every((entry) => entry.msg === "request")).toBe(true);
  });
});
