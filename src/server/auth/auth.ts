import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { bearer } from "better-auth/plugins";
import {
  PASSWORD_ERROR_CODES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
} from "@shared/auth/password";
import type { Database } from "../db/database";
import * as schema from "../db/schema";
import { baseUrl, trustedOrigins, type Env } from "../env";
import { CLIENT_IP_HEADER } from "./client-ip";

const SEVEN_DAYS_IN_SECONDS = 7 * 24 * 60 * 60;
const ONE_DAY_IN_SECONDS = 24 * 60 * 60;

export interface AuthOptions {
  db: Database;
  env: Env;
  secret: string;
}

/** Social providers whose two environment variables are set. */
function socialProviders(env: Env) {
  return {
    ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
      : {}),
    ...(env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET
      ? {
          microsoft: {
            clientId: env.MICROSOFT_CLIENT_ID,
            clientSecret: env.MICROSOFT_CLIENT_SECRET,
            tenantId: env.MICROSOFT_TENANT_ID ?? "common",
            scope: ["email", "openid", "profile"],
          },
        }
      : {}),
  };
}

/**
 * Refuses sign-up passwords that break the spec's rule, whatever the browser checked,
 * and names the database could not store.
 */
const enforceSignUpRules = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== "/sign-up/email") return;
  const name: unknown = ctx.body?.name;
  if (typeof name === "string" && name.includes("\u0000")) {
    throw new APIError("BAD_REQUEST", { code: "INVALID_NAME", message: "Invalid name" });
  }
  const password: unknown = ctx.body?.password;
  if (typeof password !== "string") return;
  const problem = passwordProblem(password);
  if (problem === "weak") {
    throw new APIError("BAD_REQUEST", {
      code: PASSWORD_ERROR_CODES.weak,
      message: "Password must contain uppercase, lowercase, and numbers",
    });
  }
});

export function createAuth({ db, env, secret }: AuthOptions) {
  return betterAuth({
    appName: "Clientele",
    baseURL: baseUrl(env),
    basePath: "/api/auth",
    secret,
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
    },
    socialProviders: socialProviders(env),
    session: {
      expiresIn: SEVEN_DAYS_IN_SECONDS,
      updateAge: ONE_DAY_IN_SECONDS,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        // Reading the session is no credential attempt: every tab re-checks it every 30 s and on
        // focus, so an office behind one address would soon look signed out. `/api/v1` reads the
        // session on every request unmetered too (auth.api is never rate-limited).
        "/get-session": false,
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 60, max: 10 },
        "/sign-in/social": { window: 60, max: 10 },
      },
    },
    hooks: { before: enforceSignUpRules },
    plugins: [bearer()],
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
