/** What a person recognises a device by: "Safari on iPhone", "Chrome on Windows". */
export interface TDeviceDescription {
  /** The browser's everyday name; null when the user agent names none we know. */
  browser: string | null;
  /** The system's everyday name; null when unknown. */
  os: string | null;
  kind: 'phone' | 'tablet' | 'computer';
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome" and "Safari"; Chrome says
// "Safari"; every iOS browser is Safari underneath but names itself (CriOS, FxiOS, EdgiOS).
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOPiOS\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bYaBrowser\//, 'Yandex'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChromium\//, 'Chromium'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bAppleWebKit\/.*\bMobile\/\w+$/, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\biPad\b/, 'iPadOS'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const MAX_LENGTH = 512;

function firstMatch(text: string, table: ReadonlyArray<[RegExp, string]>): string | null {
  for (const [pattern, name] of table) if (pattern.test(text)) return name;
  return null;
}

function kindOf(text: string, os: string | null): TDeviceDescription['kind'] {
  if (os === 'iPadOS' || /\bTablet\b/.test(text)) return 'tablet';
  // Android tablets leave "Mobile" out of their user agent; phones put it in.
  if (os === 'Android') return /\bMobile\b/.test(text) ? 'phone' : 'tablet';
  if (os === 'iOS' || /\bMobile\b|\bPhone\b/.test(text)) return 'phone';
  return 'computer';
}

/**
 * The browser, system and kind of device a User-Agent header names. Only the names: versions
 * change with every update and say nothing a person would recognise. A missing, odd or
 * hostile header gives nulls, never an error (the header is whatever the client sent).
 */
export function describeUserAgent(userAgent: string | null | undefined): TDeviceDescription {
  const text = (userAgent ?? '').slice(0, MAX_LENGTH);
  const os = firstMatch(text, SYSTEMS);
  return { browser: firstMatch(text, BROWSERS), os, kind: kindOf(text, os) };
}

/** One device as "the same device" for new sign-in emails: its names, without versions. */
export function deviceKey({ browser, os, kind }: TDeviceDescription): string {
  return `${browser ?? '?'}|${os ?? '?'}|${kind}`;
}
