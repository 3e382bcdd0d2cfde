import { StrictMode } from "react";
import { LandingSections } from "#web/features/landing/components/LandingSections.tsx";
import { SiteFrame } from "#web/features/landing/components/SiteFrame.tsx";
import { InitialDataContext } from "#web/ui/site/useInitialData.ts";
import type { InitialData } from "#web/ui/site/initialData.ts";
import { DocumentThemeProvider } from "./DocumentThemeProvider.tsx";

export type LandingAppProps = {
  data: InitialData;
};

/** Everything `/` shows, as the server renders it and the browser hydrates it: same tree, same data. */
export function LandingApp({ data }: LandingAppProps) {
  return (
    <StrictMode>
      <DocumentThemeProvider>
        <InitialDataContext value={data}>
          <SiteFrame>
            <LandingSections />
          </SiteFrame>
        </InitialDataContext>
      </DocumentThemeProvider>
    </StrictMode>
  );
}
