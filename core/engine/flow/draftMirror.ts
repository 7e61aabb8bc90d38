/**
 * The header a claim step's draft is mirrored to the server with (src/engine/flow/mirrorDraft.ts →
 * server/site/claim-form/claim-forms.ts): a form cannot send it, and a fetch from another origin with it needs a
 * preflight the server never allows, so it stands for the form's CSRF token.
 */
export const MIRROR_HEADER = 'x-claim-draft-mirror';
