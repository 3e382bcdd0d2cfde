import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import {
  companyImportRequestBatches,
  companyImportResult,
  type CompanyImportField,
  type CompanyImportRow,
  type CompanyImportRowResult,
} from "#schema/companies/companies.import.rules.ts";
import { ImportCompaniesDocument } from "#web/graphql/generated/graphql.ts";

export type CompanyImportProgress = { done: number; total: number };

/**
 * Sends a file's rows in batches (up to 1,000 rows, within GraphQL's body cap), one after the other,
 * so the page stays responsive between them. Rows the form's rules reject are reported here; the
 * server decides the rest (a domain repeated or taken).
 */
export function useCompanyImport() {
  const [importCompanies] = useMutation(ImportCompaniesDocument);
  const [progress, setProgress] = useState<CompanyImportProgress | null>(null);

  async function run(rows: readonly CompanyImportRow[], updateExisting: boolean): Promise<CompanyImportRowResult[]> {
    const results: CompanyImportRowResult[] = [];
    setProgress({ done: 0, total: rows.length });
    for (const { reported, toSend, done } of companyImportRequestBatches(rows)) {
      results.push(...reported);
      if (toSend.length > 0) {
        const { data } = await importCompanies({
          variables: { rows: toSend, updateExisting },
          fetchPolicy: "no-cache",
        });
        for (const { line, outcome, field, message } of data?.importCompanies ?? []) {
          const problems = field && message ? [{ field: field as CompanyImportField, message }] : [];
          results.push(companyImportResult(line, outcome, problems));
        }
      }
      setProgress({ done, total: rows.length });
    }
    return results.sort((a, b) => a.line - b.line);
  }

  return { run, progress, reset: () => setProgress(null) };
}
