import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteDefinitions, repoRoot } from '../../../core/definitions/index';
import { landingWidgetsGroup, landingWidgetTypes } from '../../../tooling/landingWidgetsChunk';

describe('the landing-widgets chunk', () => {
  it("holds the layout's and the home page's widgets, forms included, and those on half the screens; not other pages' widgets", async () => {
    const { definitions } = await loadSiteDefinitions(path.join(repoRoot, 'page-definitions/GOO00028'));
    const types = landingWidgetTypes(definitions);
    for (const type of ['SiteHeader', 'SiteFooter', 'CookieBanner', 'Hero', 'ReferenceBoxes']) expect(types).toContain(type);
    // Not on the home page, but on 12 of the 23 pages and steps.
    expect(types).toContain('RichText');
    for (const type of ['FaqSearch', 'NamedTable', 'AddressLookup', 'PhoneInput']) expect(types).not.toContain(type);
  });

  it("takes the widgets' folders and the shared helpers they import, nothing else", () => {
    const group = landingWidgetsGroup(new Set(['ReferenceBoxes', 'Heading']), path.join(repoRoot, 'src/widgets'));
    const test = (file: string) => group.test.test(path.join(repoRoot, file));
    expect(test('src/widgets/ReferenceBoxes/index.tsx')).toBe(true);
    expect(test('src/widgets/Heading/index.tsx')).toBe(true);
    // ReferenceBoxes → _shared/DigitBoxes → _shared/boxes and _shared/fieldMessages
    expect(test('src/widgets/_shared/DigitBoxes.tsx')).toBe(true);
    expect(test('src/widgets/_shared/boxes.ts')).toBe(true);
    expect(test('src/widgets/_shared/fieldMessages.tsx')).toBe(true);
    expect(test('src/widgets/_shared/Radios.tsx')).toBe(false);
    expect(test('src/widgets/HeadingExtra/index.tsx')).toBe(false);
    expect(test('src/widgets/PhoneInput/index.tsx')).toBe(false);
    expect(test('node_modules/react-router/dist/index.mjs')).toBe(false);
    expect(group.includeDependenciesRecursively).toBe(false);
  });
});
