// The page's first script (built alone by start.rspack.config.ts, without the federation runtime).
import { startAfterFirstPaint } from './startAfterFirstPaint';

startAfterFirstPaint(document, window);
