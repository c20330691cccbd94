import type { ServerProcess } from "./server-process";

/** A connection refused or cut by the kill, as opposed to an answer. */
export class ConnectionLost extends Error {}

/** Calls the API of whichever server is running now; the session cookie outlives the process. */
export class ApiClient {
  constructor(
    public server: ServerProcess,
    private cookie = "",
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.server.baseUrl}${path}`, {
        method,
        headers: {
          origin: this.server.baseUrl,
          cookie: this.cookie,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      text = await response.text();
    } catch (error) {
      throw new ConnectionLost(String(error));
    }
    const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
    if (cookies.length > 0) this.cookie = cookies.join("; ");
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  }

  /** A call that must answer `status`. */
  async expect<T>(status: number, method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.call(method, path, body);
    if (answer.status !== status) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body as T;
  }

  /** Every row of a paginated list. */
  async listAll<T>(path: string): Promise<T[]> {
    const rows: T[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
      const page = await this.expect<{ items: T[]; next_cursor: string | null }>(200, "GET", `/api/v1${path}?limit=200${query}`);
      rows.push(...page.items);
      cursor = page.next_cursor;
    } while (cursor);
    return rows;
  }
}
