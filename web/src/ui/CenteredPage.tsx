import type { ReactNode } from "react";

export type CenteredPageProps = {
  children: ReactNode;
};

/** A full-height page with its content centered, used by the sign-in style screens. */
export function CenteredPage({ children }: CenteredPageProps) {
  return <main className="centered-page">{children}</main>;
}
