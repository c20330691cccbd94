import { AsyncLocalStorage } from "node:async_hooks";

/** Where better-auth keeps its AsyncLocalStorage instances (@better-auth/core, context/global). */
const BETTER_AUTH_GLOBAL = Symbol.for("better-auth:global");

let callsInFlight = 0;

function betterAuthStorages(): AsyncLocalStorage<unknown>[] {
  const global = (globalThis as { [BETTER_AUTH_GLOBAL]?: { context?: Record<string, unknown> } })[BETTER_AUTH_GLOBAL];
  return Object.values(global?.context ?? {}).filter((value) => value instanceof AsyncLocalStorage);
}

/**
 * Runs a call into better-auth, then turns its AsyncLocalStorage instances off if no other
 * call is still running.
 *
 * better-auth keeps the context of a call (the request, the endpoint, the adapter of a
 * transaction) in three AsyncLocalStorage instances. On Node 20, entering one turns on
 * async_hooks' promise hooks for every promise of the process, and they stay on: after the
 * first sign-in, every API request paid for them, though only better-auth's own calls read
 * that context (a sixth of a list request's CPU with the garbage they make,
 * docs/performance.md). `AsyncLocalStorage#disable` turns the hooks off again; the next call
 * turns them back on as it enters a storage. Disabling ends the contexts of calls still
 * running, hence the count: every way into better-auth goes through here (createAuth wraps
 * `handler` and `api`, and the session lookup its adapter writes).
 */
export async function inBetterAuth<T>(call: () => Promise<T>): Promise<T> {
  callsInFlight++;
  try {
    return await call();
  } finally {
    if (--callsInFlight === 0) for (const storage of betterAuthStorages()) storage.disable();
  }
}

/** The better-auth instance, with `handler` and every `api` endpoint counted by `inBetterAuth`. */
export function countingCalls<Auth extends { handler: (request: Request) => Promise<Response>; api: object }>(auth: Auth): Auth {
  const counted = <Args extends unknown[], Result>(endpoint: (...args: Args) => Promise<Result>) =>
    Object.assign((...args: Args) => inBetterAuth(() => endpoint(...args)), endpoint);
  const api = new Proxy(auth.api, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === "function" ? counted(value as (...args: unknown[]) => Promise<unknown>) : value;
    },
  });
  return { ...auth, handler: counted(auth.handler), api };
}
