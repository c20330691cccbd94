import { describe, expect, it } from "vitest";
import { InvalidEnvError, parseEnv, trustedOrigins } from "./env";

describe("parseEnv", () => {
  it("needs nothing: every variable has a default", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(trustedOrigins(env)).toEqual(["http://localhost:3000", "http://127.0.0.1:3000"]);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", GOOGLE_CLIENT_ID: "", GOOGLE_CLIENT_SECRET: "" }).DATABASE_URL).toBeUndefined();
  });

  it("lists every problem of a bad configuration", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", GOOGLE_CLIENT_ID: "id", BETTER_AUTH_SECRET: "short" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InvalidEnvError);
    const message = (error as InvalidEnvError).message;
    expect(message).toContain("PORT");
    expect(message).toContain("DATABASE_URL");
    expect(message).toContain("GOOGLE_CLIENT_SECRET");
    expect(message).toContain("BETTER_AUTH_SECRET");
  });

  it("waits 15 s for the AI unless AI_TIMEOUT_MS says otherwise", () => {
    expect(parseEnv({}).AI_TIMEOUT_MS).toBe(15_000);
    expect(parseEnv({ AI_TIMEOUT_MS: "2500" }).AI_TIMEOUT_MS).toBe(2500);
    expect(() => parseEnv({ AI_TIMEOUT_MS: "soon" })).toThrow(/AI_TIMEOUT_MS/);
  });

  it("takes an smtp:// or smtps:// SMTP_URL, only with a MAIL_FROM address", () => {
    const env = parseEnv({ SMTP_URL: "smtps://user:pass@mail.example.com:465", MAIL_FROM: "Clientele <crm@example.com>" });
    expect(env.SMTP_URL).toBe("smtps://user:pass@mail.example.com:465");
    expect(parseEnv({ SMTP_URL: "smtp://mail.example.com:587", MAIL_FROM: "crm@example.com" }).MAIL_FROM).toBe("crm@example.com");
    expect(() => parseEnv({ SMTP_URL: "smtp://mail.example.com:587" })).toThrow(/MAIL_FROM: must be set with SMTP_URL/);
    expect(() => parseEnv({ SMTP_URL: "https://mail.example.com", MAIL_FROM: "crm@example.com" })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ SMTP_URL: "smtp://mail.example.com", MAIL_FROM: "Clientele" })).toThrow(/MAIL_FROM/);
    expect(parseEnv({}).SMTP_URL).toBeUndefined();
  });

  it("requires confirmed addresses only when REQUIRE_EMAIL_VERIFICATION says so", () => {
    expect(parseEnv({}).REQUIRE_EMAIL_VERIFICATION).toBe(false);
    expect(parseEnv({ REQUIRE_EMAIL_VERIFICATION: "true" }).REQUIRE_EMAIL_VERIFICATION).toBe(true);
    expect(() => parseEnv({ REQUIRE_EMAIL_VERIFICATION: "yes please" })).toThrow(/REQUIRE_EMAIL_VERIFICATION/);
  });

  it("takes automatic backups at most every 15 minutes and at least every week", () => {
    expect(parseEnv({}).BACKUP_INTERVAL_HOURS).toBeUndefined();
    expect(parseEnv({ BACKUP_INTERVAL_HOURS: "0.25" }).BACKUP_INTERVAL_HOURS).toBe(0.25);
    expect(parseEnv({ BACKUP_INTERVAL_HOURS: "24" }).BACKUP_INTERVAL_HOURS).toBe(24);
    expect(() => parseEnv({ BACKUP_INTERVAL_HOURS: "0.002" })).toThrow(/BACKUP_INTERVAL_HOURS: must be at least 0.25 \(15 minutes\)/);
    expect(() => parseEnv({ BACKUP_INTERVAL_HOURS: "169" })).toThrow(/BACKUP_INTERVAL_HOURS: must be at most 168/);
  });

  it("serves /metrics only with a METRICS_TOKEN of 16 characters or more", () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: "" }).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: "a-scraper-token-of-32-characters" }).METRICS_TOKEN).toBe("a-scraper-token-of-32-characters");
    expect(() => parseEnv({ METRICS_TOKEN: "too-short" })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it("trusts only BASE_URL's origin when it is set", () => {
    expect(trustedOrigins(parseEnv({ BASE_URL: "https://crm.example.com/" }))).toEqual(["https://crm.example.com"]);
  });
});
