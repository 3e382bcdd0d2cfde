import { Flex } from "antd";
import { SessionsCard } from "./SessionsCard.tsx";
import { TrustedBrowsersCard } from "./TrustedBrowsersCard.tsx";
import { TwoFactorSection } from "./TwoFactorSection.tsx";

/**
 * Settings → Security: how the person signs in (the second factor), where they are signed in now, and
 * which browsers skip the second factor.
 */
export function SecuritySettings() {
  return (
    <Flex vertical gap="large">
      <TwoFactorSection />
      <SessionsCard />
      <TrustedBrowsersCard />
    </Flex>
  );
}
