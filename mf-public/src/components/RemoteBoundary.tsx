// The boundary around parts loaded from other remotes is ui-kit's, shared with mf-admin.
export { RemoteBoundary } from '@acorduri/ui-kit';
