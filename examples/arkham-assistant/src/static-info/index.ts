export { getStaticInfo, STATIC_TOPICS, UnknownTopicError } from './static-info';
