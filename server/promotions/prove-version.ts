import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkSiteDefinitions, formatDefinitionErrors } from '../../core/definitions/index';
import { formatReport, simulatePackage, type SimulationReport } from '../../core/simulation/index';
import { writeSnapshot } from './package-snapshot';
import { startSimulationServer } from './simulation-server';

/** What stands between a version and its customers: the checker's errors, then the journey simulation's report. */
export interface VersionProof {
  /** "file#pointer: message" lines; the simulation runs only when there are none. */
  checkerErrors: string[];
  simulation?: SimulationReport;
  /** True when the version may go live: no checker error, no failing journey. */
  ok: boolean;
  /** Both, worded for a terminal. */
  text: string;
}

/**
 * Proves a stored version before it goes live (the CLI's publish, the studio): written to a temporary folder, checked
 * as a folder would be, then every journey walked against the real server (its own, on a throwaway database) in dry
 * run. Nothing of it stays.
 */
export async function proveVersion(code: string, files: Record<string, unknown>, options: { samples?: boolean } = {}): Promise<VersionProof> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'promotion-proof-'));
  const folder = path.join(dir, code);
  try {
    writeSnapshot({ code, files }, folder);
    const { errors } = await checkSiteDefinitions(folder);
    if (errors.length) {
      const text = formatDefinitionErrors(errors);
      return { checkerErrors: text.split('\n'), ok: false, text: `the checker refuses it:\n${text}` };
    }
    const server = await startSimulationServer([folder]);
    try {
      const simulation = await simulatePackage(folder, { serverUrl: server.baseUrl, samples: options.samples });
      return { checkerErrors: [], simulation, ok: simulation.failures.length === 0, text: formatReport(simulation) };
    } finally {
      await server.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
