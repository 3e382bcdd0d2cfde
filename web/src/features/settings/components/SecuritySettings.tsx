import { Flex } from "antd";
import { PasskeysCard } from "./PasskeysCard.tsx";
import { SecurityLogCard } from "./SecurityLogCard.tsx";
import { SessionsCard } from "./SessionsCard.tsx";
import { TrustedBrowsersCard } from "./TrustedBrowsersCard.tsx";
import { TwoFactorSection } from "./TwoFactorSection.tsx";

/**
 * Settings → Security: how the person signs in (the second factor, passkeys), where they are signed in now, and
 * which browsers skip the second factor, and the security log (their own; an owner's workspace's too).
 */
export function SecuritySettings() {
  return (
    <Flex vertical gap="large">
      <TwoFactorSection />
      <PasskeysCard />
      <SessionsCard />
      <TrustedBrowsersCard />
      <SecurityLogCard />
    </Flex>
  );
}
