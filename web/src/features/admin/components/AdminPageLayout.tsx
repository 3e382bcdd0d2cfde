import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import "../admin.css";

export type AdminPageLayoutProps = {
  heading: string;
  /** Shows a link back to the admin dashboard. */
  backToDashboard?: boolean;
  actions?: ReactNode;
  children: ReactNode;
};

export function AdminPageLayout({ heading, backToDashboard = false, actions, children }: AdminPageLayoutProps) {
  return (
    <div className="admin-page">
      {backToDashboard ? (
        <Link to="/admin/dashboard" className="admin-back-link">
          ← Back to Dashboard
        </Link>
      ) : null}
      <header className="admin-page-header">
        <h1>{heading}</h1>
        {actions}
      </header>
      {children}
    </div>
  );
}
