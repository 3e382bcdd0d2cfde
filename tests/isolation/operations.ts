import { LANDING_LIST_CASES, landingListOperations } from "#tests/support/landing-lists.ts";
import { B_COMPANY_DOMAIN, B_MARKERS, type WorkspaceIds } from "./two-workspaces.ts";

/**
 * One entry per GraphQL field and REST route (isolation.test.ts fails when one is missing), each
 * aimed at workspace B. `targetsB` entries name B's rows by id: they must be answered exactly as
 * the same request naming rows that do not exist. `late` entries change the caller's own session
 * (signing out, leaving, switching), so they run after the others.
 */
export type GraphqlCase = {
  query: string;
  variables?: (ids: WorkspaceIds) => Record<string, unknown>;
  targetsB?: true;
  late?: true;
};

export type RestCase = {
  path: (ids: WorkspaceIds) => string;
  body?: (ids: WorkspaceIds) => object;
  targetsB?: true;
  late?: true;
};

const customerInput = { name: "Probe", email: "probe@alpha.test" };
/** A company claiming B's company's domain: A may, and learns nothing of B's. */
const companyInput = { name: "Probe", domains: [B_COMPANY_DOMAIN] };
/**
 * An import naming B's customer by e-mail (matched ignoring case), asking to update it: only the
 * caller's own workspace may change. Upper-cased, so the row it creates there is not B's marker.
 */
const importRows = {
  rows: [{ line: 2, name: "Probe", email: B_MARKERS.customerEmail.toUpperCase() }],
  updateExisting: true,
};

/**
 * A companies import naming B's company's domain (bravo-corp.test, see two-workspaces.ts), asking to
 * update it: only a company of the caller's own workspace may change.
 */
const companyImportRows = {
  rows: [{ line: 2, name: "Probe", domains: "BRAVO-CORP.test" }],
  updateExisting: true,
};

/** An id no row has: the landing page's lists and the contact messages belong to no workspace. */
const NO_SUCH_ID = "0190c5f2-0000-7000-8000-000000000000";

/** Each landing page list's query and mutations, aimed at no workspace's rows (there are none in them). */
function landingListCases(): Record<string, GraphqlCase[]> {
  return Object.fromEntries(
    LANDING_LIST_CASES.flatMap((list) => {
      const operation = landingListOperations(list);
      const named: [string, readonly [string, Record<string, unknown>]][] = [
        [list.name, operation.list()],
        [`add${list.entry}`, operation.add(list.sample)],
        [`update${list.entry}`, operation.update(NO_SUCH_ID, list.sample)],
        [`delete${list.entry}`, operation.remove(NO_SUCH_ID)],
        [`reorder${list.entries}`, operation.reorder([NO_SUCH_ID])],
        [`replace${list.entries}`, operation.replace(list.defaults)],
      ];
      return named.map(([name, [query, variables]]) => [name, [{ query, variables: () => variables }]]);
    }),
  );
}

/**
 * Filter trees that name B's rows every way a tree can (by id, by text, by a negation that keeps
 * everything): a tree narrows the workspace's rows, never widens them.
 */
const reachingTrees = {
  customers: (ids: WorkspaceIds) => ({
    or: [
      { field: "id", op: "eq", value: ids.customerId },
      { field: "email", op: "eq", value: B_MARKERS.customerEmail },
      { field: "name", op: "contains", value: "Bravo" },
      { not: { field: "status", op: "in", value: ["lead"] } },
      { field: "status", op: "in", value: ["lead"] },
    ],
  }),
  deals: (ids: WorkspaceIds) => ({
    or: [
      { field: "customerId", op: "eq", value: ids.customerId },
      { field: "title", op: "startsWith", value: "bravo" },
      { not: { field: "ownerId", op: "eq", value: ids.userId } },
    ],
  }),
  tasks: (ids: WorkspaceIds) => ({
    or: [
      { field: "customerId", op: "in", value: [ids.customerId] },
      { not: { field: "id", op: "eq", value: ids.taskId } },
    ],
  }),
  companies: (ids: WorkspaceIds) => ({
    or: [
      { field: "id", op: "eq", value: ids.companyId },
      { field: "name", op: "contains", value: "Bravo" },
      { not: { field: "industry", op: "eq", value: "none" } },
    ],
  }),
  activities: (ids: WorkspaceIds) => ({
    or: [
      { field: "customerId", op: "eq", value: ids.customerId },
      { not: { field: "type", op: "in", value: ["call"] } },
    ],
  }),
};

function filterQuery(tree: unknown): string {
  return `filter=${encodeURIComponent(JSON.stringify(tree))}`;
}

export const GRAPHQL_CASES: Record<string, GraphqlCase[]> = {
  ...landingListCases(),
  setContactMessageRead: [
    {
      query: "mutation ($id: ID!) { setContactMessageRead(id: $id, read: true) { id } }",
      variables: () => ({ id: NO_SUCH_ID }),
    },
  ],
  deleteContactMessage: [
    { query: "mutation ($id: ID!) { deleteContactMessage(id: $id) { id } }", variables: () => ({ id: NO_SUCH_ID }) },
  ],
  activities: [
    { query: "{ activities(first: 200) { totalCount edges { node { id title } } } }" },
    { query: "{ activities(filter: { type: note }) { totalCount edges { node { id title } } } }" },
    {
      query: "query ($tree: JSON) { activities(filterTree: $tree) { totalCount edges { node { id title } } } }",
      variables: (ids) => ({ tree: reachingTrees.activities(ids) }),
    },
  ],
  adminSession: [{ query: "{ adminSession { isAuthenticated isAdmin } }" }],
  apiKeys: [{ query: "{ apiKeys { id name } }" }],
  contactMessages: [{ query: "{ contactMessages { totalCount } }" }],
  companies: [
    { query: "{ companies(first: 200) { totalCount edges { node { id name domains } } } }" },
    { query: '{ companies(filter: { search: "bravo" }) { totalCount edges { node { id name } } } }' },
    {
      query: "query ($tree: JSON) { companies(filterTree: $tree) { totalCount edges { node { id name } } } }",
      variables: (ids) => ({ tree: reachingTrees.companies(ids) }),
    },
  ],
  company: [
    {
      query: "query ($id: ID!) { company(id: $id) { id name customers { role customer { name } } } }",
      variables: (ids) => ({ id: ids.companyId }),
      targetsB: true,
    },
  ],
  companyIndustries: [{ query: "{ companyIndustries }" }],
  createCompany: [
    {
      query: "mutation ($input: CompanyInput!) { createCompany(input: $input) { id name domains } }",
      variables: () => ({ input: companyInput }),
    },
  ],
  updateCompany: [
    {
      query: 'mutation ($id: ID!) { updateCompany(id: $id, input: { name: "Probe" }) { id } }',
      variables: (ids) => ({ id: ids.companyId }),
      targetsB: true,
    },
  ],
  deleteCompany: [
    {
      query: "mutation ($id: ID!) { deleteCompany(id: $id, deals: delete) { id unlinkedPeople deletedDeals } }",
      variables: (ids) => ({ id: ids.companyId }),
      targetsB: true,
    },
  ],
  linkCustomerToCompany: [
    {
      query:
        'mutation ($c: ID!, $co: ID!) { linkCustomerToCompany(customerId: $c, companyId: $co, role: "Probe", primary: true) { id role } }',
      variables: (ids) => ({ c: ids.customerId, co: ids.companyId }),
      targetsB: true,
    },
  ],
  unlinkCustomerFromCompany: [
    {
      query: "mutation ($c: ID!, $co: ID!) { unlinkCustomerFromCompany(customerId: $c, companyId: $co) { id } }",
      variables: (ids) => ({ c: ids.customerId, co: ids.companyId }),
      targetsB: true,
    },
  ],
  setAutoLinkCompanies: [{ query: "mutation { setAutoLinkCompanies(enabled: true) { id autoLinkCompanies } }" }],
  setWorkspaceCurrency: [{ query: 'mutation { setWorkspaceCurrency(currency: "EUR") { id currency } }' }],
  customer: [
    {
      query: "query ($id: ID!) { customer(id: $id) { id name } }",
      variables: (ids) => ({ id: ids.customerId }),
      targetsB: true,
    },
  ],
  customers: [
    { query: "{ customers(first: 200) { totalCount edges { node { id name email } } } }" },
    { query: '{ customers(filter: { search: "Bravo" }) { totalCount edges { node { id name } } } }' },
    {
      query: "query ($tree: JSON) { customers(filterTree: $tree) { totalCount edges { node { id name email } } } }",
      variables: (ids) => ({ tree: reachingTrees.customers(ids) }),
    },
    // One hop to the person's primary company (the filter language's company.name).
    {
      query: "query ($tree: JSON) { customers(filterTree: $tree) { totalCount edges { node { id name company } } } }",
      variables: () => ({ tree: { field: "company.name", op: "contains", value: "Bravo" } }),
    },
  ],
  deal: [
    {
      query: "query ($id: ID!) { deal(id: $id) { id title } }",
      variables: (ids) => ({ id: ids.dealId }),
      targetsB: true,
    },
  ],
  deals: [
    { query: "{ deals(first: 200) { totalCount edges { node { id title } } } }" },
    {
      query: "query ($id: ID!) { deals(filter: { customerId: $id }) { totalCount edges { node { id } } } }",
      variables: (ids) => ({ id: ids.customerId }),
    },
    {
      query:
        'query ($id: ID!) { deals(filter: { ownerId: $id, search: "bravo" }, orderBy: { field: stage, direction: asc }) { totalCount edges { node { id title owner { username } } } } }',
      variables: (ids) => ({ id: ids.userId }),
    },
    {
      query: "query ($tree: JSON) { deals(filterTree: $tree) { totalCount edges { node { id title } } } }",
      variables: (ids) => ({ tree: reachingTrees.deals(ids) }),
    },
  ],
  task: [
    {
      query: "query ($id: ID!) { task(id: $id) { id title } }",
      variables: (ids) => ({ id: ids.taskId }),
      targetsB: true,
    },
  ],
  activity: [
    {
      query: "query ($id: ID!) { activity(id: $id) { id title } }",
      variables: (ids) => ({ id: ids.activityId }),
      targetsB: true,
    },
  ],
  dealPipeline: [
    { query: "{ dealPipeline { stage count totalValueCents deals(first: 200) { edges { node { id title } } } } }" },
    {
      query: "query ($id: ID!) { dealPipeline(filter: { ownerId: $id }) { count deals { edges { node { title } } } } }",
      variables: (ids) => ({ id: ids.userId }),
    },
  ],
  dashboard: [
    {
      query:
        "{ dashboard { totalCustomers { value } activeDeals { value } tasksDue { value } recentActivities { title } dealsByStage { count } } }",
    },
  ],
  dashboardReport: [{ query: "{ dashboardReport { filename csv } }" }],
  hero: [{ query: "{ hero { badge } }" }],
  invitation: [{ query: '{ invitation(token: "not-a-token") { workspaceName } }' }],
  invitations: [{ query: "{ invitations { id email } }" }],
  members: [{ query: "{ members { role user { username email } } }" }],
  mySessions: [{ query: "{ mySessions { id ip userAgent browser os createdAt lastUsedAt current } }" }],
  myTrustedBrowsers: [{ query: "{ myTrustedBrowsers { id ip userAgent browser os createdAt expiresAt current } }" }],
  myPasskeys: [{ query: "{ myPasskeys { id name deviceType backedUp transports createdAt lastUsedAt } }" }],
  securityEvents: [
    {
      query:
        "{ securityEvents(first: 200) { totalCount edges { node { kind actor { username } user { username } detail description } } } }",
    },
  ],
  mySecurityEvents: [
    {
      query:
        "{ mySecurityEvents(first: 200) { totalCount edges { node { kind actor { username } user { username } detail description } } } }",
    },
  ],
  search: [
    { query: '{ search(query: "Bravo Hidden", first: 20) { kind id title detail customerId } }' },
    { query: '{ search(query: "br") { kind id title detail customerId } }' },
  ],
  session: [{ query: "{ session { isAuthenticated userId } }" }],
  siteSettings: [{ query: "{ siteSettings { companyName } }" }],
  tasks: [
    { query: "{ tasks(first: 200) { totalCount edges { node { id title customer { name } } } } }" },
    {
      query: "query ($tree: JSON) { tasks(filterTree: $tree) { totalCount edges { node { id title } } } }",
      variables: (ids) => ({ tree: reachingTrees.tasks(ids) }),
    },
  ],
  teamMembers: [{ query: "{ teamMembers { username email } }" }],
  users: [{ query: "{ users(first: 200) { totalCount edges { node { username workspaceCount } } } }" }],
  viewer: [
    {
      query:
        "{ viewer { username memberships { workspace { id name } } currentWorkspace { id name sampleRowCount } workspaceNotice } }",
    },
  ],
  webhookEndpoints: [{ query: "{ webhookEndpoints { id url recentDeliveries { id eventType } } }" }],
  workspaces: [{ query: "{ workspaces(first: 200) { totalCount edges { node { id name customerCount } } } }" }],

  acceptInvitation: [{ query: 'mutation { acceptInvitation(token: "not-a-token") { id } }' }],
  adminLogin: [
    { query: 'mutation { adminLogin(input: { username: "nobody", password: "wrong-password" }) { message } }' },
  ],
  adminLogout: [{ query: "mutation { adminLogout { message } }", late: true }],
  changeMemberRole: [
    {
      query: "mutation ($id: ID!) { changeMemberRole(userId: $id, role: member) { role } }",
      variables: (ids) => ({ id: ids.userId }),
      targetsB: true,
    },
  ],
  createActivity: [
    {
      query: 'mutation ($id: ID) { createActivity(input: { type: note, title: "Probe", customerId: $id }) { id } }',
      variables: (ids) => ({ id: ids.customerId }),
      targetsB: true,
    },
  ],
  importCustomers: [
    {
      query:
        "mutation ($rows: [CustomerImportRow!]!, $updateExisting: Boolean) { importCustomers(rows: $rows, updateExisting: $updateExisting) { line outcome field message } }",
      variables: () => importRows,
    },
  ],
  importCompanies: [
    {
      query:
        "mutation ($rows: [CompanyImportRow!]!, $updateExisting: Boolean) { importCompanies(rows: $rows, updateExisting: $updateExisting) { line outcome field message } }",
      variables: () => companyImportRows,
    },
  ],
  createApiKey: [{ query: 'mutation { createApiKey(input: { name: "Probe" }) { apiKey { name } } }' }],
  createCustomer: [
    {
      query: "mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }",
      variables: () => ({ input: customerInput }),
    },
  ],
  createDeal: [
    {
      query: 'mutation ($id: ID!) { createDeal(input: { title: "Probe", customerId: $id }) { id } }',
      variables: (ids) => ({ id: ids.customerId }),
      targetsB: true,
    },
  ],
  createTask: [
    {
      query: 'mutation ($id: ID) { createTask(input: { title: "Probe", customerId: $id }) { id } }',
      variables: (ids) => ({ id: ids.customerId }),
      targetsB: true,
    },
    {
      query: 'mutation ($id: ID) { createTask(input: { title: "Probe", assigneeId: $id }) { id } }',
      variables: (ids) => ({ id: ids.userId }),
      targetsB: true,
    },
  ],
  createWebhookEndpoint: [
    {
      query:
        'mutation { createWebhookEndpoint(input: { url: "https://probe.alpha.test/in", events: ["customer.created"] }) { endpoint { url } } }',
    },
  ],
  createWorkspace: [{ query: 'mutation { createWorkspace(input: { name: "Probe" }) { id } }', late: true }],
  deleteActivity: [
    {
      query: "mutation ($id: ID!) { deleteActivity(id: $id) { id } }",
      variables: (ids) => ({ id: ids.activityId }),
      targetsB: true,
    },
  ],
  deleteCustomer: [
    {
      query: "mutation ($id: ID!) { deleteCustomer(id: $id) { id } }",
      variables: (ids) => ({ id: ids.customerId }),
      targetsB: true,
    },
  ],
  deleteDeal: [
    {
      query: "mutation ($id: ID!) { deleteDeal(id: $id) { id } }",
      variables: (ids) => ({ id: ids.dealId }),
      targetsB: true,
    },
  ],
  moveDeal: [
    {
      query: "mutation ($id: ID!) { moveDeal(id: $id, input: { stage: proposal }) { id title } }",
      variables: (ids) => ({ id: ids.dealId }),
      targetsB: true,
    },
    {
      query:
        'mutation ($id: ID!) { moveDeal(id: $id, input: { stage: closed_won, closedAt: "2026-11-01T00:00:00.000Z" }) { id } }',
      variables: (ids) => ({ id: ids.dealId }),
      targetsB: true,
    },
  ],
  setDealContactRole: [
    {
      query:
        'mutation ($dealId: ID!, $customerId: ID!) { setDealContactRole(dealId: $dealId, customerId: $customerId, role: "Probe") { id role } }',
      variables: (ids) => ({ dealId: ids.dealId, customerId: ids.customerId }),
      targetsB: true,
    },
  ],
  deleteTask: [
    {
      query: "mutation ($id: ID!) { deleteTask(id: $id) { id } }",
      variables: (ids) => ({ id: ids.taskId }),
      targetsB: true,
    },
  ],
  deleteWebhookEndpoint: [
    {
      query: "mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }",
      variables: (ids) => ({ id: ids.webhookEndpointId }),
      targetsB: true,
    },
  ],
  deleteWorkspace: [
    // B's name typed as the confirmation: the caller's own workspace is the only one it could delete.
    { query: 'mutation { deleteWorkspace(input: { confirmName: "Bravo Hidden Workspace" }) { message } }' },
  ],
  exportWorkspace: [{ query: "mutation { exportWorkspace { filename url expiresAt } }" }],
  inviteMember: [{ query: 'mutation { inviteMember(input: { email: "probe@alpha.test" }) { email } }' }],
  leaveWorkspace: [{ query: "mutation { leaveWorkspace { message } }", late: true }],
  login: [{ query: 'mutation { login(input: { username: "nobody", password: "wrong-password" }) { message } }' }],
  logout: [{ query: "mutation { logout { message } }", late: true }],
  endSession: [
    {
      query: "mutation ($id: ID!) { endSession(id: $id) { id } }",
      variables: (ids) => ({ id: ids.sessionId }),
      targetsB: true,
    },
  ],
  endOtherSessions: [{ query: "mutation { endOtherSessions { ended } }" }],
  renamePasskey: [
    {
      query: 'mutation ($id: ID!) { renamePasskey(id: $id, input: { name: "Probe" }) { id } }',
      variables: (ids) => ({ id: ids.passkeyId }),
      targetsB: true,
    },
  ],
  removePasskey: [
    {
      query: "mutation ($id: ID!) { removePasskey(id: $id) { id } }",
      variables: (ids) => ({ id: ids.passkeyId }),
      targetsB: true,
    },
  ],
  startPasskeyRegistration: [{ query: "mutation { startPasskeyRegistration }" }],
  addPasskey: [{ query: "mutation { addPasskey(input: { credential: {} }) { recoveryCodes } }" }],
  startPasskeySignIn: [{ query: "mutation { startPasskeySignIn }" }],
  loginWithPasskey: [{ query: "mutation { loginWithPasskey(input: { credential: {} }) { message } }" }],
  startPasskeySecondFactor: [{ query: "mutation { startPasskeySecondFactor }" }],
  startPasskeyProof: [{ query: "mutation { startPasskeyProof }" }],
  forgetTrustedBrowser: [
    {
      query: "mutation ($id: ID!) { forgetTrustedBrowser(id: $id) { id } }",
      variables: (ids) => ({ id: ids.trustedBrowserId }),
      targetsB: true,
    },
  ],
  register: [{ query: 'mutation { register(input: { username: "x", email: "x", password: "x" }) { message } }' }],
  removeMember: [
    {
      query: "mutation ($id: ID!) { removeMember(userId: $id) { id } }",
      variables: (ids) => ({ id: ids.userId }),
      targetsB: true,
    },
  ],
  removeSampleData: [{ query: "mutation { removeSampleData { customers } }" }],
  renameWorkspace: [{ query: 'mutation { renameWorkspace(input: { name: "Alpha renamed" }) { name } }' }],
  setWorkspaceTimeZone: [{ query: 'mutation { setWorkspaceTimeZone(timeZone: "Europe/Paris") { timeZone } }' }],
  customFieldDefinitions: [{ query: "{ customFieldDefinitions(recordType: customer) { id key label valueCount } }" }],
  customFieldDefinition: [
    {
      query: "query ($id: ID!) { customFieldDefinition(id: $id) { id key label valueCount } }",
      variables: (ids) => ({ id: ids.customFieldId }),
      targetsB: true,
    },
  ],
  createCustomField: [
    {
      query:
        'mutation { createCustomField(input: { recordType: customer, label: "Probe", type: text }) { id key position } }',
    },
  ],
  updateCustomField: [
    {
      query: 'mutation ($id: ID!) { updateCustomField(id: $id, input: { label: "Probe", position: 0 }) { id label } }',
      variables: (ids) => ({ id: ids.customFieldId }),
      targetsB: true,
    },
  ],
  deleteCustomField: [
    {
      query: "mutation ($id: ID!) { deleteCustomField(id: $id) { id } }",
      variables: (ids) => ({ id: ids.customFieldId }),
      targetsB: true,
    },
  ],
  lostReasons: [{ query: "{ lostReasons }" }],
  setLostReasons: [{ query: 'mutation { setLostReasons(reasons: ["Price", "Alpha reason"]) }' }],
  setWorkspaceTwoFactorRequirement: [
    { query: "mutation { setWorkspaceTwoFactorRequirement(input: { requireTwoFactor: false }) { requireTwoFactor } }" },
  ],
  resendInvitation: [
    {
      query: "mutation ($id: ID!) { resendInvitation(id: $id) { id } }",
      variables: (ids) => ({ id: ids.invitationId }),
      targetsB: true,
    },
  ],
  resendWebhookDelivery: [
    {
      query: "mutation ($id: ID!) { resendWebhookDelivery(id: $id) { id status } }",
      variables: (ids) => ({ id: ids.webhookDeliveryId }),
      targetsB: true,
    },
  ],
  restoreWorkspace: [
    {
      query: "mutation ($id: ID!) { restoreWorkspace(id: $id) { id } }",
      variables: (ids) => ({ id: ids.workspaceId }),
    },
  ],
  revokeApiKey: [
    {
      query: "mutation ($id: ID!) { revokeApiKey(id: $id) { id } }",
      variables: (ids) => ({ id: ids.apiKeyId }),
      targetsB: true,
    },
  ],
  revokeInvitation: [
    {
      query: "mutation ($id: ID!) { revokeInvitation(id: $id) { id } }",
      variables: (ids) => ({ id: ids.invitationId }),
      targetsB: true,
    },
  ],
  sendContactMessage: [
    {
      query:
        'mutation { sendContactMessage(input: { name: "N", email: "n@n.test", subject: "S", message: "M" }) { message } }',
    },
  ],
  setTaskCompleted: [
    {
      query: "mutation ($id: ID!) { setTaskCompleted(id: $id, completed: true) { id } }",
      variables: (ids) => ({ id: ids.taskId }),
      targetsB: true,
    },
  ],
  // Enabling an enabled account changes nothing: the site admin's power over accounts is not workspace data.
  setUserDisabled: [
    {
      query: "mutation ($id: ID!) { setUserDisabled(userId: $id, disabled: false) { id } }",
      variables: (ids) => ({ id: ids.userId }),
    },
  ],
  switchWorkspace: [
    {
      query: "mutation ($id: ID!) { switchWorkspace(workspaceId: $id) { id } }",
      variables: (ids) => ({ id: ids.workspaceId }),
      targetsB: true,
    },
  ],
  updateActivity: [
    {
      query: 'mutation ($id: ID!) { updateActivity(id: $id, input: { type: call, title: "Probe" }) { id } }',
      variables: (ids) => ({ id: ids.activityId }),
      targetsB: true,
    },
  ],
  updateCustomer: [
    {
      query: "mutation ($id: ID!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) { id } }",
      variables: (ids) => ({ id: ids.customerId, input: customerInput }),
      targetsB: true,
    },
  ],
  updateDeal: [
    {
      query:
        'mutation ($id: ID!, $customerId: ID!) { updateDeal(id: $id, input: { title: "Probe", customerId: $customerId }) { id } }',
      variables: (ids) => ({ id: ids.dealId, customerId: ids.customerId }),
      targetsB: true,
    },
  ],
  patchActivity: [
    {
      query: 'mutation ($id: ID!) { patchActivity(id: $id, input: { title: "Probe" }) { id } }',
      variables: (ids) => ({ id: ids.activityId }),
      targetsB: true,
    },
  ],
  patchCustomer: [
    {
      query: 'mutation ($id: ID!) { patchCustomer(id: $id, input: { name: "Probe" }) { id } }',
      variables: (ids) => ({ id: ids.customerId }),
      targetsB: true,
    },
  ],
  patchDeal: [
    {
      query: 'mutation ($id: ID!) { patchDeal(id: $id, input: { title: "Probe" }) { id } }',
      variables: (ids) => ({ id: ids.dealId }),
      targetsB: true,
    },
  ],
  patchTask: [
    {
      query: "mutation ($id: ID!) { patchTask(id: $id, input: { completed: true }) { id } }",
      variables: (ids) => ({ id: ids.taskId }),
      targetsB: true,
    },
  ],
  updateWebhookEndpoint: [
    {
      query: "mutation ($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: false }) { id enabled } }",
      variables: (ids) => ({ id: ids.webhookEndpointId }),
      targetsB: true,
    },
  ],
  updateHero: [
    {
      query: "mutation ($input: HeroInput!) { updateHero(input: $input) { badge } }",
      variables: () => ({ input: { badge: "B", heading: "H", subheading: "S", description: "", videoUrl: "" } }),
    },
  ],
  updateSiteSettings: [
    {
      query: "mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { companyName } }",
      variables: () => ({
        input: { companyName: "Bramble CRM", companyEmail: "n@n.test", companyPhone: "", companyAddress: "" },
      }),
    },
  ],
  updateTask: [
    {
      query: 'mutation ($id: ID!) { updateTask(id: $id, input: { title: "Probe" }) { id } }',
      variables: (ids) => ({ id: ids.taskId }),
      targetsB: true,
    },
  ],
  verifyEmail: [{ query: 'mutation { verifyEmail(token: "not-a-token") { message } }' }],
  updateProfile: [{ query: 'mutation { updateProfile(input: { firstName: "Probe" }) { firstName email } }' }],
  resendEmailChange: [{ query: "mutation { resendEmailChange { message } }" }],
  cancelEmailChange: [{ query: "mutation { cancelEmailChange { pendingEmail } }" }],
  revertEmailChange: [{ query: 'mutation { revertEmailChange(token: "not-a-token") { message } }' }],
  updateNotificationPreferences: [
    { query: "mutation { updateNotificationPreferences(input: { taskReminders: true }) { taskReminders } }" },
  ],
  updateListPreferences: [{ query: "mutation { updateListPreferences(input: { pageSize: 50 }) { pageSize } }" }],
  changePassword: [
    {
      query:
        'mutation { changePassword(input: { currentPassword: "wrong-password", newPassword: "secret1" }) { message } }',
    },
  ],
  requestPasswordReset: [
    { query: 'mutation { requestPasswordReset(input: { email: "nobody@example.com" }) { message } }' },
  ],
  resetPassword: [
    { query: 'mutation { resetPassword(input: { token: "not-a-token", password: "secret1" }) { message } }' },
  ],
  resendVerificationEmail: [
    { query: 'mutation { resendVerificationEmail(input: { email: "nobody@example.com" }) { message } }' },
  ],
  startTotpEnrolment: [{ query: "mutation { startTotpEnrolment { otpauthUrl } }" }],
  confirmTotp: [{ query: 'mutation { confirmTotp(input: { code: "000000" }) { recoveryCodes } }' }],
  regenerateRecoveryCodes: [
    { query: 'mutation { regenerateRecoveryCodes(input: { code: "000000" }) { recoveryCodes } }' },
  ],
  disableTotp: [{ query: 'mutation { disableTotp(input: { code: "000000" }) { message } }' }],
  loginTwoFactor: [{ query: 'mutation { loginTwoFactor(input: { code: "000000" }) { message } }' }],
  singleSignOn: [{ query: "{ singleSignOn { buttonLabel } }" }],
  startSingleSignOn: [{ query: "mutation { startSingleSignOn { authorizationUrl } }" }],
  finishSingleSignOn: [
    {
      query:
        'mutation { finishSingleSignOn(input: { callbackUrl: "/api/auth/oidc/callback?code=x&state=y" }) { next } }',
    },
  ],
  setWorkspaceSingleSignOnRequirement: [
    { query: "mutation { setWorkspaceSingleSignOnRequirement(input: { requireSingleSignOn: false }) { id } }" },
  ],
  setPassword: [{ query: 'mutation { setPassword(input: { newPassword: "a long passphrase" }) { message } }' }],
};

export const REST_CASES: Record<string, RestCase[]> = {
  ...Object.fromEntries(
    LANDING_LIST_CASES.flatMap((list) => {
      const route = list.path.replace("/api", "");
      return [
        [`GET ${route}`, [{ path: () => list.path }]],
        [`PUT ${route}`, [{ path: () => list.path, body: () => list.defaults }]],
      ];
    }),
  ),
  "GET /auth/session": [{ path: () => "/api/auth/session" }],
  "GET /auth/oidc/start": [{ path: () => "/api/auth/oidc/start" }],
  "GET /auth/oidc/callback": [{ path: () => "/api/auth/oidc/callback?code=x&state=y" }],
  "POST /user/password": [{ path: () => "/api/user/password", body: () => ({ newPassword: "a long passphrase" }) }],
  "POST /auth/login": [
    { path: () => "/api/auth/login", body: () => ({ username: "nobody", password: "wrong-password" }) },
  ],
  "POST /auth/register": [
    { path: () => "/api/auth/register", body: () => ({ username: "x", email: "x", password: "x" }) },
  ],
  "GET /auth/verify-email": [{ path: () => "/api/auth/verify-email?token=not-a-token" }],
  "POST /auth/resend-verification": [
    { path: () => "/api/auth/resend-verification", body: () => ({ email: "nobody@example.com" }) },
  ],
  "POST /auth/forgot-password": [
    { path: () => "/api/auth/forgot-password", body: () => ({ email: "nobody@example.com" }) },
  ],
  "POST /auth/reset-password": [
    { path: () => "/api/auth/reset-password", body: () => ({ token: "not-a-token", password: "secret1" }) },
  ],
  "POST /auth/logout": [{ path: () => "/api/auth/logout", body: () => ({}), late: true }],
  "GET /user": [{ path: () => "/api/user" }],
  "GET /user/sessions": [{ path: () => "/api/user/sessions" }],
  "GET /user/security-events": [{ path: () => "/api/user/security-events?limit=200" }],
  "GET /workspace/security-events": [{ path: () => "/api/workspace/security-events?limit=200" }],
  "POST /user/sessions/end-others": [{ path: () => "/api/user/sessions/end-others", body: () => ({}) }],
  "DELETE /user/sessions/:id": [{ path: (ids) => `/api/user/sessions/${ids.sessionId}`, targetsB: true }],
  "GET /user/trusted-browsers": [{ path: () => "/api/user/trusted-browsers" }],
  "DELETE /user/trusted-browsers/:id": [
    { path: (ids) => `/api/user/trusted-browsers/${ids.trustedBrowserId}`, targetsB: true },
  ],
  "GET /user/passkeys": [{ path: () => "/api/user/passkeys" }],
  "POST /user/passkeys/options": [{ path: () => "/api/user/passkeys/options", body: () => ({}) }],
  "POST /user/passkeys": [{ path: () => "/api/user/passkeys", body: () => ({ credential: {} }) }],
  "PATCH /user/passkeys/:id": [
    { path: (ids) => `/api/user/passkeys/${ids.passkeyId}`, body: () => ({ name: "Probe" }), targetsB: true },
  ],
  "DELETE /user/passkeys/:id": [{ path: (ids) => `/api/user/passkeys/${ids.passkeyId}`, targetsB: true }],
  "POST /auth/passkey/options": [{ path: () => "/api/auth/passkey/options", body: () => ({}) }],
  "POST /auth/passkey/login": [{ path: () => "/api/auth/passkey/login", body: () => ({ credential: {} }) }],
  "POST /auth/login/two-factor/passkey-options": [
    { path: () => "/api/auth/login/two-factor/passkey-options", body: () => ({}) },
  ],
  "POST /user/two-factor/passkey-options": [{ path: () => "/api/user/two-factor/passkey-options", body: () => ({}) }],
  "PATCH /workspace": [
    { path: () => "/api/workspace", body: () => ({ requireTwoFactor: false }) },
    { path: () => "/api/workspace", body: () => ({ autoLinkCompanies: true }) },
    { path: () => "/api/workspace", body: () => ({ currency: "EUR" }) },
  ],
  "GET /custom-fields": [{ path: () => "/api/custom-fields?recordType=customer" }],
  "POST /custom-fields": [
    { path: () => "/api/custom-fields", body: () => ({ recordType: "customer", label: "Probe", type: "text" }) },
  ],
  "GET /custom-fields/:id": [{ path: (ids) => `/api/custom-fields/${ids.customFieldId}`, targetsB: true }],
  "PATCH /custom-fields/:id": [
    {
      path: (ids) => `/api/custom-fields/${ids.customFieldId}`,
      body: () => ({ label: "Probe", position: 0 }),
      targetsB: true,
    },
  ],
  "DELETE /custom-fields/:id": [{ path: (ids) => `/api/custom-fields/${ids.customFieldId}`, targetsB: true }],
  "GET /workspace": [{ path: () => "/api/workspace" }],
  "GET /lost-reasons": [{ path: () => "/api/lost-reasons" }],
  "PUT /lost-reasons": [{ path: () => "/api/lost-reasons", body: () => ({ reasons: ["Price", "Alpha reason"] }) }],
  "PUT /user/profile": [{ path: () => "/api/user/profile", body: () => ({ firstName: "Probe" }) }],
  "POST /user/email-change/resend": [{ path: () => "/api/user/email-change/resend", body: () => ({}) }],
  "DELETE /user/email-change": [{ path: () => "/api/user/email-change" }],
  "POST /auth/email-change/revert": [
    { path: () => "/api/auth/email-change/revert", body: () => ({ token: "not-a-token" }) },
  ],
  "PUT /user/list-preferences": [{ path: () => "/api/user/list-preferences", body: () => ({ pageSize: 50 }) }],
  "PUT /user/notification-preferences": [
    { path: () => "/api/user/notification-preferences", body: () => ({ taskReminders: true }) },
  ],
  "PUT /user/password": [
    { path: () => "/api/user/password", body: () => ({ currentPassword: "wrong-password", newPassword: "secret1" }) },
  ],
  "POST /auth/login/two-factor": [{ path: () => "/api/auth/login/two-factor", body: () => ({ code: "000000" }) }],
  "POST /user/two-factor/totp": [{ path: () => "/api/user/two-factor/totp", body: () => ({}) }],
  "POST /user/two-factor/totp/confirm": [
    { path: () => "/api/user/two-factor/totp/confirm", body: () => ({ code: "000000" }) },
  ],
  "DELETE /user/two-factor/totp": [{ path: () => "/api/user/two-factor/totp", body: () => ({ code: "000000" }) }],
  "POST /user/two-factor/recovery-codes": [
    { path: () => "/api/user/two-factor/recovery-codes", body: () => ({ code: "000000" }) },
  ],
  "POST /admin/login": [
    { path: () => "/api/admin/login", body: () => ({ username: "nobody", password: "wrong-password" }) },
  ],
  "GET /admin/session": [{ path: () => "/api/admin/session" }],
  "POST /admin/logout": [{ path: () => "/api/admin/logout", body: () => ({}), late: true }],
  "PUT /admin/hero": [
    {
      path: () => "/api/admin/hero",
      body: () => ({ badge: "B", heading: "H", subheading: "S", description: "", videoUrl: "" }),
    },
  ],
  "PUT /admin/settings": [
    {
      path: () => "/api/admin/settings",
      body: () => ({ companyName: "Bramble CRM", companyEmail: "n@n.test", companyPhone: "", companyAddress: "" }),
    },
  ],
  "GET /hero": [{ path: () => "/api/hero" }],
  "GET /openapi.json": [{ path: () => "/api/openapi.json" }],
  "GET /settings": [{ path: () => "/api/settings" }],
  "GET /customers": [
    { path: () => "/api/customers?limit=200" },
    { path: () => "/api/customers?search=Bravo" },
    { path: (ids) => `/api/customers?${filterQuery(reachingTrees.customers(ids))}` },
  ],
  "POST /customers": [{ path: () => "/api/customers", body: () => customerInput }],
  "GET /companies": [
    { path: () => "/api/companies?limit=200" },
    { path: () => "/api/companies?q=bravo" },
    { path: (ids) => `/api/companies?${filterQuery(reachingTrees.companies(ids))}` },
  ],
  "POST /companies": [{ path: () => "/api/companies", body: () => companyInput }],
  "GET /companies/:id": [{ path: (ids) => `/api/companies/${ids.companyId}`, targetsB: true }],
  "PATCH /companies/:id": [
    { path: (ids) => `/api/companies/${ids.companyId}`, body: () => ({ name: "Probe" }), targetsB: true },
  ],
  "DELETE /companies/:id": [{ path: (ids) => `/api/companies/${ids.companyId}?deals=delete`, targetsB: true }],
  "GET /companies/:id/customers": [{ path: (ids) => `/api/companies/${ids.companyId}/customers`, targetsB: true }],
  "GET /companies/:id/deals": [{ path: (ids) => `/api/companies/${ids.companyId}/deals`, targetsB: true }],
  "GET /companies/:id/tasks": [{ path: (ids) => `/api/companies/${ids.companyId}/tasks`, targetsB: true }],
  "GET /companies/:id/activities": [{ path: (ids) => `/api/companies/${ids.companyId}/activities`, targetsB: true }],
  "GET /customers/:id/companies": [{ path: (ids) => `/api/customers/${ids.customerId}/companies`, targetsB: true }],
  "POST /customers/:id/companies": [
    {
      path: (ids) => `/api/customers/${ids.customerId}/companies`,
      body: (ids) => ({ companyId: ids.companyId, role: "Probe", primary: true }),
      targetsB: true,
    },
  ],
  "DELETE /customers/:id/companies/:companyId": [
    { path: (ids) => `/api/customers/${ids.customerId}/companies/${ids.companyId}`, targetsB: true },
  ],
  "POST /customers/import": [{ path: () => "/api/customers/import", body: () => importRows }],
  "GET /customers/export.csv": [{ path: () => "/api/customers/export.csv" }],
  "POST /companies/import": [{ path: () => "/api/companies/import", body: () => companyImportRows }],
  "GET /companies/export.csv": [{ path: () => "/api/companies/export.csv" }],
  "GET /dashboard/report.csv": [{ path: () => "/api/dashboard/report.csv" }],
  "GET /customers/:id": [{ path: (ids) => `/api/customers/${ids.customerId}`, targetsB: true }],
  "PUT /customers/:id": [
    { path: (ids) => `/api/customers/${ids.customerId}`, body: () => customerInput, targetsB: true },
  ],
  "PATCH /customers/:id": [
    { path: (ids) => `/api/customers/${ids.customerId}`, body: () => ({ name: "Probe" }), targetsB: true },
  ],
  "DELETE /customers/:id": [{ path: (ids) => `/api/customers/${ids.customerId}`, targetsB: true }],
  "GET /customers/:id/deals": [{ path: (ids) => `/api/customers/${ids.customerId}/deals`, targetsB: true }],
  "GET /customers/:id/tasks": [{ path: (ids) => `/api/customers/${ids.customerId}/tasks`, targetsB: true }],
  "GET /customers/:id/activities": [{ path: (ids) => `/api/customers/${ids.customerId}/activities`, targetsB: true }],
  "GET /deals": [
    { path: () => "/api/deals?limit=200" },
    { path: (ids) => `/api/deals?customerId=${ids.customerId}` },
    { path: (ids) => `/api/deals?companyId=${ids.companyId}` },
    { path: (ids) => `/api/deals?ownerId=${ids.userId}&search=bravo&sort=stage` },
    { path: (ids) => `/api/deals?${filterQuery(reachingTrees.deals(ids))}` },
  ],
  "POST /deals": [
    { path: () => "/api/deals", body: (ids) => ({ title: "Probe", customerId: ids.customerId }), targetsB: true },
  ],
  "GET /deals/pipeline": [
    { path: () => "/api/deals/pipeline" },
    { path: (ids) => `/api/deals/pipeline?ownerId=${ids.userId}&search=bravo` },
  ],
  "GET /deals/export.csv": [
    { path: () => "/api/deals/export.csv" },
    { path: () => "/api/deals/export.csv?search=bravo" },
  ],
  "POST /deals/:id/move": [
    { path: (ids) => `/api/deals/${ids.dealId}/move`, body: () => ({ stage: "proposal" }), targetsB: true },
  ],
  "GET /deals/:id": [{ path: (ids) => `/api/deals/${ids.dealId}`, targetsB: true }],
  "PATCH /deals/:id": [
    { path: (ids) => `/api/deals/${ids.dealId}`, body: () => ({ title: "Probe" }), targetsB: true },
    { path: (ids) => `/api/deals/${ids.dealId}`, body: (ids) => ({ customerId: ids.customerId }), targetsB: true },
  ],
  "PUT /deals/:id/contacts/:customerId": [
    {
      path: (ids) => `/api/deals/${ids.dealId}/contacts/${ids.customerId}`,
      body: () => ({ role: "Probe" }),
      targetsB: true,
    },
  ],
  "DELETE /deals/:id": [{ path: (ids) => `/api/deals/${ids.dealId}`, targetsB: true }],
  "GET /tasks": [
    { path: () => "/api/tasks?limit=200" },
    { path: (ids) => `/api/tasks?companyId=${ids.companyId}` },
    { path: (ids) => `/api/tasks?${filterQuery(reachingTrees.tasks(ids))}` },
  ],
  "GET /tasks/export.csv": [{ path: () => "/api/tasks/export.csv" }],
  "POST /tasks": [
    { path: () => "/api/tasks", body: (ids) => ({ title: "Probe", customerId: ids.customerId }), targetsB: true },
    { path: () => "/api/tasks", body: (ids) => ({ title: "Probe", assigneeId: ids.userId }), targetsB: true },
  ],
  "GET /tasks/:id": [{ path: (ids) => `/api/tasks/${ids.taskId}`, targetsB: true }],
  "PATCH /tasks/:id": [
    { path: (ids) => `/api/tasks/${ids.taskId}`, body: () => ({ completed: true }), targetsB: true },
  ],
  "DELETE /tasks/:id": [{ path: (ids) => `/api/tasks/${ids.taskId}`, targetsB: true }],
  "GET /activities": [
    { path: () => "/api/activities?limit=200" },
    { path: (ids) => `/api/activities?companyId=${ids.companyId}` },
    { path: (ids) => `/api/activities?${filterQuery(reachingTrees.activities(ids))}` },
  ],
  "POST /activities": [
    {
      path: () => "/api/activities",
      body: (ids) => ({ type: "call", title: "Probe", customerId: ids.customerId }),
      targetsB: true,
    },
  ],
  "GET /activities/:id": [{ path: (ids) => `/api/activities/${ids.activityId}`, targetsB: true }],
  "PATCH /activities/:id": [
    { path: (ids) => `/api/activities/${ids.activityId}`, body: () => ({ title: "Probe" }), targetsB: true },
  ],
  "PUT /activities/:id": [
    {
      path: (ids) => `/api/activities/${ids.activityId}`,
      body: () => ({ type: "call", title: "Probe" }),
      targetsB: true,
    },
  ],
  "DELETE /activities/:id": [{ path: (ids) => `/api/activities/${ids.activityId}`, targetsB: true }],
  "GET /workspace/export": [
    { path: () => "/api/workspace/export" },
    { path: () => "/api/workspace/export?token=not-a-token" },
  ],
  "GET /activities/export.csv": [{ path: () => "/api/activities/export.csv" }],
};
