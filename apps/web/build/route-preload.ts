// Route-aware preloading (docs/decisions/0003-web-loading.md). boot.tsx waits for the screen of
// the address and the visitor's strings before its first render; without help the browser learns
// about those chunks only once the entry has run, one round trip after it. This build step writes
// a tiny inline script into index.html that asks for them at once, in parallel with the entry:
// the chunks of the screen at location.pathname (a modulepreload per script, a preload per
// stylesheet, as Vite's own preload helper would add them later) and the strings of the language
// pickLanguage (src/lib/language.ts) will choose. It also writes static preloads of what the
// entry imports on every address (src/boot.tsx and the shell), which main.tsx imports only after
// the first paint.
//
// Which screen a path shows is read from the route files (src/app/router.tsx and
// src/features/*/routes.tsx): each `{ path, Component: lazyPage(() => import('…')) }`.
// route-preload.test.ts checks that this reading agrees with the router's table at run time.
// The server allows the inline script by its hash (inlineScriptHashes in
// apps/server/src/http/content-security-policy.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Plugin, parseAst, type Rollup } from 'vite';
import { paths } from '../src/config/paths.ts';
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY } from '../src/lib/language-rule.ts';

const sourceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

/** A route: its path pattern and the module its lazyPage loads (null: a screen that needs no chunk). */
export interface LazyRoute {
  path: string;
  module: string | null;
}

// The ESTree nodes this reader looks at; anything else means "not a lazy route".
type AstNode = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/**
 * The routes of one route file: `{ path, Component: lazyPage(() => import('…')) }` with its module,
 * other `{ path, element }` and `{ path, Component }` with none (redirects: nothing to preload).
 */
export function readLazyRoutes(source: string, file: string): LazyRoute[] {
  const program = parseAst(source, { lang: 'tsx' }, file) as unknown as AstNode;
  // Top-level `const name = …`, to follow `Component: PlanChecklistPage` or `lazyPage(loadPages, …)`.
  const constants = new Map<string, AstNode>();
  for (const statement of program.body as AstNode[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as AstNode[]) {
      const id = declarator.id as AstNode;
      if (id.type === 'Identifier' && isNode(declarator.init)) constants.set(id.name as string, declarator.init);
    }
  }
  const follow = (node: AstNode): AstNode => {
    const constant = node.type === 'Identifier' ? constants.get(node.name as string) : undefined;
    return constant ? follow(constant) : node;
  };

  const text = (node: AstNode): string | undefined => {
    const value = follow(node);
    if (value.type === 'Literal') return typeof value.value === 'string' ? value.value : undefined;
    if (value.type === 'MemberExpression' && !value.computed) {
      const object = value.object as AstNode;
      const property = value.property as AstNode;
      const path =
        object.type === 'Identifier' && object.name === 'paths'
          ? paths[property.name as keyof typeof paths]
          : undefined;
      return typeof path === 'string' ? path : undefined;
    }
    if (value.type === 'TemplateLiteral') {
      const quasis = value.quasis as AstNode[];
      const parts = (value.expressions as AstNode[]).map(text);
      if (parts.some((part) => part === undefined)) return undefined;
      return quasis.map((quasi, i) => (quasi.value as { cooked: string }).cooked + (parts[i] ?? '')).join('');
    }
    return undefined;
  };

  const importedModule = (node: AstNode): string | undefined => {
    const component = follow(node);
    if (component.type !== 'CallExpression') return undefined;
    const callee = component.callee as AstNode;
    if (callee.type !== 'Identifier' || callee.name !== 'lazyPage') return undefined;
    const loader = follow((component.arguments as AstNode[])[0] as AstNode);
    if (loader.type !== 'ArrowFunctionExpression') return undefined;
    const body = loader.body as AstNode;
    const specifier = body.type === 'ImportExpression' ? (body.source as AstNode) : undefined;
    return specifier?.type === 'Literal' && typeof specifier.value === 'string'
      ? resolve(dirname(file), specifier.value)
      : undefined;
  };

  const routes: LazyRoute[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'ObjectExpression') {
      const property = (name: string) =>
        (node.properties as AstNode[]).find(
          (p) => p.type === 'Property' && (p.key as AstNode).type === 'Identifier' && (p.key as AstNode).name === name,
        )?.value as AstNode | undefined;
      const pathNode = property('path');
      const componentNode = property('Component');
      const path = pathNode && text(pathNode);
      if (path !== undefined && (componentNode || property('element'))) {
        routes.push({ path, module: (componentNode && importedModule(componentNode)) ?? null });
      }
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'type') visit(value);
  };
  visit(program.body);
  return routes;
}

/** The route files the router assembles: the app's own and each feature's routes.tsx. */
export function routeFiles(): string[] {
  const features = join(sourceRoot, 'features');
  return [
    join(sourceRoot, 'app', 'router.tsx'),
    ...readdirSync(features)
      .map((feature) => join(features, feature, 'routes.tsx'))
      .filter((file) => existsSync(file)),
  ];
}

export function readAllLazyRoutes(): LazyRoute[] {
  return routeFiles().flatMap((file) => readLazyRoutes(readFileSync(file, 'utf8'), file));
}

/** What the inline script needs: files by number, then route patterns and languages to file numbers. */
export interface PreloadTable {
  /** What the entry imports on every address; index.html preloads it with static tags. */
  boot?: string[];
  files: string[];
  routes: [pattern: string, files: number[]][];
  languages: Record<string, number[]>;
}

/**
 * The inline script: picks the route and the language as the app will and adds the links.
 * `table` is the only part that changes from build to build.
 * - Routes: react-router's patterns, matched case-insensitively with an optional trailing slash;
 *   `:name` is one segment, a final `/*` or `*` anything. The first pattern that matches wins:
 *   static ones first, then those with parameters, the catch-all `*` last (react-router's ranking
 *   for this table; route-preload.test.ts compares the two).
 * - Language: pickLanguage's rule (the stored choice, else the first of the browser's languages
 *   we speak by its base, else the fallback).
 */
export function preloadScript(table: PreloadTable, base: string): string {
  const { boot: _, ...data } = table;
  return `(function(){var t=${JSON.stringify(data)},d=document,p=location.pathname;
function add(i){var f=t.files[i],l=d.createElement("link");if(/\\.css$/.test(f)){l.rel="preload";l.as="style"}else{l.rel="modulepreload";l.as="script"}l.crossOrigin="";l.href=${JSON.stringify(base)}+f;d.head.appendChild(l)}
function re(s){return new RegExp("^"+s.replace(/\\/\\*$|\\*$/,"\\u0000").replace(/[.+?^$|()[\\]{}\\\\]/g,"\\\\$&").replace(/:[\\w-]+/g,"[^/]+").replace("\\u0000","(?:/.*)?")+"/?$","i")}
function rank(s){return s==="*"?2:/[:*]/.test(s)?1:0}
for(var r=t.routes.slice().sort(function(a,b){return rank(a[0])-rank(b[0])}),i=0;i<r.length;i++)if(re(r[i][0]).test(p)){r[i][1].forEach(add);break}
var s=null,c=[];try{s=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})}catch(e){}
if(s!==null)c.push(s);var n=navigator.languages||[navigator.language];for(i=0;i<n.length;i++)c.push(String(n[i]).toLowerCase().split("-")[0]);
c.push(${JSON.stringify(FALLBACK_LANGUAGE)});for(i=0;i<c.length;i++)if(Object.prototype.hasOwnProperty.call(t.languages,c[i])){t.languages[c[i]].forEach(add);break}})()`;
}

const LANGUAGE_BUNDLE = /[/\\]src[/\\]locales[/\\]bundle\.([\w-]+)\.ts$/;

/** The table for one build: each lazy route's and each language's chunks, less what the entry already loads. */
export function preloadTable(
  bundle: Rollup.OutputBundle,
  entry: Rollup.OutputChunk,
  routes: LazyRoute[],
): PreloadTable {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (chunk: Rollup.OutputChunk, into = new Set<string>()): Set<string> => {
    if (into.has(chunk.fileName)) return into;
    into.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) closure(next, into);
    }
    return into;
  };
  const loadedByEntry = closure(entry);
  // What the entry imports after the first paint (the app, src/boot.tsx) is preloaded by static
  // tags (bootFiles): it is needed on every address.
  const boot = new Set<string>();
  for (const imported of entry.dynamicImports) {
    const chunk = byFile.get(imported);
    if (chunk) for (const file of closure(chunk)) if (!loadedByEntry.has(file)) boot.add(file);
  }
  for (const file of boot) loadedByEntry.add(file);
  const files: string[] = [];
  const numbers = (chunk: Rollup.OutputChunk) =>
    [...closure(chunk)]
      .filter((file) => !loadedByEntry.has(file))
      .map((file) => {
        if (!files.includes(file)) files.push(file);
        return files.indexOf(file);
      });
  const facades = new Map(chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk]] : [])));
  const table: PreloadTable = { files, routes: [], languages: {}, boot: [...boot] };
  for (const { path, module } of routes) {
    if (module === null) {
      table.routes.push([path, []]);
      continue;
    }
    const chunk = facades.get(module);
    if (!chunk) throw new Error(`route-preload: no chunk for ${module} (route ${path})`);
    table.routes.push([path, numbers(chunk)]);
  }
  for (const chunk of chunks) {
    const language = chunk.facadeModuleId && LANGUAGE_BUNDLE.exec(chunk.facadeModuleId)?.[1];
    if (language) table.languages[language] = numbers(chunk);
  }
  return table;
}

/** The Vite plugin (builds only): adds the preload script to index.html's <head>. */
export function routePreload(): Plugin {
  let base = '/';
  return {
    name: 'bible-journey:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const { bundle, chunk } = context;
        if (!bundle || !chunk) return html;
        const table = preloadTable(bundle, chunk, readAllLazyRoutes());
        const links = (table.boot ?? []).map((file) =>
          file.endsWith('.css')
            ? `<link rel="preload" as="style" crossorigin href="${base}${file}">`
            : `<link rel="modulepreload" crossorigin href="${base}${file}">`,
        );
        const script = [...links, `<script>${preloadScript(table, base)}</script>`].join('\n    ');
        // Before the entry's tags: an inline script after a stylesheet would wait for it.
        const entryTag = html.indexOf('<script type="module"');
        if (entryTag < 0) throw new Error('route-preload: index.html has no entry <script type="module">');
        return `${html.slice(0, entryTag)}${script}\n    ${html.slice(entryTag)}`;
      },
    },
  };
}
