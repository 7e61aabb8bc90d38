import { buildImei } from '../../core/rules/luhn';
import { PRODUCTS } from '../../tests/support/catalogue';
import { claimBody, GB } from '../../tests/server/claim-fixtures';
import { multipart, PNG } from '../../tests/server/multipart';
import { bench, DURATION_SECONDS, type Figure, type Target } from './autocannon-run';

/** The workloads of bench:api, each against the API at `targets` (one service, possibly several instances). */
const api = (origin: string) => `${origin}/api/2022launch`;
const json = { 'content-type': 'application/json' };
export const LOOKUP_EMAIL = 'bench@example.com';

/** The lookup body of the bench, also what the bare Fastify route is sent. */
export const lookupBody = (reference: string) => JSON.stringify({ promotion_id: GB, email: LOOKUP_EMAIL, reference });

/** POST /file-upload for DURATION_SECONDS; returns the figure and the ids of the stored proofs. */
export async function uploadProofs(targets: Target[]): Promise<{ figure: Figure; proofs: string[] }> {
  const upload = multipart({}, [{ field: 'file', filename: 'proof.png', content: PNG, type: 'image/png' }]);
  const proofs: string[] = [];
  const figure = await bench(targets, (origin) => ({
    url: `${api(origin)}/file-upload`,
    duration: DURATION_SECONDS,
    requests: [{ method: 'POST', headers: upload.headers, body: upload.payload, onResponse: (status, body) => void (status === 201 && proofs.push(JSON.parse(body).data.id)) }],
  }));
  return { figure, proofs };
}

/** Creates the claim the lookups ask for (with one of `proofs`); returns its public reference. */
export async function createLookupClaim(origin: string, proofs: string[]): Promise<string> {
  const response = await fetch(`${api(origin)}/claim`, { method: 'POST', headers: json, body: JSON.stringify(claimBody([proofs.pop()!], { email: LOOKUP_EMAIL })) });
  return ((await response.json()) as { data: { public_reference: string } }).data.public_reference;
}

/** POST /claim-details-request for one existing claim, DURATION_SECONDS. */
export function lookups(targets: Target[], reference: string): Promise<Figure> {
  return bench(targets, (origin) => ({ url: `${api(origin)}/claim-details-request`, duration: DURATION_SECONDS, method: 'POST', headers: json, body: lookupBody(reference) }));
}

/** The bare route, sent the lookup's body with the same settings. */
export function bareRoute(target: Target, reference: string): Promise<Figure> {
  return bench([target], (origin) => ({ url: `${api(origin)}/bare`, duration: DURATION_SECONDS, method: 'POST', headers: json, body: lookupBody(reference) }));
}

/**
 * POST /claim, each with a fresh Luhn-valid IMEI and its own proof (a file belongs to one claim): one claim
 * per proof, for at most DURATION_SECONDS.
 */
export function claimCreations(targets: Target[], proofs: string[]): Promise<Figure> {
  let serial = 0;
  const freshImei = () => {
    const n = serial++;
    const product = PRODUCTS[n % PRODUCTS.length];
    return { productId: product.id, imei: buildImei(product.tacs[0], String(Math.floor(n / PRODUCTS.length)).padStart(6, '0')) };
  };
  const perOrigin = Math.floor(proofs.length / targets.length);
  return bench(targets, (origin, stop) => {
    setTimeout(stop, DURATION_SECONDS * 1000);
    return {
      url: `${api(origin)}/claim`,
      amount: perOrigin,
      requests: [{
        method: 'POST',
        headers: json,
        setupRequest: (request) => {
          const { productId, imei } = freshImei();
          const gift = productId === 'pixel-watch-41-matte-black' ? 'GIFT-WATCH-BAND-WOVEN-FOG' : 'GIFT-PIXEL-BUDS-PRO-FOG';
          return { ...request, body: JSON.stringify(claimBody([proofs.pop() ?? 'proof-pool-used-up'], { productId, imei, gift, email: `bench-${serial}@example.com` })) };
        },
      }],
    };
  });
}

/** Events in one POST /usage-events of the bench: what a page sends after a few steps. */
export const USAGE_BATCH = 10;

/**
 * POST /usage-events for DURATION_SECONDS, each a batch of USAGE_BATCH events of the live version (as a customer's
 * page sends them); the events counted per second are USAGE_BATCH times the requests.
 */
export async function usageEvents(targets: Target[]): Promise<Figure> {
  const health = (await (await fetch(`${targets[0].origin}/healthz`)).json()) as { promotions: Record<string, { live?: string }> };
  const version = health.promotions.GOO00028?.live;
  const steps = ['get-started', 'claim-type', 'purchase-details', 'upload', 'upload-imei'];
  const events = Array.from({ length: USAGE_BATCH }, (_, i) =>
    i % 2 ? { event: 'continued', screen: steps[(i >> 1) % steps.length] } : { event: 'refused', screen: steps[(i >> 1) % steps.length], fields: ['items.productImei'] },
  );
  const body = JSON.stringify({ locale: 'en-GB', ...(version ? { version } : {}), events });
  return bench(targets, (origin) => ({ url: `${api(origin)}/usage-events`, duration: DURATION_SECONDS, method: 'POST', headers: json, body }));
}
