// `npm start`: builds what is out of date (TypeScript incrementally, the web app when its sources
// changed since the last build), then runs the server. Migrations run as the server starts.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/core/src',
  'packages/contract/src',
].map((path) => join(root, path));
const webBuild = join(root, 'apps/web/dist/index.html');

run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b']);
if (!existsSync(webBuild) || Math.max(...webSources.map(newestMtime)) > statSync(webBuild).mtimeMs) {
  console.log('Building the web app...');
  run('npm', ['run', 'build', '-w', '@bible-journey/web']);
}

const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
