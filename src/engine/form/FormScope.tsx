import { createContext, useContext } from 'react';
import type { FieldError, FormValues } from '../contract';

/** The values and errors of the form a block sits in (a claim step, or a page form such as the tracker). */
export interface FormScope {
  values: FormValues;
  setValue: (path: string, value: unknown) => void;
  errors: FieldError[];
  busy: boolean;
}

export const FormScopeContext = createContext<FormScope | null>(null);

export function useFormScope(): FormScope | null {
  return useContext(FormScopeContext);
}
