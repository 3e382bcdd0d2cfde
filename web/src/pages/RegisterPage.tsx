import { Link } from "react-router-dom";
import { RegisterForm } from "#web/ui/session/RegisterForm.tsx";
import { AuthPanel } from "#web/ui/AuthPanel.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function RegisterPage() {
  return (
    <AuthPanel
      heading="Create your account"
      intro="Start managing your customers in minutes."
      footer={
        <>
          <p>
            Already have an account? <Link to="/login">Sign in</Link>
          </p>
          <p>
            <Link to="/">Back to home</Link>
          </p>
        </>
      }
    >
      <DocumentTitle title="Sign Up" />
      <RegisterForm />
    </AuthPanel>
  );
}
