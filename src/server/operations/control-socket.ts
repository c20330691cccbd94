import { chmodSync, createReadStream, createWriteStream, rmSync, unlinkSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import { join, relative } from "node:path";
import { pipeline } from "node:stream/promises";

/**
 * A running server on PGlite owns its data directory: no other process may open it. The
 * server listens on a Unix socket in DATA_DIR, readable by its own OS user only, through
 * which `npm run backup` asks it for a backup, and by which a second server started on the
 * same DATA_DIR learns that the first one is running.
 *
 * One request per connection, a line: `ping` or `backup`. The answer's first line is `ok`
 * or `error <message>`; after `ok` to `backup`, the dump follows until the connection ends.
 */
export const CONTROL_SOCKET_NAME = "control.sock";

export const controlSocketPath = (dataDir: string) => join(dataDir, CONTROL_SOCKET_NAME);

/** What a Unix socket's path may hold, in bytes, on Linux (macOS: 103). */
const SOCKET_PATH_MAX_BYTES = 107;

/**
 * The socket's path as given to bind and connect: relative to the working directory when that
 * is shorter (as with the default ./data), since an absolute DATA_DIR path can be longer than
 * a Unix socket's path may be.
 */
function socketAddress(path: string): string {
  const relativePath = relative(process.cwd(), path) || path;
  return relativePath.length < path.length ? relativePath : path;
}

export class ControlSocketPathTooLong extends Error {
  constructor(path: string) {
    super(
      `DATA_DIR is too deep for the server's control socket (${path}): a Unix socket's path holds ` +
        `${SOCKET_PATH_MAX_BYTES} bytes at most. Start the server from a directory closer to DATA_DIR, or use a shorter path.`,
    );
    this.name = "ControlSocketPathTooLong";
  }
}

export class AnotherServerRunning extends Error {
  constructor(dataDir: string) {
    super(`Another Clientele server is running on ${dataDir}: one process at a time may open an embedded database`);
    this.name = "AnotherServerRunning";
  }
}

export interface ControlRequests {
  /** Writes a backup to a new file and returns its path; the file is removed once sent. */
  backup(): Promise<string>;
}

export interface ControlSocket {
  /** Starts answering `backup` (until then it is refused as "starting"). */
  serve(requests: ControlRequests): void;
  close(): Promise<void>;
}

/**
 * Listens on DATA_DIR's control socket. A socket file left by a server that was killed is
 * replaced; one that a live server answers on throws AnotherServerRunning.
 */
export async function claimControlSocket(dataDir: string): Promise<ControlSocket> {
  const path = controlSocketPath(dataDir);
  if (Buffer.byteLength(socketAddress(path)) > SOCKET_PATH_MAX_BYTES) throw new ControlSocketPathTooLong(path);
  if (await isAnswering(path)) throw new AnotherServerRunning(dataDir);
  try {
    unlinkSync(path);
  } catch {
    // no file left behind
  }

  let requests: ControlRequests | undefined;
  const server = createServer((socket) => {
    socket.on("error", () => {});
    readRequest(socket).then(
      (request) => answer(socket, request, requests),
      () => socket.destroy(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketAddress(path), () => resolve());
  });
  chmodSync(path, 0o600);
  return {
    serve(served) {
      requests = served;
    },
    close: () => closeServer(server),
  };
}

async function answer(socket: Socket, request: string, requests: ControlRequests | undefined) {
  if (request === "ping") return void socket.end("ok\n");
  if (request !== "backup") return void socket.end(`error unknown request\n`);
  if (!requests) return void socket.end("error the server is starting: try again in a moment\n");
  let file: string;
  try {
    file = await requests.backup();
  } catch (error) {
    return void socket.end(`error ${(error as Error).message.replaceAll("\n", " ")}\n`);
  }
  socket.write("ok\n");
  // The file goes once sent, or once the connection is lost.
  await pipeline(createReadStream(file), socket).catch(() => {});
  rmSync(file, { force: true });
}

function readRequest(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = "";
    const onData = (chunk: Buffer) => {
      received += chunk.toString("utf8");
      const end = received.indexOf("\n");
      if (end >= 0) {
        socket.off("data", onData);
        resolve(received.slice(0, end).trim());
      } else if (received.length > 64) reject(new Error("request too long"));
    };
    socket.on("data", onData);
    socket.once("end", () => reject(new Error("no request")));
    socket.once("close", () => reject(new Error("no request")));
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** True when a server answers on the control socket at `path`. */
async function isAnswering(path: string): Promise<boolean> {
  const socket = await connectTo(path);
  if (!socket) return false;
  socket.end("ping\n");
  socket.destroy();
  return true;
}

function connectTo(path: string): Promise<Socket | undefined> {
  return new Promise((resolve) => {
    const socket = connect(socketAddress(path));
    socket.once("connect", () => resolve(socket));
    // ENOENT: no socket; ECONNREFUSED: a socket file nobody listens on any more.
    socket.once("error", () => resolve(undefined));
  });
}

/** True when a Clientele server runs on `dataDir`. */
export async function serverRunsOn(dataDir: string): Promise<boolean> {
  return isAnswering(controlSocketPath(dataDir));
}

/**
 * Asks the server running on `dataDir` for a backup and writes it to `file`. Answers false,
 * writing nothing, when no server runs there; throws the server's refusal as an error.
 */
export async function backupThroughRunningServer(dataDir: string, file: string): Promise<boolean> {
  const socket = await connectTo(controlSocketPath(dataDir));
  if (!socket) return false;
  socket.write("backup\n");
  const status = await readStatusLine(socket);
  if (status !== "ok") {
    socket.destroy();
    throw new Error(status.replace(/^error /, ""));
  }
  await pipeline(socket, createWriteStream(file));
  return true;
}

/** Reads the answer's first line, and puts back what came after it for the caller to read. */
function readStatusLine(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf(10);
      if (end < 0) return;
      socket.off("data", onData);
      socket.pause();
      const rest = received.subarray(end + 1);
      if (rest.length > 0) socket.unshift(rest);
      resolve(received.subarray(0, end).toString("utf8"));
    };
    socket.on("data", onData);
    socket.once("error", reject);
    socket.once("end", () => resolve(received.length > 0 ? received.toString("utf8").trim() : "error the server closed the connection"));
  });
}
