import { useAtomValue } from 'jotai';
import { use, type ReactNode } from 'react';
import { useLocation } from '../navigation/siteRouter';
import type { Block, WidgetProps } from '../contract';
import { conditionHolds } from '../../../core/engine/conditions';
import { useEngine } from '../EngineContext';
import { useFormScope } from '../form/FormScope';
import { fieldId, getPath, isWithin } from '../../../core/engine/paths';
import { useHrefOf, useNavigateTo } from '../navigation/links';
import { SiteLink } from '../navigation/SiteLink';
import { BlockList } from './BlockList';
import { FormBlock } from './FormBlock';
import { UnknownWidget } from './UnknownWidget';
import { pendingFiles } from '../../state/pendingFiles';
import { visitKeyOf } from '../dataSources';
import { dataVersionAtom } from '../../state/dataVersionAtom';

const NO_ERRORS: never[] = [];

export function BlockView({ block, pointer }: { block: Block; pointer: string }) {
  const engine = useEngine();
  const scope = useFormScope();
  if (!conditionHolds(block.visibleWhen, engine.env, scope?.values)) return null;
  if (block.type === 'Form') return <FormBlock block={block} pointer={pointer} />;
  if (!engine.widgetLoader.has(block.type)) return <UnknownWidget type={block.type} pointer={pointer} dev={engine.dev} />;
  if (block.source) return <WithData block={block} pointer={pointer} />;
  return <WidgetHost block={block} pointer={pointer} data={undefined} />;
}

/** Suspends until the block's named data source has loaded. */
function WithData({ block, pointer }: { block: Block; pointer: string }) {
  const engine = useEngine();
  const source = block.source as string;
  // Hooks first, in the same order on every render (an unknown source returns below, before `use`).
  const locationKey = useLocation().key;
  const dataVersion = useAtomValue(dataVersionAtom);
  const scope = useFormScope();
  if (!engine.dataSources.has(source)) {
    console.error(`Unknown data source "${source}" at ${pointer}`);
    return engine.dev ? <UnknownWidget type={`source:${source}`} pointer={pointer} dev /> : null;
  }
  const data = use(engine.dataSources.get(source, visitKeyOf(locationKey, dataVersion), scope?.values));
  return <WidgetHost block={block} pointer={pointer} data={data} />;
}

function WidgetHost({ block, pointer, data }: { block: Block; pointer: string; data: unknown }) {
  const engine = useEngine();
  const scope = useFormScope();
  const hrefOf = useHrefOf();
  const navigate = useNavigateTo();
  const { pathname, hash, search } = useLocation();
  const Widget = engine.widgetLoader.component(block.type);
  const { content } = engine;
  const name = block.name;
  const textOf = (slot: string) => block.text?.[slot];

  let children: ReactNode;
  if (block.blocks) children = <BlockList blocks={block.blocks} pointer={`${pointer}/blocks`} />;

  const props: WidgetProps = {
    name,
    id: name ? fieldId(name) : `block-${pointer.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '')}`,
    fieldId,
    props: (block.props ?? {}) as Record<string, unknown>,
    text: (slot, params) => content.text(textOf(slot), params),
    html: (slot) => content.html(textOf(slot)),
    content,
    value: name && scope ? getPath(scope.values, name) : undefined,
    onChange: (value) => {
      if (name && scope) scope.setValue(name, value);
    },
    patchValues: (patch) => {
      if (scope) for (const [path, value] of Object.entries(patch)) scope.setValue(path, value);
    },
    fetchSource: (sourceName, params) => engine.dataSources.fetch(sourceName, scope?.values ?? {}, params),
    forgotten: Boolean(name && Array.isArray(scope?.values.forgotten) && scope.values.forgotten.includes(name)),
    errors: name && scope ? scope.errors.filter((error) => isWithin(error.path, name)) : NO_ERRORS,
    formValues: scope?.values ?? {},
    env: engine.env,
    data,
    hrefOf,
    Link: SiteLink,
    location: { pathname, hash, search },
    navigate,
    children,
    busy: scope?.busy ?? false,
    pendingFiles,
    cookieConsent: engine.cookieConsent,
    found: name ? engine.inlinedStatus?.claimForm?.found?.[name] : undefined,
  };
  return <Widget {...props} />;
}
