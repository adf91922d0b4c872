export * from './entities';
export * from './endpoints';
export * from './countries';
export * from './payments';
export * from './account';
