import { configure } from '@testing-library/react';
import '@testing-library/jest-dom';
import { toHaveNoViolations } from 'jest-axe';

expect.extend(toHaveNoViolations);

// The first render of a screen compiles it, which takes longer than the default second on a shared machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  jest.restoreAllMocks();
});
