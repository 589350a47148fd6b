import { z } from 'zod';
import { NameSchema, UserSchema } from './auth.js';
import { PICTURE_MAX } from './limits.js';

/** A picture is an https URL or a small data: image. */
export const PictureSchema = z
  .string()
  .max(PICTURE_MAX)
  .refine(
    (value) => /^https:\/\/\S+$/.test(value) || /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/=]+$/.test(value),
    {
      message: 'must be an https URL or a base64 data:image URL',
    },
  );

export const PictureBodySchema = z.object({ picture: PictureSchema.nullable() });
export const PictureResponseSchema = z.object({ picture: z.string().nullable() });

export const DeleteAccountResponseSchema = z.object({ deleted: z.literal(true), email: z.string() });

/** PUT /api/user: the new name, under the same rule as at registration. */
export const UpdateUserBodySchema = z.object({ name: NameSchema });
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

/** GET and PUT /api/user: the signed-in user, as the auth answers give it. */
export const UserResponseSchema = z.object({ user: UserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;
