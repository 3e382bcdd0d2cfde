import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import { render, screen } from "@testing-library/react";
import { StrictMode, type ReactElement } from "react";
import { RouterProvider, createMemoryRouter, useLocation, type RouteObject } from "react-router-dom";
import { ThemeProvider } from "#web/ui/theme/ThemeProvider.tsx";

export type RenderRouteOptions = {
  /** The route(s) under test; any other path renders "At <path>" so tests can see navigation. */
  routes: RouteObject[];
  path: string;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
};

function CurrentLocation() {
  const location = useLocation();
  return <p>{`At ${location.pathname}`}</p>;
}

/** Renders app routes the way main.tsx does (StrictMode, theme, GraphQL) with mocked operations. */
export function renderRoute({ routes, path, mocks = [] }: RenderRouteOptions) {
  const router = createMemoryRouter([...routes, { path: "*", element: <CurrentLocation /> }], {
    initialEntries: [path],
  });
  const ui: ReactElement = (
    <StrictMode>
      <MockedProvider mocks={mocks}>
        <ThemeProvider>
          <RouterProvider router={router} />
        </ThemeProvider>
      </MockedProvider>
    </StrictMode>
  );
  return { router, ...render(ui) };
}

/** Waits until the router shows the catch-all page for `pathname`. */
export function findLocation(pathname: string) {
  return screen.findByText(`At ${pathname}`, undefined, { timeout: 8000 });
}
