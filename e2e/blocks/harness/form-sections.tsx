import { LIMITS } from '@shared/constants';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormDialog } from '@web/components/form-dialog';
import { QueryView } from '@web/components/query-view';
import { StarRating } from '@web/components/star-rating';
import { TitledTextFields } from '@web/components/titled-text-fields';
import { Button } from '@web/components/ui/button';
import { DateField } from '@web/components/ui/date-field';
import { FormField } from '@web/components/ui/form-field';
import { ApiError } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import * as z from 'zod/mini';

declare global {
  interface Window {
    /** Answers the request the page is waiting on (`answeredByTheTest`). */
    answerHarnessRequest?: () => void;
  }
}

/**
 * A request that runs until the test answers it (`window.answerHarnessRequest()`), as on a slow
 * network: the test looks at the pending state for as long as it needs, on any machine.
 */
function answeredByTheTest<T>(value: T): Promise<T> {
  return new Promise((resolve) => {
    window.answerHarnessRequest = () => resolve(value);
  });
}

const ZHarnessMemorySchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.titleRequired' }),
      z.maxLength(LIMITS.titleMax, { error: 'validation.titleTooLong' }),
    ),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.dateFormat' })),
  description: z
    .string()
    .check(z.maxLength(LIMITS.descriptionMax, { error: 'validation.descriptionTooLong' })),
  rating: z.nullable(z.number()),
});

export function FormDialogSection() {
  const [isOpen, setIsOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useAppMutation({
    offline: { needsConnection: 'account' },
    mutationFn: (data: z.infer<typeof ZHarnessMemorySchema>) => answeredByTheTest(data),
    success: 'profile.updated',
    failure: 'profile.updateError',
  });
  const form = useZodForm({
    schema: ZHarnessMemorySchema,
    initialValues: { title: '', date: '', description: '', rating: null as number | null },
    onSubmit: async (data) => {
      const answer = await save.mutateAsync(data);
      setSaved(`${answer.title} (${answer.rating ?? '-'})`);
      setIsOpen(false);
      form.reset();
    },
  });
  return (
    <section className="flex flex-col gap-2">
      <FormDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        trigger={<Button>Nuevo recuerdo</Button>}
        title="Crear recuerdo"
        description="Guarda un momento especial"
        onSubmit={form.onSubmit}
        isPending={form.isSubmitting}
        submitLabel="Guardar"
      >
        <TitledTextFields form={form} ns="memories">
          <FormField label="Fecha" {...form.frame('date')}>
            <DateField {...form.field('date')} />
          </FormField>
        </TitledTextFields>
        <FormField label="Valoración" {...form.frame('rating')}>
          <StarRating aria-label="Valoración" {...form.control('rating')} />
        </FormField>
      </FormDialog>
      {saved && <p>Guardado: {saved}</p>}
    </section>
  );
}

export function ConfirmSection() {
  const [deleted, setDeleted] = useState(0);
  return (
    <section className="flex flex-col gap-2">
      <ConfirmDialog
        trigger={
          <Button variant="outline">
            <Trash2 aria-hidden="true" />
            Eliminar recuerdo
          </Button>
        }
        icon={<Trash2 aria-hidden="true" />}
        title="¿Eliminar este recuerdo?"
        description="No se puede deshacer."
        confirmLabel="Eliminar"
        pendingLabel="Eliminando..."
        onConfirm={() => answeredByTheTest(null).then(() => setDeleted((count) => count + 1))}
      />
      {deleted > 0 && <p>Eliminados: {deleted}</p>}
    </section>
  );
}

/** Down until the page says otherwise: then the retry card's button loads the data. */
let isServerDown = true;

export function LoadFailureSection() {
  const query = useQuery({
    queryKey: ['harness', 'load'],
    queryFn: () =>
      isServerDown ? Promise.reject(new ApiError(500, 'error', 'errors.generic')) : 'ok',
    retry: false,
  });
  return (
    <section className="flex flex-col gap-2">
      <Button
        variant="ghost"
        onClick={() => {
          isServerDown = false;
        }}
      >
        Arreglar el servidor
      </Button>
      <QueryView query={query} pending={<p>Cargando...</p>}>
        {(data) => <p>Datos: {data}</p>}
      </QueryView>
    </section>
  );
}
