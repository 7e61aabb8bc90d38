import type { WidgetProps } from '../../engine/contract';
import { addressLabel } from '../../../core/rules/addressPatch';

interface FoundAddressesProps {
  id: string;
  name: string;
  found: NonNullable<WidgetProps['found']>;
  text: WidgetProps['text'];
}

/**
 * The addresses the server found when the search was sent without scripts (core/engine/flow/postedLookup.ts): radios
 * named found:<name> and a Use button (pick:<name>); Continue with one chosen uses it too. Nothing found, or a
 * search that failed, is said as the scripted search says it.
 */
export function FoundAddresses({ id, name, found, text }: FoundAddressesProps) {
  if (found === 'failed' || found.length === 0)
    return (
      <p className="address-lookup__status" role="status">
        {text(found === 'failed' ? 'searchFailed' : 'resultsNone')}
      </p>
    );
  // Plain radios (no state: they are only ever used without scripts), so the widget's chunk carries no more.
  return (
    <div className="address-lookup__found field">
      <fieldset className="fieldset">
        <legend className="fieldset__legend">{found.length === 1 ? text('resultsOne') : text('resultsMany', { count: found.length })}</legend>
        <div className="radios">
          {found.map((item, index) => (
            <div className="radios__item" key={index}>
              <input className="radios__input" type="radio" id={`${id}-found-${index}`} name={`found:${name}`} value={index} />
              <label className="radios__label" htmlFor={`${id}-found-${index}`}>
                {addressLabel(item)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <button type="submit" name="action" value={`pick:${name}`} className="button button--secondary">
        {text('use')}
      </button>
    </div>
  );
}
