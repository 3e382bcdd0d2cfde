import { PageHeader } from "./PageHeader.tsx";

export type ScreenComingSoonProps = {
  screen: string;
};

/** Stands in for a screen that is not built yet: says so plainly, shows no made-up data. */
export function ScreenComingSoon({ screen }: ScreenComingSoonProps) {
  return (
    <PageHeader
      title={screen}
      description={`The ${screen} screen is not available yet; it is coming in a later release.`}
    />
  );
}
