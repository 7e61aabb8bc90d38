import type { DataSource } from '../engine/contract';
import { storageKeys } from '../state/storageKeys';

/** The confirmation of the claim just submitted ({public_reference, email}), or null once it was left. */
const claimConfirmation: DataSource = async ({ env, session }) =>
  (session.get(storageKeys.confirmation(env.promotionId, env.locale)) as { public_reference: string; email: string } | undefined) ?? null;

export default claimConfirmation;
