import { useEffect } from 'react';
import type { PropsOf, WidgetProps } from '../../engine/contract';
import { DigitBoxes } from '../_shared/DigitBoxes';
import { ErrorMessages } from '../_shared/fieldMessages';
import { Radios } from '../_shared/Radios';
import {
  ACCOUNT_TYPES,
  bankDetailsOf,
  DEFAULT_COUNTRIES,
  defaultBankCountry,
  inputSetOf,
  LEGAL_TYPES,
  type BankDetailsValue,
  withCountry,
} from './bankDetails';
import { BankTextField, CountrySelect } from './fields';
import './bankDetails.css';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/**
 * Bank details for a bank-transfer reward, bound to one object ({country, accountName, accountNumber, sortCode,
 * iban, swift, routingNumber, accountType, legalType}). The bank's country decides which inputs are asked (see
 * inputSetOf); each input has its own DOM id (fieldId("bankDetails.iban")) so the error summary links to it. No
 * input has a maxlength: a browser would drop the extra characters without a word, so a limit is said in the hint
 * and a longer value is refused by the step's validation with its message, everything typed kept.
 */
export default function BankDetails({ name, id, fieldId, text, content, props, value, onChange, errors, forgotten, env }: WidgetProps<Props>) {
  const base = name ?? 'bankDetails';
  const countries = props.countries ?? DEFAULT_COUNTRIES;
  const defaultCountry = defaultBankCountry(env.country, countries, props.defaultCountry);
  const details = bankDetailsOf(value, defaultCountry);
  const complete = Boolean(value && typeof value === 'object' && (value as Partial<BankDetailsValue>).country);
  useEffect(() => {
    // Validation and the server check need the country even when the visitor keeps the default one.
    if (!complete) onChange(bankDetailsOf(value, defaultCountry));
  }, [complete, value, defaultCountry, onChange]);

  const update = (patch: Partial<BankDetailsValue>) => onChange({ ...details, ...patch });
  const idOf = (field: keyof BankDetailsValue) => fieldId(`${base}.${field}`);
  // Without scripts each field posts under its path (core/engine/flow/postedAnswers.ts, noScript 'fields').
  const nameOf = (field: keyof BankDetailsValue) => `${base}.${field}`;
  const errorsAt = (field: keyof BankDetailsValue) => errors.filter((error) => error.path === `${base}.${field}`);
  const ownErrors = errors.filter((error) => !Object.keys(details).some((field) => error.path === `${base}.${field}`));
  const set = inputSetOf(details.country);
  // A hint may differ by the bank's country (the account number's length: "8 digits.", "4 to 17 digits.").
  const hintOf = (field: string) => text(`${field}Hint_${details.country}`) || text(`${field}Hint`);
  const textField = (field: 'accountName' | 'accountNumber' | 'routingNumber', width: 'full' | '20' | '10') => (
    <BankTextField
      inputId={idOf(field)}
      name={nameOf(field)}
      label={text(`${field}Label`)}
      hint={hintOf(field)}
      errors={errorsAt(field)}
      content={content}
      value={details[field]}
      onChange={(typed) => update({ [field]: typed })}
      width={width}
      inputMode={field === 'accountName' ? undefined : 'numeric'}
      autoComplete="off"
    />
  );

  return (
    <div className={ownErrors.length > 0 ? 'bank-details field--error' : 'bank-details'} id={id} tabIndex={-1}>
      <h2 className="heading-m">{text('title')}</h2>
      {forgotten && <p className="bank-details__notice">{text('forgotten')}</p>}
      <ErrorMessages inputId={id} errors={ownErrors} content={content} />
      <CountrySelect
        inputId={idOf('country')}
        name={nameOf('country')}
        label={text('countryLabel')}
        errors={errorsAt('country')}
        content={content}
        countries={countries.includes(details.country) ? countries : [details.country, ...countries]}
        nameOf={(country) => text(`country_${country}`)}
        value={details.country}
        onChange={(country) => onChange(withCountry(details, country))}
      />
      {textField('accountName', 'full')}
      {set !== 'iban' && textField('accountNumber', '20')}
      {set === 'sortCode' && (
        // Three boxes of two digits, as UK cards print it; stored "11-22-99".
        <DigitBoxes
          id={idOf('sortCode')}
          name={nameOf('sortCode')}
          label={text('sortCodeLabel')}
          hint={text('sortCodeHint')}
          boxLabel={(n, count) => text('sortCodeBoxLabel', { n, count })}
          boxCount={3}
          digitsPerBox={2}
          placeholders={props.sortCodePlaceholders}
          errors={errorsAt('sortCode')}
          content={content}
          value={details.sortCode}
          onChange={(sortCode) => update({ sortCode })}
        />
      )}
      {set === 'routing' && textField('routingNumber', '10')}
      {set === 'routing' && (
        <Radios
          id={idOf('accountType')}
          name={nameOf('accountType')}
          legend={text('accountTypeLegend')}
          options={ACCOUNT_TYPES}
          inline
          labelOf={(option) => text(`accountType_${option}`)}
          errors={errorsAt('accountType')}
          content={content}
          value={details.accountType}
          onChange={(accountType) => update({ accountType })}
        />
      )}
      {set === 'iban' && (
        <>
          <BankTextField
            inputId={idOf('iban')}
            name={nameOf('iban')}
            label={text('ibanLabel')}
            hint={text('ibanHint')}
            errors={errorsAt('iban')}
            content={content}
            value={details.iban}
            onChange={(iban) => update({ iban })}
            width="full"
            autoComplete="off"
            compact
          />
          <BankTextField
            inputId={idOf('swift')}
            name={nameOf('swift')}
            label={text('swiftLabel')}
            hint={text('swiftHint')}
            errors={errorsAt('swift')}
            content={content}
            value={details.swift}
            onChange={(swift) => update({ swift })}
            width="20"
            autoComplete="off"
            compact
          />
        </>
      )}
      <Radios
        id={idOf('legalType')}
        name={nameOf('legalType')}
        legend={text('legalTypeLegend')}
        options={LEGAL_TYPES}
        inline
        labelOf={(option) => text(`legalType_${option}`)}
        errors={errorsAt('legalType')}
        content={content}
        value={details.legalType}
        onChange={(legalType) => update({ legalType })}
      />
    </div>
  );
}
