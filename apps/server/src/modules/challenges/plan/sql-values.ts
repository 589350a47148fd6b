import { sql } from 'drizzle-orm';

/** A Postgres array of uuids as one parameter, whatever its length (PGlite and node-postgres alike). */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** The rows a raw statement answered, as either driver gives them. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
