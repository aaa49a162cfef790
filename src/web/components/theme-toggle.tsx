import { useTheme } from '@web/lib/theme';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggle } = useTheme();
  const isDark = theme === 'dark';
  return (
    <Button
      variant="outline"
      size="icon"
      onClick={toggle}
      aria-pressed={isDark}
      aria-label={isDark ? t('theme.useLight') : t('theme.useDark')}
      title={isDark ? t('theme.useLight') : t('theme.useDark')}
    >
      {isDark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
