import { writeFileSync } from "node:fs";
import { printSortedSchema } from "./index.ts";

writeFileSync(new URL("../schema.graphql", import.meta.url), printSortedSchema());
console.log("schema.graphql written");
