import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, OIDC_ISSUER_RULE } from "./config.ts";

describe("loadConfig", () => {
  it("uses the documented defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      sessionSecret: undefined,
      appUrl: undefined,
      admin: undefined,
      smtpUrl: undefined,
      authRateLimit: 10,
      apiRateLimit: 1000,
      demoData: true,
      taskReminderHour: 7,
      databaseDirectUrl: undefined,
      databaseReplicaUrl: undefined,
      databasePoolSize: 10,
      metricsToken: undefined,
    });
  });

  it("reads the cluster's database addresses, pool size and metrics token", () => {
    const config = loadConfig({
      DATABASE_URL: "postgresql://app@127.0.0.1:6432/bramble",
      DATABASE_DIRECT_URL: "postgresql://app@127.0.0.1:5432/bramble",
      DATABASE_REPLICA_URL: "postgresql://app@127.0.0.1:6433/bramble",
      DATABASE_POOL_SIZE: "20",
      METRICS_TOKEN: "a-token-of-sixteen",
    });
    expect(config).toMatchObject({
      databaseUrl: "postgresql://app@127.0.0.1:6432/bramble",
      databaseDirectUrl: "postgresql://app@127.0.0.1:5432/bramble",
      databaseReplicaUrl: "postgresql://app@127.0.0.1:6433/bramble",
      databasePoolSize: 20,
      metricsToken: "a-token-of-sixteen",
    });
    expect(() => loadConfig({ DATABASE_REPLICA_URL: "postgresql://app@127.0.0.1:6433/bramble" })).toThrow(
      "DATABASE_URL must be set with DATABASE_DIRECT_URL or DATABASE_REPLICA_URL, which are other ways to the same database",
    );
    expect(() => loadConfig({ DATABASE_POOL_SIZE: "0" })).toThrow(
      "DATABASE_POOL_SIZE must be a whole number from 1 to 1000",
    );
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow("METRICS_TOKEN must be at least 16 characters");
  });

  it("limits each statement of the request work to DATABASE_STATEMENT_TIMEOUT_MS: 10 s unless set, 0 for none", () => {
    expect(loadConfig({}).databaseStatementTimeoutMs).toBe(10_000);
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: "2500" }).databaseStatementTimeoutMs).toBe(2500);
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: "0" }).databaseStatementTimeoutMs).toBe(0);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: "1.5" })).toThrow(
      "DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds from 0 to 3600000",
    );
  });

  it("drains for DRAIN_DELAY_MS on SIGTERM: 5 s in production and none elsewhere by default", () => {
    expect(loadConfig({}).drainDelayMs).toBe(0);
    expect(loadConfig({ NODE_ENV: "production" }).drainDelayMs).toBe(5000);
    expect(loadConfig({ NODE_ENV: "production", DRAIN_DELAY_MS: "0" }).drainDelayMs).toBe(0);
    expect(loadConfig({ DRAIN_DELAY_MS: "12000" }).drainDelayMs).toBe(12_000);
    expect(() => loadConfig({ DRAIN_DELAY_MS: "-1" })).toThrow(
      "DRAIN_DELAY_MS must be a whole number of milliseconds from 0 to 60000",
    );
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it("names the variable when a value is bad", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(
      "DATABASE_URL must be a URL starting with postgres:// or postgresql://",
    );
    expect(() => loadConfig({ SESSION_SECRET: "short" })).toThrow("SESSION_SECRET must be at least 32 characters");
    expect(() => loadConfig({ APP_URL: "ftp://example.com" })).toThrow(/APP_URL/);
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ DEMO_DATA: "no" })).toThrow("DEMO_DATA must be true or false");
    expect(() => loadConfig({ TASK_REMINDER_HOUR: "24" })).toThrow("TASK_REMINDER_HOUR must be an hour from 0 to 23");
    expect(() => loadConfig({ TASK_REMINDER_HOUR: "seven" })).toThrow(/TASK_REMINDER_HOUR/);
  });

  it("needs the admin username and password together", () => {
    expect(() => loadConfig({ ADMIN_USERNAME: "boss" })).toThrow(
      "ADMIN_USERNAME and ADMIN_PASSWORD must be set together",
    );
    expect(() => loadConfig({ ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "123" })).toThrow(
      "ADMIN_PASSWORD must be at least 6 characters",
    );
    expect(loadConfig({ ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "s3cret!" }).admin).toEqual({
      username: "boss",
      password: "s3cret!",
    });
  });

  it("requires a second factor of the site admin only when ADMIN_REQUIRE_2FA is true", () => {
    expect(loadConfig({}).adminRequireTwoFactor).toBe(false);
    expect(loadConfig({ ADMIN_REQUIRE_2FA: "" }).adminRequireTwoFactor).toBe(false);
    expect(loadConfig({ ADMIN_REQUIRE_2FA: "true" }).adminRequireTwoFactor).toBe(true);
    expect(() => loadConfig({ ADMIN_REQUIRE_2FA: "yes" })).toThrow("ADMIN_REQUIRE_2FA must be true or false");
  });

  it("lets webhooks reach private addresses only when WEBHOOKS_ALLOW_PRIVATE_URLS is true, whatever NODE_ENV says", () => {
    expect(loadConfig({}).webhooksAllowPrivateUrls).toBe(false);
    expect(loadConfig({ NODE_ENV: "development" }).webhooksAllowPrivateUrls).toBe(false);
    expect(loadConfig({ NODE_ENV: "test" }).webhooksAllowPrivateUrls).toBe(false);
    expect(loadConfig({ NODE_ENV: "production" }).webhooksAllowPrivateUrls).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", WEBHOOKS_ALLOW_PRIVATE_URLS: "true" }).webhooksAllowPrivateUrls).toBe(
      true,
    );
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE_URLS: "true" }).webhooksAllowPrivateUrls).toBe(true);
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE_URLS: "false" }).webhooksAllowPrivateUrls).toBe(false);
    expect(() => loadConfig({ WEBHOOKS_ALLOW_PRIVATE_URLS: "yes" })).toThrow(
      "WEBHOOKS_ALLOW_PRIVATE_URLS must be true or false",
    );
  });

  it("retries webhooks after 30 s at first unless WEBHOOK_RETRY_BASE_MS says otherwise", () => {
    expect(loadConfig({}).webhookRetryBaseMs).toBe(30_000);
    expect(loadConfig({ WEBHOOK_RETRY_BASE_MS: "50" }).webhookRetryBaseMs).toBe(50);
    expect(() => loadConfig({ WEBHOOK_RETRY_BASE_MS: "0" })).toThrow(
      "WEBHOOK_RETRY_BASE_MS must be a whole number of milliseconds, at least 1",
    );
  });

  it("ends sessions unused for a week (the site admin's for 12 hours), within 14 days, unless configured otherwise", () => {
    const hour = 60 * 60 * 1000;
    expect(loadConfig({}).sessionLifetimes).toEqual({
      idleMs: 168 * hour,
      adminIdleMs: 12 * hour,
      absoluteMs: 336 * hour,
    });
    expect(loadConfig({ SESSION_IDLE_HOURS: "24", ADMIN_SESSION_IDLE_HOURS: "1" }).sessionLifetimes).toEqual({
      idleMs: 24 * hour,
      adminIdleMs: hour,
      absoluteMs: 336 * hour,
    });
    for (const bad of ["0", "337", "1.5", "week"]) {
      expect(() => loadConfig({ SESSION_IDLE_HOURS: bad })).toThrow(
        "SESSION_IDLE_HOURS must be a whole number of hours from 1 to 336",
      );
    }
    expect(() => loadConfig({ ADMIN_SESSION_IDLE_HOURS: "0" })).toThrow(
      "ADMIN_SESSION_IDLE_HOURS must be a whole number of hours from 1 to 336",
    );
  });

  it("drops a trailing slash from APP_URL so links join cleanly", () => {
    expect(loadConfig({ APP_URL: "https://crm.example.com/" }).appUrl).toBe("https://crm.example.com");
  });
  it("configures single sign-on only with OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together", () => {
    expect(loadConfig({}).singleSignOn).toBeUndefined();
    const oidc = { OIDC_ISSUER: "https://id.example.com", OIDC_CLIENT_ID: "bramble", OIDC_CLIENT_SECRET: "s3cret" };
    expect(loadConfig(oidc).singleSignOn).toEqual({
      issuer: "https://id.example.com",
      clientId: "bramble",
      clientSecret: "s3cret",
      buttonLabel: "Sign in with single sign-on",
      createAccounts: true,
    });
    expect(
      loadConfig({ ...oidc, OIDC_BUTTON_LABEL: "Sign in with Acme ID", OIDC_CREATE_ACCOUNTS: "false" }).singleSignOn,
    ).toMatchObject({ buttonLabel: "Sign in with Acme ID", createAccounts: false });
    for (const partial of [{ OIDC_ISSUER: oidc.OIDC_ISSUER }, { ...oidc, OIDC_CLIENT_SECRET: "" }]) {
      expect(() => loadConfig(partial)).toThrow(
        "OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together",
      );
    }
    expect(() => loadConfig({ ...oidc, OIDC_CREATE_ACCOUNTS: "no" })).toThrow(
      "OIDC_CREATE_ACCOUNTS must be true or false",
    );
    expect(() => loadConfig({ ...oidc, OIDC_BUTTON_LABEL: "x".repeat(61) })).toThrow(
      "OIDC_BUTTON_LABEL must be at most 60 characters",
    );
  });

  it("takes an http:// OpenID issuer only on a loopback host", () => {
    const client = { OIDC_CLIENT_ID: "bramble", OIDC_CLIENT_SECRET: "s3cret" };
    for (const issuer of ["http://127.0.0.1:4000", "http://localhost:4000/realms/x", "http://[::1]:4000"]) {
      expect(loadConfig({ ...client, OIDC_ISSUER: issuer }).singleSignOn?.issuer).toBe(issuer);
    }
    for (const issuer of ["http://id.example.com", "http://10.0.0.5", "ftp://id.example.com", "id.example.com"]) {
      expect(() => loadConfig({ ...client, OIDC_ISSUER: issuer })).toThrow(OIDC_ISSUER_RULE);
    }
  });
});
