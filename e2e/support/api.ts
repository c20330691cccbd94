import type { Page } from "playwright-core";
import { INITIAL_ORDER_STATUS, type OrderStatus } from "@shared/orders/order-status";

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

/** A line of an order: which item, how many. */
export interface OrderLine {
  inventory_item_id: string;
  quantity: number;
}

/** Places an order of `lines` for a client (or for none) and moves it on to `status`; returns it. */
export async function placeOrder(page: Page, clientId: string | null, lines: OrderLine[], status: OrderStatus): Promise<{ id: string }> {
  const order = await create<{ id: string }>(page, "/orders", { client_id: clientId, lines });
  if (status === INITIAL_ORDER_STATUS) return order;
  const moved = await callApi(page, "PATCH", `/orders/${order.id}`, { status });
  if (moved.status !== 200) throw new Error(`PATCH /orders/${order.id} answered ${moved.status}: ${JSON.stringify(moved.body)}`);
  return order;
}

/** The id of the workspace the page's session works in. */
export async function activeWorkspaceId(page: Page): Promise<string> {
  const { body } = await callApi<{ items: { id: string; active: boolean }[] }>(page, "GET", "/workspaces");
  return body.items.find((workspace) => workspace.active)!.id;
}

/** Makes the user of `memberPage` a member of the workspace `ownerPage` works in, by invitation, and moves them to it. */
export async function joinByInvitation(ownerPage: Page, memberPage: Page, memberEmail: string): Promise<void> {
  const workspaceId = await activeWorkspaceId(ownerPage);
  const invited = await callApi<{ url: string }>(ownerPage, "POST", `/workspaces/${workspaceId}/invitations`, {
    email: memberEmail,
    role: "member",
  });
  if (invited.status !== 201) throw new Error(`the invitation answered ${invited.status}: ${JSON.stringify(invited.body)}`);
  const token = new URL(invited.body.url).pathname.replace("/invite/", "");
  const accepted = await callApi(memberPage, "POST", `/invitations/${encodeURIComponent(token)}/accept`);
  if (accepted.status !== 200) throw new Error(`accepting the invitation answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
}
