import { isPatternText } from './src/effects/patterns';
import { readFileSync } from 'node:fs';
const texts: [string,string][] = JSON.parse(readFileSync(0,'utf8'));
for (const [n,t] of texts) {
  const sents = t.split(/(?<=[.)])\s+(?=[A-Z(])/);
  console.log(isPatternText(n,t) ? 'OK ' : 'NO ', n, '|', t);
  if (sents.length>1) for (const s of sents) console.log('   ', isPatternText(n,s)?'ok':'no', s);
}
