import { Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { useTheme } from '../../../lib/theme';

export function ThemeCard() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const isDark = theme === 'dark';
  const id = useId();
  return (
    <Card className="flex items-center gap-4 p-5">
      <div className="grid size-11 shrink-0 place-items-center rounded-2xl bg-primary-soft text-primary">
        {isDark ? (
          <Moon className="size-5" aria-hidden="true" />
        ) : (
          <Sun className="size-5" aria-hidden="true" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="font-bold leading-tight">{t('theme.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('theme.description')}</p>
      </div>
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
