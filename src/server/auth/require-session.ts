import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/app-env";
import { AppError } from "../http/errors";
import type { Auth } from "./auth";

/** Answers 401 UNAUTHENTICATED unless the request carries a valid session cookie or bearer token. */
export function requireSession(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError("UNAUTHENTICATED", "Not authenticated");
    c.set("user", { id: session.user.id, email: session.user.email, name: session.user.name });
    await next();
  });
}
