import { useApolloClient, useMutation } from "@apollo/client/react";
import { Button, Form, Input } from "antd";
import { useNavigate } from "react-router-dom";
import { userFacingError } from "../../../app/userFacingError.ts";
import { AdminLoginDocument, type LoginInput } from "../../../graphql/generated/graphql.ts";
import { toast } from "../../../ui/toast.tsx";

const ADMIN_LOGIN_ERROR_TEXTS = {
  fallback: "Invalid credentials",
  network: "Failed to login",
};

export function AdminLoginForm() {
  const [adminLogin, { loading }] = useMutation(AdminLoginDocument);
  const client = useApolloClient();
  const navigate = useNavigate();

  async function handleFinish(values: LoginInput) {
    try {
      await adminLogin({ variables: { input: values } });
    } catch (error) {
      toast.error(userFacingError(error, ADMIN_LOGIN_ERROR_TEXTS));
      return;
    }
    await client.clearStore();
    await navigate("/admin/dashboard");
  }

  return (
    <Form<LoginInput> layout="vertical" requiredMark={false} onFinish={handleFinish}>
      <Form.Item label="Username" name="username" rules={[{ required: true, message: "Please enter your username" }]}>
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: "Please enter your password" }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block disabled={loading}>
        {loading ? "Logging in..." : "Login"}
      </Button>
    </Form>
  );
}
