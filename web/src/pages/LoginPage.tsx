import { Link } from "react-router-dom";
import { LoginForm } from "#web/features/auth/components/LoginForm.tsx";
import { AuthPanel } from "#web/ui/AuthPanel.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function LoginPage() {
  return (
    <AuthPanel
      heading="Sign in to your account"
      intro="Enter your username and password to continue."
      footer={
        <>
          <p>
            <Link to="/forgot-password">Forgot password?</Link>
          </p>
          <p>
            Don&apos;t have an account? <Link to="/register">Sign up</Link>
          </p>
          <p>
            <Link to="/">Back to home</Link>
          </p>
        </>
      }
    >
      <DocumentTitle title="Sign In" />
      <LoginForm />
    </AuthPanel>
  );
}
