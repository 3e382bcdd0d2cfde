import { useQuery } from "@apollo/client/react";
import { Alert, Button, Flex, Table, Tag, type TableColumnsType } from "antd";
import { useState } from "react";
import { InvitationsDocument, type InvitationsQuery } from "#web/graphql/generated/graphql.ts";
import { formatDate } from "#web/ui/formatDate.ts";
import { ROLE_LABELS } from "#web/ui/workspace/workspaceRoles.ts";
import { useInvitationActions } from "../hooks/useInvitationActions.tsx";
import { ScrollFrame } from "#web/ui/ScrollFrame.tsx";

type InvitationRow = InvitationsQuery["invitations"][number];

/** Invitations nobody has accepted yet, newest first; expired ones stay so they can be resent. */
export function InvitationsTable() {
  const { data, loading, error } = useQuery(InvitationsDocument, { fetchPolicy: "cache-and-network" });
  const { resend, confirmRevoke, confirmation } = useInvitationActions();
  const [resending, setResending] = useState<string | null>(null);

  if (error && !data) {
    return <Alert type="error" showIcon title="Failed to load the invitations" />;
  }

  async function handleResend(invitation: InvitationRow) {
    setResending(invitation.id);
    await resend(invitation);
    setResending(null);
  }

  const columns: TableColumnsType<InvitationRow> = [
    { key: "email", title: "Email", dataIndex: "email" },
    { key: "role", title: "Role", render: (_, { role }) => ROLE_LABELS[role] },
    { key: "sent", title: "Sent", render: (_, { createdAt }) => formatDate(createdAt) },
    {
      key: "expires",
      title: "Expires",
      render: (_, { expiresAt, expired }) => (
        <Flex gap="small" align="center" wrap>
          {formatDate(expiresAt)}
          {expired ? <Tag color="error">Expired</Tag> : null}
        </Flex>
      ),
    },
    {
      key: "actions",
      title: <span className="visually-hidden">Actions</span>,
      render: (_, invitation) => (
        <Flex gap="small">
          <Button
            size="small"
            aria-label={`Resend the invitation to ${invitation.email}`}
            disabled={resending === invitation.id}
            onClick={() => void handleResend(invitation)}
          >
            Resend
          </Button>
          <Button
            danger
            size="small"
            aria-label={`Revoke the invitation to ${invitation.email}`}
            onClick={() => confirmRevoke(invitation)}
          >
            Revoke
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <ScrollFrame label="Invitations table" minWidth={640}>
        <Table<InvitationRow>
          rowKey="id"
          columns={columns}
          dataSource={data?.invitations ?? []}
          loading={loading && !data}
          pagination={false}
          locale={{ emptyText: "No pending invitations." }}
        />
      </ScrollFrame>
      {confirmation}
    </>
  );
}
