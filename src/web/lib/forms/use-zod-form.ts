import { issueParams } from '@shared/schemas/issue-params';
import { type ChangeEvent, type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodMiniType } from 'zod/mini';
import { runtimeKey, type TranslationKey } from '../i18n-keys';
import { toast } from '../toast';

/** A problem to show: an i18n key (and its params) for one field. */
export interface FieldProblem<TField extends string> {
  field: TField;
  /** Null when the message is shown elsewhere (a toast) and the field is only marked. */
  message: TranslationKey | null;
  params?: Record<string, unknown>;
}

interface UseZodFormOptions<TValues extends Record<string, unknown>, TOutput> {
  /** A shared schema (`src/shared/schemas`): its messages are i18n keys. */
  schema: ZodMiniType<TOutput>;
  initialValues: TValues;
  /** Rules the schema cannot know (a date "not after today" by this person's clock). */
  refine?: (data: TOutput) => FieldProblem<keyof TValues & string> | null;
  /**
   * Runs with the parsed data. While its promise runs the form is pending; a rejection is
   * taken as already reported (useAppMutation toasts it), so pass `mutation.mutateAsync`.
   */
  onSubmit: (data: TOutput) => unknown;
  /** 'inline' (default): the first problem under its field; 'toast': as a toast, field marked. */
  errorDisplay?: 'inline' | 'toast';
}

/** The text fields whose shown text differs from the value they were drawn with, if any. */
function typedBeforeHydration(
  elements: Map<string, HTMLElement | null>,
  drawnWith: Record<string, unknown>,
): Record<string, string> | null {
  const typed: Record<string, string> = {};
  for (const [name, element] of elements) {
    const isTextField =
      element instanceof HTMLTextAreaElement ||
      (element instanceof HTMLInputElement &&
        !['checkbox', 'radio', 'file'].includes(element.type));
    const drawn = drawnWith[name];
    if (isTextField && typeof drawn === 'string' && element.value !== drawn) {
      typed[name] = element.value;
    }
  }
  return Object.keys(typed).length > 0 ? typed : null;
}

/**
 * The one form helper: values, ids and aria wiring per field, the schema's FIRST problem shown
 * under its field with the focus moved there (forms show one error at a time), a pending
 * submit. Usage:
 *
 *   const form = useZodForm({ schema: ZCreateMemorySchema, initialValues: { title: '' },
 *     onSubmit: (data) => create.mutateAsync(data) });
 *   <form onSubmit={form.onSubmit} noValidate>
 *     <FormField label={titleText} {...form.frame('title')}>
 *       <Input {...form.field('title')} />
 *     </FormField>
 *     <Button type="submit" isLoading={form.isSubmitting}>...</Button>
 *
 * `field(name)` suits native inputs (an event in onChange); `control(name)` gives
 * `value`/`onValueChange` for the custom ones (star rating, segmented control, select).
 */
export function useZodForm<TValues extends Record<string, unknown>, TOutput>({
  schema,
  initialValues,
  refine,
  onSubmit,
  errorDisplay = 'inline',
}: UseZodFormOptions<TValues, TOutput>) {
  type TField = keyof TValues & string;
  const { t } = useTranslation();
  const idPrefix = useId();
  const [values, setValues] = useState(initialValues);
  // What "nothing changed" means: the values the form opened with.
  const baseline = useRef<Record<string, unknown>>(initialValues);
  const [problem, setProblem] = useState<FieldProblem<TField> | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const elements = useRef(new Map<string, HTMLElement | null>());
  // A ref, not the state: two quick Enter presses come before the re-render that shows pending.
  const isInFlight = useRef(false);

  // A form drawn by the server takes typing before its code runs (a password manager fills it
  // the moment it appears). Hydration leaves that text in the fields but not in the state, so
  // the next render would wipe it and a submit would send the empty start: adopt it once.
  useLayoutEffect(() => {
    const typed = typedBeforeHydration(elements.current, baseline.current);
    if (typed) setValues((current) => ({ ...current, ...typed }));
  }, []);

  const idOf = (name: TField) => `${idPrefix}-${name}`;
  const isField = (name: unknown): name is TField =>
    typeof name === 'string' && Object.hasOwn(initialValues, name);

  // Editing a field clears its own problem: the mark should not outlive the mistake.
  const writeValue = (name: TField, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblem((current) => (current?.field === name ? null : current));
  };
  const setValue = <K extends TField>(name: K, value: TValues[K]) => writeValue(name, value);

  /** Shows a problem (from the schema, a rule or the server) and moves the focus to its field. */
  const showProblem = (next: FieldProblem<TField>) => {
    const element = elements.current.get(next.field);
    if (errorDisplay === 'toast' && next.message) toast.error(t(next.message, next.params));
    setProblem(next);
    element?.focus();
  };

  const errorOf = (name: TField): string | null =>
    errorDisplay === 'inline' && problem?.field === name && problem.message
      ? t(problem.message, problem.params)
      : null;

  type TStringField = { [K in TField]: TValues[K] extends string ? K : never }[TField];

  const common = (name: TField) => ({
    id: idOf(name),
    ref: (element: HTMLElement | null) => {
      elements.current.set(name, element);
    },
    'aria-invalid': problem?.field === name,
    'aria-describedby': errorOf(name) ? `${idOf(name)}-message` : undefined,
  });

  const submit = async () => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const field = issue?.path[0];
      // A shared schema's message: a key, known only at run time.
      const message = issue ? runtimeKey(issue.message) : 'errors.invalidInput';
      // Its numbers ("Máximo {{max}} caracteres"): the limit, as the schema checked it.
      const params = issueParams(issue);
      if (isField(field)) return showProblem({ field, message, params });
      return toast.error(t(message, params));
    }
    const ruleProblem = refine?.(parsed.data);
    if (ruleProblem) return showProblem(ruleProblem);
    setProblem(null);
    isInFlight.current = true;
    setIsSubmitting(true);
    try {
      await onSubmit(parsed.data);
    } catch {
      // Reported where it happened (the mutation's failure toast).
    } finally {
      isInFlight.current = false;
      setIsSubmitting(false);
    }
  };

  return {
    values,
    setValue,
    /** Something was typed or chosen since the form opened (or was last reset). */
    isDirty: Object.keys(baseline.current).some(
      (name) => !Object.is(values[name], baseline.current[name]),
    ),
    reset: (next: TValues = initialValues) => {
      baseline.current = next;
      setValues(next);
      setProblem(null);
    },
    showProblem,
    clearProblem: () => setProblem(null),
    /** Marks a field and focuses it when its message is already shown elsewhere (a toast). */
    markInvalid: (field: TField) => {
      setProblem({ field, message: null });
      elements.current.get(field)?.focus();
    },
    isSubmitting,
    errorOf,
    /** What FormField needs: the control's id and its message. */
    frame: (name: TField) => ({ id: idOf(name), error: errorOf(name) }),
    /** A native input, textarea or select bound to a string value. */
    field: (name: TStringField) => ({
      ...common(name),
      name,
      value: String(values[name] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        writeValue(name, event.target.value),
    }),
    /** A custom control bound to any value type. */
    control: <K extends TField>(name: K) => ({
      ...common(name),
      value: values[name],
      onValueChange: (value: TValues[K]) => setValue(name, value),
    }),
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      if (!isInFlight.current) void submit();
    },
  };
}
