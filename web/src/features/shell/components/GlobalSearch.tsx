import { SearchOutlined } from "@ant-design/icons";
import { useQuery } from "@apollo/client/react";
import { AutoComplete, Input } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { GlobalCustomerSearchDocument } from "../../../graphql/generated/graphql.ts";
import { useDebouncedValue } from "../../../ui/useDebouncedValue.ts";

const SEARCH_DELAY_MS = 300;

/** Top bar search: customers matching the typed text (name, company, email); choosing one opens it. */
export function GlobalSearch() {
  const [text, setText] = useState("");
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const navigate = useNavigate();
  const { data, loading } = useQuery(GlobalCustomerSearchDocument, {
    variables: { search },
    skip: search === "",
    fetchPolicy: "cache-and-network",
  });

  const options =
    search === ""
      ? []
      : (data?.customers.edges ?? []).map(({ node }) => ({
          value: node.id,
          label: (
            <span className="global-search-option">
              <span>{node.name}</span>
              <span className="global-search-option-detail">{node.company || node.email}</span>
            </span>
          ),
        }));

  return (
    <AutoComplete
      className="global-search"
      value={text}
      options={options}
      popupMatchSelectWidth={false}
      showSearch={{ onSearch: setText, filterOption: false }}
      notFoundContent={search !== "" && !loading ? "No customers found" : null}
      onSelect={(id: string) => {
        setText("");
        void navigate(`/customers/${id}`);
      }}
    >
      <Input
        placeholder="Search customers, companies..."
        aria-label="Search customers, companies"
        prefix={<SearchOutlined />}
        allowClear
        onChange={(event) => {
          if (event.target.value === "") setText("");
        }}
      />
    </AutoComplete>
  );
}
