// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PASSWORD_SET } from "#schema/account/account.rules.ts";
import { AccountPasswordDocument, SetPasswordDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { PasswordCard } from "./PasswordCard.tsx";

const wait = { timeout: 8000 };
const passwordQuery = (hasPassword: boolean) => ({
  request: { query: AccountPasswordDocument },
  // StrictMode mounts twice, and each mount asks.
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { viewer: { __typename: "Viewer", id: "u1", hasPassword } } },
});

describe("PasswordCard", () => {
  it("offers an account made at a single sign-on to set a first password, with no current password asked", async () => {
    renderRoute({
      routes: [{ path: "/settings", element: <PasswordCard /> }],
      path: "/settings",
      mocks: [
        passwordQuery(false),
        {
          request: { query: SetPasswordDocument, variables: { input: { newPassword: "a long passphrase" } } },
          result: { data: { setPassword: { __typename: "MessagePayload", message: PASSWORD_SET } } },
        },
      ],
    });
    expect(await screen.findByText("Set a password", {}, wait)).toBeTruthy();
    expect(screen.queryByLabelText("Current Password")).toBeNull();
    fireEvent.change(screen.getByLabelText("New Password"), { target: { value: "a long passphrase" } });
    fireEvent.change(screen.getByLabelText("Confirm New Password"), { target: { value: "a long passphrase" } });
    fireEvent.click(screen.getByRole("button", { name: "Set Password" }));
    expect(await screen.findByText(PASSWORD_SET, {}, wait)).toBeTruthy();
  });

  it("asks an account with a password for the current one to change it", async () => {
    renderRoute({
      routes: [{ path: "/settings", element: <PasswordCard /> }],
      path: "/settings",
      mocks: [passwordQuery(true)],
    });
    expect(await screen.findByLabelText("Current Password", {}, wait)).toBeTruthy();
  });
});
