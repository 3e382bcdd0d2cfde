import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, Card, Flex, Popconfirm, Table, Tag } from "antd";
import {
  EndOtherSessionsDocument,
  EndSessionDocument,
  MySessionsDocument,
  type MySessionsQuery,
} from "#web/graphql/generated/graphql.ts";
import { signedInWithText } from "#core/access/security-events.text.ts";
import { formatDateTime } from "#web/ui/formatDateTime.ts";
import { ScrollFrame } from "#web/ui/ScrollFrame.tsx";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { otherSessionsEndedText } from "../utils/sessionsText.ts";

type SessionRow = MySessionsQuery["mySessions"][number];

const describe = (session: SessionRow) => `${session.browser} on ${session.os}`;

/**
 * The browsers signed in to the account, this one marked: any other can be signed out, one at a time
 * or all at once. A browser signed out here is sent to the sign-in page at its next request.
 */
export function SessionsCard() {
  const { data, loading, error, refetch } = useQuery(MySessionsDocument, { fetchPolicy: "cache-and-network" });
  const [endSession] = useMutation(EndSessionDocument);
  const [endOtherSessions, { loading: endingOthers }] = useMutation(EndOtherSessionsDocument);
  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((session) => !session.current).length;

  async function handleEnd(session: SessionRow) {
    try {
      await endSession({ variables: { id: session.id } });
      toast.success(`Signed out ${describe(session)}`);
      await refetch();
    } catch (endError) {
      toast.error("Failed to sign the session out", serverMessage(endError));
    }
  }

  async function handleEndOthers() {
    try {
      const result = await endOtherSessions();
      toast.success(otherSessionsEndedText(result.data?.endOtherSessions.ended ?? 0));
      await refetch();
    } catch (endError) {
      toast.error("Failed to sign the other sessions out", serverMessage(endError));
    }
  }

  return (
    <Card title="Sessions">
      <Flex vertical gap="middle">
        <p className="settings-card-intro">
          The browsers signed in to your account. Sign out any you do not recognise, then change your password.
        </p>
        <div>
          <Popconfirm
            title="Sign out all other sessions?"
            description="Every browser but this one is signed out at its next request."
            okText="Sign out all"
            okButtonProps={{ danger: true }}
            onConfirm={handleEndOthers}
            disabled={others === 0}
          >
            <Button danger disabled={others === 0 || endingOthers}>
              Sign out all other sessions
            </Button>
          </Popconfirm>
        </div>
        {error ? (
          <Alert type="error" showIcon title="Failed to load your sessions" />
        ) : (
          <ScrollFrame label="Sessions table" minWidth={720}>
            <Table<SessionRow>
              rowKey="id"
              loading={loading && !data}
              dataSource={sessions}
              pagination={false}
              locale={{ emptyText: "No sessions." }}
              columns={[
                {
                  title: "Browser",
                  render: (_, session) => (
                    <Flex gap="small" wrap align="center">
                      <span>{describe(session)}</span>
                      {session.current ? <Tag color="green">This session</Tag> : null}
                    </Flex>
                  ),
                },
                { title: "IP address", dataIndex: "ip", render: (ip: string) => ip || "Unknown" },
                { title: "Last used", dataIndex: "lastUsedAt", render: formatDateTime },
                {
                  title: "Signed in",
                  render: (_, session) => (
                    <Flex vertical>
                      <span>{formatDateTime(session.createdAt)}</span>
                      <span className="settings-card-detail">{signedInWithText(session.signInMethod)}</span>
                    </Flex>
                  ),
                },
                {
                  title: "Action",
                  render: (_, session) =>
                    session.current ? null : (
                      <Popconfirm
                        title={`Sign out ${describe(session)}?`}
                        description="That browser is signed out at its next request."
                        okText="Sign out"
                        okButtonProps={{ danger: true }}
                        onConfirm={() => handleEnd(session)}
                      >
                        <Button danger size="small">
                          Sign out
                        </Button>
                      </Popconfirm>
                    ),
                },
              ]}
            />
          </ScrollFrame>
        )}
      </Flex>
    </Card>
  );
}
