import { LogoutOutlined } from "@ant-design/icons";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { Button } from "antd";
import { useNavigate } from "react-router-dom";
import { userFacingError } from "#web/ui/userFacingError.ts";
import { AdminLogoutDocument } from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";

const ADMIN_LOGOUT_ERROR_TEXTS = {
  fallback: "Failed to log out",
  network: "Failed to log out. Please try again.",
};

export function AdminLogoutButton() {
  const [adminLogout, { loading }] = useMutation(AdminLogoutDocument);
  const client = useApolloClient();
  const navigate = useNavigate();

  async function handleClick() {
    try {
      await adminLogout();
    } catch (error) {
      toast.error(userFacingError(error, ADMIN_LOGOUT_ERROR_TEXTS));
      return;
    }
    await navigate("/admin/login", { replace: true });
    await client.clearStore();
  }

  return (
    <Button icon={<LogoutOutlined />} onClick={handleClick} disabled={loading}>
      Log out
    </Button>
  );
}
