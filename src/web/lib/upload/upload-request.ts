import { ApiError, apiErrorFrom, apiHeaders, CANCELLED_CODE } from '../api-client';

interface UploadRequestOptions {
  method?: 'POST' | 'PUT' | 'PATCH';
  body: FormData;
  /** From 0 to 1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * A multipart request to our API over XHR, because fetch cannot report upload progress. It
 * fails as apiFetch does (an ApiError with the server's key), and with CANCELLED_CODE when the
 * signal aborts it.
 */
export function uploadRequest<T>(
  path: string,
  { method = 'POST', body, onProgress, signal, headers = {} }: UploadRequestOptions,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const cancelled = () => reject(new ApiError(0, CANCELLED_CODE, 'errors.cancelled'));
    if (signal?.aborted) return cancelled();
    xhr.open(method, path);
    for (const [name, value] of Object.entries({ ...apiHeaders(), ...headers })) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const payload = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as T);
      else reject(apiErrorFrom(xhr.status, payload));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'errors.network'));
    xhr.onabort = cancelled;
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
