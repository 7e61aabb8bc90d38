import { createContext, useContext, type ReactNode } from 'react';
import { fieldIdOf, type Problem } from './fieldIds';

/** The checker's problems of the draft, for the fields that show them. */
const ProblemsContext = createContext<readonly Problem[]>([]);
export const ProblemsProvider = ({ problems, children }: { problems: readonly Problem[]; children: ReactNode }) => (
  <ProblemsContext.Provider value={problems}>{children}</ProblemsContext.Provider>
);

/** The problems at a field (its pointer) of a file, and the ids and attributes its input needs. */
export function useFieldProblems(file: string, pointer: string) {
  const problems = useContext(ProblemsContext).filter((problem) => problem.file === file && problem.pointer === pointer);
  const id = fieldIdOf(file, pointer);
  return {
    id,
    problems,
    inputProps: {
      id,
      'aria-invalid': problems.length ? (true as const) : undefined,
      'aria-describedby': problems.length ? `${id}-error` : undefined,
    },
  };
}

/** The messages under a field, GOV.UK style ("Error:" for screen readers). */
export function FieldError({ id, problems }: { id: string; problems: readonly Problem[] }) {
  if (!problems.length) return null;
  return (
    <p className="field-error" id={`${id}-error`}>
      <span className="visually-hidden">Error: </span>
      {problems.map((problem) => problem.message).join('; ')}
    </p>
  );
}

/** A labelled text input bound to one value of a file, with its problems. */
export function TextField({ file, pointer, label, hint, value, onChange, multiline }: { file: string; pointer: string; label: ReactNode; hint?: string; value: string; onChange: (value: string) => void; multiline?: boolean }) {
  const { id, problems, inputProps } = useFieldProblems(file, pointer);
  return (
    <div className={problems.length ? 'field field--error' : 'field'}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {hint && <p className="hint">{hint}</p>}
      <FieldError id={id} problems={problems} />
      {multiline ? (
        <textarea className="input" rows={3} {...inputProps} value={value} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input className="input" type="text" {...inputProps} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}
