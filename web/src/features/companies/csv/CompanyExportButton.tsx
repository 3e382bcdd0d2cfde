import { ExportButton } from "#web/ui/ExportButton.tsx";
import { companyExportUrl, type CompanyExportFilter, type CompanyExportOrder } from "./companyExportUrl.ts";

export type CompanyExportButtonProps = {
  filter: CompanyExportFilter | null | undefined;
  orderBy: CompanyExportOrder | null;
};

/** Companies → Export: the list as the screen shows it (same search, filters and order), as CSV. */
export function CompanyExportButton({ filter, orderBy }: CompanyExportButtonProps) {
  return <ExportButton href={companyExportUrl(filter, orderBy)} />;
}
