import { getDefaultStore } from 'jotai';
import { claimDraftAtom, flowDefaults } from './flow/claimDraft';
import { firstLocationKey, visitKeyOf } from './dataSources';
import type { Engine } from './EngineContext';
import { dateWindowStatus } from './guards/DateWindowGuard';
import type { Screen } from '../../core/engine/screenOfPath';
import type { FormValues } from '../../core/engine/contract';
import { screenAt } from './screenAt';
import { loadClaimFlowView } from './SiteApp';

/** Longest wait for a page's data before painting anyway (its blocks then show their loading state). */
const DATA_WAIT_MS = 1_500;

export { screenAt };

/**
 * Loads what the screen at `pathname` needs before the site first renders: its widgets, its page's data (blocks
 * outside forms), and for a claim step the flow's view; and the date-window status where a guard asks it. The
 * first paint then shows the screen in its final layout, with nothing moving in afterwards. The server preloads
 * the same chunks with the HTML, so this mostly waits for downloads already under way. A failure is left to show
 * where that part renders.
 */
export async function prepareFirstScreen(
  engine: Engine,
  pathname: string,
  options: {
    readDraft?: boolean;
    withData?: boolean;
    values?: FormValues;
  } = {},
): Promise<void> {
  const screen = screenAt(engine, pathname);
  const parts: Array<Promise<unknown>> = [engine.widgetLoader.loadAll(screen.widgetTypes)];
  if (engine.content.ready) parts.push(engine.content.ready(screen.textAliases));
  if (screen.flow) parts.push(loadClaimFlowView());
  const guard = (screen.flow ?? screen.page)?.guard;
  if (guard) parts.push(dateWindowStatus(engine, guard.params));
  const data = options.withData === false ? [] : dataOf(engine, screen, options.readDraft ?? true, options.values);
  if (data.length) parts.push(Promise.race([Promise.all(data), new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS))]));
  await Promise.all(parts.map((part) => part.catch(() => undefined)));
}

/**
 * The data requests the screen's first render makes (screen.sources), started now with the values they will
 * render with (a step's: the draft's); the engine's cache hands them to the blocks.
 */
function dataOf(engine: Engine, screen: Screen, readDraft: boolean, given?: FormValues): Array<Promise<unknown>> {
  const visitKey = visitKeyOf(firstLocationKey(), 0);
  const draft = () => (given ? { ...flowDefaults(screen.flow!), ...given } : readDraft ? getDefaultStore().get(claimDraftAtom(engine, screen.flow!)) : flowDefaults(screen.flow!));
  const values = screen.flow && screen.step ? draft() : {};
  // Without the draft, the step shows as the defaults do: only the sources of the blocks they show are asked.
  const names = readDraft || given ? screen.sources : screen.paintedSources;
  return [...names].filter((source) => engine.dataSources.has(source)).map((source) => engine.dataSources.get(source, visitKey, values));
}
