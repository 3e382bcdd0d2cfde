import { lazy, Suspense, type ComponentType } from "react";
import { PageSkeleton } from "#web/ui/PageSkeleton.tsx";

/**
 * A screen of the signed-in area whose code loads on demand without holding up the navigation: the
 * address and the sidebar show the screen clicked at once, and its content area a skeleton until the
 * code has come (never the previous screen, as a route's `lazy` would keep it). Each screen mounts a
 * Suspense boundary of its own, so React shows the skeleton even though the router renders the new
 * location in a transition.
 */
export function lazyScreen(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyScreen() {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    );
  };
}
