import { useEffect } from 'react';
import type { PropsOf, WidgetProps } from '../../engine/contract';
import { Radios } from '../_shared/Radios';
import { availableOptions, listedOptions, replacementFor } from './availableOptions';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/** One choice from a fixed list; the first radio carries the field id so the error summary can focus it. */
export default function RadioGroup({ id, name, text, content, props, value, onChange, errors, env }: WidgetProps<Props>) {
  const all = listedOptions(props, text);
  const options = availableOptions(all, props.optionFlags, env);
  const hidden = props.hideWhenSingle === true && options.length === 1;
  const replacement = replacementFor(value, options, all, hidden);
  useEffect(() => {
    if (replacement !== undefined) onChange(replacement);
  }, [replacement, onChange]);

  // A question with a single possible answer is not asked; that answer is stored instead (and posted with the step's
  // form when scripts are off).
  if (hidden) return name ? <input type="hidden" name={name} value={String(options[0])} /> : null;
  return (
    <Radios
      id={id}
      name={name}
      legend={text('legend')}
      hint={text('hint')}
      options={options}
      labelOf={(option) => (props.listSlot ? option : text(`option_${option}`))}
      inline={props.inline}
      errors={errors}
      content={content}
      value={value}
      onChange={onChange}
    />
  );
}
