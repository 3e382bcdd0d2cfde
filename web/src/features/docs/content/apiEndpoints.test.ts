import { describe, expect, it } from "vitest";
import {
  PASSWORD_RESET_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  VERIFICATION_RESENT_MESSAGE,
} from "../../../../../schema/auth/recovery.rules.ts";
import { PASSWORD_RESET_ANSWER, RESET_REQUESTED_ANSWER, VERIFICATION_RESENT_ANSWER } from "./accountEndpoints.ts";
import { API_ENDPOINTS } from "./apiEndpoints.ts";

const endpoint = (method: string, path: string) =>
  API_ENDPOINTS.find((listed) => listed.method === method && listed.path === path);

describe("API_ENDPOINTS", () => {
  it("shows each endpoint's example request for that method and path", () => {
    for (const { method, path, request } of API_ENDPOINTS) {
      const pattern = new RegExp(`^${method} ${path.replace(/:id/, "[0-9a-f-]+").replace(".", "\\.")}(\\?|\\n|$)`);
      expect(request, `${method} ${path}`).toMatch(pattern);
    }
  });

  it("names the key only for the endpoints that need one", () => {
    const keyless = API_ENDPOINTS.filter(({ request }) => !request.includes("Authorization: Bearer <key>"));
    expect(keyless.map(({ method, path }) => `${method} ${path}`)).toEqual([
      "POST /api/auth/register",
      "GET /api/auth/verify-email",
      "POST /api/auth/resend-verification",
      "POST /api/auth/login",
      "GET /api/auth/session",
      "PUT /api/user/profile",
      "POST /api/user/email-change/resend",
      "DELETE /api/user/email-change",
      "PUT /api/user/notification-preferences",
      "PUT /api/user/password",
      "POST /api/auth/logout",
      "POST /api/auth/forgot-password",
      "POST /api/auth/reset-password",
      "GET /api/hero",
      "GET /api/settings",
    ]);
  });

  it("sends a person's own settings with their session cookie", () => {
    const settings = API_ENDPOINTS.filter(({ path }) => path.startsWith("/api/user/"));
    expect(settings).toHaveLength(5);
    for (const { request } of settings) expect(request).toContain("\nCookie: bramble_session=<session>");
  });

  it("documents the three CSV exports with the columns each one writes", () => {
    expect(endpoint("GET", "/api/customers/export.csv")?.response).toContain(
      "\n\nName,Email,Phone,Company,Status,Value (USD),Notes,Created\n",
    );
    expect(endpoint("GET", "/api/tasks/export.csv")?.response).toContain(
      "\n\nTitle,Description,Priority,Due,Completed,Customer,Created\n",
    );
    expect(endpoint("GET", "/api/activities/export.csv")?.response).toContain(
      "\n\nType,Title,Description,Date,Customer\n",
    );
  });

  it("shows the recovery endpoints' answers word for word", () => {
    expect([RESET_REQUESTED_ANSWER, VERIFICATION_RESENT_ANSWER, PASSWORD_RESET_ANSWER]).toEqual([
      RESET_REQUESTED_MESSAGE,
      VERIFICATION_RESENT_MESSAGE,
      PASSWORD_RESET_MESSAGE,
    ]);
  });
});
