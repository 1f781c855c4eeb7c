export * from './artist.schemas';
