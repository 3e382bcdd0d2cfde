// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  AccountDocument,
  ApiKeysDocument,
  CreateWebhookEndpointDocument,
  ChangeMemberRoleDocument,
  InvitationsDocument,
  InviteMemberDocument,
  MembersDocument,
  ResendInvitationDocument,
  RemoveSampleDataDocument,
  SetWorkspaceTwoFactorRequirementDocument,
  WebhookEndpointsDocument,
  WorkspaceSampleRowsDocument,
} from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { ACME, viewerMock } from "#web/test/viewerMocks.ts";
import { SettingsTabs } from "./SettingsTabs.tsx";

const wait = { timeout: 8000 };
const always = { maxUsageCount: Number.POSITIVE_INFINITY };

const nothingKept = {
  __typename: "SampleRowsKept",
  customersEdited: 0,
  customersWithOwnRows: 0,
  companies: 0,
  deals: 0,
  tasks: 0,
  activities: 0,
};
const sampleRows = {
  request: { query: WorkspaceSampleRowsDocument },
  ...always,
  result: {
    data: {
      viewer: {
        __typename: "Viewer",
        id: "u1",
        currentWorkspace: { __typename: "CurrentWorkspace", id: "w1", sampleRowCount: 42, sampleRowsKept: nothingKept },
      },
    },
  },
};

function member(id: string, username: string, role: "owner" | "member") {
  return {
    __typename: "Membership",
    role,
    joinedAt: "2026-11-02T10:00:00.000Z",
    user: { __typename: "User", id, username, email: `${username}@example.com` },
  };
}

const members = {
  request: { query: MembersDocument },
  ...always,
  result: { data: { members: [member("u1", "alice", "owner"), member("u2", "bob", "member")] } },
};

const invitations = {
  request: { query: InvitationsDocument },
  ...always,
  result: {
    data: {
      invitations: [
        {
          __typename: "Invitation",
          id: "i1",
          email: "carol@example.com",
          role: "member",
          createdAt: "2026-11-01T10:00:00.000Z",
          expiresAt: "2026-11-08T10:00:00.000Z",
          expired: true,
        },
      ],
    },
  },
};

const account = {
  request: { query: AccountDocument },
  ...always,
  result: {
    data: {
      viewer: {
        __typename: "Viewer",
        id: "u1",
        firstName: "Alice",
        lastName: "",
        email: "alice@example.com",
        pendingEmail: null,
        phone: "",
        emailNotifications: true,
        taskReminders: false,
      },
    },
  },
};

const apiKeys = { request: { query: ApiKeysDocument }, ...always, result: { data: { apiKeys: [] } } };

const webhookEndpoints = {
  request: { query: WebhookEndpointsDocument },
  ...always,
  result: {
    data: {
      webhookEndpoints: [
        {
          __typename: "WebhookEndpoint",
          id: "e1",
          url: "https://hooks.example.com/crm",
          events: ["customer.created", "customer.deleted", "deal.updated"],
          enabled: false,
          disabledReason:
            "Disabled automatically: deliveries failed for 24 hours without a success (last: Answered 500)",
          failingSince: "2026-11-01T10:00:00.000Z",
          createdAt: "2026-11-01T09:00:00.000Z",
          createdBy: { __typename: "User", username: "alice" },
          recentDeliveries: [
            {
              __typename: "WebhookDelivery",
              id: "d1",
              eventType: "customer.created",
              status: "failed",
              responseStatus: 500,
              attempts: 14,
              lastError: "Answered 500",
              createdAt: "2026-11-01T10:00:00.000Z",
              lastAttemptAt: "2026-11-02T10:00:00.000Z",
            },
          ],
        },
      ],
    },
  },
};

/** The button showing `text` (role queries take seconds on this large antd tree in jsdom). */
function button(text: string): HTMLButtonElement {
  const found = screen.getByText(text, { selector: "button span" }).closest("button");
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}

async function findButton(text: string): Promise<HTMLButtonElement> {
  await screen.findByText(text, { selector: "button span" }, wait);
  return button(text);
}

function renderSettings(
  role: "owner" | "member",
  path = "/settings?tab=workspace",
  actions: ReadonlyArray<MockLink.MockedResponse> = [],
) {
  const current = { ...ACME, role };
  renderRoute({
    routes: [{ path: "/settings", element: <SettingsTabs /> }],
    path,
    mocks: [viewerMock({ current }), account, sampleRows, members, invitations, apiKeys, webhookEndpoints, ...actions],
  });
}

describe("SettingsTabs", () => {
  it("opens on the person's profile, with their preferences one tab away", async () => {
    renderSettings("member", "/settings");
    expect(await screen.findByLabelText("First Name", {}, wait)).toHaveProperty("value", "Alice");
    expect(button("Save Changes")).toBeTruthy();
    expect(button("Change Password")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Preferences" })).toBeTruthy();
  });

  it("lets an owner rename, clean up, export, delete and leave the workspace", async () => {
    renderSettings("owner");
    expect(await screen.findByLabelText("Workspace name", {}, wait)).toHaveProperty("value", "Acme");
    expect(button("Save name")).toBeTruthy();
    expect(
      await screen.findByText("This workspace still has 42 sample rows from the demo data it started with.", {}, wait),
    ).toBeTruthy();
    expect(button("Remove sample data")).toBeTruthy();
    expect(button("Export data")).toBeTruthy();
    expect(button("Delete workspace")).toBeTruthy();
    expect(button("Leave workspace")).toBeTruthy();
  });

  it("lets an owner require two-factor authentication of every member", async () => {
    renderSettings("owner", "/settings?tab=workspace", [
      {
        request: {
          query: SetWorkspaceTwoFactorRequirementDocument,
          variables: { input: { requireTwoFactor: true } },
        },
        result: {
          data: {
            setWorkspaceTwoFactorRequirement: { __typename: "CurrentWorkspace", id: "w1", requireTwoFactor: true },
          },
        },
      },
    ]);
    expect(await screen.findByText("Require two-factor authentication", {}, wait)).toBeTruthy();
    const requirement = screen.getByRole("switch", { name: "Require two-factor authentication" });
    expect(requirement.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(requirement);
    expect(await screen.findByText("Members now need two-factor authentication", {}, wait)).toBeTruthy();
  });

  it("shows a member who must set up a second factor a banner and only their own account's tabs, Security open", async () => {
    renderRoute({
      routes: [{ path: "/settings", element: <SettingsTabs /> }],
      path: "/settings?tab=team",
      mocks: [viewerMock({ current: { ...ACME, role: "member" }, twoFactorSetupRequired: true }), account],
    });
    expect(await screen.findByText("Acme requires two-factor authentication", {}, wait)).toBeTruthy();
    expect(
      screen.getByText(
        "An owner of this workspace requires every member to use a second factor. Set up two-factor authentication below: the workspace's customers, deals and tasks open once it is on.",
      ),
    ).toBeTruthy();
    const tabs = screen.getAllByRole("tab").map((tab) => [tab.textContent, tab.getAttribute("aria-selected")]);
    expect(tabs).toEqual([
      ["Profile", "false"],
      ["Preferences", "false"],
      ["Security", "true"],
    ]);
  });

  it("shows a member the name read-only and only the way out", async () => {
    renderSettings("member");
    expect(await screen.findByText("Only owners can rename the workspace.", {}, wait)).toBeTruthy();
    expect(screen.getByText("Acme")).toBeTruthy();
    expect(screen.queryByLabelText("Workspace name")).toBeNull();
    expect(screen.queryByText("Remove sample data")).toBeNull();
    expect(screen.queryByText("Export data")).toBeNull();
    expect(screen.queryByText("Delete workspace")).toBeNull();
    expect(button("Leave workspace")).toBeTruthy();
  });

  it("asks the owner to type the workspace's name before deleting it", async () => {
    renderSettings("owner");
    fireEvent.click(await findButton("Delete workspace"));
    const dialog = await screen.findByRole("dialog", { name: "Delete Acme?" }, wait);
    const confirm = within(dialog).getByRole("button", { name: "Delete workspace" });
    expect(confirm).toHaveProperty("disabled", true);
    fireEvent.change(within(dialog).getByLabelText("Type Acme to confirm"), { target: { value: "Acme" } });
    // The button is there from the start, disabled: wait for the typed name to enable it.
    await waitFor(
      () => expect(within(dialog).getByRole("button", { name: "Delete workspace" })).toHaveProperty("disabled", false),
      wait,
    );
  });

  it("gives an owner the team's roles, removals, the invite form and the pending invitations", async () => {
    renderSettings("owner", "/settings?tab=team");
    expect(await screen.findByText("bob@example.com", {}, wait)).toBeTruthy();
    expect(screen.getByText("alice (you)")).toBeTruthy();
    expect(screen.getByLabelText("Role of bob")).toBeTruthy();
    expect(screen.getByLabelText("Remove bob")).toBeTruthy();
    expect(screen.queryByLabelText("Remove alice")).toBeNull();
    expect(button("Send invitation")).toBeTruthy();
    expect(await screen.findByText("carol@example.com", {}, wait)).toBeTruthy();
    expect(screen.getByText("Expired")).toBeTruthy();
    expect(screen.getByLabelText("Resend the invitation to carol@example.com")).toBeTruthy();
    expect(screen.getByLabelText("Revoke the invitation to carol@example.com")).toBeTruthy();
  });

  it("shows a member the team read-only, without invitations", async () => {
    renderSettings("member", "/settings?tab=team");
    expect(await screen.findByText("bob@example.com", {}, wait)).toBeTruthy();
    expect(screen.getByText("Only owners can invite people, change roles or remove members.")).toBeTruthy();
    expect(screen.queryByLabelText("Role of bob")).toBeNull();
    expect(screen.queryByLabelText("Remove bob")).toBeNull();
    expect(screen.queryByText("Send invitation")).toBeNull();
    expect(screen.queryByText("Pending invitations")).toBeNull();
  });

  it("shows API keys to owners only", async () => {
    renderSettings("member", "/settings?tab=api-keys");
    expect(await screen.findByText("Only workspace owners can manage API keys.", {}, wait)).toBeTruthy();
    expect(screen.queryByText("Create API Key")).toBeNull();
  });

  it("gives an owner the API key manager", async () => {
    renderSettings("owner", "/settings?tab=api-keys");
    expect(await findButton("Create API Key")).toBeTruthy();
    expect(screen.getByText("No API keys yet.")).toBeTruthy();
  });

  it("shows webhooks to owners only", async () => {
    renderSettings("member", "/settings?tab=webhooks");
    expect(await screen.findByText("Only workspace owners can manage webhooks.", {}, wait)).toBeTruthy();
    expect(screen.queryByText("Add endpoint")).toBeNull();
  });

  it("shows an owner each endpoint with why it was disabled and its deliveries, which cannot be resent while it is off", async () => {
    renderSettings("owner", "/settings?tab=webhooks");
    expect(await screen.findByText("https://hooks.example.com/crm", {}, wait)).toBeTruthy();
    expect(screen.getByText("Disabled")).toBeTruthy();
    expect(
      screen.getByText("Disabled automatically: deliveries failed for 24 hours without a success (last: Answered 500)"),
    ).toBeTruthy();
    expect(screen.getByText("Events: Customers: created, deleted; Deals: updated")).toBeTruthy();
    const deliveries = screen.getByRole("region", { name: "Recent deliveries to https://hooks.example.com/crm" });
    expect(within(deliveries).getByText("customer.created")).toBeTruthy();
    expect(within(deliveries).getByText("Failed")).toBeTruthy();
    expect(within(deliveries).getByText("500")).toBeTruthy();
    expect(within(deliveries).getByText("14")).toBeTruthy();
    expect(button("Resend")).toHaveProperty("disabled", true);
    expect(button("Enable")).toBeTruthy();
  });

  it("adds an endpoint for the events ticked and shows its secret once", async () => {
    renderSettings("owner", "/settings?tab=webhooks", [
      {
        request: {
          query: CreateWebhookEndpointDocument,
          variables: { input: { url: "https://new.example.com/in", events: ["task.created"] } },
        },
        result: {
          data: {
            createWebhookEndpoint: {
              __typename: "CreatedWebhookEndpoint",
              secret: "whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0",
              endpoint: { __typename: "WebhookEndpoint", id: "e2" },
            },
          },
        },
      },
    ]);
    fireEvent.change(await screen.findByLabelText("Endpoint URL", {}, wait), {
      target: { value: "https://new.example.com/in" },
    });
    fireEvent.click(screen.getByLabelText("All events"));
    expect(screen.getByRole("group", { name: "Events" })).toBeTruthy();
    const tasks = screen.getByRole("group", { name: "Tasks" });
    fireEvent.click(within(tasks).getByLabelText("Created"));
    fireEvent.click(button("Add endpoint"));
    expect(
      await screen.findByText("Copy the endpoint's signing secret now: it will not be shown again.", {}, wait),
    ).toBeTruthy();
    expect(screen.getByText("whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0")).toBeTruthy();
  });

  it("refuses a URL that is not http(s) and asks for at least one event, as the server would", async () => {
    renderSettings("owner", "/settings?tab=webhooks");
    fireEvent.change(await screen.findByLabelText("Endpoint URL", {}, wait), {
      target: { value: "ftp://new.example.com/in" },
    });
    fireEvent.click(screen.getByLabelText("All events"));
    fireEvent.click(button("Add endpoint"));
    expect(
      await screen.findByText("Endpoint URL must be a valid URL starting with http:// or https://", {}, wait),
    ).toBeTruthy();
    expect(screen.getByText("Choose at least one event")).toBeTruthy();
  });

  it("removes the sample data once confirmed and says how many rows went", async () => {
    renderSettings("owner", "/settings?tab=workspace", [
      {
        request: { query: RemoveSampleDataDocument },
        result: {
          data: {
            removeSampleData: {
              __typename: "SampleDataRemoval",
              customers: 12,
              companies: 5,
              deals: 30,
              tasks: 1,
              activities: 41,
              kept: nothingKept,
            },
          },
        },
      },
    ]);
    fireEvent.click(await findButton("Remove sample data"));
    const dialog = await screen.findByRole("dialog", {}, wait);
    expect(within(dialog).getAllByText("Remove sample data?").length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByText("Remove sample data", { selector: "button span" }));
    expect(
      await screen.findByText("Removed 12 customers, 5 companies, 30 deals, 1 task and 41 activities.", {}, wait),
    ).toBeTruthy();
    expect(screen.getByText("Sample data removed")).toBeTruthy();
  });

  it("sends an invitation with the chosen role and confirms it", async () => {
    renderSettings("owner", "/settings?tab=team", [
      {
        request: { query: InviteMemberDocument, variables: { input: { email: "dave@example.com", role: "member" } } },
        result: { data: { inviteMember: { __typename: "Invitation", id: "i2", email: "dave@example.com" } } },
      },
    ]);
    fireEvent.change(await screen.findByLabelText("Email", {}, wait), { target: { value: "dave@example.com" } });
    fireEvent.click(button("Send invitation"));
    expect(await screen.findByText("Invitation sent to dave@example.com", {}, wait)).toBeTruthy();
  });

  it("says how long to wait when the hour's invitations are used up", async () => {
    const message = "You can send at most 10 invitations an hour. Try again in 42 minutes.";
    renderSettings("owner", "/settings?tab=team", [
      {
        request: { query: InviteMemberDocument, variables: { input: { email: "dave@example.com", role: "member" } } },
        result: { errors: [{ message, extensions: { code: "RATE_LIMITED", retryAfter: 2520 } }] },
      },
    ]);
    fireEvent.change(await screen.findByLabelText("Email", {}, wait), { target: { value: "dave@example.com" } });
    fireEvent.click(button("Send invitation"));
    expect(await screen.findByText(message, {}, wait)).toBeTruthy();
    expect(screen.getByText("Failed to send the invitation")).toBeTruthy();
  });

  it("says how long to wait when an invitation was resent too often", async () => {
    const message = "An invitation can be sent again at most 3 times an hour. Try again in 5 minutes.";
    renderSettings("owner", "/settings?tab=team", [
      {
        request: { query: ResendInvitationDocument, variables: { id: "i1" } },
        result: { errors: [{ message, extensions: { code: "RATE_LIMITED", retryAfter: 300 } }] },
      },
    ]);
    fireEvent.click(await screen.findByLabelText("Resend the invitation to carol@example.com", {}, wait));
    expect(await screen.findByText(message, {}, wait)).toBeTruthy();
    expect(screen.getByText("Failed to resend the invitation")).toBeTruthy();
  });

  it("shows the server's refusal when a role change would leave no owner", async () => {
    renderSettings("owner", "/settings?tab=team", [
      {
        request: { query: ChangeMemberRoleDocument, variables: { userId: "u2", role: "owner" } },
        result: { errors: [{ message: "A workspace must keep at least one owner", extensions: { code: "CONFLICT" } }] },
      },
    ]);
    fireEvent.mouseDown(await screen.findByLabelText("Role of bob", {}, wait));
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-select-item-option[title="Owner"]');
      if (!found) throw new Error("the role options are not open");
      return found;
    }, wait);
    fireEvent.click(option);
    expect(await screen.findByText("A workspace must keep at least one owner", {}, wait)).toBeTruthy();
    expect(screen.getByText("Failed to change the role")).toBeTruthy();
  });
});
