import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders that @acorduri/contracts' client helpers create at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });
