import { ScreenComingSoon } from "../features/shell/components/ScreenComingSoon.tsx";
import { DocumentTitle } from "../ui/DocumentTitle.tsx";

export type ComingSoonPageProps = {
  screen: string;
};

export function ComingSoonPage({ screen }: ComingSoonPageProps) {
  return (
    <>
      <DocumentTitle title={screen} />
      <ScreenComingSoon screen={screen} />
    </>
  );
}
