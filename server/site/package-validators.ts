import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { CompiledValidator, ValidatorRegistry } from '../../core/engine/contract';
import { compileValidation } from '../../core/node/validation/compileValidation';
import type { PromotionPackage } from '../../core/node/package/promotionPackage';
import { validationSchemasOf } from '../../core/node/validation/validationSchemas';
import { createKeptWork, type KeptWork } from '../packages/kept-work';

/**
 * A package's form validation, compiled from the shared schemas and its own (its validation/ files) to
 * one standalone module (no eval: ajv's standalone code), served at `<basePath>/validation/<name>.js` and
 * cached for good. The name is the kept module's (a hash of the schemas and of the engine compiling them), so a page
 * names its module without compiling it: it is compiled when first asked for, once, and kept (`kept`, on disk in
 * DATA_DIR). Every version's module stays served, so a page of an older version still validates.
 */
export function createPackageValidators(basePath: string, kept: KeptWork = createKeptWork()) {
  const modules = new Map<string, () => string>();
  const registries = new Map<string, Promise<ValidatorRegistry>>();
  return {
    /** The answer to `GET <basePath>/validation/<file>` (the package's site routes ask: site-routes.ts). */
    answer(file: string, reply: FastifyReply) {
      const module = modules.get(file);
      if (module === undefined) return reply.callNotFound();
      return reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=31536000, immutable').send(module());
    },
    /** The address of the module of a package's schemas (compiled the first time the module is asked for). */
    addressOf(pkg: PromotionPackage): string {
      const schemas = validationSchemasOf(pkg);
      const hash = createHash('sha256').update(JSON.stringify([...schemas].map(([name, { schema }]) => [name, schema]))).digest('hex');
      const file = `${kept.validationName(hash)}.js`;
      if (!modules.has(file)) modules.set(file, () => kept.validationModule(hash, () => compileValidation(schemas).browserModuleJs));
      return `${basePath}/validation/${file}`;
    },
    /**
     * The validators of the module at `address` (one addressOf gave), run on the server exactly as the browser runs
     * them (src/app/loadValidators.ts): the same module, imported from its text.
     */
    registryAt(address: string): Promise<ValidatorRegistry> {
      const file = address.slice(address.lastIndexOf('/') + 1);
      const module = modules.get(file);
      if (module === undefined) return Promise.reject(new Error(`No validation module ${address}`));
      let registry = registries.get(file);
      if (!registry) {
        registry = import(`data:text/javascript;base64,${Buffer.from(module()).toString('base64')}`).then(
          (
            loaded: Record<string, unknown> & {
              messages: Record<string, CompiledValidator['messages']>;
            },
          ) =>
            Object.fromEntries(
              Object.entries(loaded.messages).map(([name, messages]) => [
                name,
                {
                  validate: loaded[name] as CompiledValidator['validate'],
                  messages,
                },
              ]),
            ),
        );
        registries.set(file, registry);
      }
      return registry;
    },
  };
}
