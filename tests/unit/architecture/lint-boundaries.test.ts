/**
 * The architecture's boundaries are held by lint (eslint.config.js): these planted sources are what each rule must
 * refuse, and the real sources pass (npm run lint in npm test).
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
async function problemsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint boundaries', () => {
  it('the engine never imports a widget, an action, a source or the app', async () => {
    expect(await problemsOf('src/engine/blocks/Example.tsx', "import Hero from '../../widgets/Hero';\nexport default Hero;\n")).toEqual([
      expect.stringMatching(/no-restricted-imports: .*The engine never imports a concrete widget/),
    ]);
    expect(await problemsOf('src/engine/Example.ts', "import { actions } from '../app/registry';\nexport { actions };\n")).toHaveLength(1);
  });

  it('a widget imports engine/contract for types only, and no other widget', async () => {
    expect(await problemsOf('src/widgets/Example/index.tsx', "import type { WidgetProps } from '../../engine/contract';\nexport type P = WidgetProps;\n")).toEqual([]);
    expect(await problemsOf('src/widgets/Example/index.tsx', "import { conditionHolds } from '../../engine/conditions';\nexport { conditionHolds };\n")).toHaveLength(1);
    expect(await problemsOf('src/widgets/Example/index.tsx', "import Hero from '../Hero';\nexport default Hero;\n")).toEqual([expect.stringMatching(/another widget/)]);
  });

  it('only src/state/webStorage.ts touches Web Storage', async () => {
    expect(await problemsOf('src/widgets/Example/index.tsx', "export const x = () => window.sessionStorage.getItem('k');\n")).toEqual([expect.stringMatching(/no-restricted-properties/)]);
    expect(await problemsOf('src/engine/Example.ts', "export const x = () => localStorage.getItem('k');\n")).toEqual([expect.stringMatching(/no-restricted-globals/)]);
  });

  it('the server never imports the UI; the browser bundle never evaluates strings', async () => {
    expect(await problemsOf('server/http/example.ts', "import Hero from '../../src/widgets/Hero';\nexport default Hero;\n")).toEqual([expect.stringMatching(/never imports the site's UI/)]);
    expect(await problemsOf('src/engine/Example.ts', "export const f = new Function('return 1');\n")).toEqual([expect.stringMatching(/no-new-func/)]);
  });

  it('hooks are called in the same order on every render', async () => {
    const conditional = "import { useState } from 'react';\nexport function A({ on }: { on: boolean }) {\n  if (!on) return null;\n  const [x] = useState(0);\n  return x;\n}\n";
    expect(await problemsOf('src/engine/Example.tsx', conditional)).toEqual([expect.stringMatching(/react-hooks\/rules-of-hooks/)]);
  });
});
