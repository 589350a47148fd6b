import type { Db } from '../../../db/database.js';
import { challenges } from '../../../db/schema.js';

export interface NewChallengeRow {
  title: string;
  ownerId: string;
  startDate: string;
  finishDate: string;
  includeLeaders: boolean;
}

/** The challenge row; its owner's member row and plan come after it. */
export async function insertChallenge(db: Db, values: NewChallengeRow): Promise<{ id: string; title: string }> {
  const [row] = await db.insert(challenges).values(values).returning({ id: challenges.id, title: challenges.title });
  if (!row) throw new Error('challenge insert returned nothing');
  return row;
}
