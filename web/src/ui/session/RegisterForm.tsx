import { useMutation } from "@apollo/client/react";
import { Button, Form, Input } from "antd";
import { useNavigate } from "react-router-dom";
import { newPasswordPair, registerInput } from "#schema/auth/auth.rules.ts";
import { userFacingError } from "../userFacingError.ts";
import { RegisterDocument } from "#web/graphql/generated/graphql.ts";
import { firstIssueMessage, schemaRules } from "../schemaRules.ts";
import { loadPage } from "../loadPage.ts";
import { toast } from "../toast.tsx";
import { useTimeouts } from "../useTimeouts.ts";

type RegisterValues = {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
};

const REGISTER_ERROR_TEXTS = {
  fallback: "Failed to create account",
  network: "Failed to create account. Please try again.",
};

const VERIFICATION_REQUIRED_NOTICE =
  "Email Verification Required - check the server console for your verification link (in development mode). You must verify your email before logging in.";

const NOTICE_DELAY_MS = 1500;
const REDIRECT_DELAY_MS = 3000;

/** The invitation a person signs up through: the account must use the address it was sent to. */
export type RegistrationInvitation = {
  token: string;
  email: string;
};

export type RegisterFormProps = {
  invitation?: RegistrationInvitation;
};

/**
 * Creates an account. Signing up through an invitation sends its token along: the server then
 * verifies the address at once (the link reached it), joins the workspace and signs the person in, so
 * the dashboard of that workspace opens instead of the sign-in page.
 */
export function RegisterForm({ invitation }: RegisterFormProps) {
  const [register, { loading }] = useMutation(RegisterDocument);
  const navigate = useNavigate();
  const schedule = useTimeouts();

  async function handleFinish(values: RegisterValues) {
    // Together, not per field: the spec reports a mismatch before the length.
    const passwords = newPasswordPair.safeParse(values);
    if (!passwords.success) {
      toast.error(firstIssueMessage(passwords.error));
      return;
    }
    const { username, email, password } = values;
    const input = invitation
      ? { username, email, password, invitationToken: invitation.token }
      : { username, email, password };
    const result = await register({ variables: { input } }).catch((error: unknown) => {
      toast.error(userFacingError(error, REGISTER_ERROR_TEXTS));
      return null;
    });
    if (!result) {
      return;
    }
    const payload = result.data?.register;
    toast.success(payload?.message || "Account created successfully");
    if (payload?.signedIn) {
      // Signed up through an invitation: signed in already, straight into the invited workspace.
      loadPage("/dashboard");
      return;
    }
    if (!payload?.verificationRequired) {
      await navigate("/login");
      return;
    }
    schedule(() => toast.notice(VERIFICATION_REQUIRED_NOTICE), NOTICE_DELAY_MS);
    schedule(() => void navigate("/login"), REDIRECT_DELAY_MS);
  }

  return (
    <Form<RegisterValues>
      layout="vertical"
      requiredMark={false}
      initialValues={invitation ? { email: invitation.email } : undefined}
      onFinish={handleFinish}
    >
      <Form.Item label="Username" name="username" rules={schemaRules(registerInput.shape.username)}>
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item
        label="Email"
        name="email"
        extra={invitation ? "The address the invitation was sent to." : undefined}
        rules={schemaRules(registerInput.shape.email)}
      >
        <Input
          type="email"
          autoComplete="email"
          readOnly={invitation !== undefined}
          variant={invitation ? "filled" : undefined}
        />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: "Password is required" }]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm Password"
        name="confirmPassword"
        rules={[{ required: true, message: "Confirm Password is required" }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block disabled={loading}>
        {loading ? "Creating account..." : "Create Account"}
      </Button>
    </Form>
  );
}
