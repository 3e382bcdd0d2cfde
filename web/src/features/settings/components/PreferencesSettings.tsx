import { Alert, Card, Flex } from "antd";
import { LoadingScreen } from "#web/ui/LoadingScreen.tsx";
import { useTheme } from "#web/ui/theme/useTheme.ts";
import { useAccount } from "../hooks/useAccount.ts";
import { NotificationPreferences } from "./NotificationPreferences.tsx";
import { SettingSwitch } from "./SettingSwitch.tsx";

/** The theme (kept in this browser, like the top bar's toggle) and the mails the person gets. */
export function PreferencesSettings() {
  const { theme, toggleTheme } = useTheme();
  const { account, loading, error } = useAccount();

  return (
    <Flex vertical gap="large">
      <Card title="Appearance">
        <SettingSwitch
          label="Dark Mode"
          description="Light text on a dark background, in this browser."
          checked={theme === "dark"}
          onChange={toggleTheme}
        />
      </Card>
      <Card title="Notifications">
        {loading && !account ? <LoadingScreen /> : null}
        {error || (!loading && !account) ? (
          <Alert type="error" showIcon title="Failed to load your notification preferences" />
        ) : null}
        {account ? <NotificationPreferences account={account} /> : null}
      </Card>
    </Flex>
  );
}
