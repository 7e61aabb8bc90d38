/** Every country's phone flag from the shared set, a package's own drawing first (server/site/site-assets.ts). */
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPackageImages } from '../../server/site/site-assets';
import { SHARED_FLAGS_DIR } from '../../core/node/definitions/flags';
import { packageOfFiles } from '../../core/node/package/promotionPackage';

const app = Fastify();
const own = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><path d="M0 0h3v2H0z" fill="#012169"/></svg>';

beforeAll(async () => {
  const pkg = packageOfFiles({ 'promotion.json': { basePath: '/promo' }, 'images/flags/gb.svg': { $binary: Buffer.from(own).toString('base64') } });
  registerPackageImages(app, pkg.addresses.imagesPath, () => pkg);
});
afterAll(() => app.close());

describe('package flags', () => {
  it('serves any country the package has no drawing for from the shared set, as an SVG of the site', async () => {
    for (const iso2 of ['ie', 'jp', 'br', 'za']) {
      const answer = await app.inject({ method: 'GET', url: `/promo/images/flags/${iso2}.svg` });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(answer.body).toBe(fs.readFileSync(path.join(SHARED_FLAGS_DIR, `${iso2.toUpperCase()}.svg`), 'utf8'));
    }
  });

  it("prefers the package's own flag", async () => {
    expect((await app.inject({ method: 'GET', url: '/promo/images/flags/gb.svg' })).body).toBe(own);
  });

  it('answers 404 for what is no country flag', async () => {
    for (const name of ['zz.svg', 'GB.svg', 'gb.png', '..%2Fgb.svg'])
      expect((await app.inject({ method: 'GET', url: `/promo/images/flags/${name}` })).statusCode, name).toBe(404);
  });
});
