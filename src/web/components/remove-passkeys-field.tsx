import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface RemovePasskeysFieldProps {
  /** The account's passkeys, by name; nothing is shown without any. */
  names: string[];
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * "Also remove your passkeys", beside a new password: a password change does not end them, and
 * whoever knew the old password may have added one. Checked unless the person says otherwise.
 */
export function RemovePasskeysField({ names, checked, onCheckedChange }: RemovePasskeysFieldProps) {
  const { t } = useTranslation();
  const hintId = useId();
  if (names.length === 0) return null;
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-input p-3 text-sm has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/25">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-describedby={hintId}
        className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]"
      />
      <span className="flex flex-col gap-0.5">
        <span className="font-semibold">{t('privacy.passkeys.removeAll')}</span>
        <span id={hintId} className="text-muted-foreground">
          {t('privacy.passkeys.removeAllHint', { names: names.join(', ') })}
        </span>
      </span>
    </label>
  );
}
