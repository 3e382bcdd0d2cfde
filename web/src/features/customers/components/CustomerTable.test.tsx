// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { CustomerTable } from "./CustomerTable.tsx";

const sarah = {
  __typename: "Customer" as const,
  id: "c1",
  name: "Sarah Johnson",
  email: "sarah@techcorp.test",
  phone: "+1 (555) 123-4567",
  company: "TechCorp",
  status: "active" as const,
  notes: "",
  isSample: false,
  valueCents: 1_250_050,
};

describe("CustomerTable", () => {
  it("shows the phone number in international form and the value to the cent", () => {
    render(
      <MemoryRouter>
        <CustomerTable
          rows={[sarah]}
          loading={false}
          page={1}
          pageSize={10}
          totalCount={1}
          totalIsLowerBound={false}
          orderBy={null}
          onPageChange={vi.fn()}
          onOrderChange={vi.fn()}
          onView={vi.fn()}
          onEdit={vi.fn()}
          onDelete={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText("+1 555 123 4567")).toBeTruthy();
    expect(screen.getByText("$12,500.50")).toBeTruthy();
  });
});
