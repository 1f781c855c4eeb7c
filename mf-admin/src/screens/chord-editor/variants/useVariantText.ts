import { useState } from 'react';
import { type VariantFormat, variantProblem } from './variantFormats';

/**
 * Keeps a variant's text and its visual model in sync. A visual edit rewrites the text; a typed text moves the
 * visual editor whenever it parses, and while it does not, the editor keeps showing the last valid state.
 */
export function useVariantText<V>(format: VariantFormat<V>, initialText: string) {
  const [state, setState] = useState(() => {
    const parsed = format.parse(initialText);
    return { text: initialText, model: parsed.ok ? parsed.value : format.blank };
  });

  const setText = (text: string) =>
    setState((previous) => {
      const parsed = format.parse(text);
      return { text, model: parsed.ok ? parsed.value : previous.model };
    });

  const setModel = (model: V) => setState({ model, text: format.serialise(model) });

  return {
    text: state.text,
    model: state.model,
    problem: variantProblem(format, state.text),
    setText,
    setModel,
  };
}
