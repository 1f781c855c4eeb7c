import { ApiError, GENERIC_ERROR_MESSAGE, messagesForFailure } from '@acorduri/contracts';

/** The `errors` list of a failed call's JSON answer, when it has one. */
function errorsOf(text: string): string[] | undefined {
  try {
    const body = JSON.parse(text) as { errors?: unknown };
    return Array.isArray(body.errors)
      ? body.errors.filter((e): e is string => typeof e === 'string')
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POSTs a multipart form and reports the upload's progress (0–1). XMLHttpRequest, because fetch has no upload
 * progress events; failures become the same `ApiError` (catalogue messages, the server's list for a 400) as
 * `apiFetch`, so the list toolkit shows them and leaves for /login on a 401/403.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve((request.responseText ? JSON.parse(request.responseText) : undefined) as T);
      } else {
        reject(
          new ApiError(request.status, messagesForFailure(request.status, errorsOf(request.responseText))),
        );
      }
    });
    request.addEventListener('error', () => reject(new ApiError(0, [GENERIC_ERROR_MESSAGE])));
    request.send(form);
  });
}
