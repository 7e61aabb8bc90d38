/** Images named in block props: a missing file, a wrong width or another aspect ratio is a definition error. */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSiteDefinitions } from '../../../core/node/definitions/index';
import { webpSize } from '../../../core/definitions/webpSize';
import { minimalPromotion } from './minimalPromotion';

const plugins = 'tests/fixtures/broken-definitions/plugins';
const options = { actionsDir: `${plugins}/actions`, sourcesDir: `${plugins}/sources`, validationDir: `${plugins}/validation` };
const shipped = 'page-definitions/GOO00028/images/how-it-works';

const promotion = minimalPromotion();

async function errorsOf(image: Record<string, unknown>): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'images-'));
  const block = { type: 'InstructionSteps', text: { step1Title: 't', step1Body: 't', step1ImageAlt: 't' }, props: { steps: [{ image }] } };
  const files: Record<string, unknown> = {
    'promotion.json': promotion,
    'pages/home.json': { schemaVersion: 1, kind: 'page', id: 'home', route: '', title: 't', blocks: [block] },
    'content/en-GB.json': { t: 'Text', errorsGeneric: 'Check this answer' },
  };
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), JSON.stringify(data));
  }
  mkdirSync(path.join(dir, 'images/steps'), { recursive: true });
  copyFileSync(`${shipped}/step-1-buy-360.webp`, path.join(dir, 'images/steps/buy-360.webp'));
  copyFileSync(`${shipped}/step-1-buy-720.webp`, path.join(dir, 'images/steps/buy-720.webp'));
  copyFileSync(`${shipped}/step-1-buy-360.webp`, path.join(dir, 'images/steps/buy-480.webp'));
  const { errors } = await checkSiteDefinitions(dir, options);
  return errors.map((e) => `${path.basename(e.file)}#${e.pointer}: ${e.message}`);
}

const at = 'home.json#/blocks/0/props/steps/0/image/widths';

describe('images in block props', () => {
  it('accepts files that exist at every width with the declared aspect ratio', async () => {
    expect(await errorsOf({ src: 'steps/buy', width: 720, height: 450, widths: [360, 720] })).toEqual([]);
  });

  it('names the width whose file is missing', async () => {
    expect(await errorsOf({ src: 'steps/buy', width: 720, height: 450, widths: [360, 1080] })).toEqual([
      expect.stringMatching(new RegExp(`^${at}/1: image steps/buy-1080.webp: no such file in the images folder`)),
    ]);
  });

  it('reports a file of another width or aspect ratio (it would move the page when it arrives)', async () => {
    expect(await errorsOf({ src: 'steps/buy', width: 720, height: 450, widths: [480] })).toEqual([
      `${at}/0: image steps/buy-480.webp: is 360 px wide, not 480`,
    ]);
    expect(await errorsOf({ src: 'steps/buy', width: 720, height: 540, widths: [720] })).toEqual([
      `${at}/0: image steps/buy-720.webp: is 720×450, not the declared aspect ratio 720×540`,
    ]);
  });
});

describe('webpSize', () => {
  it('reads the pixel size of lossy WebP files and refuses other bytes', () => {
    expect(webpSize(readFileSync(`${shipped}/step-3-imei-360.webp`))).toEqual({ width: 360, height: 225 });
    expect(webpSize(readFileSync(`${shipped}/step-3-imei-720.webp`))).toEqual({ width: 720, height: 450 });
    expect(webpSize(readFileSync('server/site/static/favicon.ico'))).toBeUndefined();
  });
});
