import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { compileValidation } from '../../tooling/validation/compileValidation';
import { repoRoot } from '../../tooling/definitions/index';

/**
 * A package's form validation, compiled at start from the shared schemas and its own (validation/ of each of its
 * folders) to one standalone module (no eval: ajv's standalone code), served at
 * `<basePath>/validation/<content hash>.js` and cached for good. Returns that address, which the pages carry.
 */
export function registerPackageValidators(app: FastifyInstance, basePath: string, layers: readonly string[]): string {
  const dirs = [path.join(repoRoot, 'schemas/validation'), ...layers.map((layer) => path.join(layer, 'validation'))];
  const { browserModuleJs } = compileValidation(dirs);
  const hash = createHash('sha256').update(browserModuleJs).digest('hex').slice(0, 16);
  const address = `${basePath}/validation/${hash}.js`;
  app.get(address, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=31536000, immutable').send(browserModuleJs),
  );
  return address;
}
