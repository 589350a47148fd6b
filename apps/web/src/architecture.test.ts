// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceRoot = dirname(fileURLToPath(import.meta.url));
const featuresRoot = join(sourceRoot, 'features');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** The feature a file belongs to, or null for shared code (app/, components/, lib/ …). */
function featureOf(path: string): string | null {
  const inside = relative(featuresRoot, path);
  return inside.startsWith('..') ? null : (inside.split(sep)[0] ?? null);
}

const relativeImports = (source: string) =>
  [...source.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1] as string);

// STYLE.md: shared code -> features -> app. A feature may use shared code but no other feature,
// and shared code uses no feature (only the app shell wires features together).
describe('import direction', () => {
  const files = sourceFiles(sourceRoot);

  it('features do not import each other', () => {
    const crossings = files.flatMap((file) => {
      const own = featureOf(file);
      if (!own) return [];
      return relativeImports(readFileSync(file, 'utf8'))
        .map((specifier) => resolve(dirname(file), specifier))
        .filter((target) => {
          const other = featureOf(target);
          return other !== null && other !== own;
        })
        .map((target) => `${relative(sourceRoot, file)} -> ${relative(sourceRoot, target)}`);
    });
    expect(crossings).toEqual([]);
  });

  it('shared code does not import features', () => {
    const shared = files.filter(
      (file) => featureOf(file) === null && !relative(sourceRoot, file).startsWith(`app${sep}`),
    );
    const reaching = shared.flatMap((file) =>
      relativeImports(readFileSync(file, 'utf8'))
        .map((specifier) => resolve(dirname(file), specifier))
        .filter((target) => featureOf(target) !== null)
        .map((target) => `${relative(sourceRoot, file)} -> ${relative(sourceRoot, target)}`),
    );
    expect(reaching).toEqual([]);
  });
});

// The app shell wires everything together; nothing else may depend on it (its stores live in lib/).
describe('the app shell', () => {
  it('is imported by nothing outside app/ (main.tsx and boot.tsx start it)', () => {
    const appRoot = join(sourceRoot, 'app');
    const starters = new Set([join(sourceRoot, 'main.tsx'), join(sourceRoot, 'boot.tsx')]);
    const outside = sourceFiles(sourceRoot).filter((file) => !file.startsWith(appRoot + sep) && !starters.has(file));
    const reaching = outside.flatMap((file) =>
      relativeImports(readFileSync(file, 'utf8'))
        .map((specifier) => resolve(dirname(file), specifier))
        .filter((target) => target.startsWith(appRoot + sep))
        .map((target) => `${relative(sourceRoot, file)} -> ${relative(sourceRoot, target)}`),
    );
    expect(reaching).toEqual([]);
  });
});
