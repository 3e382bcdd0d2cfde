// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { describe, expect, it } from "vitest";
import { DealBoardDocument, MoveDealDocument, type DealStage } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { COLUMN_PAGE_SIZE, useDealBoard } from "./useDealBoard.ts";

const wait = { timeout: 8000 };
const filter = { ownerId: null, search: null };
const STAGES: DealStage[] = ["qualified", "proposal", "negotiation", "closed_won", "closed_lost"];

const pilot = {
  __typename: "Deal" as const,
  id: "d1",
  isSample: false,
  title: "API pilot",
  stage: "qualified" as const,
  valueCents: 85_000,
  position: 1024,
  expectedCloseAt: null,
  closedAt: null,
  createdAt: "2026-11-01T00:00:00.000Z",
  owner: null,
  customer: { __typename: "Customer" as const, id: "c1", name: "Michael Chen" },
};

const renewal = { ...pilot, id: "d2", title: "Renewal", valueCents: 12_000, position: 2048 };

/** Every deal in Qualified, the board's other columns empty. */
const pipelineOf = (qualified: (typeof pilot)[]) =>
  STAGES.map((stage) => {
    const deals = stage === "qualified" ? qualified : [];
    return {
      __typename: "DealPipelineStage" as const,
      stage,
      count: deals.length,
      totalValueCents: deals.reduce((sum, deal) => sum + deal.valueCents, 0),
      deals: {
        __typename: "DealConnection" as const,
        pageInfo: { __typename: "PageInfo" as const, hasNextPage: false, endCursor: null },
        edges: deals.map((node) => ({ __typename: "DealEdge" as const, node })),
      },
    };
  });

/** The board's columns as text, a button that drops the pilot deal at the top of Proposal, and one the renewal at the top of Negotiation. */
function BoardProbe() {
  const { board, move } = useDealBoard(filter);
  return (
    <>
      <ul>
        {board?.map((column) => (
          <li
            key={column.stage}
          >{`${column.stage}: ${column.count} ${column.deals.map((deal) => deal.title).join()}`}</li>
        ))}
      </ul>
      <button type="button" onClick={() => void move({ dealId: "d1", stage: "proposal", index: 0 })}>
        Move
      </button>
      <button type="button" onClick={() => void move({ dealId: "d2", stage: "negotiation", index: 0 })}>
        Move renewal
      </button>
    </>
  );
}

function renderBoard(moveResult: object, qualified = [pilot], otherMoves: MockLink.MockedResponse[] = []) {
  renderRoute({
    routes: [{ path: "/deals", element: <BoardProbe /> }],
    path: "/deals",
    mocks: [
      {
        request: { query: DealBoardDocument, variables: { filter, first: COLUMN_PAGE_SIZE } },
        result: { data: { dealPipeline: pipelineOf(qualified) } },
        // StrictMode mounts the board twice, and the board asks the server each time.
        maxUsageCount: 2,
      },
      {
        request: { query: MoveDealDocument, variables: { id: "d1", input: { stage: "proposal", afterId: null } } },
        delay: 200,
        ...moveResult,
      },
      ...otherMoves,
    ],
  });
}

describe("useDealBoard", () => {
  it("shows a move at once and keeps it once saved", async () => {
    renderBoard({ result: { data: { moveDeal: { ...pilot, stage: "proposal", position: -1024 } } } });
    await screen.findByText("qualified: 1 API pilot", {}, wait);
    fireEvent.click(screen.getByRole("button", { name: "Move" }));
    expect(await screen.findByText("proposal: 1 API pilot", {}, wait)).toBeTruthy();
    expect(screen.getByText("qualified: 0")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByText("proposal: 1 API pilot")).toBeTruthy();
  });

  it("takes a refused move back and says why", async () => {
    renderBoard({ result: { errors: [{ message: "The deal to place it after is no longer in Proposal" }] } });
    await screen.findByText("qualified: 1 API pilot", {}, wait);
    fireEvent.click(screen.getByRole("button", { name: "Move" }));
    expect(await screen.findByText("proposal: 1 API pilot", {}, wait)).toBeTruthy();
    expect(await screen.findByText("Failed to move deal", {}, wait)).toBeTruthy();
    expect(screen.getByText("The deal to place it after is no longer in Proposal")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("qualified: 1 API pilot")).toBeTruthy(), wait);
    expect(screen.getByText("proposal: 0")).toBeTruthy();
  });

  it("takes back only the refused move, not one made and saved after it", async () => {
    renderBoard(
      { result: { errors: [{ message: "The deal to place it after is no longer in Proposal" }] } },
      [pilot, renewal],
      [
        {
          request: { query: MoveDealDocument, variables: { id: "d2", input: { stage: "negotiation", afterId: null } } },
          delay: 20,
          result: { data: { moveDeal: { ...renewal, stage: "negotiation", position: -1024 } } },
        },
      ],
    );
    await screen.findByText("qualified: 2 API pilot,Renewal", {}, wait);
    fireEvent.click(screen.getByRole("button", { name: "Move" }));
    fireEvent.click(screen.getByRole("button", { name: "Move renewal" }));
    expect(await screen.findByText("Failed to move deal", {}, wait)).toBeTruthy();
    await waitFor(() => expect(screen.getByText("qualified: 1 API pilot")).toBeTruthy(), wait);
    expect(screen.getByText("proposal: 0")).toBeTruthy();
    expect(screen.getByText("negotiation: 1 Renewal")).toBeTruthy();
  });
});
