import submitClaim from '../../core/actions/submitClaim';
import { storageKeys } from '../../core/state/storageKeys';
import type { Action } from '../engine/contract';
import { localStore } from '../state/localStore';

/**
 * core's submitClaim with the visitor id this browser keeps in local storage (./visitor.ts): read here, in the
 * action's own chunk, so the code every form downloads (submitForm) carries nothing for it. submitClaim reads its
 * context once, as it starts, so a copy of it is the context.
 */
const submitClaimWithVisitor: Action = (ctx) => submitClaim({ ...ctx, visitorId: () => localStore.get(storageKeys.visitorId) });

export default submitClaimWithVisitor;
