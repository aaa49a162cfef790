import { LANGUAGES } from '@shared/constants';
import { cn } from '@web/lib/cn';
import { currentLanguage } from '@web/lib/i18n';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

// Each language named in itself, so anyone can find theirs.
const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  es: 'Español',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
};

/** A native select: accessible everywhere and no extra JavaScript on the first load. */
export function LanguagePicker({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div
      className={cn(
        'relative inline-flex h-10 items-center gap-2 rounded-full border border-border bg-card/70 pl-3 pr-2 text-sm shadow-xs backdrop-blur',
        className,
      )}
    >
      <Languages className="size-4 text-primary" aria-hidden="true" />
      <label htmlFor={id} className="sr-only">
        {t('common.language')}
      </label>
      <select
        id={id}
        value={currentLanguage(i18n)}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        className="cursor-pointer appearance-none bg-transparent pr-1 font-semibold focus:outline-none"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
