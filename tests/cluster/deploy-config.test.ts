import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fromProjectRoot } from "#prisma/project-root.ts";
import { haproxyConfig } from "#scripts/cluster/haproxy.ts";
import { pgbouncerIni } from "#scripts/cluster/pgbouncer.ts";

/** Directive lines without comments, blank lines or indentation, minus those naming a place. */
function directives(text: string, comment: RegExp, placeBound: RegExp): string[] {
  return text
    .split("\n")
    .map((line) => line.replace(comment, "").trim())
    .filter((line) => line !== "" && !placeBound.test(line));
}

describe("deploy/ and the cluster the tests run", () => {
  it("HAProxy: the same balancing, health checks, retries and timeouts", () => {
    // Where it listens and logs, who runs it, the gateways' addresses and TLS differ by installation.
    const placeBound =
      /^(bind|server |log |user |group |daemon|maxconn|option httplog|http-request set-header X-Forwarded-Proto)/;
    const deployed = directives(readFileSync(fromProjectRoot("deploy", "haproxy.cfg"), "utf8"), /#.*$/, placeBound);
    const tested = directives(haproxyConfig(8080, [3001, 3002, 3003]), /#.*$/, placeBound);
    expect(deployed).toEqual(tested);
  });

  it("PgBouncer: the same pooling, authentication and timeouts", () => {
    const placeBound = /^(bramble =|listen_addr|listen_port|unix_socket_dir|auth_file)/;
    const deployed = directives(readFileSync(fromProjectRoot("deploy", "pgbouncer.ini"), "utf8"), /;.*$/, placeBound);
    const tested = directives(
      pgbouncerIni({ port: 6432, postgresPort: 5432, userlist: "userlist.txt" }),
      /;.*$/,
      placeBound,
    );
    expect(deployed).toEqual(tested);
  });
});
