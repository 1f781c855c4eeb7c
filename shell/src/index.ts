// Async boundary: shared singletons are negotiated by the federation runtime before any app code runs.
// Named so the server can preload its files with the page (tools/mf-config chunk-groups.json).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
