import type { FormEvent } from 'react';

/** A <form>'s onSubmit that keeps the page where it is and hands over to the form's own submit. */
export const submitHandler =
  (submit: () => Promise<unknown>) =>
  (event: FormEvent): void => {
    event.preventDefault();
    void submit();
  };
