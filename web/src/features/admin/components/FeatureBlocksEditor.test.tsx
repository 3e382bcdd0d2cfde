// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminFeatureBlocksDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { FeatureBlocksEditor } from "./FeatureBlocksEditor.tsx";

const wait = { timeout: 8000 };

const block = {
  __typename: "FeatureBlock" as const,
  id: "f1",
  icon: "pipeline",
  title: "Deal Pipeline",
  description: "Move deals through the stages.",
};

function renderEditor() {
  renderRoute({
    routes: [{ path: "/admin/features", element: <FeatureBlocksEditor /> }],
    path: "/admin/features",
    mocks: [
      {
        request: { query: AdminFeatureBlocksDocument },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: { data: { featureBlocks: [block] } },
      },
    ],
  });
}

describe("FeatureBlocksEditor", () => {
  it("shows each block with its icon, and keeps the last one", async () => {
    renderEditor();
    expect(await screen.findByRole("heading", { name: "Deal Pipeline" }, wait)).toBeTruthy();
    expect(screen.getByText("Move deals through the stages.")).toBeTruthy();
    expect(screen.getByText("Icon: Pipeline")).toBeTruthy();
    expect(screen.getByText("The landing page needs at least one feature block")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete Deal Pipeline" })).toHaveProperty("disabled", true);
  });

  it("adds a block only with an icon, a title and a description", async () => {
    renderEditor();
    await screen.findByRole("heading", { name: "Deal Pipeline" }, wait);
    fireEvent.click(screen.getByText("Add Feature Block").closest("button") as HTMLButtonElement);
    const dialog = await screen.findByRole("dialog", { name: "Add Feature Block" }, wait);
    expect(within(dialog).getByLabelText("Description")).toHaveProperty("rows", 3);
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "x".repeat(81) } });
    fireEvent.click(within(dialog).getByText("Add Feature Block", { selector: "button span" }));
    expect(await within(dialog).findByText("Icon is required", {}, wait)).toBeTruthy();
    expect(within(dialog).getByText("Title must be at most 80 characters")).toBeTruthy();
    expect(within(dialog).getByText("Description is required")).toBeTruthy();
  });
});
