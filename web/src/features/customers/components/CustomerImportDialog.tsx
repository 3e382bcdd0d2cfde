import { Alert, Button, Modal, Progress, Table } from "antd";
import { useState } from "react";
import { serverMessage } from "#web/ui/userFacingError.ts";
import {
  guessMapping,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_MESSAGES,
  mapRows,
  type ImportField,
  type ImportRowResult,
} from "#schema/customers/customers.import.rules.ts";
import { CsvColumnMapping, type ColumnMapping } from "#web/ui/CsvColumnMapping.tsx";
import { DIALOG_WIDTH } from "#web/ui/FormDialog.tsx";
import { downloadFile } from "#web/ui/downloadFile.ts";
import { useCustomerImport } from "../hooks/useCustomerImport.ts";
import {
  companyMatchText,
  countCompanyMatches,
  problemLines,
  reportCsv,
  summarize,
  summaryText,
} from "#schema/customers/customers.import-report.text.ts";
import { checkCsvFile, parseCsvFile, type ParsedCsv } from "#web/ui/parseCsvFile.ts";

export type CustomerImportDialogProps = { open: boolean; onClose: () => void; onImported: () => void };

type Mapping = ColumnMapping<ImportField>;

/** Customers → Import: choose a CSV file, map its columns, preview, import with progress, read the report. */
export function CustomerImportDialog({ open, onClose, onImported }: CustomerImportDialogProps) {
  const [csv, setCsv] = useState<ParsedCsv | null>(null);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [updateExisting, setUpdateExisting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<ImportRowResult[] | null>(null);
  const importer = useCustomerImport();
  const importing = importer.progress !== null && results === null;

  function close() {
    setCsv(null);
    setMapping(null);
    setResults(null);
    setError(null);
    setUpdateExisting(false);
    importer.reset();
    onClose();
  }

  async function chooseFile(file: File | undefined) {
    setCsv(null);
    setError(null);
    if (!file) return;
    const refused = checkCsvFile(file);
    if (refused) return setError(refused);
    const parsed = await parseCsvFile(file);
    if (!parsed.ok) return setError(parsed.message);
    setCsv(parsed.csv);
    setMapping(guessMapping(parsed.csv.headers));
  }

  async function start() {
    if (!csv || !mapping) return;
    if (mapping.email === null) return setError(IMPORT_MESSAGES.noEmailColumn);
    setError(null);
    try {
      setResults(await importer.run(mapRows(csv.rows, mapping), updateExisting));
      onImported();
    } catch (failure) {
      importer.reset();
      setError(serverMessage(failure));
    }
  }

  const footer = results ? (
    <>
      <Button onClick={() => downloadFile("import-report.csv", reportCsv(results), "text/csv")}>Download report</Button>
      <Button type="primary" onClick={close}>
        Done
      </Button>
    </>
  ) : (
    <>
      <Button onClick={close} disabled={importing}>
        Cancel
      </Button>
      <Button type="primary" onClick={() => void start()} disabled={!csv} loading={importing}>
        Import
      </Button>
    </>
  );

  return (
    <Modal
      title="Import Customers"
      open={open}
      onCancel={close}
      footer={footer}
      width={DIALOG_WIDTH}
      maskClosable={false}
    >
      {results ? (
        <ImportReport results={results} />
      ) : (
        <div className="customer-import">
          <label className="customer-import-file">
            <span>CSV file (with a header row, up to 20 MB)</span>
            <input
              type="file"
              accept=".csv,text/csv"
              disabled={importing}
              onChange={(event) => void chooseFile(event.target.files?.[0])}
            />
          </label>
          {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
          {csv && mapping ? (
            <CsvColumnMapping
              csv={csv}
              fields={IMPORT_FIELDS}
              fieldLabels={IMPORT_FIELD_LABELS}
              mapping={mapping}
              onMappingChange={setMapping}
              mapRows={mapRows}
              updateExistingLabel="Update existing customers with the same email"
              updateExisting={updateExisting}
              onUpdateExistingChange={setUpdateExisting}
              disabled={importing}
            />
          ) : null}
          {importer.progress ? (
            <Progress
              aria-label="Import progress"
              percent={Math.floor((importer.progress.done / Math.max(importer.progress.total, 1)) * 100)}
            />
          ) : null}
        </div>
      )}
    </Modal>
  );
}

function ImportReport({ results }: { results: ImportRowResult[] }) {
  const rejected = problemLines(results);
  const companies = companyMatchText(countCompanyMatches(results));
  return (
    <div className="customer-import">
      <p role="status">Import finished: {summaryText(summarize(results))}.</p>
      {companies ? <p>{companies}</p> : null}
      {rejected.length > 0 ? (
        <Table
          size="small"
          rowKey="key"
          dataSource={rejected}
          caption="Rows not imported"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            { title: "Line", dataIndex: "line" },
            { title: "Field", dataIndex: "field" },
            { title: "Message", dataIndex: "message" },
          ]}
        />
      ) : null}
    </div>
  );
}
