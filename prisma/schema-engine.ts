import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SchemaContainer, SchemaEngine } from "@prisma/schema-engine-wasm";
import * as bindings from "@prisma/schema-engine-wasm/schema_engine_bg";
import { createMigrationAdapter } from "./migration-adapter.ts";

// Prisma's schema engine compiled to WebAssembly: the native engine `prisma migrate` needs cannot be
// downloaded on our machines. It reaches the database through a driver adapter.

type PanicRegistry = { set_message(message: string): void };

let lastPanic: string | undefined;
let engineClass: Promise<typeof SchemaEngine> | undefined;

/**
 * Instantiates the wasm by hand: importing a .wasm file is not possible on every Node version we
 * meet, nor inside vitest's module runner.
 */
function loadEngineClass(): Promise<typeof SchemaEngine> {
  engineClass ??= (async () => {
    // Without a registry a Rust panic surfaces as a bare "RuntimeError: unreachable". A panic inside
    // an async call is thrown from a promise callback and ends the process before any caller can
    // catch it, so the message is printed on the spot as well.
    (globalThis as { PRISMA_WASM_PANIC_REGISTRY?: PanicRegistry }).PRISMA_WASM_PANIC_REGISTRY = {
      set_message(message) {
        lastPanic = message;
        process.stderr.write(`The Prisma schema engine panicked: ${message}\n`);
      },
    };
    const bindingsFile = createRequire(import.meta.url).resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const wasm = await readFile(path.join(path.dirname(bindingsFile), "schema_engine_bg.wasm"));
    const instance = new WebAssembly.Instance(new WebAssembly.Module(wasm), {
      "./schema_engine_bg.js": bindings as unknown as WebAssembly.ModuleImports,
    });
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bindings.SchemaEngine;
  })();
  return engineClass;
}

/** Runs `work` with an engine for `databaseUrl` and the schema file, then frees all it opened. */
export async function withSchemaEngine<Result>(
  databaseUrl: string,
  schemaPath: string,
  work: (engine: SchemaEngine, schemaFiles: SchemaContainer[]) => Promise<Result>,
): Promise<Result> {
  const Engine = await loadEngineClass();
  const schemaFiles = [{ path: schemaPath, content: await readFile(schemaPath, "utf8") }];
  const adapter = createMigrationAdapter(databaseUrl);
  lastPanic = undefined;
  try {
    const engine = await Engine.new(
      { datamodels: schemaFiles.map((file) => [file.path, file.content]) },
      () => {},
      bindMigrationAwareSqlAdapterFactory(adapter.factory),
    );
    try {
      return await work(engine, schemaFiles);
    } finally {
      engine.free();
    }
  } catch (error) {
    throw engineError(error);
  } finally {
    await adapter.close();
  }
}

/** A panic inside a synchronous engine call throws a RuntimeError that only says "unreachable". */
function engineError(error: unknown): unknown {
  return lastPanic === undefined ? error : new Error(`The schema engine panicked: ${lastPanic}`, { cause: error });
}
