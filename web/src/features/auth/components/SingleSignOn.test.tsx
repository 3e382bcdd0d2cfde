// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SINGLE_SIGN_ON_PROBLEMS } from "#schema/auth/single-sign-on.text.ts";
import { SingleSignOnOptionDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { SingleSignOnButton, SingleSignOnProblem } from "./SingleSignOn.tsx";

const wait = { timeout: 8000 };

function renderAt(path: string, singleSignOn: { buttonLabel: string } | null) {
  renderRoute({
    routes: [
      {
        path: "/login",
        element: (
          <>
            <SingleSignOnProblem />
            <SingleSignOnButton />
          </>
        ),
      },
    ],
    path,
    mocks: [
      {
        request: { query: SingleSignOnOptionDocument },
        // StrictMode mounts twice, and each mount asks.
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: {
          data: { singleSignOn: singleSignOn && { __typename: "SingleSignOnOption", ...singleSignOn } },
        },
      },
    ],
  });
}

describe("SingleSignOn", () => {
  it("shows the configured label as a link to the start route, carrying next on", async () => {
    renderAt("/login?next=%2Fcustomers%3Fview%3Dmine", { buttonLabel: "Sign in with Acme ID" });
    const button = await screen.findByRole("link", { name: "Sign in with Acme ID" }, wait);
    expect(button.getAttribute("href")).toBe("/api/auth/oidc/start?next=%2Fcustomers%3Fview%3Dmine");
  });

  it("says why the last single sign-on signed nobody in", async () => {
    renderAt("/login?sso_error=email_taken_unverified", { buttonLabel: "Sign in with Acme ID" });
    expect((await screen.findByRole("alert", {}, wait)).textContent).toBe(
      SINGLE_SIGN_ON_PROBLEMS.email_taken_unverified,
    );
  });

  it("reads an unknown reason as a failed sign-in, never as text from the address", async () => {
    renderAt("/login?sso_error=Your%20account%20was%20hacked", null);
    expect((await screen.findByRole("alert", {}, wait)).textContent).toBe(SINGLE_SIGN_ON_PROBLEMS.failed);
  });
});
