import { Link } from "react-router-dom";
import { PublicPageHeader } from "#web/ui/PublicPageHeader.tsx";
import { useInitialData } from "#web/ui/site/useInitialData.ts";
import { CONFIGURATION } from "../content/configuration.ts";
import { CodeBlock } from "./CodeBlock.tsx";
import { InlineCode } from "./InlineCode.tsx";
import { OnThisPage } from "./OnThisPage.tsx";

const SECTIONS = [
  { id: "getting-started", title: "Getting Started" },
  { id: "importing-customers", title: "Importing Customers" },
  { id: "api-keys", title: "API Keys" },
  { id: "self-hosting", title: "Self-Hosting with PostgreSQL" },
  { id: "configuration", title: "Configuration" },
];

const IMPORT_EXAMPLE = `curl -X POST https://crm.example.com/api/customers \\
  -H "Authorization: Bearer $API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"name": "Sarah Johnson", "email": "sarah.johnson@techcorp.com",
       "company": "TechCorp Solutions", "status": "active", "valueCents": 1250000}'`;

const SELF_HOSTING_EXAMPLE = `# The same on every gateway process behind the load balancer
DATABASE_URL=postgres://crm:secret@db.internal:5432/crm
SESSION_SECRET=<the same random string of at least 32 characters everywhere>
APP_URL=https://crm.example.com
SMTP_URL=smtps://user:password@smtp.example.com:465
HOST=0.0.0.0
TRUST_PROXY=1
NODE_ENV=production

npm install && npm start`;

/** The Documentation page: installing and signing in, importing customers, API keys, self-hosting and configuration. */
export function DocumentationContent() {
  const { companyName } = useInitialData().siteSettings;
  return (
    <article className="public-page public-page-narrow">
      <PublicPageHeader
        heading="Documentation"
        intro={`Install ${companyName}, bring in your customers, connect your own tools and run it on your own servers.`}
      />
      <OnThisPage sections={SECTIONS} />

      <section className="public-section" aria-labelledby="getting-started">
        <h2 id="getting-started">Getting Started</h2>
        <p>
          On a machine with Node 20 or newer and npm 11 (the project brings its own Node 24), two commands install and
          start everything, including an embedded PostgreSQL database, so there is nothing else to set up:
        </p>
        <CodeBlock code="npm install && npm start" />
        <ol>
          <li>
            Open the address <code>npm start</code> prints when the server is up (&quot;running at …&quot;): by default
            port 3000 of the machine it runs on, reached from that machine only until you set <code>HOST</code>.
          </li>
          <li>
            The first start creates an admin account <code>admin</code> and shows its password once on the terminal
            (when the output is not a terminal, it is written to <code>DATA_DIR/admin-password</code>, readable only by
            its owner), or set <code>ADMIN_USERNAME</code> and <code>ADMIN_PASSWORD</code>. Sign in at{" "}
            <Link to="/admin/login">/admin/login</Link> to edit the landing page and the company details.
          </li>
          <li>
            Create a user account at <Link to="/register">/register</Link>. Without <code>SMTP_URL</code> the
            verification link is printed to the server output; open it to verify your e-mail address.
          </li>
          <li>
            Sign in at <Link to="/login">/login</Link>: your first sign-in gives you a workspace of your own, with
            sample data to explore (remove it under Settings, Workspace). Invite your team under Settings, Team.
          </li>
        </ol>
      </section>

      <section className="public-section" aria-labelledby="importing-customers">
        <h2 id="importing-customers">Importing Customers</h2>
        <p>
          A handful of customers are quickest to add by hand: open <strong>Customers</strong> and choose{" "}
          <strong>Add Customer</strong>. There is no file upload yet; to bring in a whole list, send one{" "}
          <code>POST /api/customers</code> request per row, for example from a script that reads your CSV export:
        </p>
        <CodeBlock code={IMPORT_EXAMPLE} />
        <ul>
          <li>
            <code>name</code> and <code>email</code> are required; <code>phone</code>, <code>company</code>,{" "}
            <code>notes</code>, <code>status</code> (<code>lead</code>, <code>active</code> or <code>inactive</code>,
            default <code>lead</code>) and <code>valueCents</code> (the deal value in whole cents) are optional.
          </li>
          <li>
            Each created customer comes back with status <code>201</code>; a row the server refuses gets a{" "}
            <code>400</code> whose plain-text body says why, so your script can log it and go on.
          </li>
          <li>
            The API allows 1000 requests per hour: pace imports of more than 1000 rows, and pause when you get a{" "}
            <code>429</code>.
          </li>
        </ul>
        <p>
          Every field and answer is listed in the <Link to="/api-reference">API Reference</Link>.
        </p>
      </section>

      <section className="public-section" aria-labelledby="api-keys">
        <h2 id="api-keys">API Keys</h2>
        <p>
          API keys belong to a workspace and are issued by its owners, under Settings, API Keys (
          <Link to="/settings">/settings</Link>). A key is shown once, when it is created; keep it out of source code
          and shared documents, and revoke it there if it may have leaked. A key reads and edits its workspace&apos;s
          CRM data (customers, tasks, activities) with a member&apos;s rights; it never reaches another workspace or the
          admin area, and it stops working when it is revoked or its creator leaves the workspace.
        </p>
        <p>Send the key with every request, in the Authorization header:</p>
        <CodeBlock code="Authorization: Bearer <key>" />
        <p>
          A request without a valid key is answered <code>401</code>. Each key may make 1000 requests per hour.
        </p>
      </section>

      <section className="public-section" aria-labelledby="self-hosting">
        <h2 id="self-hosting">Self-Hosting with PostgreSQL</h2>
        <p>
          By default the server runs an embedded PostgreSQL with its files under <code>DATA_DIR</code>, which suits a
          single machine. For production, point it at your own PostgreSQL server with <code>DATABASE_URL</code>: the
          server then starts no database of its own, and applies the committed migrations on every start.
        </p>
        <p>
          To handle more traffic or survive the loss of a machine, run several gateway processes behind a load balancer.
          They are stateless: all of them share one PostgreSQL database (the same <code>DATABASE_URL</code>) and one{" "}
          <code>SESSION_SECRET</code>, so a session cookie sealed by one process is read by every other.
        </p>
        <ul>
          <li>
            <code>APP_URL</code>: the public address users reach, used in e-mail links; an <code>https://</code> address
            also makes cookies <code>Secure</code>.
          </li>
          <li>
            <code>SMTP_URL</code>: your mail server, so verification e-mails are sent instead of printed.
          </li>
          <li>
            <code>DATA_DIR</code>: where a process keeps generated secrets (and the embedded database when{" "}
            <code>DATABASE_URL</code> is unset).
          </li>
          <li>
            <code>TRUST_PROXY</code>: the number of proxies in front of the app, so each visitor&apos;s IP address is
            read correctly. Throttles are counted in the shared database, so every process enforces the same limits.
          </li>
          <li>
            <code>GET /healthz</code> answers <code>200 {'{"status":"ok"}'}</code> while the database answers and{" "}
            <code>503</code> otherwise: use it as the load balancer&apos;s health check.
          </li>
        </ul>
        <CodeBlock code={SELF_HOSTING_EXAMPLE} />
      </section>

      <section className="public-section" aria-labelledby="configuration">
        <h2 id="configuration">Configuration</h2>
        <p>
          All settings are environment variables, checked at start: a bad value stops the server with a message naming
          it.
        </p>
        <div className="public-table-wrap" tabIndex={0}>
          <table className="public-table">
            <thead>
              <tr>
                <th scope="col">Variable</th>
                <th scope="col">Default</th>
                <th scope="col">Meaning</th>
              </tr>
            </thead>
            <tbody>
              {CONFIGURATION.map((row) => (
                <tr key={row.variable}>
                  <th scope="row">
                    <InlineCode text={row.variable} />
                  </th>
                  <td>
                    <InlineCode text={row.default} />
                  </td>
                  <td>
                    <InlineCode text={row.meaning} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </article>
  );
}
