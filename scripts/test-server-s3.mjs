// `npm run test:server:s3` (part of `npm test`): the API tests whose journeys upload files (claims, my-claim,
// tickets' documents, the operator's views of them), once more with the uploads in an S3-compatible bucket
// (S3_BUCKET) instead of the folder: a throwaway s3rver (scripts/throwaway-services.mjs) that this script starts
// and stops. The tests that look into the upload folder itself are left out (their bucket twin is
// tests/server/object-storage.test.ts). Extra arguments replace the list of test files.
import { spawn } from 'node:child_process';
import { startThrowawayS3 } from './throwaway-services.mjs';

const FILES = [
  'tests/server/http-contract-claim-flow.test.ts',
  'tests/server/http-contract-my-claim.test.ts',
  'tests/server/claim-lifecycle.test.ts',
  'tests/server/survey-and-tickets.test.ts',
  'tests/server/dry-run.test.ts',
  'tests/server/robustness.test.ts',
  'tests/server/early-form-post.test.ts',
  'tests/server/slice-endpoints.test.ts',
  'tests/server/privacy-erasure.test.ts',
];

const s3 = await startThrowawayS3();
console.log(`API tests with uploads in s3://${s3.bucket} at ${s3.endpoint}`);
const { S3_BUCKET, S3_ENDPOINT, S3_REGION, ...credentials } = s3.env;
const args = process.argv.slice(2);
const child = spawn('npx', ['vitest', 'run', ...(args.length ? args : FILES)], {
  stdio: 'inherit',
  env: { ...process.env, ...credentials, TEST_S3_ENV: JSON.stringify({ S3_BUCKET, S3_ENDPOINT, S3_REGION }) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => child.kill(signal));
const code = await new Promise((resolve) => child.once('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
const objects = s3.objectKeys().length;
await s3.stop();
if (code === 0 && objects === 0) {
  console.error('test:server:s3: the tests stored no object in the bucket: they did not run against it');
  process.exit(1);
}
console.log(`test:server:s3: ${objects} objects stored in the bucket by the tests`);
process.exit(code);
