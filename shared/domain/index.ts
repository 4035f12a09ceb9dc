export * from './constants.ts';
export * from './entities.ts';
export * from './schemas.ts';
export * from './localize.ts';
export * from './images.ts';
export * from './site-routes.ts';
export * from './pipeline.ts';
export * from './audit.ts';
