// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ForgetTrustedBrowserDocument, MyTrustedBrowsersDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { TrustedBrowsersCard } from "./TrustedBrowsersCard.tsx";

const wait = { timeout: 8000 };

function trusted(id: string, browser: string, os: string, ip: string, current: boolean) {
  return {
    __typename: "TrustedBrowser",
    id,
    ip,
    browser,
    os,
    createdAt: "2026-11-20T09:15:00.000Z",
    expiresAt: "2026-12-20T09:15:00.000Z",
    current,
  };
}

const firefox = trusted("t1", "Firefox 145", "Windows 10", "203.0.113.9", false);
const chrome = trusted("t2", "Chrome 142", "Linux", "198.51.100.7", true);

function renderCard(mocks: Parameters<typeof renderRoute>[0]["mocks"]) {
  renderRoute({ routes: [{ path: "/settings", element: <TrustedBrowsersCard /> }], path: "/settings", mocks });
}

describe("TrustedBrowsersCard", () => {
  it("lists each trusted browser with its address, this one marked", async () => {
    renderCard([
      {
        request: { query: MyTrustedBrowsersDocument },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: { data: { myTrustedBrowsers: [chrome, firefox] } },
      },
    ]);
    const firefoxRow = (await screen.findByText("Firefox 145 on Windows 10", {}, wait)).closest("tr")!;
    const chromeRow = screen.getByText("Chrome 142 on Linux").closest("tr")!;
    expect(within(firefoxRow).getByText("203.0.113.9")).toBeTruthy();
    expect(within(firefoxRow).queryByText("This browser")).toBeNull();
    expect(within(chromeRow).getByText("This browser")).toBeTruthy();
    expect(within(chromeRow).getByRole("button", { name: "Stop trusting" })).toBeTruthy();
  });

  it("says when no browser is trusted, as text rather than an empty table wider than a phone", async () => {
    renderCard([
      {
        request: { query: MyTrustedBrowsersDocument },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: { data: { myTrustedBrowsers: [] } },
      },
    ]);
    expect(await screen.findByText("No trusted browsers.", {}, wait)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("stops trusting a browser once confirmed, and lists the rest", async () => {
    let forgotten = false;
    renderCard([
      {
        request: { query: MyTrustedBrowsersDocument },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: () => ({ data: { myTrustedBrowsers: forgotten ? [chrome] : [chrome, firefox] } }),
      },
      {
        request: { query: ForgetTrustedBrowserDocument, variables: { id: "t1" } },
        result: () => {
          forgotten = true;
          return { data: { forgetTrustedBrowser: { __typename: "DeletePayload", id: "t1" } } };
        },
      },
    ]);
    const row = (await screen.findByText("Firefox 145 on Windows 10", {}, wait)).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "Stop trusting" }));
    fireEvent.click(await screen.findByRole("button", { name: "Forget browser" }, wait));
    expect(await screen.findByText("Stopped trusting Firefox 145 on Windows 10", {}, wait)).toBeTruthy();
    // The list is asked again after the mutation: wait for its answer, not for a moment.
    await waitFor(() => expect(screen.queryByText("Firefox 145 on Windows 10")).toBeNull(), wait);
    expect(screen.getByText("Chrome 142 on Linux")).toBeTruthy();
  });
});
