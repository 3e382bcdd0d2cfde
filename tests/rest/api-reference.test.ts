import { describe, expect, it } from "vitest";
import { createRestApi } from "../../gateway/rest/index.ts";
import { API_ENDPOINTS } from "../../web/src/features/docs/content/apiEndpoints.ts";
import { restRoutes } from "../support/rest-routes.ts";

/** The admin area's routes take the site administrator's session and refuse API keys: not for API clients. */
const isAdminArea = (route: string) => / \/admin\//.test(route);

describe("the API reference page", () => {
  it("lists every REST route outside the admin area, once", () => {
    const served = restRoutes(createRestApi())
      .filter((route) => !isAdminArea(route))
      .map((route) => route.replace(" ", " /api"));
    const listed = API_ENDPOINTS.map(({ method, path }) => `${method} ${path}`);
    expect([...listed].sort()).toEqual([...new Set(served)].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });
});
