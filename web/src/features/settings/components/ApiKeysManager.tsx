import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, Card, Flex, Form, Input, Popconfirm, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { serverMessage } from "#web/ui/userFacingError.ts";
import {
  ApiKeysDocument,
  CreateApiKeyDocument,
  RevokeApiKeyDocument,
  type ApiKeysQuery,
} from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { formatDateTime } from "#web/ui/formatDateTime.ts";
import { ScrollFrame } from "#web/ui/ScrollFrame.tsx";

type ApiKeyRow = ApiKeysQuery["apiKeys"][number];

/** A key's state: active until revoked (keys do not expire), with when it was revoked. */
export function apiKeyStatus(key: Pick<ApiKeyRow, "revokedAt">) {
  return key.revokedAt
    ? { label: "Revoked", color: "default", detail: `Revoked ${formatDateTime(key.revokedAt)}` }
    : { label: "Active", color: "green", detail: null };
}

/**
 * Workspace owners issue keys for the REST and GraphQL APIs; each key is shown once, then only its
 * prefix. Two cards, as the other tabs: issuing a key, and the keys with their status.
 */
export function ApiKeysManager() {
  const { data, loading, error, refetch } = useQuery(ApiKeysDocument, { fetchPolicy: "cache-and-network" });
  const [createApiKey, { loading: creating }] = useMutation(CreateApiKeyDocument);
  const [revokeApiKey] = useMutation(RevokeApiKeyDocument);
  const [newSecret, setNewSecret] = useState<string | null>(null);
  const [form] = Form.useForm<{ name: string }>();

  async function handleCreate({ name }: { name: string }) {
    try {
      const result = await createApiKey({ variables: { input: { name } } });
      setNewSecret(result.data?.createApiKey.secret ?? null);
      form.resetFields();
      await refetch();
    } catch (createError) {
      toast.error("Failed to create the API key", serverMessage(createError));
    }
  }

  async function handleRevoke(key: ApiKeyRow) {
    try {
      await revokeApiKey({ variables: { id: key.id } });
      toast.success(`Revoked ${key.name}`);
    } catch (revokeError) {
      toast.error("Failed to revoke the API key", serverMessage(revokeError));
    }
  }

  return (
    <Flex vertical gap="large">
      <Card title="Create an API key">
        <Typography.Paragraph>
          Send a key as <code>Authorization: Bearer &lt;key&gt;</code> to <code>/api/*</code> or <code>/graphql</code>.
          A key reads and edits this workspace&apos;s CRM data with a member&apos;s rights, never the admin area, and
          may make 1000 requests per hour.
        </Typography.Paragraph>
        <Form form={form} name="api-key" layout="inline" onFinish={handleCreate} requiredMark={false}>
          <Form.Item label="Key name" name="name" rules={[{ required: true, message: "Key name is required" }]}>
            <Input placeholder="e.g. Zapier" maxLength={100} />
          </Form.Item>
          <Button type="primary" htmlType="submit" disabled={creating}>
            {creating ? "Creating..." : "Create API Key"}
          </Button>
        </Form>
        {newSecret && (
          <Alert
            className="api-key-secret"
            type="success"
            showIcon
            closable
            onClose={() => setNewSecret(null)}
            title="Copy your new API key now: it will not be shown again."
            description={
              <Typography.Text code copyable aria-label="New API key">
                {newSecret}
              </Typography.Text>
            }
          />
        )}
      </Card>
      <Card title="API keys">
        {error ? (
          <Alert type="error" showIcon title="Failed to load API keys" />
        ) : (
          <ScrollFrame label="API keys table" minWidth={760}>
            <Table<ApiKeyRow>
              rowKey="id"
              loading={loading && !data}
              dataSource={data?.apiKeys ?? []}
              pagination={false}
              locale={{ emptyText: "No API keys yet." }}
              columns={[
                { title: "Name", dataIndex: "name" },
                { title: "Key", dataIndex: "prefix", render: (prefix: string) => <code>{prefix}…</code> },
                {
                  title: "Created",
                  render: (_, key) => `${formatDateTime(key.createdAt)} by ${key.createdBy.username}`,
                },
                {
                  title: "Last used",
                  dataIndex: "lastUsedAt",
                  render: (lastUsedAt: string | null) => (lastUsedAt ? formatDateTime(lastUsedAt) : "Never"),
                },
                {
                  title: "Status",
                  render: (_, key) => {
                    const status = apiKeyStatus(key);
                    return (
                      <>
                        <Tag color={status.color}>{status.label}</Tag>
                        {status.detail ? <div className="settings-note">{status.detail}</div> : null}
                      </>
                    );
                  },
                },
                {
                  title: <span className="visually-hidden">Actions</span>,
                  render: (_, key) =>
                    key.revokedAt ? null : (
                      <Popconfirm
                        title={`Revoke ${key.name}?`}
                        description="Programs using this key will stop working at once."
                        okText="Revoke"
                        okButtonProps={{ danger: true }}
                        onConfirm={() => handleRevoke(key)}
                      >
                        <Button danger size="small" aria-label={`Revoke ${key.name}`}>
                          Revoke
                        </Button>
                      </Popconfirm>
                    ),
                },
              ]}
            />
          </ScrollFrame>
        )}
      </Card>
    </Flex>
  );
}
