import { useTranslation } from 'react-i18next';
import { BeatingHeart } from './beating-heart';

/** The centred pulsing heart shown while a screen or the session loads. */
export function HeartLoader() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-dvh place-items-center" role="status">
      <BeatingHeart className="size-14 fill-primary text-primary drop-shadow-lg" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}

/**
 * Before translations load there is no translated text to show: the heart, and for screen
 * readers the app's name, which is the same in every language.
 */
export function BareHeartLoader() {
  return (
    <div className="grid min-h-dvh place-items-center" role="status">
      <BeatingHeart className="size-14 fill-primary text-primary" />
      <span className="sr-only">Juntos ♥</span>
    </div>
  );
}
