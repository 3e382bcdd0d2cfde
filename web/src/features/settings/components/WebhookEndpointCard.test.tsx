// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { WebhookEndpointCard, type WebhookEndpoint } from "./WebhookEndpointCard.tsx";

const endpoint: WebhookEndpoint = {
  id: "e1",
  url: "http://127.0.0.1:9/hook",
  events: ["customer.created"],
  enabled: true,
  disabledReason: null,
  failingSince: "2026-11-27T10:00:00.000Z",
  createdAt: "2026-11-27T09:00:00.000Z",
  createdBy: { username: "owner" },
  recentDeliveries: [
    {
      id: "d1",
      eventType: "customer.created",
      status: "pending",
      responseStatus: null,
      attempts: 3,
      lastError: "Connection refused",
      createdAt: "2026-11-27T10:00:00.000Z",
      lastAttemptAt: "2026-11-27T10:05:00.000Z",
    },
  ],
};

function renderCard(shown: WebhookEndpoint) {
  renderRoute({
    routes: [{ path: "/settings", element: <WebhookEndpointCard endpoint={shown} /> }],
    path: "/settings",
  });
}

describe("WebhookEndpointCard", () => {
  it("marks a failing endpoint with a warning and says why in words, not 'Enabled'", async () => {
    renderCard(endpoint);
    expect(await screen.findByText("Failing", {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText("Enabled")).toBeNull();
    expect(screen.getAllByText("Can't connect to 127.0.0.1:9 (connection refused)").length).toBe(2);
    expect(screen.queryByText("Connection refused")).toBeNull();
  });

  it("shows an endpoint that delivers as enabled", async () => {
    renderCard({ ...endpoint, failingSince: null, recentDeliveries: [] });
    expect(await screen.findByText("Enabled", {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText("Failing")).toBeNull();
  });
});
