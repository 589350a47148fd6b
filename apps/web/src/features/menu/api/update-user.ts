import type { UpdateUserBody, User, UserResponse } from '@bible-journey/contract';
import { api } from '../../../lib/api-client.ts';

/** PUT /api/user: changes the person's name. */
export async function updateUser(body: UpdateUserBody): Promise<User> {
  return (await api<UserResponse>('/user', { method: 'PUT', body })).user;
}
