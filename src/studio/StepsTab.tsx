import { useState } from 'react';
import { pointerOf } from './fieldIds';
import { JsonField, SchemaForm } from './SchemaForm';
import { TextField, useFieldProblems, FieldError } from './Problems';
import { setAt } from './jsonPointer';
import type { Block, Flow, Step } from '../../core/generated/definitions';
import type { StudioSchemas } from './api';
import type { Files, Update } from './useDraft';

type JsonSchema = StudioSchemas['JsonSchema'];

const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/**
 * The flow's steps in order, moved up and down by pointer or keyboard (each move announced), and each step's
 * wording, validation, actions and blocks: a block's settings through the form of its widget's props schema.
 */
export function StepsTab({ files, update, widgetSchemas }: { files: Files; update: Update; widgetSchemas: Record<string, JsonSchema> }) {
  const flowFiles = Object.keys(files).filter((file) => file.startsWith('flows/')).sort();
  const [announcement, setAnnouncement] = useState('');
  const [open, setOpen] = useState<string | undefined>();
  const stepFile = (id: string) => Object.keys(files).find((file) => file.startsWith('steps/') && (files[file] as Partial<Step> | undefined)?.id === id);
  return (
    <section aria-labelledby="steps-title">
      <h2 id="steps-title">Steps</h2>
      <p className="visually-hidden" aria-live="assertive">
        {announcement}
      </p>
      {flowFiles.map((flowFile) => {
        const flow = files[flowFile] as Partial<Flow>;
        const steps: string[] = flow.steps ?? [];
        const reorder = (from: number, to: number) => {
          update(flowFile, (json: Flow) => ({ ...json, steps: move(json.steps, from, to) }));
          setAnnouncement(`${steps[from]} moved to position ${to + 1} of ${steps.length}`);
        };
        return (
          <div key={flowFile}>
            <h3>
              Flow <code>{flow.id}</code> ({flowFile})
            </h3>
            <ol className="step-list">
              {steps.map((id, index) => {
                const file = stepFile(id);
                return (
                  <li key={id} className="step-list__item">
                    <div className="step-list__row">
                      <span className="step-list__name">
                        {index + 1}. <code>{id}</code>
                      </span>
                      <span className="step-list__buttons">
                        <button type="button" className="button button--secondary" disabled={index === 0} onClick={() => reorder(index, index - 1)} aria-label={`Move ${id} up`}>
                          Move up
                        </button>
                        <button type="button" className="button button--secondary" disabled={index === steps.length - 1} onClick={() => reorder(index, index + 1)} aria-label={`Move ${id} down`}>
                          Move down
                        </button>
                        {file && (
                          <button type="button" className="button button--secondary" aria-expanded={open === file} aria-controls={`step-${id}`} onClick={() => setOpen(open === file ? undefined : file)}>
                            {open === file ? `Close ${id}` : `Edit ${id}`}
                          </button>
                        )}
                      </span>
                    </div>
                    {file && open === file && (
                      <div id={`step-${id}`}>
                        <StepEditor file={file} step={files[file] as Step} update={update} widgetSchemas={widgetSchemas} />
                      </div>
                    )}
                  </li>
                );
              })}
            </ol>
          </div>
        );
      })}
    </section>
  );
}

function StepEditor({ file, step, update, widgetSchemas }: { file: string; step: Step; update: Update; widgetSchemas: Record<string, JsonSchema> }) {
  const set = (pointer: string, value: unknown) => update(file, (json) => setAt(json, pointer, value));
  const [adding, setAdding] = useState('TextInput');
  const blocks: Block[] = step.blocks ?? [];
  return (
    <div className="step-editor">
      <TextField file={file} pointer="/title" label="Title (alias)" value={step.title ?? ''} onChange={(value) => set('/title', value)} />
      <TextField file={file} pointer="/description" label="Description (alias)" value={step.description ?? ''} onChange={(value) => set('/description', value || undefined)} />
      <TextField file={file} pointer="/validation" label="Validation schema" hint="The name of a validation schema, e.g. personalDetails" value={step.validation ?? ''} onChange={(value) => set('/validation', value || undefined)} />
      <TextField
        file={file}
        pointer="/actions"
        label="Actions on Continue, in order (one per line)"
        multiline
        value={(step.actions ?? []).join('\n')}
        onChange={(value) => set('/actions', value.split('\n').map((line) => line.trim()).filter(Boolean))}
      />
      <h4>Blocks</h4>
      <ol className="block-list">
        {blocks.map((block, index) => (
          <li key={`${index}-${block.type}-${block.name ?? ''}`} className="block-list__item">
            <BlockEditor
              file={file}
              pointer={pointerOf('blocks', index)}
              block={block}
              schema={widgetSchemas[block.type]}
              set={set}
              moveUp={index > 0 ? () => update(file, (json: Step) => ({ ...json, blocks: move(json.blocks ?? [], index, index - 1) })) : undefined}
              moveDown={index < blocks.length - 1 ? () => update(file, (json: Step) => ({ ...json, blocks: move(json.blocks ?? [], index, index + 1) })) : undefined}
              remove={() => update(file, (json: Step) => ({ ...json, blocks: (json.blocks ?? []).filter((_, i) => i !== index) }))}
            />
          </li>
        ))}
      </ol>
      <div className="field field--inline-row">
        <label className="label" htmlFor={`${file}-add`}>
          Add a block of type
        </label>
        <select className="input" id={`${file}-add`} value={adding} onChange={(event) => setAdding(event.target.value)}>
          {Object.keys(widgetSchemas).sort().map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
        <button type="button" className="button button--secondary" onClick={() => update(file, (json: Step) => ({ ...json, blocks: [...(json.blocks ?? []), { type: adding, text: {} }] }))}>
          Add block
        </button>
      </div>
    </div>
  );
}

function BlockEditor({ file, pointer, block, schema, set, moveUp, moveDown, remove }: { file: string; pointer: string; block: Block; schema: JsonSchema | undefined; set: (pointer: string, value: unknown) => void; moveUp?: () => void; moveDown?: () => void; remove: () => void }) {
  const name = `${block.type}${block.name ? ` “${block.name}”` : ''}`;
  const visible = useFieldProblems(file, `${pointer}/visibleWhen`);
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend">{name}</legend>
      <div className="step-list__buttons">
        <button type="button" className="button button--secondary" disabled={!moveUp} onClick={moveUp} aria-label={`Move block ${name} up`}>
          Move up
        </button>
        <button type="button" className="button button--secondary" disabled={!moveDown} onClick={moveDown} aria-label={`Move block ${name} down`}>
          Move down
        </button>
        <button type="button" className="button button--warning" onClick={remove} aria-label={`Remove block ${name}`}>
          Remove
        </button>
      </div>
      {block.name !== undefined && <TextField file={file} pointer={`${pointer}/name`} label="Field name (the answer's path)" value={block.name} onChange={(value) => set(`${pointer}/name`, value)} />}
      {Object.entries((block.text ?? {}) as Record<string, string>).map(([slot, alias]) => (
        <TextField key={slot} file={file} pointer={`${pointer}/text/${slot}`} label={`Text “${slot}” (alias)`} value={alias} onChange={(value) => set(`${pointer}/text/${slot}`, value)} />
      ))}
      <div className="field">
        <label className="label" htmlFor={visible.id}>
          Shown when (condition, JSON; empty: always)
        </label>
        <FieldError id={visible.id} problems={visible.problems} />
        <JsonField id={visible.id} inputProps={visible.inputProps} rows={2} value={block.visibleWhen ?? null} onChange={(value) => set(`${pointer}/visibleWhen`, value ?? undefined)} />
      </div>
      {schema && Object.keys(schema.properties ?? {}).length > 0 && (
        <fieldset className="fieldset">
          <legend className="fieldset__legend">Settings of the {block.type} widget</legend>
          <SchemaForm root={schema} file={file} pointer={`${pointer}/props`} schema={{ ...schema, $schema: undefined }} value={block.props ?? {}} onChange={(at, value) => set(at, value)} label="props" />
        </fieldset>
      )}
    </fieldset>
  );
}
