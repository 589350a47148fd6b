import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3333),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDist),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface ServerConfig {
  port: number;
  host: string;
  /** Where the embedded database (and other server state) lives. */
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  /** The built web app to serve at /; skipped when the folder has no index.html. */
  webDistDir: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const vars = parsed.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: resolve(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    webDistDir: resolve(vars.WEB_DIST_DIR),
    logLevel: vars.LOG_LEVEL,
  };
}
