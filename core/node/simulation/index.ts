export { simulatePackage, flagVariants, watchedPaths, type SimulateOptions } from './simulatePackage';
export { formatReport, formatFailure, formatJourney } from '../../simulation/formatReport';
export type { Failure, FailureKind, JourneyPath, SimulationReport, SimulationSummary } from '../../simulation/types';
