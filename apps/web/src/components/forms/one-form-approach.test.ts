// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(sourceRoot).map((path) => ({
  name: relative(sourceRoot, path),
  source: readFileSync(path, 'utf8'),
}));

// STYLE.md: forms through one form approach (docs/decisions/0010-one-form-approach.md).
describe('one form approach', () => {
  it('every form holds its values and errors in useCheckedForm (react-hook-form)', () => {
    const forms = files.filter((file) => /<form\b/.test(file.source));
    expect(forms.length).toBeGreaterThanOrEqual(10);
    expect(forms.filter((file) => !/\buseCheckedForm\s*[<(]/.test(file.source)).map((file) => file.name)).toEqual([]);
  });

  it("calls react-hook-form's useForm in one place, with the app's options", () => {
    const callers = files.filter((file) => /\buseForm\s*[<(]/.test(file.source)).map((file) => file.name);
    expect(callers).toEqual([join('components', 'forms', 'use-checked-form.ts')]);
  });
});
