import { LanguagePicker } from '@web/components/language-picker';
import { SettingHeading } from '@web/components/setting-heading';
import { Card } from '@web/components/ui/card';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';

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
