import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  AnotherServerRunning,
  backupThroughRunningServer,
  claimControlSocket,
  ControlSocketPathTooLong,
  controlSocketPath,
  serverRunsOn,
  type ControlSocket,
} from "./control-socket";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function dataDirectory() {
  const directory = mkdtempSync(join(tmpdir(), "clientele-socket-"));
  cleanups.push(() => rmSync(directory, { recursive: true, force: true }));
  return directory;
}

async function claim(directory: string): Promise<ControlSocket> {
  const socket = await claimControlSocket(directory);
  cleanups.push(() => socket.close());
  return socket;
}

describe("the control socket of a server on the embedded database", () => {
  it("is readable and writable by the server's own OS user only", async () => {
    const directory = dataDirectory();
    await claim(directory);
    expect(statSync(controlSocketPath(directory)).mode & 0o777).toBe(0o600);
  });

  it("refuses, saying why, a DATA_DIR too deep for a Unix socket's path, and takes a deep one given relative to the working directory", async () => {
    const directory = dataDirectory();
    // 104 bytes from `directory`, more than 107 from the root.
    const deep = join(directory, "clientele-installation-".repeat(2).padEnd(60, "x"), "data".padEnd(30, "x"));
    await expect(claimControlSocket(deep)).rejects.toThrow(ControlSocketPathTooLong);

    const workingDirectory = process.cwd();
    mkdirSync(deep, { recursive: true });
    process.chdir(directory);
    try {
      await claim(deep);
      expect(await serverRunsOn(deep)).toBe(true);
    } finally {
      process.chdir(workingDirectory);
    }
  });

  it("stops a second server on the same DATA_DIR, and lets one start once the first has stopped", async () => {
    const directory = dataDirectory();
    const first = await claimControlSocket(directory);
    expect(await serverRunsOn(directory)).toBe(true);
    await expect(claimControlSocket(directory)).rejects.toThrow(AnotherServerRunning);
    await first.close();
    expect(await serverRunsOn(directory)).toBe(false);
    await claim(directory);
  });

  it("is taken over from a server that was killed and left its socket file behind", async () => {
    const directory = dataDirectory();
    const path = controlSocketPath(directory);
    const killed = spawn(process.execPath, [
      "-e",
      `require("node:net").createServer().listen(${JSON.stringify(path)}, () => console.log("listening"))`,
    ]);
    await new Promise((resolve) => killed.stdout.once("data", resolve));
    killed.kill("SIGKILL");
    await new Promise((resolve) => killed.once("exit", resolve));
    expect(existsSync(path)).toBe(true);

    expect(await serverRunsOn(directory)).toBe(false);
    await claim(directory);
    expect(await serverRunsOn(directory)).toBe(true);
  });

  it("hands over the backup the server writes, and removes the server's copy once sent", async () => {
    const directory = dataDirectory();
    const socket = await claim(directory);
    const received = join(directory, "received.sql");
    await expect(backupThroughRunningServer(directory, received)).rejects.toThrow("the server is starting: try again in a moment");

    const written = join(directory, "written.sql");
    const dump = `-- PostgreSQL database dump\n${"INSERT INTO public.clients VALUES ('…');\n".repeat(50_000)}-- PostgreSQL database dump complete\n`;
    socket.serve({
      async backup() {
        writeFileSync(written, dump);
        return written;
      },
    });
    expect(await backupThroughRunningServer(directory, received)).toBe(true);
    expect(readFileSync(received, "utf8")).toBe(dump);
    expect(existsSync(written)).toBe(false);
  });

  it("passes on the server's refusal, and answers false where no server runs", async () => {
    const directory = dataDirectory();
    const socket = await claim(directory);
    socket.serve({ backup: () => Promise.reject(new Error("No space left on device\nwhile copying")) });
    await expect(backupThroughRunningServer(directory, join(directory, "x.sql"))).rejects.toThrow("No space left on device while copying");
    expect(existsSync(join(directory, "x.sql"))).toBe(false);
    expect(await backupThroughRunningServer(dataDirectory(), join(directory, "y.sql"))).toBe(false);
  });
});
