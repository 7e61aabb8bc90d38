// Self-hosted flags: the CSP allows images from 'self' and data: only, and react-international-phone would
// otherwise load them from a CDN. Small SVGs end up inlined as data: URLs by Vite, larger ones as assets.
import de from './flags/de.svg?url';
import fr from './flags/fr.svg?url';
import gb from './flags/gb.svg?url';
import ie from './flags/ie.svg?url';

/** Flag image URL by lower-case ISO 3166 alpha-2 code, for the countries the promotion is run in. */
export const flagUrls: Readonly<Record<string, string>> = { de, fr, gb, ie };
