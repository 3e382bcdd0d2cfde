// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LostReasonsForm } from "./LostReasonsCard.tsx";

const wait = { timeout: 8000 };

describe("LostReasonsForm", () => {
  it("renames, reorders, removes and adds reasons, then saves the list at once", async () => {
    const onSave = vi.fn();
    render(<LostReasonsForm reasons={["Price", "No budget", "Other"]} saving={false} onSave={onSave} />);
    fireEvent.change(screen.getByLabelText("Reason 2"), { target: { value: "Budget cut" } });
    fireEvent.click(screen.getByRole("button", { name: "Move reason 2 up" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove reason 3" }));
    fireEvent.click(screen.getByRole("button", { name: /Add reason/ }));
    fireEvent.change(screen.getByLabelText("Reason 3"), { target: { value: " Went quiet " } });
    fireEvent.click(screen.getByRole("button", { name: "Save reasons" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(["Budget cut", "Price", "Went quiet"]), wait);
  });

  it("says '<Label> is required' for a blank reason and saves nothing", async () => {
    const onSave = vi.fn();
    render(<LostReasonsForm reasons={["Price"]} saving={false} onSave={onSave} />);
    fireEvent.click(screen.getByRole("button", { name: /Add reason/ }));
    fireEvent.click(screen.getByRole("button", { name: "Save reasons" }));
    expect(await screen.findByText("Reason is required", {}, wait)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
