import { Flex } from "antd";
import type { CurrentWorkspace } from "#web/ui/workspace/useCurrentWorkspace.ts";
import { AutoLinkCompaniesCard } from "./AutoLinkCompaniesCard.tsx";
import { DangerZoneCard } from "./DangerZoneCard.tsx";
import { ExportDataCard } from "./ExportDataCard.tsx";
import { LostReasonsCard } from "./LostReasonsCard.tsx";
import { SampleDataCard } from "./SampleDataCard.tsx";
import { WorkspaceNameCard } from "./WorkspaceNameCard.tsx";
import { WorkspaceSingleSignOnCard } from "./WorkspaceSingleSignOnCard.tsx";
import { WorkspaceTimeZoneCard } from "./WorkspaceTimeZoneCard.tsx";
import { WorkspaceTwoFactorCard } from "./WorkspaceTwoFactorCard.tsx";

export type WorkspaceSettingsProps = {
  workspace: CurrentWorkspace;
  isOwner: boolean;
};

/** Owners rename, edit the lost reasons, choose whether new people join their company automatically, secure (a second factor, or single sign-on, for every member), clean up, export and delete the workspace; every member can leave it. */
export function WorkspaceSettings({ workspace, isOwner }: WorkspaceSettingsProps) {
  return (
    <Flex vertical gap="large">
      <WorkspaceNameCard workspace={workspace} isOwner={isOwner} />
      {isOwner ? <WorkspaceTimeZoneCard /> : null}
      {isOwner ? <LostReasonsCard /> : null}
      {isOwner ? <AutoLinkCompaniesCard /> : null}
      {isOwner ? <WorkspaceTwoFactorCard workspace={workspace} /> : null}
      {isOwner ? <WorkspaceSingleSignOnCard /> : null}
      {isOwner ? <SampleDataCard /> : null}
      {isOwner ? <ExportDataCard /> : null}
      <DangerZoneCard workspace={workspace} isOwner={isOwner} />
    </Flex>
  );
}
