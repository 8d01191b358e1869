export { type ApiError, type AppOptions, createApp, MAX_BODY_BYTES } from './app';
