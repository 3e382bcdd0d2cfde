// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { OPEN_API_FIXTURE } from "../openapi/openApiFixture.ts";
import { ApiReferenceContent } from "./ApiReferenceContent.tsx";

const wait = { timeout: 8000 };
const fetchMock = vi.fn<typeof fetch>();
const writeText = vi.fn<(text: string) => Promise<void>>();
const scrollIntoView = vi.fn();

const documentResponse = () => Response.json(OPEN_API_FIXTURE);

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  writeText.mockResolvedValue(undefined);
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  writeText.mockReset();
  scrollIntoView.mockReset();
});

function renderPage(path = "/api-reference") {
  renderRoute({ routes: [{ path: "/api-reference", element: <ApiReferenceContent /> }], path });
}

/** An operation's section, found by its heading ("POST /api/customers"). */
async function operation(name: string): Promise<HTMLElement> {
  const heading = await screen.findByRole("heading", { level: 3, name }, wait);
  return heading.closest("section")!;
}

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe("ApiReferenceContent", () => {
  it("fetches /api/openapi.json and shows the first tag's operations, with a side list linking to every operation", async () => {
    fetchMock.mockImplementation(async () => documentResponse());
    renderPage();
    expect(screen.getByRole("status").textContent).toBe("Loading...");

    await operation("GET /api/customers");
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/openapi.json");
    expect(texts(screen.getAllByRole("heading", { level: 2 }))).toEqual([
      "Overview",
      "Authenticating Requests",
      "Rate Limits",
      "Customers",
    ]);
    expect(texts(screen.getAllByRole("heading", { level: 3 }))).toEqual([
      "GET /api/customers",
      "POST /api/customers",
      "DELETE /api/customers/{id}",
    ]);
    expect(screen.getByRole("link", { name: "Customers" }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("link", { name: "Auth →" }).getAttribute("href")).toBe("#tag-auth");
    const nav = screen.getByRole("navigation", { name: "API reference" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => `${link.textContent} ${link.getAttribute("href")}`),
    ).toEqual([
      "Overview #overview",
      "Authenticating Requests #authentication",
      "Rate Limits #rate-limits",
      "Customers #tag-customers",
      "GET /api/customers #listCustomers",
      "POST /api/customers #createCustomer",
      "DELETE /api/customers/{id} #deleteCustomer",
      "Auth #tag-auth",
      "POST /api/auth/login #login",
      "Account #tag-account",
      "PUT /api/user/password #changePassword",
    ]);
    expect(document.getElementById("deleteCustomer")).toBe(await operation("DELETE /api/customers/{id}"));
  });

  it.each([
    ["#tag-auth", "Auth", ["POST /api/auth/login"]],
    ["#changePassword", "Account", ["PUT /api/user/password"]],
  ])("shows only the tag %s names, with its operations", async (hash, tag, operations) => {
    fetchMock.mockImplementation(async () => documentResponse());
    renderPage(`/api-reference${hash}`);
    await operation(operations[0]!);
    expect(texts(screen.getAllByRole("heading", { level: 2 })).slice(3)).toEqual([tag]);
    expect(texts(screen.getAllByRole("heading", { level: 3 }))).toEqual(operations);
    expect(screen.getByRole("link", { name: tag }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("link", { name: "Customers" }).getAttribute("aria-current")).toBeNull();
  });

  it("wraps a path in the side list only after a slash", async () => {
    fetchMock.mockImplementation(async () => documentResponse());
    renderPage();
    const link = await screen.findByRole("link", { name: "DELETE /api/customers/{id}" }, wait);
    expect(link.querySelector(".api-nav-path")?.innerHTML).toBe("/<wbr>api/<wbr>customers/<wbr>{id}");
  });

  it("states the bearer API key and the document's rate limit", async () => {
    fetchMock.mockImplementation(async () => documentResponse());
    renderPage();
    const authentication = await screen.findByRole("region", { name: "Authenticating Requests" }, wait);
    expect(within(authentication).getByText("Authorization: Bearer <key>").tagName).toBe("CODE");
    expect(texts(within(authentication).getAllByRole("term"))).toEqual([
      "API key (bearer token)",
      "Session cookie (bramble_session)",
    ]);
    expect(screen.getByRole("region", { name: "Rate Limits" }).textContent).toContain(
      "Each API key may make 1000 requests per hour.",
    );
    const overview = screen.getByRole("region", { name: "Overview" });
    expect(overview.textContent).toContain("Base URL: https://crm.example.com. Version 1.0.0.");
    expect(within(overview).getByText("Errors").tagName).toBe("STRONG");
    expect(texts(within(overview).getAllByRole("listitem"))).toEqual([
      "Accept: application/problem+json",
      "a status and a detail",
    ]);
  });

  it("shows an operation's summary, description, credentials and parameters", async () => {
    fetchMock.mockImplementation(async () => documentResponse());
    renderPage();
    const list = await operation("GET /api/customers");
    expect(within(list).getByText("List customers")).toBeTruthy();
    expect(within(list).getByText(/Newest first unless/).textContent).toBe("Newest first unless sort says otherwise.");
    expect(within(list).getByText("sort").tagName).toBe("CODE");
    expect(within(list).getByText("Authentication:").parentElement?.textContent).toBe(
      "Authentication: API key (bearer token)",
    );
    const rows = within(within(list).getByRole("table")).getAllByRole("row");
    expect(rows.map((row) => texts(Array.from(row.querySelectorAll("th, td"))))).toEqual([
      ["Name", "In", "Type", "Required", "Description"],
      ["limit", "query", "integer", "No", "Items per page; larger values are clamped.1 to 200; default: 50"],
      ["status", "query", "string", "No", "Only customers with this status.One of: lead, active, inactive"],
    ]);

    const remove = await operation("DELETE /api/customers/{id}");
    expect(texts(within(remove).getAllByRole("rowheader"))).toEqual(["id"]);
    expect(texts(within(remove).getAllByRole("cell")).slice(0, 3)).toEqual(["path", "string (uuid)", "Yes"]);
  });

  it("lists a $ref'd schema's fields with their types, requirement, allowed values and descriptions", async () => {
    fetchMock.mockImplementation(async () => documentResponse());
    renderPage();
    const create = await operation("POST /api/customers");
    const created = within(create).getByText("201 Created").closest("details");
    expect(created?.open).toBe(true);
    const fields = within(created!).getAllByRole("listitem");
    expect(texts(fields)).toEqual([
      "id string (uuid) required",
      "name string requiredFull name.1 to 200 characters",
      "email string (email) required",
      "phone string or null requiredat most 40 characters",
      "status string requiredWhere the customer stands.One of: lead, active, inactive",
      "valueCents integer or null requiredDeal value in cents.at least 0",
      "createdAt string (date-time) required",
    ]);
    expect(within(created!).getByText("Schema:").textContent).toBe("Schema: Customer");

    const body = within(create).getByRole("heading", { name: "Request body" }).nextElementSibling;
    expect(body?.textContent).toBe("Required.");
  });

  it("lists a body's alternatives, and says when an operation takes no credentials", async () => {
    fetchMock.mockImplementation(async () => documentResponse());
    renderPage("/api-reference#login");
    const login = await operation("POST /api/auth/login");
    const alternatives = login.querySelector("ol")?.children ?? [];
    expect(texts(Array.from(alternatives) as HTMLElement[])).toEqual([
      "UsernameLoginusername string requiredpassword string required",
      "EmailLoginemail string (email) requiredpassword string required",
    ]);
    expect(within(login).getByText("Authentication:").parentElement?.textContent).toBe("Authentication: none");
  });

  it("folds the error answers, and draws each with its content types and examples when opened", async () => {
    fetchMock.mockImplementation(async () => documentResponse());
    renderPage();
    const create = await operation("POST /api/customers");
    const invalid = within(create).getByText("400 Bad Request").closest("details")!;
    expect(invalid.open).toBe(false);
    expect(invalid.querySelector("summary")?.textContent).toBe("400 Bad Request The input is invalid.");
    expect(invalid.querySelectorAll("pre")).toHaveLength(0);

    fireEvent.click(within(invalid).getByText("400 Bad Request"));
    await vi.waitFor(() => expect(invalid.querySelectorAll("pre")).toHaveLength(2));
    expect(texts(Array.from(invalid.querySelectorAll("pre")))).toEqual([
      "Name is required",
      JSON.stringify({ type: "about:blank", title: "Bad Request", status: 400, detail: "Name is required" }, null, 2),
    ]);

    const limited = within(await operation("GET /api/customers"))
      .getByText("429 Too Many Requests")
      .closest("details")!;
    fireEvent.click(within(limited).getByText("429 Too Many Requests"));
    await vi.waitFor(() =>
      expect(limited.querySelector("dl")?.textContent).toBe(
        "Header Retry-After integerSeconds until the next request.",
      ),
    );
  });

  it("shows a curl command built from the document, and copies it", async () => {
    fetchMock.mockImplementation(async () => documentResponse());
    renderPage();
    const create = await operation("POST /api/customers");
    const curl = within(create).getByRole("heading", { name: "Example request" }).nextElementSibling;
    const command = [
      'curl -X POST "https://crm.example.com/api/customers" \\',
      '  -H "Authorization: Bearer $API_KEY" \\',
      '  -H "Content-Type: application/json" \\',
      `  -d '{"name":"Sarah O'\\''Neil","email":"sarah@techcorp.com","status":"active"}'`,
    ].join("\n");
    expect(curl?.querySelector("pre")?.textContent).toBe(command);

    fireEvent.click(within(create).getByRole("button", { name: "Copy curl command" }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(command));
  });

  it("copies an example response", async () => {
    fetchMock.mockImplementation(async () => documentResponse());
    renderPage();
    const remove = await operation("DELETE /api/customers/{id}");
    fireEvent.click(within(remove).getByRole("button", { name: "Copy example 200 response" }));
    await vi.waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('{\n  "id": "0199a3c2-5b1e-7c4d-9f10-2b3c4d5e6f70"\n}'),
    );
  });

  it("scrolls to the operation a deep link names once the document has arrived", async () => {
    fetchMock.mockImplementation(async () => documentResponse());
    renderPage("/api-reference#deleteCustomer");
    await operation("DELETE /api/customers/{id}");
    // StrictMode runs the effect twice: every scroll goes to the operation.
    expect(scrollIntoView).toHaveBeenCalled();
    expect(new Set(scrollIntoView.mock.contexts)).toEqual(new Set([document.getElementById("deleteCustomer")]));
  });

  it("says when the document cannot be fetched, and fetches it again on Retry", async () => {
    fetchMock.mockImplementation(async () => new Response("Internal Server Error", { status: 500 }));
    renderPage();
    const alert = await screen.findByRole("alert", {}, wait);
    expect(alert.textContent).toContain("The API reference could not be loaded.");
    expect(screen.queryByRole("navigation", { name: "API reference" })).toBeNull();

    const fetchesBefore = fetchMock.mock.calls.length;
    fetchMock.mockImplementation(async () => documentResponse());
    await act(async () => fireEvent.click(within(alert).getByRole("button", { name: "Retry" })));
    await operation("GET /api/customers");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(fetchesBefore + 1);
  });
});
