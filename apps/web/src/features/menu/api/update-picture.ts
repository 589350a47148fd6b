import { api } from '../../../lib/api-client.ts';

/** PUT /api/user/picture: a data:image or https URL, or null to remove the picture. */
export function updatePicture(picture: string | null): Promise<{ picture: string | null }> {
  return api('/user/picture', { method: 'PUT', body: { picture } });
}
