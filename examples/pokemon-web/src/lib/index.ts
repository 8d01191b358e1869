export * from './app';
export * from './driver';
export * from './log';
export * from './match';
export * from './setup';
export * from './view';
