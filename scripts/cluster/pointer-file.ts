import path from "node:path";
import { PROJECT_ROOT } from "#prisma/project-root.ts";

/** Where `cluster:up` notes the running cluster's state file for `cluster:down` (data/ is not in git). */
export const POINTER_FILE = path.join(PROJECT_ROOT, "data", "cluster-state.json");
