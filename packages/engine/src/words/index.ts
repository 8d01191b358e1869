export { baseForm, renderWords, type WordsOptions, who, whose } from './words';
