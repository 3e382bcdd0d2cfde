import { Card } from "antd";
import type { ReactNode } from "react";
import { CenteredPage } from "./CenteredPage.tsx";
import "./authPanel.css";

export type AuthPanelProps = {
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The card layout shared by the sign-in, sign-up and verification screens. */
export function AuthPanel({ heading, intro, children, footer }: AuthPanelProps) {
  return (
    <CenteredPage>
      <Card className="auth-panel">
        <h1 className="auth-panel-heading">{heading}</h1>
        {intro ? <p className="auth-panel-intro">{intro}</p> : null}
        {children}
        {footer ? <div className="auth-panel-footer">{footer}</div> : null}
      </Card>
    </CenteredPage>
  );
}
