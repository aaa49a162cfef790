import { LanguagePicker } from '@web/components/language-picker';
import { Card } from '@web/components/ui/card';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SettingHeading } from './setting-heading';

export function LanguageCard() {
  const { t } = useTranslation();
  return (
    <Card className="flex items-center gap-4 p-5">
      <SettingHeading
        icon={<Globe aria-hidden="true" />}
        title={t('profile.languageTitle')}
        description={t('profile.languageDescription')}
      />
      <LanguagePicker className="shrink-0" />
    </Card>
  );
}
