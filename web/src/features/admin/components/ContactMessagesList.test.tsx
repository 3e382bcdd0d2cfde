// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  ContactMessagesDocument,
  DeleteContactMessageDocument,
  SetContactMessageReadDocument,
} from "#web/graphql/generated/graphql.ts";
import { listPreferencesMock } from "#web/test/listPreferencesMocks.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { ContactMessagesList } from "./ContactMessagesList.tsx";

const wait = { timeout: 8000 };

const message = {
  __typename: "ContactMessage" as const,
  id: "m1",
  name: "Nia Noor",
  email: "nia@example.com",
  subject: "Pricing",
  message: "Do you offer discounts?",
  createdAt: "2026-11-20T10:00:00.000Z",
  readAt: null as string | null,
};

type Server = { messages: (typeof message)[] };

/** The list over a fake server's messages; `mutations` may change what it holds. */
function renderList(mutations: (server: Server) => MockLink.MockedResponse[]) {
  const server: Server = { messages: [message] };
  renderRoute({
    routes: [{ path: "/admin/messages", element: <ContactMessagesList /> }],
    path: "/admin/messages",
    mocks: [
      listPreferencesMock(25),
      {
        request: { query: ContactMessagesDocument, variables: { first: 25, after: null, offset: null } },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: () => ({
          data: {
            contactMessages: {
              __typename: "ContactMessageConnection",
              edges: server.messages.map((node) => ({ __typename: "ContactMessageEdge", node })),
              pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
              totalCount: server.messages.length,
              totalCountIsLowerBound: false,
            },
          },
        }),
      },
      ...mutations(server),
    ],
  });
  return server;
}

describe("ContactMessagesList", () => {
  it("tags an unread message New and marks it read", async () => {
    renderList(() => [
      {
        request: { query: SetContactMessageReadDocument, variables: { id: "m1", read: true } },
        result: {
          data: {
            setContactMessageRead: { __typename: "ContactMessage", id: "m1", readAt: "2026-11-21T09:00:00.000Z" },
          },
        },
      },
    ]);
    expect(await screen.findByRole("heading", { name: "New Pricing" }, wait)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Mark as read: Pricing" }));
    expect(await screen.findByRole("button", { name: "Mark as unread: Pricing" }, wait)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Pricing" })).toBeTruthy();
  });

  it("deletes a message once the admin confirms", async () => {
    renderList((server) => [
      {
        request: { query: DeleteContactMessageDocument, variables: { id: "m1" } },
        result: () => {
          server.messages = [];
          return { data: { deleteContactMessage: { __typename: "DeletePayload", id: "m1" } } };
        },
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Delete: Pricing" }, wait));
    // (Under test, antd gives every element the same id, so the dialog is not found by its title's.)
    const dialog = await screen.findByRole("dialog", {}, wait);
    expect(within(dialog).getAllByText('Delete the message "Pricing"?').length).toBeGreaterThan(0);
    expect(within(dialog).getByText("The message cannot be restored.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Message deleted successfully", {}, wait)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("heading", { name: /Pricing/ })).toBeNull(), wait);
    expect(screen.getByText("No messages yet. Messages sent through the contact form appear here.")).toBeTruthy();
  });
});
