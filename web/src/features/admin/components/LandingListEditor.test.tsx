// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LandingListEditor, type LandingListEditorProps } from "./LandingListEditor.tsx";

type Entry = { id: string; name: string };

const ada: Entry = { id: "a", name: "Ada" };
const bo: Entry = { id: "b", name: "Bo" };
const cy: Entry = { id: "c", name: "Cy" };

function editor(entries: Entry[], reorder: (ids: string[]) => Promise<unknown>) {
  const props: LandingListEditorProps<Entry, { name: string }> = {
    list: "testimonials",
    entries,
    nameOf: (entry) => entry.name,
    renderEntry: (entry) => <p>{entry.name}</p>,
    fields: null,
    formValues: () => ({}),
    save: async () => undefined,
    remove: async () => undefined,
    reorder,
  };
  return <LandingListEditor {...props} />;
}

const focusedLabel = () => document.activeElement?.getAttribute("aria-label");

describe("LandingListEditor", () => {
  it("gives the focus back to the moved entry's button once the list shows the new order, not before", async () => {
    const sent: string[][] = [];
    const reorder = async (ids: string[]) => {
      sent.push(ids);
    };
    const { rerender } = render(editor([ada, bo, cy], reorder));
    const down = screen.getByRole("button", { name: "Move Ada down" });
    down.focus();
    await act(async () => fireEvent.click(down));
    expect(sent).toEqual([["b", "a", "c"]]);
    expect(screen.getByText("Ada moved to position 2 of 3")).toBeTruthy();

    // The list answers a render later; moving Ada's row drops the focus, which comes back to her button.
    (document.activeElement as HTMLElement).blur();
    rerender(editor([bo, ada, cy], reorder));
    expect(focusedLabel()).toBe("Move Ada down");

    // Later changes to the list leave the focus where the admin put it.
    screen.getByRole("button", { name: "Edit Cy" }).focus();
    rerender(editor([bo, ada, { ...cy, name: "Cyd" }], reorder));
    expect(focusedLabel()).toBe("Edit Cyd");
  });

  it("at the end of the list, gives the focus to the entry's other move button", async () => {
    const { rerender } = render(editor([ada, bo, cy], async () => undefined));
    const down = screen.getByRole("button", { name: "Move Bo down" });
    down.focus();
    await act(async () => fireEvent.click(down));
    rerender(editor([ada, cy, bo], async () => undefined));
    expect(focusedLabel()).toBe("Move Bo up");
  });
});
