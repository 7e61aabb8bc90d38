/**
 * npm run simulate [-- <package folder or code>…] [--json] [--seed N] [--server <url>]
 * Walks every journey of every flow of the packages (default: every package under page-definitions/), sending each
 * request to the real server in dry run: a server of its own on a throwaway database (or --server, a running one).
 * On its own server it also walks each locale's first complete journey through the server's forms, as a browser
 * without scripts (core/node/simulation/walkServerForms.ts).
 * Prints the journeys' summary and each problem with its journey; --json prints the reports as JSON. Exits 1 on any
 * problem.
 */
import path from 'node:path';
import { packageFolders, repoRoot } from '../core/node/definitions/index';
import { formatReport, simulatePackage, type SimulationReport } from '../core/node/simulation/index';
import { siteBuilt, startSimulationServer } from '../server/simulation-server';

function parseArgs(argv: string[]) {
  const options = { json: false, seed: 1, server: undefined as string | undefined, packages: [] as string[] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') options.json = true;
    else if (arg === '--seed') options.seed = Number(argv[++i]);
    else if (arg === '--server') options.server = argv[++i];
    else options.packages.push(arg);
  }
  return options;
}

/** A folder, or a code naming a folder of page-definitions/. */
function folderOf(name: string): string[] {
  const asPath = path.resolve(name);
  const found = packageFolders(asPath);
  return found.length ? found : packageFolders(path.join(repoRoot, 'page-definitions', name));
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const folders = options.packages.length ? options.packages.flatMap(folderOf) : packageFolders(path.join(repoRoot, 'page-definitions'));
  if (!folders.length) {
    console.error(`no promotion package found for ${options.packages.join(', ') || 'page-definitions/'}`);
    return 1;
  }
  const server = options.server ? undefined : await startSimulationServer(folders);
  const reports: SimulationReport[] = [];
  if (!options.server && !siteBuilt() && !options.json) console.log('The site is not built (npm run build): the server-side path (the forms without scripts) is not walked.');
  try {
    for (const folder of folders) {
      // The server-side path (claims really sent through the server's forms) only on a server of its own.
      const report = await simulatePackage(folder, { serverUrl: options.server ?? server!.baseUrl, seed: options.seed, serverForms: !options.server && siteBuilt() });
      reports.push(report);
      if (!options.json) console.log(formatReport(report));
    }
  } finally {
    await server?.close();
  }
  if (options.json) console.log(JSON.stringify(reports, null, 2));
  return reports.some((report) => report.failures.length) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
