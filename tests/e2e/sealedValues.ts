import type { Db } from '../../server/db/open-database';
import { loadKeyring } from '../../server/encryption-keys';
import { attachKeyring, openClaimPayload, openRewardDetail } from '../../server/privacy/claim-secrets';

/**
 * The server seals bank and PayPal details at rest with the key file it made in its DATA_DIR (SQLite, no
 * ENCRYPTION_KEYS): a test reading the database opens them as the operator would.
 */
export function sealedValuesOf(dataDir: string) {
  const keys = {} as Db;
  attachKeyring(keys, loadKeyring({ dataDir }).keyring);
  return {
    payload: (claimId: string, stored: string) => openClaimPayload(keys, claimId, stored),
    rewardDetail: (claimId: string, stored: string | null) => openRewardDetail(keys, claimId, stored),
  };
}
