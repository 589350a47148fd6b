import type { User } from '@bible-journey/contract';
import { isLanguage } from '@bible-journey/core';
import type { UserRow } from './repository.js';

export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    picture: row.picture,
    language: isLanguage(row.language) ? row.language : null,
    hasConfirmedAccount: row.hasConfirmedAccount,
    hasPassword: row.passwordHash !== null,
  };
}
