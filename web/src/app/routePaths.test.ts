import { describe, expect, it } from "vitest";
import { KNOWN_ROUTE_PATTERNS, isKnownPath } from "./routePaths.ts";
import { ROUTE_TABLE } from "./routeTable.ts";

describe("isKnownPath", () => {
  it("knows every public page", () => {
    for (const path of [
      "/",
      "/login",
      "/register",
      "/verify-email",
      "/invite",
      "/about",
      "/careers",
      "/contact",
      "/help-center",
      "/documentation",
      "/api-reference",
      "/privacy",
      "/terms",
      "/refund",
      "/cookies",
      "/admin/login",
    ]) {
      expect(isKnownPath(path), path).toBe(true);
    }
  });

  it("knows the signed-in and admin pages, which answer before their guards redirect", () => {
    for (const path of [
      "/customers",
      "/companies",
      "/companies/0199a1b2-c3d4",
      "/tasks",
      "/activities",
      "/settings",
      "/workspaces",
      "/admin",
      "/admin/features",
      "/admin/pricing",
      "/admin/testimonials",
      "/admin/messages",
      "/admin/workspaces",
      "/admin/security",
    ]) {
      expect(isKnownPath(path), path).toBe(true);
    }
  });

  it("matches a parameter to exactly one non-empty segment", () => {
    expect(isKnownPath("/customers/0199a1b2-c3d4")).toBe(true);
    expect(isKnownPath("/customers/a/b")).toBe(false);
    expect(isKnownPath("/customers//x")).toBe(false);
  });

  it("matches /dashboard and any path below it", () => {
    expect(isKnownPath("/dashboard")).toBe(true);
    expect(isKnownPath("/dashboard/reports/2026")).toBe(true);
    expect(isKnownPath("/dashboards")).toBe(false);
  });

  it("ignores trailing slashes and letter case, as the router does", () => {
    expect(isKnownPath("/about/")).toBe(true);
    expect(isKnownPath("/About")).toBe(true);
    expect(isKnownPath("/customers/42/")).toBe(true);
  });

  it("decodes percent-encoded letters but not an encoded slash", () => {
    expect(isKnownPath("/%61bout")).toBe(true);
    expect(isKnownPath("/about%2Fteam")).toBe(false);
    expect(isKnownPath("/%E0%A4%A")).toBe(false);
  });

  it("does not know any other path", () => {
    for (const path of [
      "/nope",
      "/about/team",
      "/admin/faq",
      "/admin/login/x",
      "/admin/api-keys",
      "//about",
      "",
      "about",
    ]) {
      expect(isKnownPath(path), path).toBe(false);
    }
  });

  it("lists each pattern once", () => {
    expect(new Set(KNOWN_ROUTE_PATTERNS).size).toBe(KNOWN_ROUTE_PATTERNS.length);
  });

  it("sends every redirect to a path it knows", () => {
    for (const route of ROUTE_TABLE) {
      if ("redirectTo" in route) expect(isKnownPath(route.redirectTo), route.path).toBe(true);
    }
  });
});
