import { createContext, use, type ComponentType, type ReactNode } from "react";

export type SiteLinkProps = {
  /** A path of this site, such as "/register" or "/#pricing". */
  to: string;
  className?: string;
  "aria-label"?: string;
  onClick?: () => void;
  children: ReactNode;
};

export type SiteNavigation = {
  /** The path of the page the links are on. */
  pathname: string;
  /** Draws a link to another page of the site. */
  Link: ComponentType<SiteLinkProps>;
};

function PageLoadLink({ to, children, ...anchorProps }: SiteLinkProps) {
  return (
    <a href={to} {...anchorProps}>
      {children}
    </a>
  );
}

/**
 * How the public site's links navigate. The default is the server-rendered landing page, which has
 * no client-side router: its links are plain anchors that load the next page. Inside the app's
 * router, `RouterNavigation` swaps in the router's links.
 */
export const SiteNavigationContext = createContext<SiteNavigation>({ pathname: "/", Link: PageLoadLink });

export function useSiteNavigation(): SiteNavigation {
  return use(SiteNavigationContext);
}

/** A link to a page of this site, drawn as the current navigation says (plain anchor or router link). */
export function SiteLink(props: SiteLinkProps) {
  const { Link } = useSiteNavigation();
  return <Link {...props} />;
}
