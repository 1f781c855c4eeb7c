export * from './pageSlug';
export * from './tag.schemas';
