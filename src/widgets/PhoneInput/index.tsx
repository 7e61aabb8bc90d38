import { useMemo, type ChangeEvent } from 'react';
import { usePhoneInput } from 'react-international-phone';
import type { WidgetProps } from '../../engine/contract';
import { describedBy, Field } from '../_shared/fieldMessages';
import { phoneCountryFor } from './country';
import { libraryPhoneOf, phoneValueFrom, phoneValueOf, withoutOwnDialCode } from './phoneValue';
import './phoneInput.css';

interface PhoneInputProps {
  autoComplete?: string;
}

/** The country's name in the visitor's language, for the flag's text alternative. */
function countryName(country: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/**
 * A phone number of the locale's country only (spec section 2): its flag and dialling code are shown before
 * the input, the customer types the national part. Built on react-international-phone's usePhoneInput (its
 * formatting masks and caret handling) with our own markup, so there is no country button that cannot be used,
 * the input carries the field id the error summary links to, and flags come from our own files.
 * Stores { input, international, iso2, regionCode } (see phoneValue.ts).
 */
export default function PhoneInput({ id, text, content, props, value, onChange, errors, env }: WidgetProps<PhoneInputProps>) {
  const country = useMemo(() => phoneCountryFor(env.country), [env.country]);
  const stored = phoneValueOf(value);

  const { inputValue, handlePhoneValueChange, inputRef } = usePhoneInput({
    defaultCountry: country.iso2,
    countries: [country.data],
    value: libraryPhoneOf(stored.input, country),
    disableDialCodeAndPrefix: true,
    disableCountryGuess: true,
    // Longer numbers than the mask are kept, not cut off.
    allowMaskOverflow: true,
    onChange: ({ inputValue: shown }) => {
      const next = phoneValueFrom(shown, country);
      // The library reports its initial state too: only a real change reaches the draft.
      if (next.input !== stored.input || next.international !== stored.international) onChange(next);
    },
  });

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const national = withoutOwnDialCode(event.target.value, country);
    if (national !== event.target.value) event.target.value = national;
    handlePhoneValueChange(event);
  };

  const hint = text('hint');
  const invalid = errors.length > 0;
  const countryId = `${id}-country`;
  // The package's own flag of its country (images/flags/<iso2>.svg; the checker insists it is there).
  const flag = `${env.imagesPath}/flags/${country.iso2}.svg`;
  return (
    <Field inputId={id} label={text('label')} hint={hint} errors={errors} content={content}>
      <div className={invalid ? 'phone-input phone-input--error' : 'phone-input'}>
        <span className="phone-input__country" id={countryId}>
          <img className="phone-input__flag" src={flag} alt={countryName(env.country, env.locale)} />
          <span className="phone-input__dial-code">+{country.dialCode}</span>
        </span>
        <input
          className="input phone-input__input"
          id={id}
          ref={inputRef}
          type="tel"
          value={inputValue}
          onChange={onInput}
          autoComplete={props.autoComplete ?? 'tel-national'}
          aria-invalid={invalid || undefined}
          aria-describedby={[countryId, describedBy(id, Boolean(hint), invalid)].filter(Boolean).join(' ')}
        />
      </div>
    </Field>
  );
}
