// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { render, screen } from "@testing-library/react";
import { isValidElement, type ComponentType, type ReactElement } from "react";
import { Navigate, RouterProvider, createMemoryRouter, matchRoutes, type RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ThemeProvider } from "#web/ui/theme/ThemeProvider.tsx";
import { ROUTE_TABLE, type RouteGroup } from "./routeTable.ts";
import { appRoutes, type PageHandle } from "./router.tsx";

/** A public page with a parameter, at a path that names something it shows. */
const PUBLIC_SAMPLE_PATHS: Record<string, string> = { "/help-center/:articleSlug": "/help-center/create-your-account" };

/** A path the pattern matches: a parameter becomes one segment, a trailing splat nothing. */
const concretePath = (pattern: string) => pattern.replace(/:[^/]+/g, "42").replace(/\/\*$/, "");

/** What each matched route draws: its page's or component's name, or the element's type name and props. */
async function drawnBy(route: RouteObject): Promise<{ name: string | undefined; props?: unknown }> {
  const handle = route.handle as PageHandle | undefined;
  if (handle) {
    const page = await handle.load();
    expect(page.name).toBe(handle.page);
    return { name: page.name };
  }
  const loaded = route.lazy && typeof route.lazy === "function" ? await route.lazy() : {};
  const Component = (loaded.Component ?? route.Component) as ComponentType | undefined;
  const element = (loaded.element ?? route.element) as ReactElement | undefined;
  if (Component) return { name: Component.name };
  if (isValidElement(element)) {
    const type = element.type as ComponentType;
    return { name: type.name, props: element.props };
  }
  return { name: undefined };
}

async function drawnAlong(path: string) {
  const matches = matchRoutes(appRoutes, path) ?? [];
  return Promise.all(matches.map(({ route }) => drawnBy(route)));
}

/** The layout routes (guards and shell) each group's pages sit in, below the error boundary. */
const LAYOUTS: Record<RouteGroup, string[]> = {
  public: [],
  publicGraphql: ["ApolloLayout"],
  signedIn: ["ApolloLayout", "RequireAuth"],
  crm: ["ApolloLayout", "RequireAuth", "AppShell"],
  admin: ["ApolloLayout", "RequireAdmin", "AppShell"],
};

describe("the router built from the route table", () => {
  it.each(ROUTE_TABLE.filter((route) => "page" in route))(
    "shows $page at $path inside the $group layouts",
    async (route) => {
      const drawn = await drawnAlong(concretePath(route.path));
      const layouts = drawn.slice(1, -1).map(({ name }) => name);
      expect(layouts).toEqual(LAYOUTS[route.group]);
      expect(drawn.at(-1)?.name).toBe(route.page);
    },
  );

  it("sends people without a workspace away only from the CRM screens", async () => {
    const [crmShell] = (await drawnAlong("/tasks")).filter(({ name }) => name === "AppShell");
    const [adminShell] = (await drawnAlong("/admin/hero")).filter(({ name }) => name === "AppShell");
    expect(crmShell?.props).toEqual({ requireWorkspace: true });
    expect(adminShell?.props).toEqual({ requireWorkspace: false });
  });

  it("redirects /admin to the admin dashboard behind the admin guard, without drawing the shell", async () => {
    const drawn = await drawnAlong("/admin");
    expect(drawn.slice(1).map(({ name }) => name)).toEqual(["ApolloLayout", "RequireAdmin", Navigate.name]);
    expect(drawn.at(-1)?.props).toEqual({ to: "/admin/dashboard", replace: true });
  });

  it("shows the 404 page for a path the table does not list", async () => {
    expect((await drawnAlong("/no-such-page")).at(-1)?.name).toBe("NotFoundPage");
  });

  it.each(ROUTE_TABLE.filter((route) => route.group === "public" && route.path !== "/"))(
    "renders $page at $path without GraphQL",
    async (route) => {
      const router = createMemoryRouter(appRoutes, { initialEntries: [PUBLIC_SAMPLE_PATHS[route.path] ?? route.path] });
      render(
        <ThemeProvider>
          <RouterProvider router={router} />
        </ThemeProvider>,
      );
      const heading = await screen.findByRole("heading", { level: 1 }, { timeout: 8000 });
      expect(heading.textContent).not.toMatch(/404|Something went wrong/);
    },
  );
});
