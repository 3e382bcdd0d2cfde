import { LogoutOutlined } from "@ant-design/icons";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { Button } from "antd";
import { useNavigate } from "react-router-dom";
import { userFacingError } from "../../../app/userFacingError.ts";
import { LogoutDocument } from "../../../graphql/generated/graphql.ts";
import { toast } from "../../../ui/toast.tsx";

const LOGOUT_ERROR_TEXTS = {
  fallback: "Failed to log out",
  network: "Failed to log out. Please try again.",
};

export function LogoutButton() {
  const [logout, { loading }] = useMutation(LogoutDocument);
  const client = useApolloClient();
  const navigate = useNavigate();

  async function handleClick() {
    try {
      await logout();
    } catch (error) {
      toast.error(userFacingError(error, LOGOUT_ERROR_TEXTS));
      return;
    }
    await navigate("/login", { replace: true });
    await client.clearStore();
  }

  return (
    <Button icon={<LogoutOutlined />} onClick={handleClick} disabled={loading}>
      Log out
    </Button>
  );
}
