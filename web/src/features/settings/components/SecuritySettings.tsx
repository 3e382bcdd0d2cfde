import { Flex } from "antd";
import { SecurityLogCard } from "./SecurityLogCard.tsx";
import { SessionsCard } from "./SessionsCard.tsx";
import { TrustedBrowsersCard } from "./TrustedBrowsersCard.tsx";
import { TwoFactorSection } from "./TwoFactorSection.tsx";

/**
 * Settings → Security: how the person signs in (the second factor), where they are signed in now, and
 * which browsers skip the second factor, and the security log (their own; an owner's workspace's too).
 */
export function SecuritySettings() {
  return (
    <Flex vertical gap="large">
      <TwoFactorSection />
      <SessionsCard />
      <TrustedBrowsersCard />
      <SecurityLogCard />
    </Flex>
  );
}
