import { useMutation, useQuery } from "@apollo/client/react";
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { Alert, Button, Card, Flex, Form, Input, Popconfirm, Space, Table } from "antd";
import { useState } from "react";
import { PASSKEY_NAME_MAX, PASSKEY_NAME_MESSAGE } from "#schema/auth/passkeys.rules.ts";
import {
  AddPasskeyDocument,
  MyPasskeysDocument,
  RemovePasskeyDocument,
  RenamePasskeyDocument,
  StartPasskeyRegistrationDocument,
  type MyPasskeysQuery,
} from "#web/graphql/generated/graphql.ts";
import { FormDialog } from "#web/ui/FormDialog.tsx";
import { formatDateTime } from "#web/ui/formatDateTime.ts";
import { ScrollFrame } from "#web/ui/ScrollFrame.tsx";
import { passkeyError } from "#web/ui/session/passkeyError.ts";
import { isIpAddressHost, passkeysOffered } from "#web/ui/session/passkeySupport.ts";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { RecoveryCodesList } from "./RecoveryCodesList.tsx";

type PasskeyRow = MyPasskeysQuery["myPasskeys"][number];

/** Refetched after each change: whether the account has a second factor opens (or closes) a workspace's data. */
const REFETCH = ["MyPasskeys", "TwoFactorStatus"];

/**
 * Settings → Security: the person's passkeys, each with when it was added and last used. "Add a
 * passkey" runs the browser's ceremony and names it after the browser (renamable); the account's first
 * second factor shows its recovery codes once. Where the site is reached by an IP address, which
 * WebAuthn refuses, the card says so instead of offering to add one.
 */
export function PasskeysCard() {
  const { data, loading, error } = useQuery(MyPasskeysDocument, { fetchPolicy: "cache-and-network" });
  const [start] = useMutation(StartPasskeyRegistrationDocument);
  const [add] = useMutation(AddPasskeyDocument, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  const [rename, renaming] = useMutation(RenamePasskeyDocument, { refetchQueries: ["MyPasskeys"] });
  const [remove] = useMutation(RemovePasskeyDocument, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  const [adding, setAdding] = useState(false);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [renamed, setRenamed] = useState<PasskeyRow | null>(null);
  const offered = passkeysOffered();
  const passkeys = data?.myPasskeys ?? [];

  async function addPasskey() {
    setAdding(true);
    try {
      const options = await start();
      const credential = await startRegistration({
        optionsJSON: options.data?.startPasskeyRegistration as PublicKeyCredentialCreationOptionsJSON,
      });
      const result = await add({ variables: { input: { credential } } });
      const added = result.data?.addPasskey;
      if (added) {
        toast.success(`Passkey "${added.passkey.name}" added`);
        if (added.recoveryCodes.length > 0) setCodes(added.recoveryCodes);
      }
    } catch (addError) {
      toast.error("Could not add the passkey", passkeyError(addError));
    } finally {
      setAdding(false);
    }
  }

  async function handleRename({ name }: { name: string }) {
    if (!renamed) return;
    try {
      await rename({ variables: { id: renamed.id, input: { name } } });
      toast.success("Passkey renamed");
      setRenamed(null);
    } catch (renameError) {
      toast.error("Could not rename the passkey", serverMessage(renameError));
    }
  }

  async function handleRemove(passkey: PasskeyRow) {
    try {
      await remove({ variables: { id: passkey.id } });
      toast.success(`Passkey "${passkey.name}" removed`);
    } catch (removeError) {
      toast.error("Could not remove the passkey", serverMessage(removeError));
    }
  }

  if (codes) {
    return (
      <Card title="Passkeys">
        <Flex vertical gap="middle">
          <Alert
            type="info"
            showIcon
            title="Your passkey is your account's first second factor"
            description="Keep these recovery codes somewhere safe: each signs you in once if you lose your passkey."
          />
          <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />
        </Flex>
      </Card>
    );
  }

  return (
    <Card title="Passkeys">
      <Flex vertical gap="middle">
        <p className="settings-card-intro">
          A passkey signs you in with your fingerprint, face or device PIN instead of a password, and also works as your
          second factor after your password.
        </p>
        {offered ? (
          <div>
            <Button type="primary" onClick={() => void addPasskey()} disabled={adding}>
              {adding ? "Waiting for your passkey..." : "Add a passkey"}
            </Button>
          </div>
        ) : isIpAddressHost(window.location.hostname) ? (
          <Alert
            type="info"
            showIcon
            title="Passkeys need this site's name"
            description="Browsers refuse passkeys on a site opened by its IP address. Open this site by its name (for example http://localhost:3000) to add or use one."
          />
        ) : (
          <Alert type="info" showIcon title="This browser cannot use passkeys" />
        )}
        {error ? (
          <Alert type="error" showIcon title="Failed to load your passkeys" />
        ) : data && passkeys.length === 0 ? (
          // Not an empty table wider than a phone, whose text would sit off to the side, out of view.
          <p className="settings-card-empty">No passkeys yet.</p>
        ) : (
          <ScrollFrame label="Passkeys table" minWidth={560}>
            <Table<PasskeyRow>
              rowKey="id"
              loading={loading && !data}
              dataSource={passkeys}
              pagination={false}
              columns={[
                { title: "Name", dataIndex: "name" },
                { title: "Added", dataIndex: "createdAt", render: formatDateTime },
                {
                  title: "Last used",
                  dataIndex: "lastUsedAt",
                  render: (lastUsedAt: string | null) => (lastUsedAt ? formatDateTime(lastUsedAt) : "Never"),
                },
                {
                  title: "Action",
                  render: (_, passkey) => (
                    <Space wrap>
                      <Button size="small" onClick={() => setRenamed(passkey)} aria-label={`Rename ${passkey.name}`}>
                        Rename
                      </Button>
                      <Popconfirm
                        title={`Remove the passkey "${passkey.name}"?`}
                        description="It will no longer sign you in. If it is your last second factor, your recovery codes go with it, and a workspace that requires two-factor will ask you to set one up again."
                        okText="Remove passkey"
                        okButtonProps={{ danger: true }}
                        onConfirm={() => handleRemove(passkey)}
                      >
                        <Button danger size="small" aria-label={`Remove ${passkey.name}`}>
                          Remove
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]}
            />
          </ScrollFrame>
        )}
      </Flex>
      <FormDialog<{ name: string }>
        title="Rename passkey"
        name="rename-passkey"
        open={renamed !== null}
        initialValues={{ name: renamed?.name ?? "" }}
        submitting={renaming.loading}
        onCancel={() => setRenamed(null)}
        onSubmit={handleRename}
      >
        <Form.Item
          label="Name"
          name="name"
          rules={[{ required: true, whitespace: true, max: PASSKEY_NAME_MAX, message: PASSKEY_NAME_MESSAGE }]}
        >
          <Input maxLength={PASSKEY_NAME_MAX} autoFocus />
        </Form.Item>
      </FormDialog>
    </Card>
  );
}
