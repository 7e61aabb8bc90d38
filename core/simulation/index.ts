export { simulatePackage, flagVariants, watchedPaths, type SimulateOptions } from './simulatePackage';
export { formatReport, formatFailure, formatJourney } from './formatReport';
export type { Failure, FailureKind, JourneyPath, SimulationReport, SimulationSummary } from './types';
