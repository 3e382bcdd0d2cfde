// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MockLink } from "@apollo/client/testing";
import { RemoveSampleDataDocument, WorkspaceSampleRowsDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { SampleDataCard } from "./SampleDataCard.tsx";

const wait = { timeout: 8000 };
const KEPT_SENTENCE = "2 customers you edited and 1 customer with your own deals, tasks or activities stay.";
const nothingKept = {
  __typename: "SampleRowsKept",
  customersEdited: 0,
  customersWithOwnRows: 0,
  companies: 0,
  deals: 0,
  tasks: 0,
  activities: 0,
};
const someKept = { ...nothingKept, customersEdited: 2, customersWithOwnRows: 1 };

function sampleRows(sampleRowCount: number, sampleRowsKept: typeof nothingKept): MockLink.MockedResponse {
  return {
    request: { query: WorkspaceSampleRowsDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        viewer: {
          __typename: "Viewer",
          id: "u1",
          currentWorkspace: { __typename: "CurrentWorkspace", id: "w1", sampleRowCount, sampleRowsKept },
        },
      },
    },
  };
}

function renderCard(mocks: MockLink.MockedResponse[]) {
  renderRoute({ routes: [{ path: "/settings", element: <SampleDataCard /> }], path: "/settings", mocks });
}

describe("SampleDataCard", () => {
  it("says what removing the samples keeps and why, asks, then says what went and what stayed", async () => {
    const removal = {
      request: { query: RemoveSampleDataDocument },
      result: {
        data: {
          removeSampleData: {
            __typename: "SampleDataRemoval",
            customers: 4,
            companies: 3,
            deals: 0,
            tasks: 2,
            activities: 1,
            kept: someKept,
          },
        },
      },
    };
    renderCard([sampleRows(7, someKept), removal]);
    expect(
      await screen.findByText("This workspace still has 7 sample rows from the demo data it started with.", {}, wait),
    ).toBeTruthy();
    expect(screen.getByText(`When they are removed, ${KEPT_SENTENCE}`)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Remove sample data" }));
    const dialog = await screen.findByRole("dialog", {}, wait);
    expect(
      within(dialog).getByText(
        `Every customer, company, deal, task and activity still labelled Sample is deleted for everyone in this workspace. ${KEPT_SENTENCE}`,
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByText("Remove sample data", { selector: "button span" }));
    expect(
      await screen.findByText(
        `Removed 4 customers, 3 companies, 0 deals, 2 tasks and 1 activity. ${KEPT_SENTENCE}`,
        {},
        wait,
      ),
    ).toBeTruthy();
  });

  it("stays while a single sample row is left, and says rows you add or edit stay", async () => {
    renderCard([sampleRows(1, nothingKept)]);
    expect(
      await screen.findByText("This workspace still has 1 sample row from the demo data it started with.", {}, wait),
    ).toBeTruthy();
    expect(screen.getByText("Rows labelled Sample go when they are removed. Rows you add or edit stay.")).toBeTruthy();
  });
});
