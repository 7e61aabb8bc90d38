import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSiteDefinitions, formatDefinitionError, repoRoot, type DefinitionError } from '../../../core/node/definitions/index';

const fixture = 'tests/fixtures/broken-definitions';
const plugins = path.join(fixture, 'plugins');
const options = {
  widgetsDir: `${plugins}/widgets`,
  actionsDir: `${plugins}/actions`,
  sourcesDir: `${plugins}/sources`,
  validationDir: `${plugins}/validation`,
  contentDir: `${fixture}/content`,
};
const file = (name: string) => `${fixture}/${name}`;

describe('checkSiteDefinitions on the broken fixture', async () => {
  const { errors, definitions } = await checkSiteDefinitions(fixture, options);
  const find = (f: string, pointer: string) => errors.filter((e: DefinitionError) => e.file === file(f) && e.pointer === pointer);
  const expectError = (f: string, pointer: string, text: RegExp) =>
    expect(find(f, pointer).map((e) => e.message)).toEqual(expect.arrayContaining([expect.stringMatching(text)]));

  it('reports an unknown widget type', () => expectError('pages/home.json', '/blocks/1/type', /unknown widget type "Carousel"/));
  it('reports a content alias missing in a served locale only', () => {
    expectError('steps/get-started.json', '/title', /"stepGetStartedTitle" is missing in de-DE$/);
  });
  it('reports a bad validation reference', () =>
    expectError('pages/home.json', '/blocks/3/validation', /unknown validation schema "trackerr"/));

  it('reports every other kind of mistake without stopping at the first', () => {
    expectError('pages/syntax-error.json', '', /invalid JSON: .*\(line 5, column 3\)/);
    expectError('steps/orphan.json', '', /unknown property "colour"/);
    expectError('steps/orphan.json', '', /not used by any flow/);
    expectError('pages/home.json', '/id', /duplicate page\/flow id "home"/);
    expectError('pages/home.json', '/route', /duplicate route ""/);
    expectError('flows/claim.json', '/steps/1', /unknown step "missing-step"/);
    expectError('pages/home-again.json', '/redirect', /unknown page or flow "elsewhere"/);
    expectError('pages/home.json', '/blocks/2/props/to', /unknown page or flow "nowhere"/);
    expectError('pages/home.json', '/blocks/0/props/level', /Heading props: must be one of 1, 2, 3/);
    expectError('pages/home.json', '/blocks/3/actions/1', /unknown action "launchRocket"/);
    expectError('pages/home.json', '/blocks/3/blocks/0/source', /unknown data source "mysteryList"/);
    expectError('pages/home.json', '/blocks/3/blocks/0/visibleWhen/notFlag', /unknown flag "noSuchFlag"/);
    expectError('steps/get-started.json', '/visibleWhen/flag', /unknown flag "unknownFlag"/);
    expect(errors).toHaveLength(19);
  });

  it('reports wording that is not a well-formed ICU message, at its alias in the content file', () => {
    expectError('content/en-GB.json', '/messageUnclosed', /^does not parse as an ICU message: expect argument closing brace at character 22$/);
    expectError('content/en-GB.json', '/messageNoValue', /^placeholder \{emailAddress\} has no value: no setting has that name/);
    expectError('content/en-GB.json', '/messagePluralTooFew', /^plural \{maxPurchaseItems_PERSONAL\} lacks one: en-GB needs one, other$/);
    expect(find('content/en-GB.json', '/messageRight')).toEqual([]);
  });

  it('does not report what is right', () => {
    const text = errors.map(formatDefinitionError).join('\n');
    expect(text).not.toMatch(/"Heading"|"Checkbox"|"Link"|"validate"|"getStarted"|fr-FR|homeTitle/);
  });

  it('still returns what it could load', () => {
    expect(definitions.promotion.promotionCode).toBe('BRK00001');
    expect(definitions.pages.map((p) => p.id)).toEqual(['home', 'home']);
    expect(definitions.steps.map((s) => s.id).sort()).toEqual(['get-started', 'orphan']);
  });

  it('names files relative to the repository root', () => {
    for (const e of errors) expect(path.isAbsolute(e.file) || e.file.startsWith('..')).toBe(false);
    expect(repoRoot).toBe(path.resolve(__dirname, '../../..') + path.sep);
  });
});
