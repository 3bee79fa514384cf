import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);

// src/render/neutral.ts
var ZWSP = "​";
var RULES = [
  [/@(?=[\p{L}\p{N}_-])/gu, `@${ZWSP}`],
  [/#(?=\d)/g, `#${ZWSP}`],
  [/\b(GH)-(?=\d)/gi, `$1${ZWSP}-`],
  [/:\/\//g, `:${ZWSP}//`],
  [/\b(www)\./gi, `$1${ZWSP}.`],
  [/<(?=[A-Za-z!/?])/g, `<${ZWSP}`]
];
function neutral(text) {
  let out = text.replace(/\u200b/g, "");
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  return out;
}

export {
  neutral
};
