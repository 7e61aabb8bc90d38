// One S3-compatible server (s3rver, from the npm registry) for tests and the fault runs, as its own process so
// that it can be stopped, killed or paused like a real store: `node scripts/throwaway-s3-server.mjs PORT DIR BUCKET`.
// Objects live under DIR (kept across a restart on the same DIR). Started by startThrowawayS3 in
// scripts/throwaway-services.mjs; prints `listening` once it accepts requests.
import S3rver from '@20minutes/s3rver';

const [port, directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: Number(port), directory, silent: true, vhostBuckets: false, configureBuckets: [{ name: bucket }] });
await server.run();
console.log('listening');
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close().finally(() => process.exit(0)));
