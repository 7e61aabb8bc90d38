import type { FormValues } from '../contract';
import { MIRROR_HEADER } from '../../../core/engine/flow/draftMirror';

/**
 * Mirrors the browser's draft of a claim to the server after a Continue with scripts (null: the claim was sent, the
 * server's draft goes), posted to the step's own address: should a later step's scripts fail to load, its form posts
 * to the server, which goes on from there (server/site/claim-form/). Fire and forget: a mirror that fails leaves the
 * browser's draft as it is, and the browser guards its own steps.
 */
export function mirrorDraft(values: FormValues | null): void {
  if (typeof fetch !== 'function' || typeof location === 'undefined') return;
  void fetch(location.pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [MIRROR_HEADER]: '1' },
    body: JSON.stringify({ values }),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}
