// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { NavLink, Outlet, RouterProvider, createMemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { lazyScreen } from "./lazyScreen.tsx";

function Shell() {
  return (
    <>
      <nav aria-label="Sidebar">
        <NavLink to="/customers">Customers</NavLink>
        <NavLink to="/tasks">Tasks</NavLink>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}

describe("lazyScreen", () => {
  it("shows the screen clicked in the address and the sidebar at once, with a skeleton until its code loads", async () => {
    const tasksCode = Promise.withResolvers<ComponentType>();
    const router = createMemoryRouter(
      [
        {
          Component: Shell,
          children: [
            { path: "/customers", Component: () => <h1>Customers screen</h1> },
            { path: "/tasks", Component: lazyScreen(() => tasksCode.promise) },
          ],
        },
      ],
      { initialEntries: ["/customers"] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: "Customers screen" })).toBeTruthy();

    fireEvent.click(screen.getByRole("link", { name: "Tasks" }));
    expect(await screen.findByRole("status", { name: "Loading" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/tasks");
    expect(screen.getByRole("link", { name: "Tasks" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Customers" }).getAttribute("aria-current")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Customers screen" })).toBeNull();

    await act(async () => tasksCode.resolve(() => <h1>Tasks screen</h1>));
    expect(await screen.findByRole("heading", { name: "Tasks screen" })).toBeTruthy();
    expect(screen.queryByRole("status", { name: "Loading" })).toBeNull();
  });
});
