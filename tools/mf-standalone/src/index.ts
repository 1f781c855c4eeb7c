export { mountStandalone } from './mountStandalone';
