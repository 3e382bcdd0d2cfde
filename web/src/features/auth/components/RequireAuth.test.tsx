// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionDocument } from "#web/graphql/generated/graphql.ts";
import { findLocation, renderRoute } from "#web/test/renderRoute.tsx";
import { RequireAuth } from "./RequireAuth.tsx";

const wait = { timeout: 8000 };

function renderGuarded(mock: object) {
  renderRoute({
    routes: [
      {
        element: <RequireAuth />,
        children: [{ path: "/dashboard", element: <p>Secret dashboard</p> }],
      },
    ],
    path: "/dashboard",
    // StrictMode mounts twice in development, which may send the query twice.
    mocks: [
      {
        request: { query: SessionDocument },
        maxUsageCount: Number.POSITIVE_INFINITY,
        ...mock,
      },
    ],
  });
}

const signedOut = {
  data: {
    session: { __typename: "Session", isAuthenticated: false, userId: null },
    viewer: null,
  },
};
const signedIn = {
  data: {
    session: { __typename: "Session", isAuthenticated: true, userId: "1" },
    viewer: {
      __typename: "User",
      id: "1",
      username: "alice",
      email: "alice@example.com",
    },
  },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("RequireAuth", () => {
  it("shows 'Loading...' during the session check, then the page", async () => {
    renderGuarded({ result: signedIn });
    expect(screen.getByText("Loading...")).toBeTruthy();
    expect(await screen.findByText("Secret dashboard", {}, wait)).toBeTruthy();
  });

  it("sends visitors who are not signed in to /login", async () => {
    renderGuarded({ result: signedOut });
    expect(await findLocation("/login")).toBeTruthy();
  });

  it("logs 'Auth check failed' and sends to /login when the check fails", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    renderGuarded({ error: new TypeError("Failed to fetch") });
    expect(await findLocation("/login")).toBeTruthy();
    expect(log).toHaveBeenCalledWith("Auth check failed", expect.anything());
  });
});
