// `npm run test:e2e:s3` (part of `npm test`): the Playwright journeys that upload files (proofs, missing
// information, contact documents), once more with the site's server storing them in an S3-compatible bucket
// (a throwaway s3rver, scripts/throwaway-services.mjs) instead of the folder. Fails when the journeys stored
// no object there (they would not have used the bucket). Extra arguments replace the list of spec files.
import { spawn } from 'node:child_process';
import { startThrowawayS3 } from './throwaway-services.mjs';

const SPECS = ['tests/e2e/upload.spec.ts', 'tests/e2e/my-claim-information-revaluation.spec.ts', 'tests/e2e/support-contact.spec.ts'];

const s3 = await startThrowawayS3();
console.log(`e2e journeys with uploads in s3://${s3.bucket} at ${s3.endpoint}`);
const args = process.argv.slice(2);
// playwright.config.ts hands the environment to the servers it starts.
const child = spawn('npx', ['playwright', 'test', ...(args.length ? args : SPECS)], { stdio: 'inherit', env: { ...process.env, ...s3.env } });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => child.kill(signal));
const code = await new Promise((resolve) => child.once('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
const objects = s3.objectKeys().length;
await s3.stop();
if (code === 0 && objects === 0) {
  console.error('test:e2e:s3: the journeys stored no object in the bucket: the servers did not use it');
  process.exit(1);
}
console.log(`test:e2e:s3: ${objects} objects stored in the bucket by the journeys`);
process.exit(code);
