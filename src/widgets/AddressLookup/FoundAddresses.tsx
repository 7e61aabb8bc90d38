import type { WidgetProps } from '../../engine/contract';
import { Radios } from '../_shared/Radios';
import { addressLabel } from '../../../core/rules/addressPatch';

interface FoundAddressesProps {
  id: string;
  name: string;
  found: NonNullable<WidgetProps['found']>;
  text: WidgetProps['text'];
  content: WidgetProps['content'];
}

const NO_ERRORS: never[] = [];

/**
 * The addresses the server found when the search was sent without scripts (core/engine/flow/postedLookup.ts): radios
 * named found:<name> and a Use button (pick:<name>); Continue with one chosen uses it too. Nothing found, or a
 * search that failed, is said as the scripted search says it.
 */
export function FoundAddresses({ id, name, found, text, content }: FoundAddressesProps) {
  if (found === 'failed' || found.length === 0)
    return (
      <p className="address-lookup__status" role="status">
        {text(found === 'failed' ? 'searchFailed' : 'resultsNone')}
      </p>
    );
  const options = found.map((_, index) => String(index));
  return (
    <div className="address-lookup__found">
      <Radios
        id={`${id}-found`}
        name={`found:${name}`}
        legend={found.length === 1 ? text('resultsOne') : text('resultsMany', { count: found.length })}
        options={options}
        labelOf={(option) => addressLabel(found[Number(option)])}
        errors={NO_ERRORS}
        content={content}
        value={undefined}
        onChange={() => undefined}
      />
      <button type="submit" name="action" value={`pick:${name}`} className="button button--secondary">
        {text('use')}
      </button>
    </div>
  );
}
