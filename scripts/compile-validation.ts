/**
 * npm run generate:validation
 * Compiles schemas/validation/*.schema.json (with the custom keywords of src/validation/keywords) to
 * src/validation/generated/validators.js (+ .d.ts) and index.ts (the ValidatorRegistry with message maps).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileValidation } from '../core/node/validation/compileValidation';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, 'src/validation/generated');

try {
  const out = compileValidation(path.join(root, 'schemas/validation'));
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'validators.js'), out.validatorsJs);
  writeFileSync(path.join(outDir, 'validators.d.ts'), out.validatorsDts);
  writeFileSync(path.join(outDir, 'index.ts'), out.indexTs);
  console.log(`wrote src/validation/generated/ (${out.names.join(', ')})`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
