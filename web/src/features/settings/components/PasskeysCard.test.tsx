// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MyPasskeysDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { PasskeysCard } from "./PasskeysCard.tsx";

const wait = { timeout: 8000 };

const support = vi.hoisted(() => ({ offered: false, ip: false }));
vi.mock("#web/ui/session/passkeySupport.ts", () => ({
  passkeysOffered: () => support.offered,
  isIpAddressHost: () => support.ip,
}));

afterEach(() => {
  support.offered = false;
  support.ip = false;
});

const laptop = {
  __typename: "Passkey",
  id: "p1",
  name: "Work laptop",
  createdAt: "2026-11-20T09:15:00.000Z",
  lastUsedAt: null,
};

function renderCard(passkeys: (typeof laptop)[]) {
  renderRoute({
    routes: [{ path: "/settings", element: <PasskeysCard /> }],
    path: "/settings",
    mocks: [
      {
        request: { query: MyPasskeysDocument },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: { data: { myPasskeys: passkeys } },
      },
    ],
  });
}

describe("PasskeysCard", () => {
  it("lists each passkey with when it was added and last used, to rename or remove", async () => {
    support.offered = true;
    renderCard([laptop]);
    const row = (await screen.findByText("Work laptop", {}, wait)).closest("tr")!;
    expect(within(row).getByText("Never")).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Rename Work laptop" })).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Remove Work laptop" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add a passkey" })).toBeTruthy();
  });

  it("says why instead of offering Add on a page reached by an IP address", async () => {
    support.ip = true;
    renderCard([]);
    expect(await screen.findByText("No passkeys yet.", {}, wait)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("Passkeys need this site's name")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add a passkey" })).toBeNull();
  });
});
