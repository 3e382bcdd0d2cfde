import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { readInitialData } from "#web/ui/site/useInitialData.ts";

/** Last-resort screen when a route fails to render or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "An unexpected error occurred.";
  return (
    <main className="centered-page">
      <title>{`Something went wrong | ${readInitialData().siteSettings.companyName}`}</title>
      <div className="not-found">
        <h1>Something went wrong</h1>
        <p>{detail}</p>
        <p>
          <a href="/">Reload the home page</a>
        </p>
      </div>
    </main>
  );
}
