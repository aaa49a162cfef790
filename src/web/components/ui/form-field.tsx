import type { ReactNode } from 'react';
import { Label } from './label';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  children: ReactNode;
}

/** Label, control and its message; the control should set aria-describedby={`${id}-message`}. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {(error || hint) && (
        <p
          id={`${id}-message`}
          role={error ? 'alert' : undefined}
          className={
            error ? 'text-sm font-medium text-destructive' : 'text-xs text-muted-foreground'
          }
        >
          {error ?? hint}
        </p>
      )}
    </div>
  );
}
