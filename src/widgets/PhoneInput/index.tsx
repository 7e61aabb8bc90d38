import type { ChangeEvent } from 'react';
import type { PropsOf, WidgetProps } from '../../engine/contract';
import { describedBy, Field } from '../_shared/fieldMessages';
import { dialCodeOf, phoneValueFrom, phoneValueOf, tidyPhoneInput } from './phoneValue';
import './phoneInput.css';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/** The country's name in the visitor's language, for the flag's text alternative. */
function countryName(country: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/**
 * A phone number as people enter it (GOV.UK: let users enter telephone numbers in whatever format is familiar to
 * them): national or international, with spaces, dashes or brackets, typed, pasted or filled in by the browser
 * (which sets the value and sends input/change events without key presses). The input keeps what was entered and
 * is only tidied once the customer leaves it, so no key press is ever rewritten under the caret. The flag and
 * dialling code before it are the site's country until a "+<code>" names another (libphonenumber-js).
 * Stores { input, international, iso2, regionCode, display } (see phoneValue.ts).
 */
export default function PhoneInput({ id, text, content, props, value, onChange, errors, env }: WidgetProps<Props>) {
  const stored = phoneValueOf(value);
  // The country of the number entered so far; the site's until a "+<code>" names another.
  const named = stored.input && stored.iso2 && stored.regionCode;
  const country = named ? stored.iso2.toUpperCase() : env.country;
  const dialCode = named ? stored.regionCode : dialCodeOf(env.country);

  const store = (input: string) => {
    const next = phoneValueFrom(input, env.country);
    if (next.input !== stored.input || next.international !== stored.international) onChange(next);
  };
  const onInput = (event: ChangeEvent<HTMLInputElement>) => store(event.target.value);
  const onBlur = () => store(tidyPhoneInput(stored.input, env.country));

  const hint = text('hint');
  const invalid = errors.length > 0;
  const countryId = `${id}-country`;
  const name = countryName(country, env.locale);
  // Every country's flag is served under the package's images (a package's own file first, else the shared set).
  const flag = `${env.imagesPath}/flags/${country.toLowerCase()}.svg`;
  return (
    <Field inputId={id} label={text('label')} hint={hint} errors={errors} content={content}>
      <div className={invalid ? 'phone-input phone-input--error' : 'phone-input'}>
        <span className="phone-input__country" id={countryId}>
          <img className="phone-input__flag" src={flag} alt={name} />
          <span className="phone-input__dial-code">+{dialCode}</span>
        </span>
        <input
          className="input phone-input__input"
          id={id}
          type="tel"
          value={stored.input}
          onChange={onInput}
          onBlur={onBlur}
          autoComplete={props.autoComplete ?? 'tel'}
          aria-invalid={invalid || undefined}
          aria-describedby={[countryId, describedBy(id, Boolean(hint), invalid)].filter(Boolean).join(' ')}
        />
      </div>
    </Field>
  );
}
