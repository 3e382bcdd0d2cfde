import type { ReactNode } from "react";
import { RouterNavigation } from "./RouterNavigation.tsx";
import { SiteFrame } from "./SiteFrame.tsx";

export type PublicLayoutProps = {
  children: ReactNode;
};

/** A public page of the app (about, legal, 404 …): the site's frame, its links going through the router. */
export function PublicLayout({ children }: PublicLayoutProps) {
  return (
    <RouterNavigation>
      <SiteFrame>{children}</SiteFrame>
    </RouterNavigation>
  );
}
