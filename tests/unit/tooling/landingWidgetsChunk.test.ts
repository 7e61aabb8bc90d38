import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteDefinitions, repoRoot } from '../../../core/node/definitions/index';
import { HOME_WIDGETS_CHUNK, LANDING_WIDGETS_CHUNK, landingWidgetsGroups, landingWidgetTypes } from '../../../tooling/landingWidgetsChunk';

describe('the landing-widgets and home-widgets chunks', () => {
  it("hold the layout's widgets and those on half the screens; the home page's others apart; not other pages' widgets", async () => {
    const { definitions } = await loadSiteDefinitions(path.join(repoRoot, 'page-definitions/GOO00028'));
    const { landing, home } = landingWidgetTypes([definitions]);
    for (const type of ['SiteHeader', 'SiteFooter', 'CookieBanner']) expect(landing).toContain(type);
    // Not on the home page, but on 12 of the 23 pages and steps.
    expect(landing).toContain('RichText');
    // The home page's own: no claim step shows them, so no claim step downloads them.
    for (const type of ['Hero', 'ReferenceBoxes']) {
      expect(home).toContain(type);
      expect(landing).not.toContain(type);
    }
    for (const type of ['FaqSearch', 'NamedTable', 'AddressLookup', 'PhoneInput']) {
      expect(landing).not.toContain(type);
      expect(home).not.toContain(type);
    }
  });

  it("keeps a home page's widget in the layout's chunk when another package's claim step shows it", async () => {
    const { definitions } = await loadSiteDefinitions(path.join(repoRoot, 'page-definitions/GOO00028'));
    const other = { ...definitions, steps: [...definitions.steps, { ...definitions.steps[0], id: 'welcome', blocks: [{ type: 'Hero' }] }] };
    const { landing, home } = landingWidgetTypes([definitions, other as typeof definitions]);
    expect(landing).toContain('Hero');
    expect(home).not.toContain('Hero');
    expect(home).toContain('ReferenceBoxes');
  });

  it("take the widgets' folders, the landing chunk also the shared helpers they import, nothing else", () => {
    const [landing, home] = landingWidgetsGroups({ landing: new Set(['TextInput', 'Heading']), home: new Set(['ReferenceBoxes']) }, path.join(repoRoot, 'src/widgets'));
    expect([landing.name, home.name]).toEqual([LANDING_WIDGETS_CHUNK, HOME_WIDGETS_CHUNK]);
    const inLanding = (file: string) => landing.test.test(path.join(repoRoot, file));
    const inHome = (file: string) => home.test.test(path.join(repoRoot, file));
    expect(inLanding('src/widgets/TextInput/index.tsx')).toBe(true);
    expect(inLanding('src/widgets/Heading/index.tsx')).toBe(true);
    expect(inLanding('src/widgets/TextInput/manifest.ts')).toBe(false);
    // TextInput → _shared/fieldMessages
    expect(inLanding('src/widgets/_shared/fieldMessages.tsx')).toBe(true);
    expect(inLanding('src/widgets/ReferenceBoxes/index.tsx')).toBe(false);
    expect(inHome('src/widgets/ReferenceBoxes/index.tsx')).toBe(true);
    // ReferenceBoxes → _shared/DigitBoxes, which the bank form shares: in neither chunk.
    expect(inHome('src/widgets/_shared/DigitBoxes.tsx')).toBe(false);
    expect(inLanding('src/widgets/_shared/DigitBoxes.tsx')).toBe(false);
    expect(inLanding('src/widgets/PhoneInput/index.tsx')).toBe(false);
    expect(inLanding('node_modules/react-router/dist/index.mjs')).toBe(false);
    expect(landing.includeDependenciesRecursively).toBe(false);
  });
});
