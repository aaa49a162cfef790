import { SettingHeading } from '@web/components/setting-heading';
import { Card } from '@web/components/ui/card';
import { Switch } from '@web/components/ui/switch';
import { useTheme } from '@web/lib/theme';
import { Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function ThemeCard() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const isDark = theme === 'dark';
  const id = useId();
  return (
    <Card className="flex items-center gap-4 p-5">
      <SettingHeading
        icon={isDark ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
        title={t('theme.title')}
        description={t('theme.description')}
      />
      <label htmlFor={id} className="sr-only">
        {t('theme.darkMode')}
      </label>
      <Switch
        id={id}
        checked={isDark}
        onCheckedChange={(checked) => setTheme(checked ? 'dark' : 'light')}
      />
    </Card>
  );
}
