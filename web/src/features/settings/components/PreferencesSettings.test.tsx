// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AccountDocument, UpdateNotificationPreferencesDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { PreferencesSettings } from "./PreferencesSettings.tsx";

const wait = { timeout: 8000 };

const ACCOUNT = {
  __typename: "Viewer" as const,
  id: "u1",
  firstName: "",
  lastName: "",
  email: "alice@example.com",
  pendingEmail: null,
  phone: "",
  emailNotifications: true,
  taskReminders: true,
};

const accountMock = {
  request: { query: AccountDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { viewer: ACCOUNT } },
};

function renderPreferences(mocks: Parameters<typeof renderRoute>[0]["mocks"] = []) {
  renderRoute({
    routes: [{ path: "/settings", element: <PreferencesSettings /> }],
    path: "/settings?tab=preferences",
    mocks: [accountMock, ...(mocks ?? [])],
  });
}

function switchNamed(name: string) {
  return screen.findByRole("switch", { name }, wait);
}

describe("PreferencesSettings", () => {
  it("saves a notification switch at once and shows it Disabled", async () => {
    renderPreferences([
      {
        request: { query: UpdateNotificationPreferencesDocument, variables: { input: { taskReminders: false } } },
        delay: 100,
        result: { data: { updateNotificationPreferences: { ...ACCOUNT, taskReminders: false } } },
      },
    ]);
    const reminders = await switchNamed("Task Reminders");
    expect(reminders.getAttribute("aria-checked")).toBe("true");
    expect(screen.getAllByText("Enabled")).toHaveLength(2);
    fireEvent.click(reminders);
    expect(await screen.findByText("Disabled", {}, wait)).toBeTruthy();
    expect(await screen.findByText("Settings updated successfully", {}, wait)).toBeTruthy();
    expect((await switchNamed("Email Notifications")).getAttribute("aria-checked")).toBe("true");
  });

  it("puts the switch back and says so when saving fails", async () => {
    renderPreferences([
      {
        request: {
          query: UpdateNotificationPreferencesDocument,
          variables: { input: { emailNotifications: false } },
        },
        delay: 100,
        result: { errors: [{ message: "Not signed in", extensions: { code: "UNAUTHENTICATED" } }] },
      },
    ]);
    fireEvent.click(await switchNamed("Email Notifications"));
    expect(await screen.findByText("Failed to update settings", {}, wait)).toBeTruthy();
    await waitFor(async () => {
      expect((await switchNamed("Email Notifications")).getAttribute("aria-checked")).toBe("true");
    }, wait);
  });

  it("switches the theme with the same control as the top bar", async () => {
    renderPreferences();
    const darkMode = await switchNamed("Dark Mode");
    expect(darkMode.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(darkMode);
    await waitFor(() => expect(document.documentElement.classList.contains("dark")).toBe(true), wait);
    expect(window.localStorage.getItem("theme")).toBe("dark");
  });
});
