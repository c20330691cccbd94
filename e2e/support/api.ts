import type { Page } from "playwright-core";

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/** Calls `/api/v1` from the page, as the signed-in user: the session cookie goes along. */
export function callApi<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
      });
      return { status: response.status, body: response.status === 204 ? null : await response.json() };
    },
    { method, path, body },
  ) as Promise<ApiAnswer<T>>;
}

/** Creates a record through the API (201 expected) and returns it. */
export async function create<T extends { id: string }>(page: Page, path: string, body: unknown): Promise<T> {
  const answer = await callApi<T>(page, "POST", path, body);
  if (answer.status !== 201) throw new Error(`POST ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}
