import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The secret inside an `otpauth://` URI, for people who type it instead of scanning. */
export function totpSecretOf(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * The authenticator app's QR code, drawn in the browser (the secret never goes to another
 * service). The QR library is loaded only here, at enrolment.
 */
export function TotpQrCode({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(uri, { margin: 1, width: 220, errorCorrectionLevel: 'M' }))
      .then((url) => isCurrent && setDataUrl(url));
    return () => {
      isCurrent = false;
    };
  }, [uri]);
  return (
    <div className="mx-auto grid size-[236px] place-items-center rounded-2xl bg-white p-2 shadow-soft">
      {dataUrl ? (
        <img src={dataUrl} alt={t('privacy.twoStep.qrAlt')} className="size-[220px]" />
      ) : (
        <div className="size-[220px] animate-pulse rounded-xl bg-muted" />
      )}
    </div>
  );
}
