// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RowActionsMenu } from "./RowActionsMenu.tsx";

describe("RowActionsMenu", () => {
  it("names its button after the row and runs the action chosen", async () => {
    const actions = { onView: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
    render(<RowActionsMenu name="Acme" {...actions} />);
    fireEvent.click(screen.getByRole("button", { name: "Actions for Acme" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: /Edit/ }));
    expect(actions.onEdit).toHaveBeenCalledOnce();
    expect(actions.onView).not.toHaveBeenCalled();
    expect(actions.onDelete).not.toHaveBeenCalled();
  });
});
