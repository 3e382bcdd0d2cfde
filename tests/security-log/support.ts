import { expect } from "vitest";
import type { TestApp } from "#tests/support/test-app.ts";
import { createUser, TEST_PASSWORD } from "#tests/support/users.ts";

export const CHROME_ON_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
export const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0";
export const json = { "Content-Type": "application/json" };

/** Where a browser of the tests comes from: the app trusts one proxy, so X-Forwarded-For names it. */
export type Origin = { ip: string; userAgent: string };
export const HOME: Origin = { ip: "198.51.100.7", userAgent: CHROME_ON_LINUX };
export const ELSEWHERE: Origin = { ip: "203.0.113.9", userAgent: FIREFOX_ON_WINDOWS };

export type Browser = ReturnType<TestApp["agent"]>;

/** A cookie-keeping client whose every request comes from `origin`. */
export function browserAt(t: TestApp, origin: Origin = HOME): Browser {
  return t.agent().set("User-Agent", origin.userAgent).set("X-Forwarded-For", origin.ip);
}

/** Signs the browser in with the test password (or `password`), expecting `status`. */
export async function logIn(browser: Browser, username: string, { password = TEST_PASSWORD, status = 200 } = {}) {
  const response = await browser.post("/api/auth/login").set(json).send({ username, password });
  expect(response.status).toBe(status);
  return response;
}

type EventJson = {
  kind: string;
  actor: { username: string } | null;
  user: { username: string };
  ip: string;
  browser: string;
  os: string;
  detail: Record<string, unknown>;
  description: string;
};

/** A logged event as the tests compare it: who did it, to whom, what, and from where. */
export function eventSummary({ kind, actor, user, ip, browser, os, detail, description }: EventJson) {
  return {
    kind,
    actor: actor?.username ?? null,
    user: user.username,
    ip,
    browser: `${browser} on ${os}`,
    detail,
    description,
  };
}

/** Every event of a REST security log (`/api/user/security-events` or `/api/workspace/security-events`), newest first. */
export async function restLog(browser: Browser, path: string) {
  const response = await browser.get(`${path}?limit=200`);
  expect(response.status).toBe(200);
  return (response.body as { data: EventJson[] }).data.map(eventSummary);
}

export const CHROME = "Chrome 142 on Linux";
export const FIREFOX = "Firefox 145 on Windows 10";

/** A new account signed in at HOME: the owner of the workspace its first sign-in gives it. */
export async function signedInOwner(t: TestApp, username: string) {
  await createUser(t.db, { username });
  const owner = browserAt(t, HOME);
  await logIn(owner, username);
  return owner;
}
