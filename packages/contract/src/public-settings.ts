import { z } from 'zod';

/**
 * GET /api/settings: what the operators set for everyone to see (the server's CONTACT_EMAIL,
 * CONTACT_WHATSAPP and HOW_IT_WORKS_VIDEO_URL); null when unset, and the page shows nothing of it.
 */
export const PublicSettingsResponseSchema = z.object({
  /** The address people may write to about challenges (the landing's contact). */
  contactEmail: z.string().nullable(),
  /** A WhatsApp number in international form, digits only (for https://wa.me/<number>). */
  contactWhatsapp: z
    .string()
    .regex(/^\d{8,15}$/)
    .nullable(),
  /** The how-it-works video: an https address to embed (a player's page) or a video file. */
  howItWorksVideoUrl: z.url({ protocol: /^https$/ }).nullable(),
});
export type PublicSettingsResponse = z.infer<typeof PublicSettingsResponseSchema>;
