export * from './constants.ts';
export * from './entities.ts';
export * from './schemas.ts';
