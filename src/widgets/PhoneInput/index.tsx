import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { PropsOf, WidgetProps } from '../../engine/contract';
import { describedBy, Field } from '../_shared/fieldMessages';
import { regionNamesOf } from '../_shared/intlCache';
import { dialCodeOf, phoneValueOf, samePhoneValue, unreadPhoneValue } from './phoneValue';
import './phoneInput.css';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/**
 * The country's name in the visitor's language, for the flag's text alternative: the site's country's as the page
 * names it, another's from Intl (whose first use costs a slow phone about 70 ms, too long inside the step's start).
 */
function countryName(country: string, env: WidgetProps['env']): string {
  if (country === env.country && env.countryName) return env.countryName;
  try {
    return regionNamesOf(env.locale).of(country) ?? country;
  } catch {
    return country;
  }
}

type PhoneReading = typeof import('./phoneReading');

/** The phone library, once it has arrived (every PhoneInput of the page shares it). */
let arrived: PhoneReading | undefined;
let arriving: Promise<PhoneReading> | undefined;

/** Loads the phone library (once; asked again after a failed download). */
function loadPhoneReading(): Promise<PhoneReading> {
  arriving ??= import('./phoneReading').then(
    (module) => (arrived = module),
    (error: unknown) => {
      arriving = undefined;
      throw error;
    },
  );
  return arriving;
}

/**
 * A phone number as people enter it (GOV.UK: let users enter telephone numbers in whatever format is familiar to
 * them): national or international, with spaces, dashes or brackets, typed, pasted or filled in by the browser
 * (which sets the value and sends input/change events without key presses). The input keeps what was entered and
 * is only tidied once the customer leaves it, so no key press is ever rewritten under the caret. The flag and
 * dialling code before it are the site's country until a "+<code>" names another (libphonenumber-js).
 * Stores { input, international, iso2, regionCode, display } (see phoneValue.ts).
 *
 * Its first render needs no phone library (the site country's dialling code comes from a table generated from the
 * library's metadata), so the page is ready without it; the library (./phoneReading.ts) is loaded right after. An
 * entry made before it arrives is kept as entered (unreadPhoneValue) and read, and tidied if the field was left,
 * once it has.
 */
export default function PhoneInput({ id, name: fieldName, text, content, props, value, onChange, errors, env }: WidgetProps<Props>) {
  const stored = phoneValueOf(value);
  // The country of the number entered so far; the site's until a "+<code>" names another.
  const named = stored.input && stored.iso2 && stored.regionCode;
  const country = named ? stored.iso2.toUpperCase() : env.country;
  const dialCode = named ? stored.regionCode : dialCodeOf(env.country);

  const [reading, setReading] = useState(arrived);
  // What the library owes an entry made before it arrived: its reading, or also its tidying (the field was left).
  const owed = useRef<'reading' | 'tidying'>(undefined);
  const load = useCallback(() => {
    // Without network the entry stays as entered, and the next one asks again.
    loadPhoneReading().then(setReading, () => undefined);
  }, []);
  // Once the page shows the field, a task after its first effects (among them the one that marks the site ready):
  // never in the way of the page's start. An entry made before asks at once.
  useEffect(() => {
    if (reading) return;
    const timer = setTimeout(load, 0);
    return () => clearTimeout(timer);
  }, [reading, load]);
  useEffect(() => {
    if (!reading || !owed.current) return;
    const input = owed.current === 'tidying' ? reading.tidyPhoneInput(stored.input, env.country) : stored.input;
    owed.current = undefined;
    const next = reading.phoneValueFrom(input, env.country);
    if (!samePhoneValue(next, stored)) onChange(next);
  }, [reading, stored, env.country, onChange]);

  const store = (input: string) => {
    if (!reading) {
      owed.current = 'reading';
      if (input !== stored.input) onChange(unreadPhoneValue(input));
      load();
      return;
    }
    // Read from the entry as it is now: whatever was owed to an older one is settled with it.
    owed.current = undefined;
    const next = reading.phoneValueFrom(input, env.country);
    if (next.input !== stored.input || next.international !== stored.international) onChange(next);
  };
  const onInput = (event: ChangeEvent<HTMLInputElement>) => store(event.target.value);
  const onBlur = () => {
    if (reading) store(reading.tidyPhoneInput(stored.input, env.country));
    else if (owed.current || stored.input) owed.current = 'tidying';
  };
  // Back in the field before the library came: its entry is not rewritten under the caret (tidied on the next blur).
  const onFocus = () => {
    if (owed.current === 'tidying') owed.current = 'reading';
  };

  const hint = text('hint');
  const invalid = errors.length > 0;
  const countryId = `${id}-country`;
  const name = countryName(country, env);
  // Every country's flag is served under the package's images (a package's own file first, else the shared set).
  // Loaded lazily: it fills a fixed box (phoneInput.css), and a field lower on the page should not take the line
  // from the scripts that make the page ready.
  const flag = `${env.imagesPath}/flags/${country.toLowerCase()}.svg`;
  return (
    <Field inputId={id} label={text('label')} hint={hint} errors={errors} content={content}>
      <div className={invalid ? 'phone-input phone-input--error' : 'phone-input'}>
        <span className="phone-input__country" id={countryId}>
          <img className="phone-input__flag" src={flag} alt={name} loading="lazy" decoding="async" />
          <span className="phone-input__dial-code">+{dialCode}</span>
        </span>
        <input
          className="input phone-input__input"
          id={id}
          name={fieldName}
          type="tel"
          value={stored.input}
          onChange={onInput}
          onBlur={onBlur}
          onFocus={onFocus}
          autoComplete={props.autoComplete ?? 'tel'}
          aria-invalid={invalid || undefined}
          aria-describedby={[countryId, describedBy(id, Boolean(hint), invalid)].filter(Boolean).join(' ')}
        />
      </div>
    </Field>
  );
}
