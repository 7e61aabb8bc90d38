import { useState } from 'react';
import { pointerOf } from './fieldIds';
import { FieldError, useFieldProblems } from './Problems';
import { valueAt } from './jsonPointer';
import type { StudioSchemas } from './api';

/** The JSON Schema keywords the form reads (the studio API's JsonSchema). */
type Schema = StudioSchemas['JsonSchema'];

interface FormProps {
  /** The schema of the whole file (its $defs resolve $refs). */
  root: Schema;
  file: string;
  value: unknown;
  onChange: (pointer: string, value: unknown) => void;
}

const resolve = (root: Schema, schema: Schema | undefined): Schema => {
  if (schema?.$ref && typeof schema.$ref === 'string' && schema.$ref.startsWith('#/')) return resolve(root, valueAt(root, schema.$ref.slice(1)) as Schema);
  return schema ?? {};
};
const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type);
const isPlain = (root: Schema, schema: Schema) => ['boolean', 'string', 'integer', 'number'].includes(typeOf(schema) ?? '') || Array.isArray(schema.enum) || (typeOf(schema) === 'array' && typeOf(resolve(root, schema.items)) === 'string');
const words = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/**
 * A form made from a JSON Schema (promotion.json's, a widget's props schema): a checkbox per boolean, a list per
 * enum, inputs for strings and numbers, a fieldset per object (its declared properties, or the keys it has), a
 * line per item for lists of strings, and JSON for what no control fits. Every field has the id the checker's
 * errors link to (file + pointer).
 */
export function SchemaForm({ root, file, value, onChange, pointer = '', schema = root, label }: FormProps & { pointer?: string; schema?: Schema; label?: string }) {
  const own = resolve(root, schema);
  const type = typeOf(own);
  if (type === 'object' && (own.properties || own.additionalProperties)) {
    const current = (value ?? {}) as Record<string, unknown>;
    // Declared settings are offered even when unset when a plain control fits them; nested objects only when present.
    const properties = own.properties;
    const keys = properties
      ? Object.keys(properties).filter((key) => key !== '$schema' && (key in current || own.required?.includes(key) || isPlain(root, resolve(root, properties[key]))))
      : Object.keys(current);
    const extra = properties && own.additionalProperties ? Object.keys(current).filter((key) => !(key in properties)) : [];
    const body = [...keys, ...extra].map((key) => (
      <SchemaForm
        key={key}
        root={root}
        file={file}
        value={current[key]}
        onChange={onChange}
        pointer={`${pointer}${pointerOf(key)}`}
        schema={own.properties?.[key] ?? (typeof own.additionalProperties === 'object' ? own.additionalProperties : {})}
        label={key}
      />
    ));
    if (!pointer) return <div className="schema-form">{body}</div>;
    return (
      <fieldset className="fieldset">
        <legend className="fieldset__legend">{words(label ?? '')}</legend>
        {own.description && <p className="hint">{own.description}</p>}
        {body}
      </fieldset>
    );
  }
  return <ValueField root={root} file={file} value={value} onChange={onChange} pointer={pointer} schema={own} label={label ?? pointer} />;
}

function ValueField({ root, file, value, onChange, pointer, schema, label }: FormProps & { pointer: string; schema: Schema; label: string }) {
  const { id, problems, inputProps } = useFieldProblems(file, pointer);
  const type = typeOf(schema);
  const hint = schema.description as string | undefined;
  const wrap = (control: React.ReactNode, inline = false) => (
    <div className={`field${problems.length ? ' field--error' : ''}${inline ? ' field--inline' : ''}`}>
      {!inline && (
        <label className="label" htmlFor={id}>
          {words(label)}
        </label>
      )}
      {hint && !inline && <p className="hint">{hint}</p>}
      <FieldError id={id} problems={problems} />
      {control}
    </div>
  );
  // A value the schema fixes (the definition language's version): shown, not edited.
  if ('const' in schema) return wrap(<output id={id} className="input">{JSON.stringify(value ?? schema.const)}</output>);
  if (type === 'boolean')
    return wrap(
      <div className="checkbox">
        <input type="checkbox" {...inputProps} checked={value === true} onChange={(event) => onChange(pointer, event.target.checked)} />
        <label htmlFor={id}>{words(label)}</label>
      </div>,
      true,
    );
  const options = schema.enum;
  if (Array.isArray(options))
    return wrap(
      <select className="input" {...inputProps} value={String(value ?? '')} onChange={(event) => onChange(pointer, options.find((option) => String(option) === event.target.value))}>
        {options.map((option) => (
          <option key={String(option)} value={String(option)}>
            {String(option)}
          </option>
        ))}
      </select>,
    );
  if (type === 'string')
    return wrap(<input className="input" type="text" {...inputProps} value={String(value ?? '')} onChange={(event) => onChange(pointer, event.target.value)} />);
  if (type === 'integer' || type === 'number')
    return wrap(<input className="input input--number" type="number" {...inputProps} value={value === undefined ? '' : String(value)} onChange={(event) => onChange(pointer, event.target.value === '' ? undefined : Number(event.target.value))} />);
  if (type === 'array' && typeOf(resolve(root, schema.items)) === 'string')
    return wrap(
      <textarea
        className="input"
        rows={Math.max(2, ((value as string[] | undefined) ?? []).length + 1)}
        {...inputProps}
        aria-describedby={[inputProps['aria-describedby'], `${id}-lines`].filter(Boolean).join(' ')}
        value={((value as string[] | undefined) ?? []).join('\n')}
        onChange={(event) => onChange(pointer, event.target.value.split('\n').map((line) => line.trim()).filter(Boolean))}
      />,
    );
  return wrap(<JsonField id={id} inputProps={inputProps} value={value} onChange={(next) => onChange(pointer, next)} />);
}

/** JSON typed by hand: kept as text until it parses, then given back as a value. */
export function JsonField({ id, inputProps, value, onChange, rows = 6 }: { id: string; inputProps: Record<string, unknown>; value: unknown; onChange: (value: unknown) => void; rows?: number }) {
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [invalid, setInvalid] = useState<string | undefined>();
  return (
    <>
      {invalid && (
        <p className="field-error" id={`${id}-json`}>
          <span className="visually-hidden">Error: </span>Not JSON yet: {invalid}
        </p>
      )}
      <textarea
        className="input input--code"
        rows={rows}
        spellCheck={false}
        {...inputProps}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          try {
            onChange(JSON.parse(event.target.value));
            setInvalid(undefined);
          } catch (error) {
            setInvalid((error as Error).message);
          }
        }}
      />
    </>
  );
}
