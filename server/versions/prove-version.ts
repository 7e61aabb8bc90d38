import { checkPackage, formatDefinitionErrors } from '../../core/node/definitions/index';
import { draftPromotionConfigOf } from '../../core/package/promotionConfig';
import { packageOfFiles, type PromotionPackage } from '../../core/node/package/promotionPackage';
import { formatReport, simulatePackage, type SimulationReport } from '../../core/node/simulation/index';

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

/** A server of its own for the journeys (simulation-server.ts), started for one proof and closed after it. */
export type StartProofServer = (packages: PromotionPackage[]) => Promise<{ baseUrl: string; close: () => Promise<void> }>;

export type ProveVersion = (code: string, files: Record<string, unknown>, options?: { samples?: boolean }) => Promise<VersionProof>;

/**
 * Proves a stored version before it goes live (the CLI's publish, the studio): the checker on its files, then every
 * journey walked against the real server (`startServer`: its own, on a throwaway database) in dry run. Nothing is
 * written anywhere. The server is handed in (server/main.ts, the CLI) so that the app never imports what builds a
 * second copy of itself.
 */
export function createVersionProver(startServer: StartProofServer): ProveVersion {
  return async (_code, files, options = {}) => {
    const pkg = packageOfFiles(files);
    const { errors } = await checkPackage(pkg);
    if (errors.length) {
      const text = formatDefinitionErrors(errors);
      return { checkerErrors: text.split('\n'), ok: false, text: `the checker refuses it:\n${text}` };
    }
    // A package no customer visits (a brand's base: no locale has a site) has no journey of its own: its journeys are
    // walked in the promotions that extend it, each with the base's change (server/studio/review/base-reach.ts).
    if (!Object.values(draftPromotionConfigOf(files).locales ?? {}).some((locale) => locale.sitePath)) return { checkerErrors: [], ok: true, text: 'No site of its own: no journey to walk here (those of the promotions extending it are walked with it).' };
    const server = await startServer([pkg]);
    try {
      const simulation = await simulatePackage(pkg, { serverUrl: server.baseUrl, samples: options.samples });
      return { checkerErrors: [], simulation, ok: simulation.failures.length === 0, text: formatReport(simulation) };
    } finally {
      await server.close();
    }
  };
}
