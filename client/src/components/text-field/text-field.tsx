import type { InputHTMLAttributes, ReactNode } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: ReactNode;
  /** A line under the input that describes it (a rule it must meet), read out with it. */
  hint?: ReactNode;
}

/** One labelled row of a form (`.field`): the label, the input with every other prop, and an optional hint. */
export function TextField({ id, label, hint, ...input }: TextFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={hint ? hintId : undefined} {...input} />
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
    </div>
  );
}
