import { nextTask } from './nextTask';

// Async boundary: shared singletons are negotiated by the federation runtime before any app code runs. A task
// after this script's own evaluation (the federation runtime), so the two are not one long task on a phone.
// Named so the server can preload its files with the page (tools/mf-config chunk-groups.json).
nextTask().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
