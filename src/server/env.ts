import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = optionalText.pipe(z.url().optional());

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalText,
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  BETTER_AUTH_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  BASE_URL: optionalUrl,
  TRUST_PROXY: booleanFlag,
  /** Serve the web app's source maps (`*.map`), for debugging a deployment: they show its code as written. */
  SERVE_SOURCE_MAPS: booleanFlag,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  MICROSOFT_CLIENT_ID: optionalText,
  MICROSOFT_CLIENT_SECRET: optionalText,
  MICROSOFT_TENANT_ID: optionalText,
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  /** How long Connect waits for the AI provider before writing the email from a template. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(15_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Where mails go: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://… (TLS). Unset: links are logged. */
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^/]+/, "must look like smtp://user:pass@host:587 or smtps://…")
      .optional(),
  ),
  /** The sender of every mail, `Clientele <crm@example.com>` or `crm@example.com`; required with SMTP_URL. */
  MAIL_FROM: optionalText.pipe(
    z
      .string()
      .regex(/^(?:[^<>@]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, "must be an address, alone or as Name <address>")
      .optional(),
  ),
  /** New accounts must open a link sent to their address before they can sign in. */
  REQUIRE_EMAIL_VERIFICATION: booleanFlag,
  /** The bearer token a Prometheus scraper sends to GET /metrics; unset, there is no /metrics. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  /** Hours between two automatic backups into DATA_DIR/backups; unset, none are taken. */
  BACKUP_INTERVAL_HOURS: optionalText.pipe(
    z.coerce.number<string>().min(0.25, "must be at least 0.25 (15 minutes)").max(168, "must be at most 168 (a week)").optional(),
  ),
  /**
   * For the test suite only: seconds between two automatic backups, in place of
   * BACKUP_INTERVAL_HOURS's at least 15 minutes, so that a test sees several. Not for deployments.
   */
  TEST_BACKUP_INTERVAL_SECONDS: optionalText.pipe(z.coerce.number<string>().min(0.5).max(60).optional()),
  /** How many automatic backups to keep; older ones are deleted. */
  BACKUP_KEEP: optionalText.pipe(z.coerce.number<string>().int().min(1).max(1000).default(7)),
});

export type Env = z.infer<typeof envSchema>;

/** Every variable the configuration reads: what a deployment file may set (deploy-files.test.ts). */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof Env)[];

export class InvalidEnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "InvalidEnvError";
  }
}

/** Reads and validates the configuration; throws InvalidEnvError listing every problem. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  const problems = [
    ...(result.error?.issues.map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`) ?? []),
    ...halfConfiguredProviders(source),
    ...(source.SMTP_URL?.trim() && !source.MAIL_FROM?.trim() ? ["MAIL_FROM: must be set with SMTP_URL (the sender of every mail)"] : []),
  ];
  if (!result.success || problems.length > 0) throw new InvalidEnvError(problems);
  return result.data;
}

/** An OAuth provider needs both its client id and its secret, or neither. */
function halfConfiguredProviders(source: Record<string, string | undefined>): string[] {
  return (["GOOGLE", "MICROSOFT"] as const).flatMap((provider) => {
    const id = source[`${provider}_CLIENT_ID`]?.trim();
    const secret = source[`${provider}_CLIENT_SECRET`]?.trim();
    if (Boolean(id) === Boolean(secret)) return [];
    const missing = id ? `${provider}_CLIENT_SECRET` : `${provider}_CLIENT_ID`;
    return [`${missing}: ${provider}_CLIENT_ID and ${provider}_CLIENT_SECRET must be set together`];
  });
}

/** The origins the app is reached at: BASE_URL, or localhost and 127.0.0.1 on PORT. */
export function trustedOrigins(env: Pick<Env, "BASE_URL" | "PORT">): string[] {
  if (env.BASE_URL) return [new URL(env.BASE_URL).origin];
  return [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`];
}

export function baseUrl(env: Pick<Env, "BASE_URL" | "PORT">): string {
  return env.BASE_URL ? new URL(env.BASE_URL).origin : `http://localhost:${env.PORT}`;
}
