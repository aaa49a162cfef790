import { cn } from '@web/lib/cn';
import { useTranslation } from 'react-i18next';

export type TAuthMode = 'login' | 'signup';

export function AuthModeToggle({
  mode,
  onChange,
}: {
  mode: TAuthMode;
  onChange: (mode: TAuthMode) => void;
}) {
  const { t } = useTranslation();
  const options: Array<{ value: TAuthMode; label: string }> = [
    { value: 'login', label: t('auth.loginTab') },
    { value: 'signup', label: t('auth.signupTab') },
  ];
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-full bg-muted p-1">
      <legend className="sr-only">{t('auth.modeLegend')}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={mode === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'h-10 rounded-full text-sm font-bold transition-all',
            mode === option.value
              ? 'bg-card text-primary shadow-soft dark:bg-primary-soft dark:text-foreground'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
