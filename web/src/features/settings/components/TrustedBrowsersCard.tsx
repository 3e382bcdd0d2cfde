import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, Card, Flex, Popconfirm, Table, Tag } from "antd";
import {
  ForgetTrustedBrowserDocument,
  MyTrustedBrowsersDocument,
  type MyTrustedBrowsersQuery,
} from "#web/graphql/generated/graphql.ts";
import { formatDateTime } from "#web/ui/formatDateTime.ts";
import { ScrollFrame } from "#web/ui/ScrollFrame.tsx";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";

type TrustedBrowserRow = MyTrustedBrowsersQuery["myTrustedBrowsers"][number];

const describe = (browser: TrustedBrowserRow) => `${browser.browser} on ${browser.os}`;

/**
 * The browsers that skip the second factor at sign-in ("Trust this browser for 30 days"), this one
 * marked; each can be forgotten, and then asks for the second factor at its next sign-in.
 */
export function TrustedBrowsersCard() {
  const { data, loading, error, refetch } = useQuery(MyTrustedBrowsersDocument, { fetchPolicy: "cache-and-network" });
  const [forget] = useMutation(ForgetTrustedBrowserDocument);
  const browsers = data?.myTrustedBrowsers ?? [];

  async function handleForget(browser: TrustedBrowserRow) {
    try {
      await forget({ variables: { id: browser.id } });
      toast.success(`Stopped trusting ${describe(browser)}`);
      await refetch();
    } catch (forgetError) {
      toast.error("Failed to stop trusting the browser", serverMessage(forgetError));
    }
  }

  return (
    <Card title="Trusted browsers">
      <Flex vertical gap="middle">
        <p className="settings-card-intro">
          Browsers where you chose &quot;Trust this browser for 30 days&quot;: signing in there asks only for your
          password. Turning two-factor off or changing your password forgets them all.
        </p>
        {error ? (
          <Alert type="error" showIcon title="Failed to load your trusted browsers" />
        ) : data && browsers.length === 0 ? (
          // Not an empty 720 px table: at 375 px its empty text would sit off to the side, out of view.
          <p className="settings-card-empty">No trusted browsers.</p>
        ) : (
          <ScrollFrame label="Trusted browsers table" minWidth={720}>
            <Table<TrustedBrowserRow>
              rowKey="id"
              loading={loading && !data}
              dataSource={browsers}
              pagination={false}
              columns={[
                {
                  title: "Browser",
                  render: (_, browser) => (
                    <Flex gap="small" wrap align="center">
                      <span>{describe(browser)}</span>
                      {browser.current ? <Tag color="green">This browser</Tag> : null}
                    </Flex>
                  ),
                },
                { title: "IP address", dataIndex: "ip", render: (ip: string) => ip || "Unknown" },
                { title: "Trusted", dataIndex: "createdAt", render: formatDateTime },
                { title: "Until", dataIndex: "expiresAt", render: formatDateTime },
                {
                  title: "Action",
                  render: (_, browser) => (
                    <Popconfirm
                      title={`Stop trusting ${describe(browser)}?`}
                      description="Its next sign-in asks for your second factor again."
                      okText="Forget browser"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => handleForget(browser)}
                    >
                      <Button danger size="small">
                        Stop trusting
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
