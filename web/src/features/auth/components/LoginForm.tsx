import { useApolloClient, useMutation } from "@apollo/client/react";
import { Button, Form, Input } from "antd";
import { useNavigate } from "react-router-dom";
import { userFacingError } from "../../../app/userFacingError.ts";
import { LoginDocument, type LoginInput } from "../../../graphql/generated/graphql.ts";
import { toast } from "../../../ui/toast.tsx";

const LOGIN_ERROR_TEXTS = {
  fallback: "Invalid credentials",
  network: "Failed to login. Please try again.",
};

export function LoginForm() {
  const [login, { loading }] = useMutation(LoginDocument);
  const client = useApolloClient();
  const navigate = useNavigate();

  async function handleFinish(values: LoginInput) {
    try {
      await login({ variables: { input: values } });
    } catch (error) {
      toast.error(userFacingError(error, LOGIN_ERROR_TEXTS));
      return;
    }
    await client.clearStore();
    toast.success("Logged in successfully");
    await navigate("/dashboard");
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
        {loading ? "Signing in..." : "Sign In"}
      </Button>
    </Form>
  );
}
