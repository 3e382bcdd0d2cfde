import { Flex } from "antd";
import { TwoFactorSection } from "./TwoFactorSection.tsx";

/** Settings → Security: how the person signs in. */
export function SecuritySettings() {
  return (
    <Flex vertical gap="large">
      <TwoFactorSection />
    </Flex>
  );
}
