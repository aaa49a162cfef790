import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '../../../components/language-picker';
import { Card } from '../../../components/ui/card';

export function LanguageCard() {
  const { t } = useTranslation();
  return (
    <Card className="flex items-center gap-4 p-5">
      <div className="grid size-11 shrink-0 place-items-center rounded-2xl bg-primary-soft text-primary">
        <Globe className="size-5" aria-hidden="true" />
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="font-bold leading-tight">{t('profile.languageTitle')}</h2>
        <p className="text-sm text-muted-foreground">{t('profile.languageDescription')}</p>
      </div>
      <LanguagePicker className="shrink-0" />
    </Card>
  );
}
