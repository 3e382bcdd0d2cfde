import { Alert, Card, Flex } from "antd";
import { LoadingScreen } from "#web/ui/LoadingScreen.tsx";
import { useAccount } from "../hooks/useAccount.ts";
import { PasswordCard } from "./PasswordCard.tsx";
import { PendingEmailNotice } from "./PendingEmailNotice.tsx";
import { ProfileForm } from "./ProfileForm.tsx";

/** The person's own details and their password. */
export function ProfileSettings() {
  const { account, loading, error } = useAccount();
  if (loading && !account) return <LoadingScreen />;
  if (error || !account) return <Alert type="error" showIcon title="Failed to load your profile" />;

  return (
    <Flex vertical gap="large">
      <Card title="Profile">
        <Flex vertical gap="middle">
          {account.pendingEmail ? (
            <PendingEmailNotice email={account.email} pendingEmail={account.pendingEmail} />
          ) : null}
          <ProfileForm account={account} />
        </Flex>
      </Card>
      <PasswordCard />
    </Flex>
  );
}
