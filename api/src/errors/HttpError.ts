import { messageForStatus } from '@acorduri/contracts';

/** An error the API answers with a status and the `{ errors: [...] }` body the front-ends show. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly errors: string[];

  constructor(
    readonly status: number,
    errors?: string | string[],
  ) {
    const list =
      errors === undefined ? [messageForStatus(status)] : Array.isArray(errors) ? errors : [errors];
    super(list.join(' '));
    this.errors = list;
  }
}

export const notFound = (message?: string) => new HttpError(404, message);
export const badRequest = (errors: string | string[]) => new HttpError(400, errors);
