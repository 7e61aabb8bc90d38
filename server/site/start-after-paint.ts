import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../core/node/definitions/index';
import { hashSource } from '../http/security-headers';

/**
 * The script that starts a server-rendered page's JavaScript once the page has painted (src/app/startAfterPaint.js),
 * inlined into the page: no request of its own, allowed by the CSP through its hash (never 'unsafe-inline').
 */
const SCRIPT = fs
  .readFileSync(path.join(repoRoot, 'src/app/startAfterPaint.js'), 'utf8')
  // Its comments are for the reader of the file, not for every page.
  .split('\n')
  .filter((line) => !line.trim().startsWith('//'))
  .join('\n');

export const START_AFTER_PAINT_TAG = `<script>${SCRIPT}</script>`;

/** The script-src source that allows exactly that script. */
export const START_AFTER_PAINT_SOURCE = hashSource(SCRIPT);
