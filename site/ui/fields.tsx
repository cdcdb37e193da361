import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { css } from '../styles/styled.ts';
import { color, radius } from '../styles/tokens.ts';

const control = () => css`
  width: 100%;
  min-height: 48px;
  padding: 10px 14px;
  border: 1.5px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.text};
  &::placeholder { color: ${color.muted}; opacity: 0.8; }
  &:focus-visible { outline: 3px solid ${color.focus}; outline-offset: 1px; border-color: ${color.focus}; }
  &:user-invalid { border-color: ${color.danger}; }
`;

const fieldClass = () => css`
  display: grid;
  gap: 6px;
  label { font-weight: 600; font-size: 0.95rem; }
`;

/** The label above a control; required fields are marked for sighted users, the attribute tells everyone else. */
function Labelled({
  id,
  label,
  required,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={fieldClass()}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
    </div>
  );
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
}

/** A labelled input. */
export function Field({ id, label, required, ...input }: FieldProps) {
  return (
    <Labelled id={id} label={label} required={required}>
      <input id={id} name={id} required={required} className={control()} {...input} />
    </Labelled>
  );
}

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
}

/** A labelled multi-line input. */
export function TextArea({ id, label, required, ...area }: TextAreaProps) {
  return (
    <Labelled id={id} label={label} required={required}>
      <textarea id={id} name={id} required={required} rows={5} className={control()} {...area} />
    </Labelled>
  );
}

/** The bare control style, for inputs laid out differently (the footer newsletter). */
export const inputClass = control;
