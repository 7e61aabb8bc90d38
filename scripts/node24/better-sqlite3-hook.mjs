// Loaded with `--import` into every Node 24 process of `npm run test:node24` (scripts/test-node24.mjs sets
// NODE_OPTIONS): better-sqlite3 is a native module built for one Node ABI, and the project's own copy in
// node_modules is built for the Node that ran `npm ci` (20). This hook sends `better-sqlite3` to the copy that
// scripts/test-node24.mjs built for Node 24 (NODE24_BETTER_SQLITE3): the bare name, and any file of the project's
// copy reached by its path (vitest resolves packages itself and imports them by file URL). module.registerHooks
// covers import, require and require.resolve alike, in this thread. Nothing else is redirected; the Node 20
// install is never touched.
import { registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const folder = process.env.NODE24_BETTER_SQLITE3;
if (!folder) throw new Error('better-sqlite3-hook.mjs: NODE24_BETTER_SQLITE3 (the Node 24 build of better-sqlite3) is not set');
if (typeof registerHooks !== 'function') throw new Error(`better-sqlite3-hook.mjs needs module.registerHooks (Node 22.15+), this is ${process.version}`);
const copy = pathToFileURL(folder).href + '/';
const projectCopy = pathToFileURL(path.resolve(import.meta.dirname, '..', '..', 'node_modules', 'better-sqlite3')).href + '/';

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (resolved.url?.startsWith(projectCopy)) return { ...resolved, url: copy + resolved.url.slice(projectCopy.length) };
    return resolved;
  },
});
