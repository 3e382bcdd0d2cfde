import { pino, type Logger } from "pino";

/**
 * The one logger. JSON lines for machines (log collectors, the end-to-end tests), readable lines when
 * a person runs the server in a terminal.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    transport: process.stdout.isTTY
      ? { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" } }
      : undefined,
  });
}
