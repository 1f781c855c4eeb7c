/** A refused release operation; its message is meant for the person who asked (CLI output or an HTTP 409). */
export class ReleaseError extends Error {}
