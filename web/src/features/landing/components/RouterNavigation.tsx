import { useMemo, type ReactNode } from "react";
import { Link, useLocation } from "react-router-dom";
import { SiteNavigationContext, type SiteLinkProps, type SiteNavigation } from "./SiteLink.tsx";

function RouterLink({ to, children, ...anchorProps }: SiteLinkProps) {
  return (
    <Link to={to} {...anchorProps}>
      {children}
    </Link>
  );
}

export type RouterNavigationProps = {
  children: ReactNode;
};

/** Inside the app's router, the public site's links navigate on the client, from the router's location. */
export function RouterNavigation({ children }: RouterNavigationProps) {
  const { pathname } = useLocation();
  const navigation = useMemo<SiteNavigation>(() => ({ pathname, Link: RouterLink }), [pathname]);
  return <SiteNavigationContext value={navigation}>{children}</SiteNavigationContext>;
}
