// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  AccountDocument,
  CancelEmailChangeDocument,
  ChangePasswordDocument,
  ResendEmailChangeDocument,
  UpdateProfileDocument,
} from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { ProfileSettings } from "./ProfileSettings.tsx";

const wait = { timeout: 8000 };

const ACCOUNT = {
  __typename: "Viewer" as const,
  id: "u1",
  firstName: "Alice",
  lastName: "Smith",
  email: "alice@example.com",
  pendingEmail: null as string | null,
  phone: "555-0100",
  emailNotifications: true,
  taskReminders: true,
};

function accountMock(account = ACCOUNT) {
  return {
    request: { query: AccountDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { viewer: account } },
  };
}

function renderProfile(mocks: ReadonlyArray<MockLink.MockedResponse>, account = ACCOUNT) {
  renderRoute({
    routes: [{ path: "/settings", element: <ProfileSettings /> }],
    path: "/settings",
    mocks: [accountMock(account), ...mocks],
  });
}

function clickButton(text: string) {
  const button = screen.getByText(text, { selector: "button span" }).closest("button");
  if (!button) throw new Error(`no button "${text}"`);
  fireEvent.click(button);
}

const NEW_PROFILE = { firstName: "Alicia", lastName: "Smith", email: "alice@example.com", phone: "555-0100" };

describe("ProfileSettings", () => {
  it("fills the profile and saves the changes", async () => {
    renderProfile([
      {
        request: { query: UpdateProfileDocument, variables: { input: NEW_PROFILE } },
        result: { data: { updateProfile: { ...ACCOUNT, firstName: "Alicia" } } },
      },
    ]);
    const firstName = await screen.findByLabelText("First Name", {}, wait);
    expect(firstName).toHaveProperty("value", "Alice");
    expect(screen.getByLabelText("Last Name")).toHaveProperty("value", "Smith");
    expect(screen.getByLabelText("Email")).toHaveProperty("value", "alice@example.com");
    expect(screen.getByLabelText("Phone")).toHaveProperty("value", "555-0100");
    fireEvent.change(firstName, { target: { value: "Alicia" } });
    clickButton("Save Changes");
    expect(await screen.findByText("Settings updated successfully", {}, wait)).toBeTruthy();
  });

  it("shows the failure with the server's reason", async () => {
    const taken = { ...NEW_PROFILE, firstName: "Alice", email: "bob@example.com", currentPassword: "my-secret" };
    renderProfile([
      {
        request: { query: UpdateProfileDocument, variables: { input: taken } },
        result: {
          errors: [
            { message: "This email address is already used by another account", extensions: { code: "CONFLICT" } },
          ],
        },
      },
    ]);
    fireEvent.change(await screen.findByLabelText("Email", {}, wait), { target: { value: "bob@example.com" } });
    fireEvent.change(await screen.findByLabelText("Password to confirm the new email", {}, wait), {
      target: { value: "my-secret" },
    });
    clickButton("Save Changes");
    expect(await screen.findByText("Failed to update settings", {}, wait)).toBeTruthy();
    expect(screen.getByText("This email address is already used by another account")).toBeTruthy();
  });

  it("checks the shared rules before sending", async () => {
    renderProfile([]);
    // The browser lets this address through; the shared rule asks for a domain with a dot.
    fireEvent.change(await screen.findByLabelText("Email", {}, wait), { target: { value: "alice@localhost" } });
    clickButton("Save Changes");
    expect(await screen.findByText("Please enter a valid email address", {}, wait)).toBeTruthy();
    expect(screen.getByText("Validation Error")).toBeTruthy();
  });

  it("shows an address waiting for confirmation with Resend and Cancel", async () => {
    const pending = { ...ACCOUNT, pendingEmail: "alice@new.test" };
    const sent = "We sent a confirmation link to alice@new.test. Your email address changes once you open it.";
    renderProfile(
      [
        {
          request: { query: ResendEmailChangeDocument },
          result: { data: { resendEmailChange: { __typename: "MessagePayload", message: sent } } },
        },
        {
          request: { query: CancelEmailChangeDocument },
          result: { data: { cancelEmailChange: ACCOUNT } },
        },
      ],
      pending,
    );
    expect(await screen.findByText("Waiting for confirmation: alice@new.test", {}, wait)).toBeTruthy();
    clickButton("Resend");
    expect(await screen.findByText(sent, {}, wait)).toBeTruthy();
    clickButton("Cancel");
    expect(await screen.findByText("Your email address stays alice@example.com.", {}, wait)).toBeTruthy();
    expect(screen.queryByText("Waiting for confirmation: alice@new.test")).toBeNull();
  });

  it("changes the password once the new one is typed twice", async () => {
    const changed = "Your password has been changed. Your other sessions have been signed out.";
    renderProfile([
      {
        request: {
          query: ChangePasswordDocument,
          variables: { input: { currentPassword: "old-secret", newPassword: "new-secret" } },
        },
        result: { data: { changePassword: { __typename: "MessagePayload", message: changed } } },
      },
    ]);
    fireEvent.change(await screen.findByLabelText("Current Password", {}, wait), { target: { value: "old-secret" } });
    fireEvent.change(screen.getByLabelText("New Password"), { target: { value: "new-secret" } });
    fireEvent.change(screen.getByLabelText("Confirm New Password"), { target: { value: "new-secreT" } });
    clickButton("Change Password");
    expect(await screen.findByText("Passwords do not match", {}, wait)).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Confirm New Password"), { target: { value: "new-secret" } });
    clickButton("Change Password");
    expect(await screen.findByText(changed, {}, wait)).toBeTruthy();
    expect(screen.getByLabelText("Current Password")).toHaveProperty("value", "");
  });

  it("shows the server's refusal of a wrong current password", async () => {
    renderProfile([
      {
        request: {
          query: ChangePasswordDocument,
          variables: { input: { currentPassword: "wrong-secret", newPassword: "new-secret" } },
        },
        result: { errors: [{ message: "Current password is incorrect", extensions: { code: "BAD_USER_INPUT" } }] },
      },
    ]);
    fireEvent.change(await screen.findByLabelText("Current Password", {}, wait), { target: { value: "wrong-secret" } });
    fireEvent.change(screen.getByLabelText("New Password"), { target: { value: "new-secret" } });
    fireEvent.change(screen.getByLabelText("Confirm New Password"), { target: { value: "new-secret" } });
    clickButton("Change Password");
    expect(await screen.findByText("Current password is incorrect", {}, wait)).toBeTruthy();
    expect(screen.getByText("Failed to change the password")).toBeTruthy();
  });

  it("asks for the current password once the Email field holds a new address, and sends it", async () => {
    const changed = { ...NEW_PROFILE, firstName: "Alice", email: "alice@new.test", currentPassword: "my-secret" };
    renderProfile([
      {
        request: { query: UpdateProfileDocument, variables: { input: changed } },
        result: { data: { updateProfile: { ...ACCOUNT, pendingEmail: "alice@new.test" } } },
      },
    ]);
    const email = await screen.findByLabelText("Email", {}, wait);
    expect(screen.queryByLabelText("Password to confirm the new email")).toBeNull();
    fireEvent.change(email, { target: { value: "alice@new.test" } });
    const password = await screen.findByLabelText("Password to confirm the new email", {}, wait);
    clickButton("Save Changes");
    expect(await screen.findByText("Enter your current password to change your email address", {}, wait)).toBeTruthy();
    fireEvent.change(password, { target: { value: "my-secret" } });
    clickButton("Save Changes");
    expect(await screen.findByText("Settings updated successfully", {}, wait)).toBeTruthy();
  });
});
