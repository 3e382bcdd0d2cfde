import { Flex } from "antd";
import { SessionsCard } from "./SessionsCard.tsx";

/** How the person's account is signed in to: the browsers signed in now. */
export function SecuritySettings() {
  return (
    <Flex vertical gap="large">
      <SessionsCard />
    </Flex>
  );
}
