import { Card, Flex } from "antd";
import { InvitationsTable } from "./InvitationsTable.tsx";
import { InviteMemberForm } from "./InviteMemberForm.tsx";
import { MembersTable } from "./MembersTable.tsx";

export type TeamSettingsProps = {
  viewerId: string;
  workspaceName: string;
  isOwner: boolean;
};

/** Everyone sees who is in the workspace; owners also manage roles, removals and invitations. */
export function TeamSettings({ viewerId, workspaceName, isOwner }: TeamSettingsProps) {
  return (
    <Flex vertical gap="large">
      <Card title="Members">
        <MembersTable viewerId={viewerId} workspaceName={workspaceName} isOwner={isOwner} />
        {isOwner ? null : (
          <p className="settings-note">Only owners can invite people, change roles or remove members.</p>
        )}
      </Card>
      {isOwner ? (
        <>
          <Card title="Invite a member">
            <InviteMemberForm />
          </Card>
          <Card title="Pending invitations">
            <InvitationsTable />
          </Card>
        </>
      ) : null}
    </Flex>
  );
}
