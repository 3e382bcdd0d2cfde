// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SearchDocument, type SearchQuery } from "#web/graphql/generated/graphql.ts";
import { findLocation, renderRoute } from "#web/test/renderRoute.tsx";
import { GO_TO_ENTRIES } from "../utils/goToEntries.ts";
import { GlobalSearch } from "./GlobalSearch.tsx";

const wait = { timeout: 8000 };

type Found = SearchQuery["search"][number];

function result(kind: Found["kind"], id: string, title: string, detail: string, customerId: string | null = null) {
  return { __typename: "SearchResult" as const, kind, id, title, detail, customerId };
}

const ACME_RESULTS = [
  result("customer", "c1", "Acme", "Acme Corp · hello@acme.test"),
  result("customer", "c2", "Ann Acme", "ann@acme.test"),
  result("company", "co1", "Acme Corp", "acme.test · Software"),
  result("deal", "d1", "Acme renewal", "Acme · Proposal", "c1"),
  result("task", "t1", "Send Acme the contract", "Acme · Pending", "c1"),
  result("activity", "a1", "Call with Acme", "Call · Acme", "c1"),
  result("activity", "a2", "Acme in the news", "Note"),
];

function searchMock(query: string, search: ReturnType<typeof result>[]) {
  return { request: { query: SearchDocument, variables: { query } }, result: { data: { search } } };
}

function renderSearch(mocks = [searchMock("acme", ACME_RESULTS)]) {
  return renderRoute({
    routes: [
      {
        path: "/dashboard",
        element: (
          <>
            <GlobalSearch />
            <button type="button">Elsewhere</button>
          </>
        ),
      },
    ],
    path: "/dashboard",
    mocks,
  });
}

const topBox = () => screen.getByRole("textbox", { name: "Search customers, companies" });
const paletteInput = () => screen.getByRole("combobox", { name: /Search customers, companies, deals, tasks/ });
const options = () => screen.getAllByRole("option");
const activeOption = () => {
  const id = paletteInput().getAttribute("aria-activedescendant");
  return id ? document.getElementById(id) : null;
};

function press(key: string) {
  fireEvent.keyDown(paletteInput(), { key });
}

describe("GlobalSearch", () => {
  it("opens the palette with what was typed in the top box and groups what the search found", async () => {
    renderSearch();
    fireEvent.change(topBox(), { target: { value: "acme" } });
    const dialog = await screen.findByRole("dialog", { name: "Search" }, wait);
    expect(paletteInput()).toHaveProperty("value", "acme");
    await within(dialog).findByRole("option", { name: /Ann Acme/ }, wait);
    const groups = within(dialog).getAllByRole("group");
    expect(
      groups.map((group) => [
        group.getAttribute("aria-labelledby") &&
          document.getElementById(group.getAttribute("aria-labelledby")!)?.textContent,
        within(group)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ]),
    ).toEqual([
      ["Customers", ["AcmeAcme Corp · hello@acme.test", "Ann Acmeann@acme.test"]],
      ["Companies", ["Acme Corpacme.test · Software"]],
      ["Deals", ["Acme renewalAcme · Proposal"]],
      ["Tasks", ["Send Acme the contractAcme · Pending"]],
      ["Activities", ["Call with AcmeCall · Acme", "Acme in the newsNote"]],
    ]);
    expect(activeOption()?.textContent).toBe("AcmeAcme Corp · hello@acme.test");
    expect(activeOption()?.getAttribute("aria-selected")).toBe("true");
  });

  it("opens with Ctrl+K on every screen, offers every screen under Go to, and Enter opens the active one", async () => {
    const { router } = renderSearch();
    act(() => {
      fireEvent.keyDown(window, { key: "k", ctrlKey: true });
    });
    await screen.findByRole("dialog", { name: "Search" }, wait);
    expect(options().map((option) => option.textContent)).toEqual(GO_TO_ENTRIES.map((entry) => entry.label));
    expect(activeOption()?.textContent).toBe("Dashboard");
    press("ArrowDown");
    expect(activeOption()?.textContent).toBe("Customers");
    press("ArrowUp");
    press("ArrowUp");
    expect(activeOption()?.textContent).toBe("Workspaces");
    press("ArrowDown");
    press("ArrowDown");
    press("Enter");
    await findLocation("/customers");
    expect(router.state.location.pathname).toBe("/customers");
  });

  it("opens a company's page", async () => {
    const { router } = renderSearch();
    fireEvent.change(topBox(), { target: { value: "acme" } });
    fireEvent.click(await screen.findByRole("option", { name: /Acme Corpacme\.test/ }, wait));
    await findLocation("/companies/co1");
    expect(router.state.location.pathname).toBe("/companies/co1");
  });

  it("moves through every group with the arrow keys and opens a deal's panel with Enter", async () => {
    const { router } = renderSearch();
    fireEvent.change(topBox(), { target: { value: "acme" } });
    await screen.findByRole("option", { name: /Acme renewal/ }, wait);
    press("ArrowDown");
    press("ArrowDown");
    expect(activeOption()?.textContent).toBe("Acme Corpacme.test · Software");
    press("ArrowDown");
    expect(activeOption()?.textContent).toBe("Acme renewalAcme · Proposal");
    press("Enter");
    await findLocation("/deals/d1");
    expect(router.state.location.pathname).toBe("/deals/d1");
  });

  it("opens a task in the Tasks screen's edit dialog, and an activity on its customer's page or on Activities", async () => {
    const acme = searchMock("acme", ACME_RESULTS);
    const { router } = renderSearch([acme, acme, acme]);
    fireEvent.change(topBox(), { target: { value: "acme" } });
    fireEvent.click(await screen.findByRole("option", { name: /Send Acme the contract/ }, wait));
    await findLocation("/tasks");
    expect(router.state.location.search).toBe("?task=t1");

    await act(() => router.navigate("/dashboard"));
    fireEvent.change(topBox(), { target: { value: "acme" } });
    fireEvent.mouseMove(await screen.findByRole("option", { name: /Call with Acme/ }, wait));
    press("Enter");
    await findLocation("/customers/c1");

    await act(() => router.navigate("/dashboard"));
    fireEvent.change(topBox(), { target: { value: "acme" } });
    fireEvent.click(await screen.findByRole("option", { name: /Acme in the news/ }, wait));
    await findLocation("/activities");
  });

  it("says when nothing matches, and keeps the screens whose name holds the text", async () => {
    renderSearch([searchMock("zzz", []), searchMock("team", [])]);
    fireEvent.change(topBox(), { target: { value: "zzz" } });
    await screen.findByRole("dialog", { name: "Search" }, wait);
    expect(await screen.findByText("No results", {}, wait)).toBeTruthy();
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(paletteInput().getAttribute("aria-expanded")).toBe("false");

    fireEvent.change(paletteInput(), { target: { value: "team" } });
    expect(options().map((option) => option.textContent)).toEqual(["Settings › Team"]);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(""), wait);
  });

  it("closes on Escape and gives focus back to the top box", async () => {
    renderSearch();
    topBox().focus();
    fireEvent.keyDown(topBox(), { key: "Enter" });
    const dialog = await screen.findByRole("dialog", { name: "Search" }, wait);
    await waitFor(() => expect(document.activeElement).toBe(paletteInput()), wait);
    fireEvent.keyDown(dialog, { key: "Escape" });
    // jsdom runs no CSS transition: end the dialog's closing one as a browser would.
    await waitFor(() => expect(dialog.className).toContain("ant-zoom-leave-active"), wait);
    fireEvent.transitionEnd(dialog);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), wait);
    await waitFor(() => expect(document.activeElement).toBe(topBox()), wait);
  });
});
