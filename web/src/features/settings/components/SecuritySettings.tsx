import { Flex } from "antd";
import { SessionsCard } from "./SessionsCard.tsx";
import { TwoFactorSection } from "./TwoFactorSection.tsx";

/** Settings → Security: how the person signs in (the second factor) and where they are signed in now. */
export function SecuritySettings() {
  return (
    <Flex vertical gap="large">
      <TwoFactorSection />
      <SessionsCard />
    </Flex>
  );
}
