import { Link } from "react-router-dom";
import { ButtonLink } from "../../../ui/ButtonLink.tsx";
import { ThemeToggle } from "../../theme/ThemeToggle.tsx";

export function LandingHeader() {
  return (
    <header className="landing-header">
      <Link to="/" className="brand">
        Bramble CRM
      </Link>
      <nav className="landing-header-actions" aria-label="Account">
        <ThemeToggle />
        <ButtonLink to="/login" type="text">
          Log In
        </ButtonLink>
        <ButtonLink to="/register" type="primary">
          Sign Up
        </ButtonLink>
      </nav>
    </header>
  );
}
