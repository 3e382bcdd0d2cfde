import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { ShellBrandDocument } from "../../../graphql/generated/graphql.ts";

export const DEFAULT_COMPANY_NAME = "Bramble CRM";

export type SidebarBrandProps = {
  collapsed: boolean;
};

/** The company name from the site settings (the product's name until they load or when empty). */
export function SidebarBrand({ collapsed }: SidebarBrandProps) {
  const { data } = useQuery(ShellBrandDocument);
  const companyName = data?.siteSettings.companyName.trim() || DEFAULT_COMPANY_NAME;
  return (
    <Link
      to="/dashboard"
      className="sidebar-brand"
      aria-label={companyName}
      title={collapsed ? companyName : undefined}
    >
      <span className="sidebar-brand-mark" aria-hidden="true">
        {Array.from(companyName)[0]?.toUpperCase()}
      </span>
      {collapsed ? null : <span className="sidebar-brand-name">{companyName}</span>}
    </Link>
  );
}
