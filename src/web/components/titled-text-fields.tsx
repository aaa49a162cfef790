import { LIMITS } from '@shared/constants';
import type { useZodForm } from '@web/lib/forms/use-zod-form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';
import { Textarea } from './ui/textarea';

type TitledZodForm = ReturnType<typeof useZodForm<{ title: string; description: string }, unknown>>;

/** What of a `useZodForm` these fields use: any form whose values hold a title and a description. */
interface TitledForm {
  field(name: 'title' | 'description'): Omit<ReturnType<TitledZodForm['field']>, 'name'> & {
    name: string;
  };
  frame: TitledZodForm['frame'];
}

/**
 * The features whose texts have the four keys below: tsc checks each `<ns>.<key>` exists, so a
 * new titled feature is added here once its locale file has them.
 */
type TitledNamespace = 'events' | 'bucketList' | 'memories';

interface TitledTextFieldsProps {
  form: TitledForm;
  /**
   * The texts' namespace: `<ns>.titleLabel`, `.titlePlaceholder`, `.descriptionLabel` and
   * `.descriptionPlaceholder` (shared schemas' `titled-text.ts` gives the same limits to all).
   */
  ns: TitledNamespace;
  /** Replaces `<ns>.descriptionLabel` (memories mark it optional). */
  descriptionLabel?: string;
  /** Fields shown between the title and the description (an event's date and type). */
  children?: ReactNode;
}

/**
 * The title and description every titled thing has (events, goals, memories): an input and a
 * textarea with its counter, at the shared `LIMITS`, wired to the form by `form.field(...)`.
 */
export function TitledTextFields({ form, ns, descriptionLabel, children }: TitledTextFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField label={t(`${ns}.titleLabel`)} {...form.frame('title')}>
        <Input
          {...form.field('title')}
          maxLength={LIMITS.titleMax}
          placeholder={t(`${ns}.titlePlaceholder`)}
          autoComplete="off"
        />
      </FormField>
      {children}
      <FormField
        label={descriptionLabel ?? t(`${ns}.descriptionLabel`)}
        {...form.frame('description')}
      >
        <Textarea
          {...form.field('description')}
          maxLength={LIMITS.descriptionMax}
          showCount
          placeholder={t(`${ns}.descriptionPlaceholder`)}
        />
      </FormField>
    </>
  );
}
