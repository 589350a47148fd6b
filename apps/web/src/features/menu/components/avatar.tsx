import styles from './menu.module.css';

/** The first letters of the first and last names: "Ana Maria Souza" -> "AS". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}

/** The person's picture, or their initials on the accent colour; decorative (the name is shown beside it). */
export function Avatar({ name, picture, size = 56 }: { name: string; picture: string | null; size?: number }) {
  return picture ? (
    <img className={styles.avatar} src={picture} alt="" width={size} height={size} />
  ) : (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: size * 0.4 }} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
