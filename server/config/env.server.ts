import path from "node:path";
import { z } from "zod";
import type { DatabaseTarget } from "../db/client.server.ts";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Folder of the embedded database (and the import lock). */
  DATA_DIR: z.string().default("data"),
  /** `postgres://…` switches from the embedded database to a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  SETTINGS_FILE: z.string().default("settings.json"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Seed the demo catalogue into an empty database on start. */
  SEED_DEMO: z.enum(["yes", "no"]).default("yes"),
  /** App processes on PostgreSQL (the embedded database always runs one); unset: one. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Password for the SMTP server in settings.email.transport (kept out of the settings file). */
  SMTP_PASSWORD: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment variable ${problems.join("; ")}`);
  }
  return parsed.data;
}

export function databaseTargetFromEnv(env: Env): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: "postgres", url: env.DATABASE_URL };
  return { kind: "pglite", dataDir: path.resolve(env.DATA_DIR, "pglite") };
}
