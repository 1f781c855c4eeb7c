import type { Model } from 'mongoose';

/** mongoose's default for a model without query helpers or instance methods. */
type None = Record<never, never>;

/**
 * A model of documents `T`, whatever virtuals mongoose inferred for it. Helpers taking any model use it: whether
 * mongoose infers `{ id: string }` virtuals for a model depends on the order TypeScript checks the files in, and a
 * `Model<T>` parameter then refuses some models and not others.
 */
// biome-ignore lint/suspicious/noExplicitAny: the virtuals are exactly what must not matter here
export type ModelOf<T> = Model<T, None, None, any>;
