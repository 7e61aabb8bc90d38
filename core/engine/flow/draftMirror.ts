/**
 * The header the browser's scripts tell the server what they now hold with: a claim step's draft mirrored to the
 * server (src/engine/flow/mirrorDraft.ts → server/site/claim-form/claim-forms.ts), and a page's session taken over
 * from it (src/state/adoptServerSession.ts → server/site/page-forms/page-forms.ts). A form cannot send it, and a fetch
 * from another origin with it needs a preflight the server never allows, so it stands for the form's CSRF token.
 */
export const MIRROR_HEADER = 'x-claim-draft-mirror';
