/** The networks the menu can link to, in the order shown, with their names as written. */
export const SOCIAL_NETWORKS = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  facebook: 'Facebook',
  x: 'X',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
} as const;

export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

export interface SocialLink {
  network: SocialNetwork;
  name: string;
  url: string;
}

function isNetwork(name: string): name is SocialNetwork {
  return Object.hasOwn(SOCIAL_NETWORKS, name);
}

function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The profiles the build names in VITE_SOCIAL_LINKS ("instagram=https://…,youtube=https://…"),
 * known networks with https addresses only, in SOCIAL_NETWORKS' order. Unset, there are none and
 * the menu's card offers the e-mail address alone.
 */
export function parseSocialLinks(setting: string | undefined): SocialLink[] {
  const found = new Map<SocialNetwork, string>();
  for (const pair of (setting ?? '').split(',')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    const network = pair.slice(0, separator).trim().toLowerCase();
    const url = pair.slice(separator + 1).trim();
    if (!isNetwork(network) || !isHttps(url)) continue;
    found.set(network, url);
  }
  return (Object.keys(SOCIAL_NETWORKS) as SocialNetwork[])
    .filter((network) => found.has(network))
    .map((network) => ({ network, name: SOCIAL_NETWORKS[network], url: found.get(network) as string }));
}

export const socialLinks = parseSocialLinks(import.meta.env.VITE_SOCIAL_LINKS as string | undefined);
