import { cn } from '@web/lib/cn';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/** The round × in a dialog's corner, named "Cerrar" for screen readers. */
export function DialogCloseButton({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Close>) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Close
      aria-label={t('common.close')}
      className={cn(
        'absolute top-4 right-4 grid size-9 place-items-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <X className="size-5" aria-hidden="true" />
    </DialogPrimitive.Close>
  );
}
