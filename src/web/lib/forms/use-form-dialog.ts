import { useState } from 'react';

/**
 * Which item form dialog is open: none, a new item (`item: null`) or one being edited. Render
 * the dialog only while `open` is set, keyed by `open.key`, so every opening starts from its own
 * values (and the dialog needs no reset):
 *
 *   const dialog = useFormDialog<TEvent>();
 *   <Button onClick={() => dialog.show(null)}>...</Button>
 *   {dialog.open && <EventFormDialog key={dialog.open.key} item={dialog.open.item}
 *     onClose={dialog.close} />}
 */
export function useFormDialog<T>() {
  const [open, setOpen] = useState<{ item: T | null; key: number } | null>(null);
  return {
    open,
    show: (item: T | null) => setOpen({ item, key: Date.now() }),
    close: () => setOpen(null),
  };
}
