import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../core/node/definitions/index';

describe('npm run check -- tests/fixtures/broken-definitions', () => {
  const run = spawnSync('npx', ['tsx', 'scripts/check-definitions.ts', 'tests/fixtures/broken-definitions'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  const out = run.stdout + run.stderr;

  it('exits 1', () => expect(run.status).toBe(1));
  it('lists the three planted errors as file#pointer: message', () => {
    expect(out).toContain('tests/fixtures/broken-definitions/pages/home.json#/blocks/1/type: unknown widget type "Carousel"');
    expect(out).toContain('tests/fixtures/broken-definitions/steps/get-started.json#/title: content alias "stepGetStartedTitle" is missing in de-DE');
    expect(out).toContain('tests/fixtures/broken-definitions/pages/home.json#/blocks/3/validation: unknown validation schema "trackerr"');
  });
  it('prints a total', () => expect(out).toMatch(/\n\d+ errors in tests\/fixtures\/broken-definitions/));
}, 60_000);
