import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-HQD34ZV6.js";
import {
  error
} from "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";
import {
  __commonJS,
  __toESM
} from "./chunk-MUWMEZE2.js";

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length2(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length2;
    ucs2length2.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// node_modules/ajv-formats/dist/formats.js
var require_formats = __commonJS({
  "node_modules/ajv-formats/dist/formats.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.formatNames = exports.fastFormats = exports.fullFormats = void 0;
    function fmtDef(validate, compare) {
      return { validate, compare };
    }
    exports.fullFormats = {
      // date: http://tools.ietf.org/html/rfc3339#section-5.6
      date: fmtDef(date, compareDate),
      // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
      time: fmtDef(getTime(true), compareTime),
      "date-time": fmtDef(getDateTime(true), compareDateTime),
      "iso-time": fmtDef(getTime(), compareIsoTime),
      "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
      // duration: https://tools.ietf.org/html/rfc3339#appendix-A
      duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
      uri,
      "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
      // uri-template: https://tools.ietf.org/html/rfc6570
      "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
      // For the source: https://gist.github.com/dperini/729294
      // For test cases: https://mathiasbynens.be/demo/url-regex
      url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
      email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
      hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
      // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
      ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
      ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
      regex,
      // uuid: http://tools.ietf.org/html/rfc4122
      uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
      // JSON-pointer: https://tools.ietf.org/html/rfc6901
      // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
      "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
      "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
      // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
      "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
      // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
      // byte: https://github.com/miguelmota/is-base64
      byte,
      // signed 32 bit integer
      int32: { type: "number", validate: validateInt32 },
      // signed 64 bit integer
      int64: { type: "number", validate: validateInt64 },
      // C-type float
      float: { type: "number", validate: validateNumber },
      // C-type double
      double: { type: "number", validate: validateNumber },
      // hint to the UI to hide input strings
      password: true,
      // unchecked string payload
      binary: true
    };
    exports.fastFormats = {
      ...exports.fullFormats,
      date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
      time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
      "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
      "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
      "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
      // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
      uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
      "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
      // email (sources from jsen validator):
      // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
      // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
      email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i
    };
    exports.formatNames = Object.keys(exports.fullFormats);
    function isLeapYear(year) {
      return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    }
    var DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
    var DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    function date(str) {
      const matches = DATE.exec(str);
      if (!matches)
        return false;
      const year = +matches[1];
      const month = +matches[2];
      const day = +matches[3];
      return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]);
    }
    function compareDate(d1, d2) {
      if (!(d1 && d2))
        return void 0;
      if (d1 > d2)
        return 1;
      if (d1 < d2)
        return -1;
      return 0;
    }
    var TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
    function getTime(strictTimeZone) {
      return function time(str) {
        const matches = TIME.exec(str);
        if (!matches)
          return false;
        const hr = +matches[1];
        const min = +matches[2];
        const sec = +matches[3];
        const tz = matches[4];
        const tzSign = matches[5] === "-" ? -1 : 1;
        const tzH = +(matches[6] || 0);
        const tzM = +(matches[7] || 0);
        if (tzH > 23 || tzM > 59 || strictTimeZone && !tz)
          return false;
        if (hr <= 23 && min <= 59 && sec < 60)
          return true;
        const utcMin = min - tzM * tzSign;
        const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
      };
    }
    function compareTime(s1, s2) {
      if (!(s1 && s2))
        return void 0;
      const t1 = (/* @__PURE__ */ new Date("2020-01-01T" + s1)).valueOf();
      const t2 = (/* @__PURE__ */ new Date("2020-01-01T" + s2)).valueOf();
      if (!(t1 && t2))
        return void 0;
      return t1 - t2;
    }
    function compareIsoTime(t1, t2) {
      if (!(t1 && t2))
        return void 0;
      const a1 = TIME.exec(t1);
      const a2 = TIME.exec(t2);
      if (!(a1 && a2))
        return void 0;
      t1 = a1[1] + a1[2] + a1[3];
      t2 = a2[1] + a2[2] + a2[3];
      if (t1 > t2)
        return 1;
      if (t1 < t2)
        return -1;
      return 0;
    }
    var DATE_TIME_SEPARATOR = /t|\s/i;
    function getDateTime(strictTimeZone) {
      const time = getTime(strictTimeZone);
      return function date_time(str) {
        const dateTime = str.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
      };
    }
    function compareDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const d1 = new Date(dt1).valueOf();
      const d2 = new Date(dt2).valueOf();
      if (!(d1 && d2))
        return void 0;
      return d1 - d2;
    }
    function compareIsoDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
      const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
      const res = compareDate(d1, d2);
      if (res === void 0)
        return void 0;
      return res || compareTime(t1, t2);
    }
    var NOT_URI_FRAGMENT = /\/|:/;
    var URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
    function uri(str) {
      return NOT_URI_FRAGMENT.test(str) && URI.test(str);
    }
    var BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
    function byte(str) {
      BYTE.lastIndex = 0;
      return BYTE.test(str);
    }
    var MIN_INT32 = -(2 ** 31);
    var MAX_INT32 = 2 ** 31 - 1;
    function validateInt32(value) {
      return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
    }
    function validateInt64(value) {
      return Number.isInteger(value);
    }
    function validateNumber() {
      return true;
    }
    var Z_ANCHOR = /[^\\]\\Z/;
    function regex(str) {
      if (Z_ANCHOR.test(str))
        return false;
      try {
        new RegExp(str);
        return true;
      } catch (e) {
        return false;
      }
    }
  }
});

// src/core/inputs/located.ts
var import_yaml = __toESM(require_dist(), 1);

// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text, ignoreTrivia = false) {
  const len = text.length;
  let pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count, exact) {
    let digits = 0;
    let value2 = 0;
    while (digits < count || !exact) {
      let ch = text.charCodeAt(pos);
      if (ch >= 48 && ch <= 57) {
        value2 = value2 * 16 + ch - 48;
      } else if (ch >= 65 && ch <= 70) {
        value2 = value2 * 16 + ch - 65 + 10;
      } else if (ch >= 97 && ch <= 102) {
        value2 = value2 * 16 + ch - 97 + 10;
      } else {
        break;
      }
      pos++;
      digits++;
    }
    if (digits < count) {
      value2 = -1;
    }
    return value2;
  }
  function setPosition(newPosition) {
    pos = newPosition;
    value = "";
    tokenOffset = 0;
    token = 16;
    scanError = 0;
  }
  function scanNumber() {
    let start = pos;
    if (text.charCodeAt(pos) === 48) {
      pos++;
    } else {
      pos++;
      while (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
      }
    }
    if (pos < text.length && text.charCodeAt(pos) === 46) {
      pos++;
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
      } else {
        scanError = 3;
        return text.substring(start, pos);
      }
    }
    let end = pos;
    if (pos < text.length && (text.charCodeAt(pos) === 69 || text.charCodeAt(pos) === 101)) {
      pos++;
      if (pos < text.length && text.charCodeAt(pos) === 43 || text.charCodeAt(pos) === 45) {
        pos++;
      }
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
        end = pos;
      } else {
        scanError = 3;
      }
    }
    return text.substring(start, end);
  }
  function scanString() {
    let result = "", start = pos;
    while (true) {
      if (pos >= len) {
        result += text.substring(start, pos);
        scanError = 2;
        break;
      }
      const ch = text.charCodeAt(pos);
      if (ch === 34) {
        result += text.substring(start, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result += text.substring(start, pos);
        pos++;
        if (pos >= len) {
          scanError = 2;
          break;
        }
        const ch2 = text.charCodeAt(pos++);
        switch (ch2) {
          case 34:
            result += '"';
            break;
          case 92:
            result += "\\";
            break;
          case 47:
            result += "/";
            break;
          case 98:
            result += "\b";
            break;
          case 102:
            result += "\f";
            break;
          case 110:
            result += "\n";
            break;
          case 114:
            result += "\r";
            break;
          case 116:
            result += "	";
            break;
          case 117:
            const ch3 = scanHexDigits(4, true);
            if (ch3 >= 0) {
              result += String.fromCharCode(ch3);
            } else {
              scanError = 4;
            }
            break;
          default:
            scanError = 5;
        }
        start = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result += text.substring(start, pos);
          scanError = 2;
          break;
        } else {
          scanError = 6;
        }
      }
      pos++;
    }
    return result;
  }
  function scanNext() {
    value = "";
    scanError = 0;
    tokenOffset = pos;
    lineStartOffset = lineNumber;
    prevTokenLineStartOffset = tokenLineStartOffset;
    if (pos >= len) {
      tokenOffset = len;
      return token = 17;
    }
    let code = text.charCodeAt(pos);
    if (isWhiteSpace(code)) {
      do {
        pos++;
        value += String.fromCharCode(code);
        code = text.charCodeAt(pos);
      } while (isWhiteSpace(code));
      return token = 15;
    }
    if (isLineBreak(code)) {
      pos++;
      value += String.fromCharCode(code);
      if (code === 13 && text.charCodeAt(pos) === 10) {
        pos++;
        value += "\n";
      }
      lineNumber++;
      tokenLineStartOffset = pos;
      return token = 14;
    }
    switch (code) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token = 1;
      case 125:
        pos++;
        return token = 2;
      case 91:
        pos++;
        return token = 3;
      case 93:
        pos++;
        return token = 4;
      case 58:
        pos++;
        return token = 6;
      case 44:
        pos++;
        return token = 5;
      // strings
      case 34:
        pos++;
        value = scanString();
        return token = 10;
      // comments
      case 47:
        const start = pos - 1;
        if (text.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text.substring(start, pos);
          return token = 12;
        }
        if (text.charCodeAt(pos + 1) === 42) {
          pos += 2;
          const safeLength = len - 1;
          let commentClosed = false;
          while (pos < safeLength) {
            const ch = text.charCodeAt(pos);
            if (ch === 42 && text.charCodeAt(pos + 1) === 47) {
              pos += 2;
              commentClosed = true;
              break;
            }
            pos++;
            if (isLineBreak(ch)) {
              if (ch === 13 && text.charCodeAt(pos) === 10) {
                pos++;
              }
              lineNumber++;
              tokenLineStartOffset = pos;
            }
          }
          if (!commentClosed) {
            pos++;
            scanError = 1;
          }
          value = text.substring(start, pos);
          return token = 13;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code);
        pos++;
        if (pos === len || !isDigit(text.charCodeAt(pos))) {
          return token = 16;
        }
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        value += scanNumber();
        return token = 11;
      // literals and unknown symbols
      default:
        while (pos < len && isUnknownContentCharacter(code)) {
          pos++;
          code = text.charCodeAt(pos);
        }
        if (tokenOffset !== pos) {
          value = text.substring(tokenOffset, pos);
          switch (value) {
            case "true":
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
    }
  }
  function isUnknownContentCharacter(code) {
    if (isWhiteSpace(code) || isLineBreak(code)) {
      return false;
    }
    switch (code) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return false;
    }
    return true;
  }
  function scanNextNonTrivia() {
    let result;
    do {
      result = scanNext();
    } while (result >= 12 && result <= 15);
    return result;
  }
  return {
    setPosition,
    getPosition: () => pos,
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: () => token,
    getTokenValue: () => value,
    getTokenOffset: () => tokenOffset,
    getTokenLength: () => pos - tokenOffset,
    getTokenStartLine: () => lineStartOffset,
    getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
    getTokenError: () => scanError
  };
}
function isWhiteSpace(ch) {
  return ch === 32 || ch === 9;
}
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
function isDigit(ch) {
  return ch >= 48 && ch <= 57;
}
var CharacterCodes;
(function(CharacterCodes2) {
  CharacterCodes2[CharacterCodes2["lineFeed"] = 10] = "lineFeed";
  CharacterCodes2[CharacterCodes2["carriageReturn"] = 13] = "carriageReturn";
  CharacterCodes2[CharacterCodes2["space"] = 32] = "space";
  CharacterCodes2[CharacterCodes2["_0"] = 48] = "_0";
  CharacterCodes2[CharacterCodes2["_1"] = 49] = "_1";
  CharacterCodes2[CharacterCodes2["_2"] = 50] = "_2";
  CharacterCodes2[CharacterCodes2["_3"] = 51] = "_3";
  CharacterCodes2[CharacterCodes2["_4"] = 52] = "_4";
  CharacterCodes2[CharacterCodes2["_5"] = 53] = "_5";
  CharacterCodes2[CharacterCodes2["_6"] = 54] = "_6";
  CharacterCodes2[CharacterCodes2["_7"] = 55] = "_7";
  CharacterCodes2[CharacterCodes2["_8"] = 56] = "_8";
  CharacterCodes2[CharacterCodes2["_9"] = 57] = "_9";
  CharacterCodes2[CharacterCodes2["a"] = 97] = "a";
  CharacterCodes2[CharacterCodes2["b"] = 98] = "b";
  CharacterCodes2[CharacterCodes2["c"] = 99] = "c";
  CharacterCodes2[CharacterCodes2["d"] = 100] = "d";
  CharacterCodes2[CharacterCodes2["e"] = 101] = "e";
  CharacterCodes2[CharacterCodes2["f"] = 102] = "f";
  CharacterCodes2[CharacterCodes2["g"] = 103] = "g";
  CharacterCodes2[CharacterCodes2["h"] = 104] = "h";
  CharacterCodes2[CharacterCodes2["i"] = 105] = "i";
  CharacterCodes2[CharacterCodes2["j"] = 106] = "j";
  CharacterCodes2[CharacterCodes2["k"] = 107] = "k";
  CharacterCodes2[CharacterCodes2["l"] = 108] = "l";
  CharacterCodes2[CharacterCodes2["m"] = 109] = "m";
  CharacterCodes2[CharacterCodes2["n"] = 110] = "n";
  CharacterCodes2[CharacterCodes2["o"] = 111] = "o";
  CharacterCodes2[CharacterCodes2["p"] = 112] = "p";
  CharacterCodes2[CharacterCodes2["q"] = 113] = "q";
  CharacterCodes2[CharacterCodes2["r"] = 114] = "r";
  CharacterCodes2[CharacterCodes2["s"] = 115] = "s";
  CharacterCodes2[CharacterCodes2["t"] = 116] = "t";
  CharacterCodes2[CharacterCodes2["u"] = 117] = "u";
  CharacterCodes2[CharacterCodes2["v"] = 118] = "v";
  CharacterCodes2[CharacterCodes2["w"] = 119] = "w";
  CharacterCodes2[CharacterCodes2["x"] = 120] = "x";
  CharacterCodes2[CharacterCodes2["y"] = 121] = "y";
  CharacterCodes2[CharacterCodes2["z"] = 122] = "z";
  CharacterCodes2[CharacterCodes2["A"] = 65] = "A";
  CharacterCodes2[CharacterCodes2["B"] = 66] = "B";
  CharacterCodes2[CharacterCodes2["C"] = 67] = "C";
  CharacterCodes2[CharacterCodes2["D"] = 68] = "D";
  CharacterCodes2[CharacterCodes2["E"] = 69] = "E";
  CharacterCodes2[CharacterCodes2["F"] = 70] = "F";
  CharacterCodes2[CharacterCodes2["G"] = 71] = "G";
  CharacterCodes2[CharacterCodes2["H"] = 72] = "H";
  CharacterCodes2[CharacterCodes2["I"] = 73] = "I";
  CharacterCodes2[CharacterCodes2["J"] = 74] = "J";
  CharacterCodes2[CharacterCodes2["K"] = 75] = "K";
  CharacterCodes2[CharacterCodes2["L"] = 76] = "L";
  CharacterCodes2[CharacterCodes2["M"] = 77] = "M";
  CharacterCodes2[CharacterCodes2["N"] = 78] = "N";
  CharacterCodes2[CharacterCodes2["O"] = 79] = "O";
  CharacterCodes2[CharacterCodes2["P"] = 80] = "P";
  CharacterCodes2[CharacterCodes2["Q"] = 81] = "Q";
  CharacterCodes2[CharacterCodes2["R"] = 82] = "R";
  CharacterCodes2[CharacterCodes2["S"] = 83] = "S";
  CharacterCodes2[CharacterCodes2["T"] = 84] = "T";
  CharacterCodes2[CharacterCodes2["U"] = 85] = "U";
  CharacterCodes2[CharacterCodes2["V"] = 86] = "V";
  CharacterCodes2[CharacterCodes2["W"] = 87] = "W";
  CharacterCodes2[CharacterCodes2["X"] = 88] = "X";
  CharacterCodes2[CharacterCodes2["Y"] = 89] = "Y";
  CharacterCodes2[CharacterCodes2["Z"] = 90] = "Z";
  CharacterCodes2[CharacterCodes2["asterisk"] = 42] = "asterisk";
  CharacterCodes2[CharacterCodes2["backslash"] = 92] = "backslash";
  CharacterCodes2[CharacterCodes2["closeBrace"] = 125] = "closeBrace";
  CharacterCodes2[CharacterCodes2["closeBracket"] = 93] = "closeBracket";
  CharacterCodes2[CharacterCodes2["colon"] = 58] = "colon";
  CharacterCodes2[CharacterCodes2["comma"] = 44] = "comma";
  CharacterCodes2[CharacterCodes2["dot"] = 46] = "dot";
  CharacterCodes2[CharacterCodes2["doubleQuote"] = 34] = "doubleQuote";
  CharacterCodes2[CharacterCodes2["minus"] = 45] = "minus";
  CharacterCodes2[CharacterCodes2["openBrace"] = 123] = "openBrace";
  CharacterCodes2[CharacterCodes2["openBracket"] = 91] = "openBracket";
  CharacterCodes2[CharacterCodes2["plus"] = 43] = "plus";
  CharacterCodes2[CharacterCodes2["slash"] = 47] = "slash";
  CharacterCodes2[CharacterCodes2["formFeed"] = 12] = "formFeed";
  CharacterCodes2[CharacterCodes2["tab"] = 9] = "tab";
})(CharacterCodes || (CharacterCodes = {}));

// node_modules/jsonc-parser/lib/esm/impl/string-intern.js
var cachedSpaces = new Array(20).fill(0).map((_, index) => {
  return " ".repeat(index);
});
var maxCachedValues = 200;
var cachedBreakLinesWithSpaces = {
  " ": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\n" + " ".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r" + " ".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r\n" + " ".repeat(index);
    })
  },
  "	": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\n" + "	".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r" + "	".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r\n" + "	".repeat(index);
    })
  }
};

// node_modules/jsonc-parser/lib/esm/impl/parser.js
var ParseOptions;
(function(ParseOptions2) {
  ParseOptions2.DEFAULT = {
    allowTrailingComma: false
  };
})(ParseOptions || (ParseOptions = {}));
function parse(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentProperty = null;
  let currentParent = [];
  const previousParents = [];
  function onValue(value) {
    if (Array.isArray(currentParent)) {
      currentParent.push(value);
    } else if (currentProperty !== null) {
      currentParent[currentProperty] = value;
    }
  }
  const visitor = {
    onObjectBegin: () => {
      const object = {};
      onValue(object);
      previousParents.push(currentParent);
      currentParent = object;
      currentProperty = null;
    },
    onObjectProperty: (name) => {
      currentProperty = name;
    },
    onObjectEnd: () => {
      currentParent = previousParents.pop();
    },
    onArrayBegin: () => {
      const array = [];
      onValue(array);
      previousParents.push(currentParent);
      currentParent = array;
      currentProperty = null;
    },
    onArrayEnd: () => {
      currentParent = previousParents.pop();
    },
    onLiteralValue: onValue,
    onError: (error2, offset, length) => {
      errors.push({ error: error2, offset, length });
    }
  };
  visit(text, visitor, options);
  return currentParent[0];
}
function parseTree(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentParent = { type: "array", offset: -1, length: -1, children: [], parent: void 0 };
  function ensurePropertyComplete(endOffset) {
    if (currentParent.type === "property") {
      currentParent.length = endOffset - currentParent.offset;
      currentParent = currentParent.parent;
    }
  }
  function onValue(valueNode) {
    currentParent.children.push(valueNode);
    return valueNode;
  }
  const visitor = {
    onObjectBegin: (offset) => {
      currentParent = onValue({ type: "object", offset, length: -1, parent: currentParent, children: [] });
    },
    onObjectProperty: (name, offset, length) => {
      currentParent = onValue({ type: "property", offset, length: -1, parent: currentParent, children: [] });
      currentParent.children.push({ type: "string", value: name, offset, length, parent: currentParent });
    },
    onObjectEnd: (offset, length) => {
      ensurePropertyComplete(offset + length);
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onArrayBegin: (offset, length) => {
      currentParent = onValue({ type: "array", offset, length: -1, parent: currentParent, children: [] });
    },
    onArrayEnd: (offset, length) => {
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onLiteralValue: (value, offset, length) => {
      onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
      ensurePropertyComplete(offset + length);
    },
    onSeparator: (sep, offset, length) => {
      if (currentParent.type === "property") {
        if (sep === ":") {
          currentParent.colonOffset = offset;
        } else if (sep === ",") {
          ensurePropertyComplete(offset);
        }
      }
    },
    onError: (error2, offset, length) => {
      errors.push({ error: error2, offset, length });
    }
  };
  visit(text, visitor, options);
  const result = currentParent.children[0];
  if (result) {
    delete result.parent;
  }
  return result;
}
function visit(text, visitor, options = ParseOptions.DEFAULT) {
  const _scanner = createScanner(text, false);
  const _jsonPath = [];
  let suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
  }
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks++;
      } else {
        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
        if (cbReturn === false) {
          suppressedCallbacks = 1;
        }
      }
    } : () => true;
  }
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks--;
      }
      if (suppressedCallbacks === 0) {
        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
      }
    } : () => true;
  }
  const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
  const disallowComments = options && options.disallowComments;
  const allowTrailingComma = options && options.allowTrailingComma;
  function scanNext() {
    while (true) {
      const token = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          if (!disallowComments) {
            handleError(
              11
              /* ParseErrorCode.UnexpectedEndOfComment */
            );
          }
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token) {
        case 12:
        case 13:
          if (disallowComments) {
            handleError(
              10
              /* ParseErrorCode.InvalidCommentToken */
            );
          } else {
            onComment();
          }
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token;
      }
    }
  }
  function handleError(error2, skipUntilAfter = [], skipUntil = []) {
    onError(error2);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token = _scanner.getToken();
      while (token !== 17) {
        if (skipUntilAfter.indexOf(token) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token) !== -1) {
          break;
        }
        token = scanNext();
      }
    }
  }
  function parseString(isValue) {
    const value = _scanner.getTokenValue();
    if (isValue) {
      onLiteralValue(value);
    } else {
      onObjectProperty(value);
      _jsonPath.push(value);
    }
    scanNext();
    return true;
  }
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        const tokenValue = _scanner.getTokenValue();
        let value = Number(tokenValue);
        if (isNaN(value)) {
          handleError(
            2
            /* ParseErrorCode.InvalidNumberFormat */
          );
          value = 0;
        }
        onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(true);
        break;
      case 9:
        onLiteralValue(false);
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  }
  function parseProperty() {
    if (_scanner.getToken() !== 10) {
      handleError(3, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
      return false;
    }
    parseString(false);
    if (_scanner.getToken() === 6) {
      onSeparator(":");
      scanNext();
      if (!parseValue()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
    } else {
      handleError(5, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
    }
    _jsonPath.pop();
    return true;
  }
  function parseObject() {
    onObjectBegin();
    scanNext();
    let needsComma = false;
    while (_scanner.getToken() !== 2 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 2 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (!parseProperty()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onObjectEnd();
    if (_scanner.getToken() !== 2) {
      handleError(7, [
        2
        /* SyntaxKind.CloseBraceToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseArray() {
    onArrayBegin();
    scanNext();
    let isFirstElement = true;
    let needsComma = false;
    while (_scanner.getToken() !== 4 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 4 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (isFirstElement) {
        _jsonPath.push(0);
        isFirstElement = false;
      } else {
        _jsonPath[_jsonPath.length - 1]++;
      }
      if (!parseValue()) {
        handleError(4, [], [
          4,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onArrayEnd();
    if (!isFirstElement) {
      _jsonPath.pop();
    }
    if (_scanner.getToken() !== 4) {
      handleError(8, [
        4
        /* SyntaxKind.CloseBracketToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseValue() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray();
      case 1:
        return parseObject();
      case 10:
        return parseString(true);
      default:
        return parseLiteral();
    }
  }
  scanNext();
  if (_scanner.getToken() === 17) {
    if (options.allowEmptyContent) {
      return true;
    }
    handleError(4, [], []);
    return false;
  }
  if (!parseValue()) {
    handleError(4, [], []);
    return false;
  }
  if (_scanner.getToken() !== 17) {
    handleError(9, [], []);
  }
  return true;
}
function getNodeType(value) {
  switch (typeof value) {
    case "boolean":
      return "boolean";
    case "number":
      return "number";
    case "string":
      return "string";
    case "object": {
      if (!value) {
        return "null";
      } else if (Array.isArray(value)) {
        return "array";
      }
      return "object";
    }
    default:
      return "null";
  }
}

// node_modules/jsonc-parser/lib/esm/main.js
var ScanError;
(function(ScanError2) {
  ScanError2[ScanError2["None"] = 0] = "None";
  ScanError2[ScanError2["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
  ScanError2[ScanError2["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
  ScanError2[ScanError2["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
  ScanError2[ScanError2["InvalidUnicode"] = 4] = "InvalidUnicode";
  ScanError2[ScanError2["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
  ScanError2[ScanError2["InvalidCharacter"] = 6] = "InvalidCharacter";
})(ScanError || (ScanError = {}));
var SyntaxKind;
(function(SyntaxKind2) {
  SyntaxKind2[SyntaxKind2["OpenBraceToken"] = 1] = "OpenBraceToken";
  SyntaxKind2[SyntaxKind2["CloseBraceToken"] = 2] = "CloseBraceToken";
  SyntaxKind2[SyntaxKind2["OpenBracketToken"] = 3] = "OpenBracketToken";
  SyntaxKind2[SyntaxKind2["CloseBracketToken"] = 4] = "CloseBracketToken";
  SyntaxKind2[SyntaxKind2["CommaToken"] = 5] = "CommaToken";
  SyntaxKind2[SyntaxKind2["ColonToken"] = 6] = "ColonToken";
  SyntaxKind2[SyntaxKind2["NullKeyword"] = 7] = "NullKeyword";
  SyntaxKind2[SyntaxKind2["TrueKeyword"] = 8] = "TrueKeyword";
  SyntaxKind2[SyntaxKind2["FalseKeyword"] = 9] = "FalseKeyword";
  SyntaxKind2[SyntaxKind2["StringLiteral"] = 10] = "StringLiteral";
  SyntaxKind2[SyntaxKind2["NumericLiteral"] = 11] = "NumericLiteral";
  SyntaxKind2[SyntaxKind2["LineCommentTrivia"] = 12] = "LineCommentTrivia";
  SyntaxKind2[SyntaxKind2["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
  SyntaxKind2[SyntaxKind2["LineBreakTrivia"] = 14] = "LineBreakTrivia";
  SyntaxKind2[SyntaxKind2["Trivia"] = 15] = "Trivia";
  SyntaxKind2[SyntaxKind2["Unknown"] = 16] = "Unknown";
  SyntaxKind2[SyntaxKind2["EOF"] = 17] = "EOF";
})(SyntaxKind || (SyntaxKind = {}));
var parse2 = parse;
var parseTree2 = parseTree;
var ParseErrorCode;
(function(ParseErrorCode2) {
  ParseErrorCode2[ParseErrorCode2["InvalidSymbol"] = 1] = "InvalidSymbol";
  ParseErrorCode2[ParseErrorCode2["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
  ParseErrorCode2[ParseErrorCode2["PropertyNameExpected"] = 3] = "PropertyNameExpected";
  ParseErrorCode2[ParseErrorCode2["ValueExpected"] = 4] = "ValueExpected";
  ParseErrorCode2[ParseErrorCode2["ColonExpected"] = 5] = "ColonExpected";
  ParseErrorCode2[ParseErrorCode2["CommaExpected"] = 6] = "CommaExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBraceExpected"] = 7] = "CloseBraceExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBracketExpected"] = 8] = "CloseBracketExpected";
  ParseErrorCode2[ParseErrorCode2["EndOfFileExpected"] = 9] = "EndOfFileExpected";
  ParseErrorCode2[ParseErrorCode2["InvalidCommentToken"] = 10] = "InvalidCommentToken";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
  ParseErrorCode2[ParseErrorCode2["InvalidUnicode"] = 14] = "InvalidUnicode";
  ParseErrorCode2[ParseErrorCode2["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
  ParseErrorCode2[ParseErrorCode2["InvalidCharacter"] = 16] = "InvalidCharacter";
})(ParseErrorCode || (ParseErrorCode = {}));

// src/core/inputs/json-pointer.ts
function pointerSegments(pointer) {
  if (pointer === "") return [];
  return pointer.replace(/^\//, "").split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}

// src/core/inputs/located-json.ts
var STRICT = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };
function locateJson(file, text) {
  const lineAt = lineIndex(text);
  let value;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    const errors = [];
    parseTree2(text, errors, STRICT);
    throw new SeedgateError("input", `malformed JSON: ${cause.message}`, {
      file,
      line: errors[0] ? lineAt(errors[0].offset) : void 0,
      hint: "fix the syntax; seedgate never guesses at a half-readable file"
    });
  }
  const root = parseTree2(text, [], STRICT);
  const dup = root ? firstDuplicate(root) : null;
  if (dup) {
    throw new SeedgateError("input", `duplicate key: "${dup.key}" appears more than once in one object`, {
      file,
      line: lineAt(dup.offset),
      hint: "each key may appear once; parsers disagree on which copy wins"
    });
  }
  const lineOf = (pointer) => {
    let node = root;
    for (const seg of pointerSegments(pointer)) {
      const next = node === void 0 ? void 0 : child(node, seg);
      if (next === void 0) break;
      node = next;
    }
    return node === void 0 ? void 0 : lineAt(node.offset);
  };
  return { file, value, lineOf };
}
function child(node, seg) {
  if (node.type === "array") return /^\d+$/.test(seg) ? node.children?.[Number(seg)] : void 0;
  if (node.type !== "object") return void 0;
  return node.children?.find((p) => p.children?.[0]?.value === seg)?.children?.[1];
}
function firstDuplicate(root) {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node.type === "object") {
      const seen = /* @__PURE__ */ new Set();
      for (const prop of node.children ?? []) {
        const key = prop.children?.[0];
        if (key && seen.has(String(key.value))) return { key: String(key.value), offset: key.offset };
        if (key) seen.add(String(key.value));
        if (prop.children?.[1]) stack.push(prop.children[1]);
      }
    } else if (node.type === "array") stack.push(...node.children ?? []);
  }
  return null;
}
function lineIndex(text) {
  let starts;
  return (offset) => {
    if (starts === void 0) {
      starts = [0];
      for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
    }
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

// src/core/inputs/located.ts
function parseLocated(file, text, syntax) {
  if (syntax === "json") return locateJson(file, text);
  const lines = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false, strict: true });
  const firstError = doc.errors[0];
  if (firstError) {
    const kind = firstError.code === "DUPLICATE_KEY" ? "duplicate key" : "malformed YAML";
    throw new SeedgateError("input", `${kind}: ${firstError.message.split("\n")[0]}`, {
      file,
      line: lines.linePos(firstError.pos[0]).line,
      hint: kind === "duplicate key" ? "each key may appear once; parsers disagree on which copy wins" : "fix the syntax"
    });
  }
  const value = doc.toJS({ maxAliasCount: 100 });
  const lineOf = (pointer) => {
    let node = doc.contents;
    let found = node;
    for (const seg of pointerSegments(pointer)) {
      if (!(0, import_yaml.isCollection)(node)) break;
      const next = node.get((0, import_yaml.isSeq)(node) ? Number(seg) : seg, true);
      if (next === void 0) break;
      node = next;
      found = next;
    }
    const offset = found?.range?.[0];
    return offset === void 0 ? void 0 : lines.linePos(offset).line;
  };
  return { file, value, lineOf };
}

// src/core/inputs/validators.generated.ts
var ucs2lengthModule = __toESM(require_ucs2length(), 1);
var import_formats = __toESM(require_formats(), 1);
var ucs2length = typeof ucs2lengthModule.default === "function" ? ucs2lengthModule.default : ucs2lengthModule.default.default;
var config = validate20;
var schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://seedgate.dev/schemas/config.schema.json", "title": "seedgate configuration (.github/seedgate.yml)", "type": "object", "additionalProperties": false, "properties": { "sealed": { "description": "Globs added to the always-sealed set.", "type": "array", "items": { "$ref": "#/$defs/path" } }, "manifests": { "description": "Directories that hold a MANIFEST.sha256.", "type": "array", "items": { "$ref": "#/$defs/path" } }, "journals": { "description": "Glob of seed-000 journals, one JSON per property.", "$ref": "#/$defs/path" }, "ledger": { "description": "Path of the seed-002 ledger.", "$ref": "#/$defs/path" }, "oracle": { "description": "Directory of the seed-003 sealed oracle (seeds.json + properties.*).", "$ref": "#/$defs/path" }, "quarantine": { "description": "Path of the seed-003 quarantine catalogue.", "$ref": "#/$defs/path" }, "runners": { "description": "How a selector and a seed become a command.", "type": "object", "additionalProperties": false, "properties": { "timeout": { "description": "Seconds one run may take before its process group is killed.", "type": "number", "exclusiveMinimum": 0, "maximum": 86400 }, "reruns": { "description": "Reruns of a failing replay seed, to tell mixed from consistent.", "type": "integer", "minimum": 0, "maximum": 10 }, "concurrency": { "description": "Runs at once; 0 means the number of cores.", "type": "integer", "minimum": 0, "maximum": 256 }, "python": { "description": "Interpreter for Python presets (default $SEEDGATE_PYTHON, else python3).", "type": "string", "minLength": 1 }, "pythonPaths": { "description": "Production import roots of the Python presets, repository-relative, put on sys.path after the standard library and before site-packages (default: the repository root). The sealed test and its folder always come from seedgate's sealed copy of the base commit.", "type": "array", "items": { "type": "string", "pattern": "^(?!/)(?!.*(^|/)\\.\\.(/|$)).*$" }, "maxItems": 32 }, "sealedRequirements": { "description": "A requirements file (pip's format, every line pinned with --hash) of the third-party packages the sealed Python tests import, read from the base commit and sealed: a lane installs them (wheels only, no dependencies resolved) into a folder outside the workspace before runners.setup runs, and the oracle imports them from there; a hash mismatch or a missing package makes every Python row an error naming the file and the requirement.", "$ref": "#/$defs/path" }, "rules": { "description": "First matching rule picks the runner for a selector.", "type": "array", "items": { "$ref": "#/$defs/runnerRule" } }, "sandbox": { "description": "Kernel sandbox for pull-request code: auto (bubblewrap, else Landlock), bwrap, landlock, or none (unsandboxed, labelled so). Read from the base commit only.", "enum": ["auto", "bwrap", "landlock", "none"] }, "forkServer": { "description": "Hypothesis seeds under isolation: process run as fresh forks of one oracle and one subject zygote per lane shard, start-up paid once (default true); false runs one oracle and one subject process per seed. Verdicts are the same either way.", "type": "boolean" }, "isolation": { "description": "Where production code runs: process (the default for hypothesis, sealed-python, fast-check, sealed-node and jest: a sandboxed subject process, the oracle process only proxies it) or shared (in the oracle's process, labelled in-process (forgeable)). command rows always run shared.", "enum": ["process", "shared"] }, "network": { "description": "Network for pull-request code: false (default, closed), setup (open to runners.setup only), true (open to setup and rows).", "enum": [false, true, "setup"] }, "writable": { "description": "Workspace-relative paths or globs pull-request code may write; the rest of the workspace is read-only.", "type": "array", "maxItems": 100, "items": { "$ref": "#/$defs/path" } }, "setup": { "description": "Commands (argv lists) seedgate runs inside the sandbox before the rows, e.g. [pip, install, -r, requirements.txt].", "type": "array", "maxItems": 20, "items": { "type": "array", "minItems": 1, "maxItems": 200, "items": { "type": "string", "minLength": 1, "maxLength": 4096 } } }, "shards": { "description": "Shards per lane for matrix jobs (seedgate plan); the gate expects exactly these.", "type": "integer", "minimum": 1, "maximum": 256 } } }, "telemetry": { "description": "The patch's own tests. Reported, never voting.", "type": "object", "additionalProperties": false, "properties": { "command": { "$ref": "#/$defs/argv" }, "junit": { "description": "Glob of JUnit XML files the command writes.", "$ref": "#/$defs/path" }, "timeout": { "type": "number", "exclusiveMinimum": 0, "maximum": 86400 } } }, "owners": { "description": "Users (login) or teams (org/team) who may approve a sealed-only pull request.", "type": "array", "items": { "type": "string", "pattern": "^@?[A-Za-z0-9][A-Za-z0-9-]*(/[A-Za-z0-9][A-Za-z0-9_.-]*)?$" } }, "check": { "type": "object", "additionalProperties": false, "properties": { "name": { "description": "Name of the one required check run.", "type": "string", "minLength": 1, "maxLength": 100 }, "annotations": { "description": "Most annotations posted; the rest are counted in the summary.", "type": "integer", "minimum": 0, "maximum": 1e4 }, "comment": { "description": "When the sticky pull-request comment is posted: always, failures (red, or to turn an earlier red comment green), changes (the verdict or the failing set changed), off. The check run is always posted.", "enum": ["always", "failures", "changes", "off"] } } } }, "$defs": { "path": { "type": "string", "minLength": 1, "maxLength": 4096, "not": { "pattern": "^/|(^|/)\\.\\.(/|$)|\\\\" } }, "argv": { "description": "A command as an argv list (no shell), or a string run by /bin/sh.", "oneOf": [{ "type": "string", "minLength": 1 }, { "type": "array", "minItems": 1, "items": { "type": "string" } }] }, "runnerRule": { "type": "object", "additionalProperties": false, "required": ["preset"], "properties": { "match": { "description": "Glob on the selector's file part; omitted matches every selector.", "type": "string", "minLength": 1 }, "preset": { "enum": ["hypothesis", "fast-check", "sealed-python", "sealed-node", "command", "jest"] }, "command": { "description": "Template; may use {seed} {selector} {fixture} {case} {python}.", "$ref": "#/$defs/argv" }, "junit": { "description": "Evidence: the JUnit XML the command writes ({junit} in the template).", "type": "boolean" }, "batch": { "description": "hypothesis: run many seeds of one property inside one process. fast-check: on unless false, a lane's seeds of a property in one vitest (or jest) run: under isolation: process a worker's seeds one after another, each with a fresh module registry, and a fresh subject unless its realm is unchanged; under shared a fresh worker process per seed.", "type": "boolean" }, "timeout": { "type": "number", "exclusiveMinimum": 0, "maximum": 86400 }, "profile": { "description": "Hypothesis settings profile to register and load.", "type": "string" }, "isolation": { "description": "runners.isolation for the selectors this rule matches (hypothesis, sealed-python, fast-check, sealed-node, jest).", "enum": ["process", "shared"] }, "forkServer": { "description": "runners.forkServer for the selectors this rule matches (hypothesis).", "type": "boolean" } } } } };
var func1 = Object.prototype.hasOwnProperty;
var func2 = ucs2length;
var pattern4 = new RegExp("^/|(^|/)\\.\\.(/|$)|\\\\", "u");
var pattern10 = new RegExp("^(?!/)(?!.*(^|/)\\.\\.(/|$)).*$", "u");
var pattern14 = new RegExp("^@?[A-Za-z0-9][A-Za-z0-9-]*(/[A-Za-z0-9][A-Za-z0-9_.-]*)?$", "u");
var schema39 = { "type": "object", "additionalProperties": false, "required": ["preset"], "properties": { "match": { "description": "Glob on the selector's file part; omitted matches every selector.", "type": "string", "minLength": 1 }, "preset": { "enum": ["hypothesis", "fast-check", "sealed-python", "sealed-node", "command", "jest"] }, "command": { "description": "Template; may use {seed} {selector} {fixture} {case} {python}.", "$ref": "#/$defs/argv" }, "junit": { "description": "Evidence: the JUnit XML the command writes ({junit} in the template).", "type": "boolean" }, "batch": { "description": "hypothesis: run many seeds of one property inside one process. fast-check: on unless false, a lane's seeds of a property in one vitest (or jest) run: under isolation: process a worker's seeds one after another, each with a fresh module registry, and a fresh subject unless its realm is unchanged; under shared a fresh worker process per seed.", "type": "boolean" }, "timeout": { "type": "number", "exclusiveMinimum": 0, "maximum": 86400 }, "profile": { "description": "Hypothesis settings profile to register and load.", "type": "string" }, "isolation": { "description": "runners.isolation for the selectors this rule matches (hypothesis, sealed-python, fast-check, sealed-node, jest).", "enum": ["process", "shared"] }, "forkServer": { "description": "runners.forkServer for the selectors this rule matches (hypothesis).", "type": "boolean" } } };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.preset === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "preset" }, message: "must have required property 'preset'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema39.properties, key0)) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.match !== void 0) {
      let data0 = data.match;
      if (typeof data0 === "string") {
        if (func2(data0) < 1) {
          const err2 = { instancePath: instancePath + "/match", schemaPath: "#/properties/match/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/match", schemaPath: "#/properties/match/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.preset !== void 0) {
      let data1 = data.preset;
      if (!(data1 === "hypothesis" || data1 === "fast-check" || data1 === "sealed-python" || data1 === "sealed-node" || data1 === "command" || data1 === "jest")) {
        const err4 = { instancePath: instancePath + "/preset", schemaPath: "#/properties/preset/enum", keyword: "enum", params: { allowedValues: schema39.properties.preset.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.command !== void 0) {
      let data2 = data.command;
      const _errs7 = errors;
      let valid2 = false;
      let passing0 = null;
      const _errs8 = errors;
      if (typeof data2 === "string") {
        if (func2(data2) < 1) {
          const err5 = { instancePath: instancePath + "/command", schemaPath: "#/$defs/argv/oneOf/0/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/command", schemaPath: "#/$defs/argv/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      var _valid0 = _errs8 === errors;
      if (_valid0) {
        valid2 = true;
        passing0 = 0;
      }
      const _errs10 = errors;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err7 = { instancePath: instancePath + "/command", schemaPath: "#/$defs/argv/oneOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data2[i0] !== "string") {
            const err8 = { instancePath: instancePath + "/command/" + i0, schemaPath: "#/$defs/argv/oneOf/1/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/command", schemaPath: "#/$defs/argv/oneOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      var _valid0 = _errs10 === errors;
      if (_valid0 && valid2) {
        valid2 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid2 = true;
          passing0 = 1;
        }
      }
      if (!valid2) {
        const err10 = { instancePath: instancePath + "/command", schemaPath: "#/$defs/argv/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      } else {
        errors = _errs7;
        if (vErrors !== null) {
          if (_errs7) {
            vErrors.length = _errs7;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.junit !== void 0) {
      if (typeof data.junit !== "boolean") {
        const err11 = { instancePath: instancePath + "/junit", schemaPath: "#/properties/junit/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.batch !== void 0) {
      if (typeof data.batch !== "boolean") {
        const err12 = { instancePath: instancePath + "/batch", schemaPath: "#/properties/batch/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.timeout !== void 0) {
      let data6 = data.timeout;
      if (typeof data6 == "number" && isFinite(data6)) {
        if (data6 > 86400 || isNaN(data6)) {
          const err13 = { instancePath: instancePath + "/timeout", schemaPath: "#/properties/timeout/maximum", keyword: "maximum", params: { comparison: "<=", limit: 86400 }, message: "must be <= 86400" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data6 <= 0 || isNaN(data6)) {
          const err14 = { instancePath: instancePath + "/timeout", schemaPath: "#/properties/timeout/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = { instancePath: instancePath + "/timeout", schemaPath: "#/properties/timeout/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.profile !== void 0) {
      if (typeof data.profile !== "string") {
        const err16 = { instancePath: instancePath + "/profile", schemaPath: "#/properties/profile/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.isolation !== void 0) {
      let data8 = data.isolation;
      if (!(data8 === "process" || data8 === "shared")) {
        const err17 = { instancePath: instancePath + "/isolation", schemaPath: "#/properties/isolation/enum", keyword: "enum", params: { allowedValues: schema39.properties.isolation.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.forkServer !== void 0) {
      if (typeof data.forkServer !== "boolean") {
        const err18 = { instancePath: instancePath + "/forkServer", schemaPath: "#/properties/forkServer/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func1.call(schema31.properties, key0)) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.sealed !== void 0) {
      let data0 = data.sealed;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          const _errs7 = errors;
          const _errs8 = errors;
          if (typeof data1 === "string") {
            if (!pattern4.test(data1)) {
              const err1 = {};
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
          }
          var valid4 = _errs8 === errors;
          if (valid4) {
            const err2 = { instancePath: instancePath + "/sealed/" + i0, schemaPath: "#/$defs/path/not", keyword: "not", params: {}, message: "must NOT be valid" };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          } else {
            errors = _errs7;
            if (vErrors !== null) {
              if (_errs7) {
                vErrors.length = _errs7;
              } else {
                vErrors = null;
              }
            }
          }
          if (typeof data1 === "string") {
            if (func2(data1) > 4096) {
              const err3 = { instancePath: instancePath + "/sealed/" + i0, schemaPath: "#/$defs/path/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            if (func2(data1) < 1) {
              const err4 = { instancePath: instancePath + "/sealed/" + i0, schemaPath: "#/$defs/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          } else {
            const err5 = { instancePath: instancePath + "/sealed/" + i0, schemaPath: "#/$defs/path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
      } else {
        const err6 = { instancePath: instancePath + "/sealed", schemaPath: "#/properties/sealed/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.manifests !== void 0) {
      let data2 = data.manifests;
      if (Array.isArray(data2)) {
        const len1 = data2.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data3 = data2[i1];
          const _errs14 = errors;
          const _errs15 = errors;
          if (typeof data3 === "string") {
            if (!pattern4.test(data3)) {
              const err7 = {};
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          }
          var valid8 = _errs15 === errors;
          if (valid8) {
            const err8 = { instancePath: instancePath + "/manifests/" + i1, schemaPath: "#/$defs/path/not", keyword: "not", params: {}, message: "must NOT be valid" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          } else {
            errors = _errs14;
            if (vErrors !== null) {
              if (_errs14) {
                vErrors.length = _errs14;
              } else {
                vErrors = null;
              }
            }
          }
          if (typeof data3 === "string") {
            if (func2(data3) > 4096) {
              const err9 = { instancePath: instancePath + "/manifests/" + i1, schemaPath: "#/$defs/path/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            if (func2(data3) < 1) {
              const err10 = { instancePath: instancePath + "/manifests/" + i1, schemaPath: "#/$defs/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = { instancePath: instancePath + "/manifests/" + i1, schemaPath: "#/$defs/path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/manifests", schemaPath: "#/properties/manifests/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.journals !== void 0) {
      let data4 = data.journals;
      const _errs19 = errors;
      const _errs20 = errors;
      if (typeof data4 === "string") {
        if (!pattern4.test(data4)) {
          const err13 = {};
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
      var valid10 = _errs20 === errors;
      if (valid10) {
        const err14 = { instancePath: instancePath + "/journals", schemaPath: "#/$defs/path/not", keyword: "not", params: {}, message: "must NOT be valid" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      } else {
        errors = _errs19;
        if (vErrors !== null) {
          if (_errs19) {
            vErrors.length = _errs19;
          } else {
            vErrors = null;
          }
        }
      }
      if (typeof data4 === "string") {
        if (func2(data4) > 4096) {
          const err15 = { instancePath: instancePath + "/journals", schemaPath: "#/$defs/path/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (func2(data4) < 1) {
          const err16 = { instancePath: instancePath + "/journals", schemaPath: "#/$defs/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = { instancePath: instancePath + "/journals", schemaPath: "#/$defs/path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.ledger !== void 0) {
      let data5 = data.ledger;
      const _errs24 = errors;
      const _errs25 = errors;
      if (typeof data5 === "string") {
        if (!pattern4.test(data5)) {
          const err18 = {};
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
      var valid12 = _errs25 === errors;
      if (valid12) {
        const err19 = { instancePath: instancePath + "/ledger", schemaPath: "#/$defs/path/not", keyword: "not", params: {}, message: "must NOT be valid" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      } else {
        errors = _errs24;
        if (vErrors !== null) {
          if (_errs24) {
            vErrors.length = _errs24;
          } else {
            vErrors = null;
          }
        }
      }
      if (typeof data5 === "string") {
        if (func2(data5) > 4096) {
          const err20 = { instancePath: instancePath + "/ledger", schemaPath: "#/$defs/path/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        if (func2(data5) < 1) {
          const err21 = { instancePath: instancePath + "/ledger", schemaPath: "#/$defs/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      } else {
        const err22 = { instancePath: instancePath + "/ledger", schemaPath: "#/$defs/path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.oracle !== void 0) {
      let data6 = data.oracle;
      const _errs29 = errors;
      const _errs30 = errors;
      if (typeof data6 === "string") {
        if (!pattern4.test(data6)) {
          const err23 = {};
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
      var valid14 = _errs30 === errors;
      if (valid14) {
        const err24 = { instancePath: instancePath + "/oracle", schemaPath: "#/$defs/path/not", keyword: "not", params: {}, message: "must NOT be valid" };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      } else {
        errors = _errs29;
        if (vErrors !== null) {
          if (_errs29) {
            vErrors.length = _errs29;
          } else {
            vErrors = null;
          }
        }
      }
      if (typeof data6 === "string") {
        if (func2(data6) > 4096) {
          const err25 = { instancePath: instancePath + "/oracle", schemaPath: "#/$defs/path/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        if (func2(data6) < 1) {
          const err26 = { instancePath: instancePath + "/oracle", schemaPath: "#/$defs/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
      } else {
        const err27 = { instancePath: instancePath + "/oracle", schemaPath: "#/$defs/path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.quarantine !== void 0) {
      let data7 = data.quarantine;
      const _errs34 = errors;
      const _errs35 = errors;
      if (typeof data7 === "string") {
        if (!pattern4.test(data7)) {
          const err28 = {};
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
      }
      var valid16 = _errs35 === errors;
      if (valid16) {
        const err29 = { instancePath: instancePath + "/quarantine", schemaPath: "#/$defs/path/not", keyword: "not", params: {}, message: "must NOT be valid" };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      } else {
        errors = _errs34;
        if (vErrors !== null) {
          if (_errs34) {
            vErrors.length = _errs34;
          } else {
            vErrors = null;
          }
        }
      }
      if (typeof data7 === "string") {
        if (func2(data7) > 4096) {
          const err30 = { instancePath: instancePath + "/quarantine", schemaPath: "#/$defs/path/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
        if (func2(data7) < 1) {
          const err31 = { instancePath: instancePath + "/quarantine", schemaPath: "#/$defs/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
      } else {
        const err32 = { instancePath: instancePath + "/quarantine", schemaPath: "#/$defs/path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.runners !== void 0) {
      let data8 = data.runners;
      if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
        for (const key1 in data8) {
          if (!func1.call(schema31.properties.runners.properties, key1)) {
            const err33 = { instancePath: instancePath + "/runners", schemaPath: "#/properties/runners/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        if (data8.timeout !== void 0) {
          let data9 = data8.timeout;
          if (typeof data9 == "number" && isFinite(data9)) {
            if (data9 > 86400 || isNaN(data9)) {
              const err34 = { instancePath: instancePath + "/runners/timeout", schemaPath: "#/properties/runners/properties/timeout/maximum", keyword: "maximum", params: { comparison: "<=", limit: 86400 }, message: "must be <= 86400" };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
            if (data9 <= 0 || isNaN(data9)) {
              const err35 = { instancePath: instancePath + "/runners/timeout", schemaPath: "#/properties/runners/properties/timeout/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
          } else {
            const err36 = { instancePath: instancePath + "/runners/timeout", schemaPath: "#/properties/runners/properties/timeout/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
        if (data8.reruns !== void 0) {
          let data10 = data8.reruns;
          if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)) && isFinite(data10))) {
            const err37 = { instancePath: instancePath + "/runners/reruns", schemaPath: "#/properties/runners/properties/reruns/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
          if (typeof data10 == "number" && isFinite(data10)) {
            if (data10 > 10 || isNaN(data10)) {
              const err38 = { instancePath: instancePath + "/runners/reruns", schemaPath: "#/properties/runners/properties/reruns/maximum", keyword: "maximum", params: { comparison: "<=", limit: 10 }, message: "must be <= 10" };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
            if (data10 < 0 || isNaN(data10)) {
              const err39 = { instancePath: instancePath + "/runners/reruns", schemaPath: "#/properties/runners/properties/reruns/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
        }
        if (data8.concurrency !== void 0) {
          let data11 = data8.concurrency;
          if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11))) {
            const err40 = { instancePath: instancePath + "/runners/concurrency", schemaPath: "#/properties/runners/properties/concurrency/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
          if (typeof data11 == "number" && isFinite(data11)) {
            if (data11 > 256 || isNaN(data11)) {
              const err41 = { instancePath: instancePath + "/runners/concurrency", schemaPath: "#/properties/runners/properties/concurrency/maximum", keyword: "maximum", params: { comparison: "<=", limit: 256 }, message: "must be <= 256" };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
            if (data11 < 0 || isNaN(data11)) {
              const err42 = { instancePath: instancePath + "/runners/concurrency", schemaPath: "#/properties/runners/properties/concurrency/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
          }
        }
        if (data8.python !== void 0) {
          let data12 = data8.python;
          if (typeof data12 === "string") {
            if (func2(data12) < 1) {
              const err43 = { instancePath: instancePath + "/runners/python", schemaPath: "#/properties/runners/properties/python/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
          } else {
            const err44 = { instancePath: instancePath + "/runners/python", schemaPath: "#/properties/runners/properties/python/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
        }
        if (data8.pythonPaths !== void 0) {
          let data13 = data8.pythonPaths;
          if (Array.isArray(data13)) {
            if (data13.length > 32) {
              const err45 = { instancePath: instancePath + "/runners/pythonPaths", schemaPath: "#/properties/runners/properties/pythonPaths/maxItems", keyword: "maxItems", params: { limit: 32 }, message: "must NOT have more than 32 items" };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
            const len2 = data13.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data14 = data13[i2];
              if (typeof data14 === "string") {
                if (!pattern10.test(data14)) {
                  const err46 = { instancePath: instancePath + "/runners/pythonPaths/" + i2, schemaPath: "#/properties/runners/properties/pythonPaths/items/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!.*(^|/)\\.\\.(/|$)).*$" }, message: 'must match pattern "^(?!/)(?!.*(^|/)\\.\\.(/|$)).*$"' };
                  if (vErrors === null) {
                    vErrors = [err46];
                  } else {
                    vErrors.push(err46);
                  }
                  errors++;
                }
              } else {
                const err47 = { instancePath: instancePath + "/runners/pythonPaths/" + i2, schemaPath: "#/properties/runners/properties/pythonPaths/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err47];
                } else {
                  vErrors.push(err47);
                }
                errors++;
              }
            }
          } else {
            const err48 = { instancePath: instancePath + "/runners/pythonPaths", schemaPath: "#/properties/runners/properties/pythonPaths/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        }
        if (data8.sealedRequirements !== void 0) {
          let data15 = data8.sealedRequirements;
          const _errs54 = errors;
          const _errs55 = errors;
          if (typeof data15 === "string") {
            if (!pattern4.test(data15)) {
              const err49 = {};
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
          }
          var valid21 = _errs55 === errors;
          if (valid21) {
            const err50 = { instancePath: instancePath + "/runners/sealedRequirements", schemaPath: "#/$defs/path/not", keyword: "not", params: {}, message: "must NOT be valid" };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          } else {
            errors = _errs54;
            if (vErrors !== null) {
              if (_errs54) {
                vErrors.length = _errs54;
              } else {
                vErrors = null;
              }
            }
          }
          if (typeof data15 === "string") {
            if (func2(data15) > 4096) {
              const err51 = { instancePath: instancePath + "/runners/sealedRequirements", schemaPath: "#/$defs/path/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
            if (func2(data15) < 1) {
              const err52 = { instancePath: instancePath + "/runners/sealedRequirements", schemaPath: "#/$defs/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            }
          } else {
            const err53 = { instancePath: instancePath + "/runners/sealedRequirements", schemaPath: "#/$defs/path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err53];
            } else {
              vErrors.push(err53);
            }
            errors++;
          }
        }
        if (data8.rules !== void 0) {
          let data16 = data8.rules;
          if (Array.isArray(data16)) {
            const len3 = data16.length;
            for (let i3 = 0; i3 < len3; i3++) {
              if (!validate21(data16[i3], { instancePath: instancePath + "/runners/rules/" + i3, parentData: data16, parentDataProperty: i3, rootData, dynamicAnchors })) {
                vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err54 = { instancePath: instancePath + "/runners/rules", schemaPath: "#/properties/runners/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          }
        }
        if (data8.sandbox !== void 0) {
          let data18 = data8.sandbox;
          if (!(data18 === "auto" || data18 === "bwrap" || data18 === "landlock" || data18 === "none")) {
            const err55 = { instancePath: instancePath + "/runners/sandbox", schemaPath: "#/properties/runners/properties/sandbox/enum", keyword: "enum", params: { allowedValues: schema31.properties.runners.properties.sandbox.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
        }
        if (data8.forkServer !== void 0) {
          if (typeof data8.forkServer !== "boolean") {
            const err56 = { instancePath: instancePath + "/runners/forkServer", schemaPath: "#/properties/runners/properties/forkServer/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
        }
        if (data8.isolation !== void 0) {
          let data20 = data8.isolation;
          if (!(data20 === "process" || data20 === "shared")) {
            const err57 = { instancePath: instancePath + "/runners/isolation", schemaPath: "#/properties/runners/properties/isolation/enum", keyword: "enum", params: { allowedValues: schema31.properties.runners.properties.isolation.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err57];
            } else {
              vErrors.push(err57);
            }
            errors++;
          }
        }
        if (data8.network !== void 0) {
          let data21 = data8.network;
          if (!(data21 === false || data21 === true || data21 === "setup")) {
            const err58 = { instancePath: instancePath + "/runners/network", schemaPath: "#/properties/runners/properties/network/enum", keyword: "enum", params: { allowedValues: schema31.properties.runners.properties.network.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err58];
            } else {
              vErrors.push(err58);
            }
            errors++;
          }
        }
        if (data8.writable !== void 0) {
          let data22 = data8.writable;
          if (Array.isArray(data22)) {
            if (data22.length > 100) {
              const err59 = { instancePath: instancePath + "/runners/writable", schemaPath: "#/properties/runners/properties/writable/maxItems", keyword: "maxItems", params: { limit: 100 }, message: "must NOT have more than 100 items" };
              if (vErrors === null) {
                vErrors = [err59];
              } else {
                vErrors.push(err59);
              }
              errors++;
            }
            const len4 = data22.length;
            for (let i4 = 0; i4 < len4; i4++) {
              let data23 = data22[i4];
              const _errs69 = errors;
              const _errs70 = errors;
              if (typeof data23 === "string") {
                if (!pattern4.test(data23)) {
                  const err60 = {};
                  if (vErrors === null) {
                    vErrors = [err60];
                  } else {
                    vErrors.push(err60);
                  }
                  errors++;
                }
              }
              var valid27 = _errs70 === errors;
              if (valid27) {
                const err61 = { instancePath: instancePath + "/runners/writable/" + i4, schemaPath: "#/$defs/path/not", keyword: "not", params: {}, message: "must NOT be valid" };
                if (vErrors === null) {
                  vErrors = [err61];
                } else {
                  vErrors.push(err61);
                }
                errors++;
              } else {
                errors = _errs69;
                if (vErrors !== null) {
                  if (_errs69) {
                    vErrors.length = _errs69;
                  } else {
                    vErrors = null;
                  }
                }
              }
              if (typeof data23 === "string") {
                if (func2(data23) > 4096) {
                  const err62 = { instancePath: instancePath + "/runners/writable/" + i4, schemaPath: "#/$defs/path/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                  if (vErrors === null) {
                    vErrors = [err62];
                  } else {
                    vErrors.push(err62);
                  }
                  errors++;
                }
                if (func2(data23) < 1) {
                  const err63 = { instancePath: instancePath + "/runners/writable/" + i4, schemaPath: "#/$defs/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err63];
                  } else {
                    vErrors.push(err63);
                  }
                  errors++;
                }
              } else {
                const err64 = { instancePath: instancePath + "/runners/writable/" + i4, schemaPath: "#/$defs/path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err64];
                } else {
                  vErrors.push(err64);
                }
                errors++;
              }
            }
          } else {
            const err65 = { instancePath: instancePath + "/runners/writable", schemaPath: "#/properties/runners/properties/writable/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err65];
            } else {
              vErrors.push(err65);
            }
            errors++;
          }
        }
        if (data8.setup !== void 0) {
          let data24 = data8.setup;
          if (Array.isArray(data24)) {
            if (data24.length > 20) {
              const err66 = { instancePath: instancePath + "/runners/setup", schemaPath: "#/properties/runners/properties/setup/maxItems", keyword: "maxItems", params: { limit: 20 }, message: "must NOT have more than 20 items" };
              if (vErrors === null) {
                vErrors = [err66];
              } else {
                vErrors.push(err66);
              }
              errors++;
            }
            const len5 = data24.length;
            for (let i5 = 0; i5 < len5; i5++) {
              let data25 = data24[i5];
              if (Array.isArray(data25)) {
                if (data25.length > 200) {
                  const err67 = { instancePath: instancePath + "/runners/setup/" + i5, schemaPath: "#/properties/runners/properties/setup/items/maxItems", keyword: "maxItems", params: { limit: 200 }, message: "must NOT have more than 200 items" };
                  if (vErrors === null) {
                    vErrors = [err67];
                  } else {
                    vErrors.push(err67);
                  }
                  errors++;
                }
                if (data25.length < 1) {
                  const err68 = { instancePath: instancePath + "/runners/setup/" + i5, schemaPath: "#/properties/runners/properties/setup/items/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                  if (vErrors === null) {
                    vErrors = [err68];
                  } else {
                    vErrors.push(err68);
                  }
                  errors++;
                }
                const len6 = data25.length;
                for (let i6 = 0; i6 < len6; i6++) {
                  let data26 = data25[i6];
                  if (typeof data26 === "string") {
                    if (func2(data26) > 4096) {
                      const err69 = { instancePath: instancePath + "/runners/setup/" + i5 + "/" + i6, schemaPath: "#/properties/runners/properties/setup/items/items/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                      if (vErrors === null) {
                        vErrors = [err69];
                      } else {
                        vErrors.push(err69);
                      }
                      errors++;
                    }
                    if (func2(data26) < 1) {
                      const err70 = { instancePath: instancePath + "/runners/setup/" + i5 + "/" + i6, schemaPath: "#/properties/runners/properties/setup/items/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      if (vErrors === null) {
                        vErrors = [err70];
                      } else {
                        vErrors.push(err70);
                      }
                      errors++;
                    }
                  } else {
                    const err71 = { instancePath: instancePath + "/runners/setup/" + i5 + "/" + i6, schemaPath: "#/properties/runners/properties/setup/items/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err71];
                    } else {
                      vErrors.push(err71);
                    }
                    errors++;
                  }
                }
              } else {
                const err72 = { instancePath: instancePath + "/runners/setup/" + i5, schemaPath: "#/properties/runners/properties/setup/items/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err72];
                } else {
                  vErrors.push(err72);
                }
                errors++;
              }
            }
          } else {
            const err73 = { instancePath: instancePath + "/runners/setup", schemaPath: "#/properties/runners/properties/setup/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err73];
            } else {
              vErrors.push(err73);
            }
            errors++;
          }
        }
        if (data8.shards !== void 0) {
          let data27 = data8.shards;
          if (!(typeof data27 == "number" && (!(data27 % 1) && !isNaN(data27)) && isFinite(data27))) {
            const err74 = { instancePath: instancePath + "/runners/shards", schemaPath: "#/properties/runners/properties/shards/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err74];
            } else {
              vErrors.push(err74);
            }
            errors++;
          }
          if (typeof data27 == "number" && isFinite(data27)) {
            if (data27 > 256 || isNaN(data27)) {
              const err75 = { instancePath: instancePath + "/runners/shards", schemaPath: "#/properties/runners/properties/shards/maximum", keyword: "maximum", params: { comparison: "<=", limit: 256 }, message: "must be <= 256" };
              if (vErrors === null) {
                vErrors = [err75];
              } else {
                vErrors.push(err75);
              }
              errors++;
            }
            if (data27 < 1 || isNaN(data27)) {
              const err76 = { instancePath: instancePath + "/runners/shards", schemaPath: "#/properties/runners/properties/shards/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err76];
              } else {
                vErrors.push(err76);
              }
              errors++;
            }
          }
        }
      } else {
        const err77 = { instancePath: instancePath + "/runners", schemaPath: "#/properties/runners/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err77];
        } else {
          vErrors.push(err77);
        }
        errors++;
      }
    }
    if (data.telemetry !== void 0) {
      let data28 = data.telemetry;
      if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
        for (const key2 in data28) {
          if (!(key2 === "command" || key2 === "junit" || key2 === "timeout")) {
            const err78 = { instancePath: instancePath + "/telemetry", schemaPath: "#/properties/telemetry/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err78];
            } else {
              vErrors.push(err78);
            }
            errors++;
          }
        }
        if (data28.command !== void 0) {
          let data29 = data28.command;
          const _errs84 = errors;
          let valid34 = false;
          let passing0 = null;
          const _errs85 = errors;
          if (typeof data29 === "string") {
            if (func2(data29) < 1) {
              const err79 = { instancePath: instancePath + "/telemetry/command", schemaPath: "#/$defs/argv/oneOf/0/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err79];
              } else {
                vErrors.push(err79);
              }
              errors++;
            }
          } else {
            const err80 = { instancePath: instancePath + "/telemetry/command", schemaPath: "#/$defs/argv/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err80];
            } else {
              vErrors.push(err80);
            }
            errors++;
          }
          var _valid0 = _errs85 === errors;
          if (_valid0) {
            valid34 = true;
            passing0 = 0;
          }
          const _errs87 = errors;
          if (Array.isArray(data29)) {
            if (data29.length < 1) {
              const err81 = { instancePath: instancePath + "/telemetry/command", schemaPath: "#/$defs/argv/oneOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err81];
              } else {
                vErrors.push(err81);
              }
              errors++;
            }
            const len7 = data29.length;
            for (let i7 = 0; i7 < len7; i7++) {
              if (typeof data29[i7] !== "string") {
                const err82 = { instancePath: instancePath + "/telemetry/command/" + i7, schemaPath: "#/$defs/argv/oneOf/1/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err82];
                } else {
                  vErrors.push(err82);
                }
                errors++;
              }
            }
          } else {
            const err83 = { instancePath: instancePath + "/telemetry/command", schemaPath: "#/$defs/argv/oneOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err83];
            } else {
              vErrors.push(err83);
            }
            errors++;
          }
          var _valid0 = _errs87 === errors;
          if (_valid0 && valid34) {
            valid34 = false;
            passing0 = [passing0, 1];
          } else {
            if (_valid0) {
              valid34 = true;
              passing0 = 1;
            }
          }
          if (!valid34) {
            const err84 = { instancePath: instancePath + "/telemetry/command", schemaPath: "#/$defs/argv/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
            if (vErrors === null) {
              vErrors = [err84];
            } else {
              vErrors.push(err84);
            }
            errors++;
          } else {
            errors = _errs84;
            if (vErrors !== null) {
              if (_errs84) {
                vErrors.length = _errs84;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data28.junit !== void 0) {
          let data31 = data28.junit;
          const _errs94 = errors;
          const _errs95 = errors;
          if (typeof data31 === "string") {
            if (!pattern4.test(data31)) {
              const err85 = {};
              if (vErrors === null) {
                vErrors = [err85];
              } else {
                vErrors.push(err85);
              }
              errors++;
            }
          }
          var valid38 = _errs95 === errors;
          if (valid38) {
            const err86 = { instancePath: instancePath + "/telemetry/junit", schemaPath: "#/$defs/path/not", keyword: "not", params: {}, message: "must NOT be valid" };
            if (vErrors === null) {
              vErrors = [err86];
            } else {
              vErrors.push(err86);
            }
            errors++;
          } else {
            errors = _errs94;
            if (vErrors !== null) {
              if (_errs94) {
                vErrors.length = _errs94;
              } else {
                vErrors = null;
              }
            }
          }
          if (typeof data31 === "string") {
            if (func2(data31) > 4096) {
              const err87 = { instancePath: instancePath + "/telemetry/junit", schemaPath: "#/$defs/path/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
              if (vErrors === null) {
                vErrors = [err87];
              } else {
                vErrors.push(err87);
              }
              errors++;
            }
            if (func2(data31) < 1) {
              const err88 = { instancePath: instancePath + "/telemetry/junit", schemaPath: "#/$defs/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err88];
              } else {
                vErrors.push(err88);
              }
              errors++;
            }
          } else {
            const err89 = { instancePath: instancePath + "/telemetry/junit", schemaPath: "#/$defs/path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err89];
            } else {
              vErrors.push(err89);
            }
            errors++;
          }
        }
        if (data28.timeout !== void 0) {
          let data32 = data28.timeout;
          if (typeof data32 == "number" && isFinite(data32)) {
            if (data32 > 86400 || isNaN(data32)) {
              const err90 = { instancePath: instancePath + "/telemetry/timeout", schemaPath: "#/properties/telemetry/properties/timeout/maximum", keyword: "maximum", params: { comparison: "<=", limit: 86400 }, message: "must be <= 86400" };
              if (vErrors === null) {
                vErrors = [err90];
              } else {
                vErrors.push(err90);
              }
              errors++;
            }
            if (data32 <= 0 || isNaN(data32)) {
              const err91 = { instancePath: instancePath + "/telemetry/timeout", schemaPath: "#/properties/telemetry/properties/timeout/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" };
              if (vErrors === null) {
                vErrors = [err91];
              } else {
                vErrors.push(err91);
              }
              errors++;
            }
          } else {
            const err92 = { instancePath: instancePath + "/telemetry/timeout", schemaPath: "#/properties/telemetry/properties/timeout/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err92];
            } else {
              vErrors.push(err92);
            }
            errors++;
          }
        }
      } else {
        const err93 = { instancePath: instancePath + "/telemetry", schemaPath: "#/properties/telemetry/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err93];
        } else {
          vErrors.push(err93);
        }
        errors++;
      }
    }
    if (data.owners !== void 0) {
      let data33 = data.owners;
      if (Array.isArray(data33)) {
        const len8 = data33.length;
        for (let i8 = 0; i8 < len8; i8++) {
          let data34 = data33[i8];
          if (typeof data34 === "string") {
            if (!pattern14.test(data34)) {
              const err94 = { instancePath: instancePath + "/owners/" + i8, schemaPath: "#/properties/owners/items/pattern", keyword: "pattern", params: { pattern: "^@?[A-Za-z0-9][A-Za-z0-9-]*(/[A-Za-z0-9][A-Za-z0-9_.-]*)?$" }, message: 'must match pattern "^@?[A-Za-z0-9][A-Za-z0-9-]*(/[A-Za-z0-9][A-Za-z0-9_.-]*)?$"' };
              if (vErrors === null) {
                vErrors = [err94];
              } else {
                vErrors.push(err94);
              }
              errors++;
            }
          } else {
            const err95 = { instancePath: instancePath + "/owners/" + i8, schemaPath: "#/properties/owners/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err95];
            } else {
              vErrors.push(err95);
            }
            errors++;
          }
        }
      } else {
        const err96 = { instancePath: instancePath + "/owners", schemaPath: "#/properties/owners/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err96];
        } else {
          vErrors.push(err96);
        }
        errors++;
      }
    }
    if (data.check !== void 0) {
      let data35 = data.check;
      if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
        for (const key3 in data35) {
          if (!(key3 === "name" || key3 === "annotations" || key3 === "comment")) {
            const err97 = { instancePath: instancePath + "/check", schemaPath: "#/properties/check/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err97];
            } else {
              vErrors.push(err97);
            }
            errors++;
          }
        }
        if (data35.name !== void 0) {
          let data36 = data35.name;
          if (typeof data36 === "string") {
            if (func2(data36) > 100) {
              const err98 = { instancePath: instancePath + "/check/name", schemaPath: "#/properties/check/properties/name/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters" };
              if (vErrors === null) {
                vErrors = [err98];
              } else {
                vErrors.push(err98);
              }
              errors++;
            }
            if (func2(data36) < 1) {
              const err99 = { instancePath: instancePath + "/check/name", schemaPath: "#/properties/check/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err99];
              } else {
                vErrors.push(err99);
              }
              errors++;
            }
          } else {
            const err100 = { instancePath: instancePath + "/check/name", schemaPath: "#/properties/check/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err100];
            } else {
              vErrors.push(err100);
            }
            errors++;
          }
        }
        if (data35.annotations !== void 0) {
          let data37 = data35.annotations;
          if (!(typeof data37 == "number" && (!(data37 % 1) && !isNaN(data37)) && isFinite(data37))) {
            const err101 = { instancePath: instancePath + "/check/annotations", schemaPath: "#/properties/check/properties/annotations/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err101];
            } else {
              vErrors.push(err101);
            }
            errors++;
          }
          if (typeof data37 == "number" && isFinite(data37)) {
            if (data37 > 1e4 || isNaN(data37)) {
              const err102 = { instancePath: instancePath + "/check/annotations", schemaPath: "#/properties/check/properties/annotations/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e4 }, message: "must be <= 10000" };
              if (vErrors === null) {
                vErrors = [err102];
              } else {
                vErrors.push(err102);
              }
              errors++;
            }
            if (data37 < 0 || isNaN(data37)) {
              const err103 = { instancePath: instancePath + "/check/annotations", schemaPath: "#/properties/check/properties/annotations/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err103];
              } else {
                vErrors.push(err103);
              }
              errors++;
            }
          }
        }
        if (data35.comment !== void 0) {
          let data38 = data35.comment;
          if (!(data38 === "always" || data38 === "failures" || data38 === "changes" || data38 === "off")) {
            const err104 = { instancePath: instancePath + "/check/comment", schemaPath: "#/properties/check/properties/comment/enum", keyword: "enum", params: { allowedValues: schema31.properties.check.properties.comment.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err104];
            } else {
              vErrors.push(err104);
            }
            errors++;
          }
        }
      } else {
        const err105 = { instancePath: instancePath + "/check", schemaPath: "#/properties/check/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err105];
        } else {
          vErrors.push(err105);
        }
        errors++;
      }
    }
  } else {
    const err106 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err106];
    } else {
      vErrors.push(err106);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var earnedResults = validate23;
var schema44 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://seedgate.dev/schemas/earned-results.schema.json", "title": "seedgate earned-check results: draft properties on the parent and the head (seed 002's calibration), reported and never voting", "type": "object", "additionalProperties": false, "required": ["schema", "kind", "base", "head", "runId", "seedgateVersion", "report"], "properties": { "schema": { "const": 1 }, "kind": { "const": "earned" }, "base": { "type": "string", "pattern": "^[0-9a-f]{40}$" }, "head": { "type": "string", "pattern": "^[0-9a-f]{40}$" }, "runId": { "type": "string", "maxLength": 200 }, "seedgateVersion": { "type": "string", "maxLength": 50 }, "report": { "type": "object", "additionalProperties": false, "required": ["kind", "votes", "base", "head", "seeds", "properties"], "properties": { "kind": { "const": "earned" }, "votes": { "description": "Always false: an earned check never changes the verdict.", "const": false }, "base": { "type": "string", "pattern": "^[0-9a-f]{40}$" }, "head": { "type": "string", "pattern": "^[0-9a-f]{40}$" }, "seeds": { "$ref": "#/$defs/seeds" }, "properties": { "type": "array", "maxItems": 1e3, "items": { "type": "object", "additionalProperties": false, "required": ["id", "selector", "source", "file", "label", "reason", "earnedSeeds", "parent", "head"], "properties": { "id": { "type": "string", "minLength": 1, "maxLength": 4096 }, "selector": { "type": "string", "minLength": 1, "maxLength": 4096 }, "source": { "enum": ["ledger-draft", "ledger-unearned", "journal-proposed", "pr-test"] }, "file": { "type": "string", "minLength": 1, "maxLength": 4096 }, "label": { "enum": ["earned", "unearned", "inconclusive"] }, "reason": { "type": "string", "maxLength": 2e3 }, "earnedSeeds": { "$ref": "#/$defs/seeds" }, "parent": { "$ref": "#/$defs/side" }, "head": { "$ref": "#/$defs/side" } } } } } } }, "$defs": { "seeds": { "type": "array", "maxItems": 1e4, "items": { "type": "integer", "minimum": -9007199254740991, "maximum": 9007199254740991 } }, "side": { "type": "object", "additionalProperties": false, "required": ["pass", "fail", "timeout", "error", "detail"], "properties": { "pass": { "$ref": "#/$defs/seeds" }, "fail": { "$ref": "#/$defs/seeds" }, "timeout": { "$ref": "#/$defs/seeds" }, "error": { "$ref": "#/$defs/seeds" }, "detail": { "type": "string", "maxLength": 2e3 } } } } };
var pattern15 = new RegExp("^[0-9a-f]{40}$", "u");
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate24.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.pass === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "pass" }, message: "must have required property 'pass'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.fail === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "fail" }, message: "must have required property 'fail'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.timeout === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "timeout" }, message: "must have required property 'timeout'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.error === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "error" }, message: "must have required property 'error'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.detail === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "detail" }, message: "must have required property 'detail'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "pass" || key0 === "fail" || key0 === "timeout" || key0 === "error" || key0 === "detail")) {
        const err5 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.pass !== void 0) {
      let data0 = data.pass;
      if (Array.isArray(data0)) {
        if (data0.length > 1e4) {
          const err6 = { instancePath: instancePath + "/pass", schemaPath: "#/$defs/seeds/maxItems", keyword: "maxItems", params: { limit: 1e4 }, message: "must NOT have more than 10000 items" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
            const err7 = { instancePath: instancePath + "/pass/" + i0, schemaPath: "#/$defs/seeds/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
          if (typeof data1 == "number" && isFinite(data1)) {
            if (data1 > 9007199254740991 || isNaN(data1)) {
              const err8 = { instancePath: instancePath + "/pass/" + i0, schemaPath: "#/$defs/seeds/items/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (data1 < -9007199254740991 || isNaN(data1)) {
              const err9 = { instancePath: instancePath + "/pass/" + i0, schemaPath: "#/$defs/seeds/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: -9007199254740991 }, message: "must be >= -9007199254740991" };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/pass", schemaPath: "#/$defs/seeds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.fail !== void 0) {
      let data2 = data.fail;
      if (Array.isArray(data2)) {
        if (data2.length > 1e4) {
          const err11 = { instancePath: instancePath + "/fail", schemaPath: "#/$defs/seeds/maxItems", keyword: "maxItems", params: { limit: 1e4 }, message: "must NOT have more than 10000 items" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        const len1 = data2.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data3 = data2[i1];
          if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3))) {
            const err12 = { instancePath: instancePath + "/fail/" + i1, schemaPath: "#/$defs/seeds/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
          if (typeof data3 == "number" && isFinite(data3)) {
            if (data3 > 9007199254740991 || isNaN(data3)) {
              const err13 = { instancePath: instancePath + "/fail/" + i1, schemaPath: "#/$defs/seeds/items/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
            if (data3 < -9007199254740991 || isNaN(data3)) {
              const err14 = { instancePath: instancePath + "/fail/" + i1, schemaPath: "#/$defs/seeds/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: -9007199254740991 }, message: "must be >= -9007199254740991" };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          }
        }
      } else {
        const err15 = { instancePath: instancePath + "/fail", schemaPath: "#/$defs/seeds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.timeout !== void 0) {
      let data4 = data.timeout;
      if (Array.isArray(data4)) {
        if (data4.length > 1e4) {
          const err16 = { instancePath: instancePath + "/timeout", schemaPath: "#/$defs/seeds/maxItems", keyword: "maxItems", params: { limit: 1e4 }, message: "must NOT have more than 10000 items" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        const len2 = data4.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data5 = data4[i2];
          if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
            const err17 = { instancePath: instancePath + "/timeout/" + i2, schemaPath: "#/$defs/seeds/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
          if (typeof data5 == "number" && isFinite(data5)) {
            if (data5 > 9007199254740991 || isNaN(data5)) {
              const err18 = { instancePath: instancePath + "/timeout/" + i2, schemaPath: "#/$defs/seeds/items/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
            if (data5 < -9007199254740991 || isNaN(data5)) {
              const err19 = { instancePath: instancePath + "/timeout/" + i2, schemaPath: "#/$defs/seeds/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: -9007199254740991 }, message: "must be >= -9007199254740991" };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
        }
      } else {
        const err20 = { instancePath: instancePath + "/timeout", schemaPath: "#/$defs/seeds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.error !== void 0) {
      let data6 = data.error;
      if (Array.isArray(data6)) {
        if (data6.length > 1e4) {
          const err21 = { instancePath: instancePath + "/error", schemaPath: "#/$defs/seeds/maxItems", keyword: "maxItems", params: { limit: 1e4 }, message: "must NOT have more than 10000 items" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        const len3 = data6.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data7 = data6[i3];
          if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
            const err22 = { instancePath: instancePath + "/error/" + i3, schemaPath: "#/$defs/seeds/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
          if (typeof data7 == "number" && isFinite(data7)) {
            if (data7 > 9007199254740991 || isNaN(data7)) {
              const err23 = { instancePath: instancePath + "/error/" + i3, schemaPath: "#/$defs/seeds/items/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
            if (data7 < -9007199254740991 || isNaN(data7)) {
              const err24 = { instancePath: instancePath + "/error/" + i3, schemaPath: "#/$defs/seeds/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: -9007199254740991 }, message: "must be >= -9007199254740991" };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
          }
        }
      } else {
        const err25 = { instancePath: instancePath + "/error", schemaPath: "#/$defs/seeds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.detail !== void 0) {
      let data8 = data.detail;
      if (typeof data8 === "string") {
        if (func2(data8) > 2e3) {
          const err26 = { instancePath: instancePath + "/detail", schemaPath: "#/properties/detail/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters" };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
      } else {
        const err27 = { instancePath: instancePath + "/detail", schemaPath: "#/properties/detail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
  } else {
    const err28 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err28];
    } else {
      vErrors.push(err28);
    }
    errors++;
  }
  validate24.errors = vErrors;
  return errors === 0;
}
validate24.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate23.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.base === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "base" }, message: "must have required property 'base'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.head === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "head" }, message: "must have required property 'head'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.runId === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "runId" }, message: "must have required property 'runId'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.seedgateVersion === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seedgateVersion" }, message: "must have required property 'seedgateVersion'" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.report === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "report" }, message: "must have required property 'report'" };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "schema" || key0 === "kind" || key0 === "base" || key0 === "head" || key0 === "runId" || key0 === "seedgateVersion" || key0 === "report")) {
        const err7 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.schema !== void 0) {
      if (1 !== data.schema) {
        const err8 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      if ("earned" !== data.kind) {
        const err9 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/const", keyword: "const", params: { allowedValue: "earned" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.base !== void 0) {
      let data2 = data.base;
      if (typeof data2 === "string") {
        if (!pattern15.test(data2)) {
          const err10 = { instancePath: instancePath + "/base", schemaPath: "#/properties/base/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: 'must match pattern "^[0-9a-f]{40}$"' };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = { instancePath: instancePath + "/base", schemaPath: "#/properties/base/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.head !== void 0) {
      let data3 = data.head;
      if (typeof data3 === "string") {
        if (!pattern15.test(data3)) {
          const err12 = { instancePath: instancePath + "/head", schemaPath: "#/properties/head/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: 'must match pattern "^[0-9a-f]{40}$"' };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = { instancePath: instancePath + "/head", schemaPath: "#/properties/head/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.runId !== void 0) {
      let data4 = data.runId;
      if (typeof data4 === "string") {
        if (func2(data4) > 200) {
          const err14 = { instancePath: instancePath + "/runId", schemaPath: "#/properties/runId/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = { instancePath: instancePath + "/runId", schemaPath: "#/properties/runId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.seedgateVersion !== void 0) {
      let data5 = data.seedgateVersion;
      if (typeof data5 === "string") {
        if (func2(data5) > 50) {
          const err16 = { instancePath: instancePath + "/seedgateVersion", schemaPath: "#/properties/seedgateVersion/maxLength", keyword: "maxLength", params: { limit: 50 }, message: "must NOT have more than 50 characters" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = { instancePath: instancePath + "/seedgateVersion", schemaPath: "#/properties/seedgateVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.report !== void 0) {
      let data6 = data.report;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        if (data6.kind === void 0) {
          const err18 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data6.votes === void 0) {
          const err19 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "votes" }, message: "must have required property 'votes'" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (data6.base === void 0) {
          const err20 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "base" }, message: "must have required property 'base'" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        if (data6.head === void 0) {
          const err21 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "head" }, message: "must have required property 'head'" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (data6.seeds === void 0) {
          const err22 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "seeds" }, message: "must have required property 'seeds'" };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data6.properties === void 0) {
          const err23 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "properties" }, message: "must have required property 'properties'" };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        for (const key1 in data6) {
          if (!(key1 === "kind" || key1 === "votes" || key1 === "base" || key1 === "head" || key1 === "seeds" || key1 === "properties")) {
            const err24 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        if (data6.kind !== void 0) {
          if ("earned" !== data6.kind) {
            const err25 = { instancePath: instancePath + "/report/kind", schemaPath: "#/properties/report/properties/kind/const", keyword: "const", params: { allowedValue: "earned" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
        if (data6.votes !== void 0) {
          if (false !== data6.votes) {
            const err26 = { instancePath: instancePath + "/report/votes", schemaPath: "#/properties/report/properties/votes/const", keyword: "const", params: { allowedValue: false }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
        if (data6.base !== void 0) {
          let data9 = data6.base;
          if (typeof data9 === "string") {
            if (!pattern15.test(data9)) {
              const err27 = { instancePath: instancePath + "/report/base", schemaPath: "#/properties/report/properties/base/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: 'must match pattern "^[0-9a-f]{40}$"' };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          } else {
            const err28 = { instancePath: instancePath + "/report/base", schemaPath: "#/properties/report/properties/base/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        if (data6.head !== void 0) {
          let data10 = data6.head;
          if (typeof data10 === "string") {
            if (!pattern15.test(data10)) {
              const err29 = { instancePath: instancePath + "/report/head", schemaPath: "#/properties/report/properties/head/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: 'must match pattern "^[0-9a-f]{40}$"' };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
          } else {
            const err30 = { instancePath: instancePath + "/report/head", schemaPath: "#/properties/report/properties/head/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        if (data6.seeds !== void 0) {
          let data11 = data6.seeds;
          if (Array.isArray(data11)) {
            if (data11.length > 1e4) {
              const err31 = { instancePath: instancePath + "/report/seeds", schemaPath: "#/$defs/seeds/maxItems", keyword: "maxItems", params: { limit: 1e4 }, message: "must NOT have more than 10000 items" };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
            const len0 = data11.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data12 = data11[i0];
              if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12))) {
                const err32 = { instancePath: instancePath + "/report/seeds/" + i0, schemaPath: "#/$defs/seeds/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
              if (typeof data12 == "number" && isFinite(data12)) {
                if (data12 > 9007199254740991 || isNaN(data12)) {
                  const err33 = { instancePath: instancePath + "/report/seeds/" + i0, schemaPath: "#/$defs/seeds/items/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
                if (data12 < -9007199254740991 || isNaN(data12)) {
                  const err34 = { instancePath: instancePath + "/report/seeds/" + i0, schemaPath: "#/$defs/seeds/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: -9007199254740991 }, message: "must be >= -9007199254740991" };
                  if (vErrors === null) {
                    vErrors = [err34];
                  } else {
                    vErrors.push(err34);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err35 = { instancePath: instancePath + "/report/seeds", schemaPath: "#/$defs/seeds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
        if (data6.properties !== void 0) {
          let data13 = data6.properties;
          if (Array.isArray(data13)) {
            if (data13.length > 1e3) {
              const err36 = { instancePath: instancePath + "/report/properties", schemaPath: "#/properties/report/properties/properties/maxItems", keyword: "maxItems", params: { limit: 1e3 }, message: "must NOT have more than 1000 items" };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
            const len1 = data13.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data14 = data13[i1];
              if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
                if (data14.id === void 0) {
                  const err37 = { instancePath: instancePath + "/report/properties/" + i1, schemaPath: "#/properties/report/properties/properties/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
                  if (vErrors === null) {
                    vErrors = [err37];
                  } else {
                    vErrors.push(err37);
                  }
                  errors++;
                }
                if (data14.selector === void 0) {
                  const err38 = { instancePath: instancePath + "/report/properties/" + i1, schemaPath: "#/properties/report/properties/properties/items/required", keyword: "required", params: { missingProperty: "selector" }, message: "must have required property 'selector'" };
                  if (vErrors === null) {
                    vErrors = [err38];
                  } else {
                    vErrors.push(err38);
                  }
                  errors++;
                }
                if (data14.source === void 0) {
                  const err39 = { instancePath: instancePath + "/report/properties/" + i1, schemaPath: "#/properties/report/properties/properties/items/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'" };
                  if (vErrors === null) {
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                }
                if (data14.file === void 0) {
                  const err40 = { instancePath: instancePath + "/report/properties/" + i1, schemaPath: "#/properties/report/properties/properties/items/required", keyword: "required", params: { missingProperty: "file" }, message: "must have required property 'file'" };
                  if (vErrors === null) {
                    vErrors = [err40];
                  } else {
                    vErrors.push(err40);
                  }
                  errors++;
                }
                if (data14.label === void 0) {
                  const err41 = { instancePath: instancePath + "/report/properties/" + i1, schemaPath: "#/properties/report/properties/properties/items/required", keyword: "required", params: { missingProperty: "label" }, message: "must have required property 'label'" };
                  if (vErrors === null) {
                    vErrors = [err41];
                  } else {
                    vErrors.push(err41);
                  }
                  errors++;
                }
                if (data14.reason === void 0) {
                  const err42 = { instancePath: instancePath + "/report/properties/" + i1, schemaPath: "#/properties/report/properties/properties/items/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
                  if (vErrors === null) {
                    vErrors = [err42];
                  } else {
                    vErrors.push(err42);
                  }
                  errors++;
                }
                if (data14.earnedSeeds === void 0) {
                  const err43 = { instancePath: instancePath + "/report/properties/" + i1, schemaPath: "#/properties/report/properties/properties/items/required", keyword: "required", params: { missingProperty: "earnedSeeds" }, message: "must have required property 'earnedSeeds'" };
                  if (vErrors === null) {
                    vErrors = [err43];
                  } else {
                    vErrors.push(err43);
                  }
                  errors++;
                }
                if (data14.parent === void 0) {
                  const err44 = { instancePath: instancePath + "/report/properties/" + i1, schemaPath: "#/properties/report/properties/properties/items/required", keyword: "required", params: { missingProperty: "parent" }, message: "must have required property 'parent'" };
                  if (vErrors === null) {
                    vErrors = [err44];
                  } else {
                    vErrors.push(err44);
                  }
                  errors++;
                }
                if (data14.head === void 0) {
                  const err45 = { instancePath: instancePath + "/report/properties/" + i1, schemaPath: "#/properties/report/properties/properties/items/required", keyword: "required", params: { missingProperty: "head" }, message: "must have required property 'head'" };
                  if (vErrors === null) {
                    vErrors = [err45];
                  } else {
                    vErrors.push(err45);
                  }
                  errors++;
                }
                for (const key2 in data14) {
                  if (!func1.call(schema44.properties.report.properties.properties.items.properties, key2)) {
                    const err46 = { instancePath: instancePath + "/report/properties/" + i1, schemaPath: "#/properties/report/properties/properties/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err46];
                    } else {
                      vErrors.push(err46);
                    }
                    errors++;
                  }
                }
                if (data14.id !== void 0) {
                  let data15 = data14.id;
                  if (typeof data15 === "string") {
                    if (func2(data15) > 4096) {
                      const err47 = { instancePath: instancePath + "/report/properties/" + i1 + "/id", schemaPath: "#/properties/report/properties/properties/items/properties/id/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                      if (vErrors === null) {
                        vErrors = [err47];
                      } else {
                        vErrors.push(err47);
                      }
                      errors++;
                    }
                    if (func2(data15) < 1) {
                      const err48 = { instancePath: instancePath + "/report/properties/" + i1 + "/id", schemaPath: "#/properties/report/properties/properties/items/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      if (vErrors === null) {
                        vErrors = [err48];
                      } else {
                        vErrors.push(err48);
                      }
                      errors++;
                    }
                  } else {
                    const err49 = { instancePath: instancePath + "/report/properties/" + i1 + "/id", schemaPath: "#/properties/report/properties/properties/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err49];
                    } else {
                      vErrors.push(err49);
                    }
                    errors++;
                  }
                }
                if (data14.selector !== void 0) {
                  let data16 = data14.selector;
                  if (typeof data16 === "string") {
                    if (func2(data16) > 4096) {
                      const err50 = { instancePath: instancePath + "/report/properties/" + i1 + "/selector", schemaPath: "#/properties/report/properties/properties/items/properties/selector/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                      if (vErrors === null) {
                        vErrors = [err50];
                      } else {
                        vErrors.push(err50);
                      }
                      errors++;
                    }
                    if (func2(data16) < 1) {
                      const err51 = { instancePath: instancePath + "/report/properties/" + i1 + "/selector", schemaPath: "#/properties/report/properties/properties/items/properties/selector/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      if (vErrors === null) {
                        vErrors = [err51];
                      } else {
                        vErrors.push(err51);
                      }
                      errors++;
                    }
                  } else {
                    const err52 = { instancePath: instancePath + "/report/properties/" + i1 + "/selector", schemaPath: "#/properties/report/properties/properties/items/properties/selector/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err52];
                    } else {
                      vErrors.push(err52);
                    }
                    errors++;
                  }
                }
                if (data14.source !== void 0) {
                  let data17 = data14.source;
                  if (!(data17 === "ledger-draft" || data17 === "ledger-unearned" || data17 === "journal-proposed" || data17 === "pr-test")) {
                    const err53 = { instancePath: instancePath + "/report/properties/" + i1 + "/source", schemaPath: "#/properties/report/properties/properties/items/properties/source/enum", keyword: "enum", params: { allowedValues: schema44.properties.report.properties.properties.items.properties.source.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                      vErrors = [err53];
                    } else {
                      vErrors.push(err53);
                    }
                    errors++;
                  }
                }
                if (data14.file !== void 0) {
                  let data18 = data14.file;
                  if (typeof data18 === "string") {
                    if (func2(data18) > 4096) {
                      const err54 = { instancePath: instancePath + "/report/properties/" + i1 + "/file", schemaPath: "#/properties/report/properties/properties/items/properties/file/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                      if (vErrors === null) {
                        vErrors = [err54];
                      } else {
                        vErrors.push(err54);
                      }
                      errors++;
                    }
                    if (func2(data18) < 1) {
                      const err55 = { instancePath: instancePath + "/report/properties/" + i1 + "/file", schemaPath: "#/properties/report/properties/properties/items/properties/file/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      if (vErrors === null) {
                        vErrors = [err55];
                      } else {
                        vErrors.push(err55);
                      }
                      errors++;
                    }
                  } else {
                    const err56 = { instancePath: instancePath + "/report/properties/" + i1 + "/file", schemaPath: "#/properties/report/properties/properties/items/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err56];
                    } else {
                      vErrors.push(err56);
                    }
                    errors++;
                  }
                }
                if (data14.label !== void 0) {
                  let data19 = data14.label;
                  if (!(data19 === "earned" || data19 === "unearned" || data19 === "inconclusive")) {
                    const err57 = { instancePath: instancePath + "/report/properties/" + i1 + "/label", schemaPath: "#/properties/report/properties/properties/items/properties/label/enum", keyword: "enum", params: { allowedValues: schema44.properties.report.properties.properties.items.properties.label.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                      vErrors = [err57];
                    } else {
                      vErrors.push(err57);
                    }
                    errors++;
                  }
                }
                if (data14.reason !== void 0) {
                  let data20 = data14.reason;
                  if (typeof data20 === "string") {
                    if (func2(data20) > 2e3) {
                      const err58 = { instancePath: instancePath + "/report/properties/" + i1 + "/reason", schemaPath: "#/properties/report/properties/properties/items/properties/reason/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters" };
                      if (vErrors === null) {
                        vErrors = [err58];
                      } else {
                        vErrors.push(err58);
                      }
                      errors++;
                    }
                  } else {
                    const err59 = { instancePath: instancePath + "/report/properties/" + i1 + "/reason", schemaPath: "#/properties/report/properties/properties/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err59];
                    } else {
                      vErrors.push(err59);
                    }
                    errors++;
                  }
                }
                if (data14.earnedSeeds !== void 0) {
                  let data21 = data14.earnedSeeds;
                  if (Array.isArray(data21)) {
                    if (data21.length > 1e4) {
                      const err60 = { instancePath: instancePath + "/report/properties/" + i1 + "/earnedSeeds", schemaPath: "#/$defs/seeds/maxItems", keyword: "maxItems", params: { limit: 1e4 }, message: "must NOT have more than 10000 items" };
                      if (vErrors === null) {
                        vErrors = [err60];
                      } else {
                        vErrors.push(err60);
                      }
                      errors++;
                    }
                    const len2 = data21.length;
                    for (let i2 = 0; i2 < len2; i2++) {
                      let data22 = data21[i2];
                      if (!(typeof data22 == "number" && (!(data22 % 1) && !isNaN(data22)) && isFinite(data22))) {
                        const err61 = { instancePath: instancePath + "/report/properties/" + i1 + "/earnedSeeds/" + i2, schemaPath: "#/$defs/seeds/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                        if (vErrors === null) {
                          vErrors = [err61];
                        } else {
                          vErrors.push(err61);
                        }
                        errors++;
                      }
                      if (typeof data22 == "number" && isFinite(data22)) {
                        if (data22 > 9007199254740991 || isNaN(data22)) {
                          const err62 = { instancePath: instancePath + "/report/properties/" + i1 + "/earnedSeeds/" + i2, schemaPath: "#/$defs/seeds/items/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                          if (vErrors === null) {
                            vErrors = [err62];
                          } else {
                            vErrors.push(err62);
                          }
                          errors++;
                        }
                        if (data22 < -9007199254740991 || isNaN(data22)) {
                          const err63 = { instancePath: instancePath + "/report/properties/" + i1 + "/earnedSeeds/" + i2, schemaPath: "#/$defs/seeds/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: -9007199254740991 }, message: "must be >= -9007199254740991" };
                          if (vErrors === null) {
                            vErrors = [err63];
                          } else {
                            vErrors.push(err63);
                          }
                          errors++;
                        }
                      }
                    }
                  } else {
                    const err64 = { instancePath: instancePath + "/report/properties/" + i1 + "/earnedSeeds", schemaPath: "#/$defs/seeds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                    if (vErrors === null) {
                      vErrors = [err64];
                    } else {
                      vErrors.push(err64);
                    }
                    errors++;
                  }
                }
                if (data14.parent !== void 0) {
                  if (!validate24(data14.parent, { instancePath: instancePath + "/report/properties/" + i1 + "/parent", parentData: data14, parentDataProperty: "parent", rootData, dynamicAnchors })) {
                    vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
                    errors = vErrors.length;
                  }
                }
                if (data14.head !== void 0) {
                  if (!validate24(data14.head, { instancePath: instancePath + "/report/properties/" + i1 + "/head", parentData: data14, parentDataProperty: "head", rootData, dynamicAnchors })) {
                    vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
                    errors = vErrors.length;
                  }
                }
              } else {
                const err65 = { instancePath: instancePath + "/report/properties/" + i1, schemaPath: "#/properties/report/properties/properties/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err65];
                } else {
                  vErrors.push(err65);
                }
                errors++;
              }
            }
          } else {
            const err66 = { instancePath: instancePath + "/report/properties", schemaPath: "#/properties/report/properties/properties/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err66];
            } else {
              vErrors.push(err66);
            }
            errors++;
          }
        }
      } else {
        const err67 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err67];
        } else {
          vErrors.push(err67);
        }
        errors++;
      }
    }
  } else {
    const err68 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err68];
    } else {
      vErrors.push(err68);
    }
    errors++;
  }
  validate23.errors = vErrors;
  return errors === 0;
}
validate23.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var journal = validate27;
var schema52 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://seedgate.dev/schemas/journal.schema.json", "title": "Seed-000 property journal (one JSON file per property)", "description": "Replay seeds hit the parent; holdout seeds were never seen by the generator; only replay seeds may be frozen, only after a hit, and only until a concrete timestamp. Cross-field rules (state vs seeds and hits, freeze vs hits and flakes, replay/holdout overlap, holdout freezes) are checked by seedgate and reported with the field.", "type": "object", "additionalProperties": false, "required": ["id", "selector", "replay", "holdout", "state"], "properties": { "id": { "type": "string", "minLength": 1, "maxLength": 200 }, "selector": { "description": "Runner selector, e.g. tests/properties/test_x.py::test_y.", "type": "string", "minLength": 1 }, "parent_sha": { "description": "Merge base the hunt ran on: a 40- or 64-hex commit id (checked by seedgate; the seed sample's placeholder is refused).", "type": "string", "minLength": 1 }, "environment": { "description": "Environment recorded at hunt time (runtime, property library version, lockfile hash).", "type": "object", "additionalProperties": { "type": "string" } }, "max_examples": { "description": "Hypothesis' max_examples the hunt's runs used (read from seedgate's integrity evidence). A lane's pass must run to exactly this figure; absent (journals written before it was recorded), the sealed test's literal, else Hypothesis' default.", "type": "integer", "minimum": 1 }, "sealed_inputs": { "description": "What the sealed test read from production while it was collected and its strategies were built, by value (seedgate_inputs.py): each @given argument's strategy as Hypothesis prints it once resolved, and each `from M import NAME` of plain data the test file takes from production; for fast-check (vitest and jest), each fc.assert argument's arbitrary as fast-check-inputs.cjs prints it before the first example. A lane's pass must see exactly these texts; absent (journals locked before it was recorded), nothing is checked.", "type": "object", "maxProperties": 100, "additionalProperties": { "type": "string", "maxLength": 4100 } }, "shapes": { "description": "The boundary's shapes the hunt recorded (issue 44): each production class that answered an operator the sealed test applied against one of its own values (a literal, a drawn example, a by-value result), with the operator family and the kind of value; and, recorded under isolation: process, per production call or data attribute the sealed test reached (named as the test sees it), the handle classes its results held and the by-value type paths of results that held none. Under isolation: process a lane lets a handle answer exactly the operators recorded, and a call return a handle of class K only where the base recorded K for that call (for a call the hunt never reached, where K is recorded anywhere here); absent (journals locked before shapes were recorded), no handle answers an operator against a test value (handle against handle of one class still does); with no call entries, call results are not checked.", "type": "array", "maxItems": 1e3, "items": { "type": "object", "if": { "properties": { "call": true }, "required": ["call"] }, "then": { "description": "A call-level shape: exactly one of handle and value.", "additionalProperties": false, "required": ["call"], "minProperties": 2, "maxProperties": 2, "properties": { "call": { "$ref": "#/$defs/shapeCall" }, "handle": { "description": "A handle class one of its results held, at the top or inside a container: module.qualname; a class no name resolves to (a generator, a function) as the name it claims with a trailing @ (builtins.generator@).", "type": "string", "minLength": 1, "maxLength": 300 }, "value": { "description": "A result that held no handle, one type path of it root to leaf (list[int], dict[str: _], dict[_: list[int]], tuple[]). Informational: by-value results are never refused for their types.", "type": "string", "minLength": 1, "maxLength": 300 } } }, "else": { "additionalProperties": false, "required": ["class", "operator", "against"], "properties": { "class": { "description": "The production class, module.qualname (a name that resolves to it in its module); for a JS coercion, path#export (the module relative to the repository root, an export of it that is the class).", "type": "string", "minLength": 1, "maxLength": 300 }, "operator": { "description": "The operator family: == (also !=), < (also <=, >, >=) or in.", "enum": ["==", "<", "in"] }, "against": { "description": "The kind of the test's value: a built-in type's name (int, list, str), else module.qualname; primitive: a JS handle coerced to a primitive (operator < for the number hint, == for the default one), which a lane forwards only for the classes recorded.", "type": "string", "minLength": 1, "maxLength": 300 } } } } }, "rehunt_pending": { "description": "Recorded on the base branch when the environment moved and a re-hunt is pending: the runtime and/or property library main now runs. Only then is a failing replay seed under exactly these values reported as stale; any other environment change is red ('property library changed: re-hunt before merging').", "type": "object", "additionalProperties": false, "minProperties": 1, "properties": { "runtime": { "type": "string", "minLength": 1 }, "property_library": { "type": "string", "minLength": 1 } } }, "replay": { "type": "object", "additionalProperties": false, "required": ["seeds", "hits"], "properties": { "seeds": { "description": "Seeds that failed the parent.", "type": "array", "items": { "$ref": "#/$defs/seed" } }, "fixtures": { "description": "Shrunk inputs recorded from parent hits; never frozen.", "type": "array", "items": { "$ref": "#/$defs/path" } }, "hits": { "description": "Parent hits; hit, locked and replay-frozen need at least one (timeouts are not hits).", "type": "integer", "minimum": 0 }, "last_hit_at": { "oneOf": [{ "type": "null" }, { "type": "string", "format": "date-time" }] } } }, "holdout": { "type": "object", "additionalProperties": false, "required": ["seeds", "generator_saw"], "properties": { "seeds": { "description": "Seeds the proposer never saw.", "type": "array", "items": { "$ref": "#/$defs/seed" } }, "generator_saw": { "description": "Must be false: a seen seed is a replay seed.", "type": "boolean" }, "secret": { "description": "Secret mode: k holdouts derived by the lanes at run time with HMAC-SHA256 under the SEEDGATE_HOLDOUT_SECRET repository secret (seed 000's split, keyed), so no journal, log or comment shows their values; rows are named #1..#k. seeds must be empty; parent_sha is required.", "type": "object", "additionalProperties": false, "required": ["k"], "properties": { "k": { "description": "How many holdouts.", "type": "integer", "minimum": 1, "maximum": 100 }, "modulus": { "description": "Seeds are drawn below it (default 10000).", "type": "integer", "minimum": 2, "maximum": 4294967296 } } } } }, "flake": { "type": "object", "additionalProperties": false, "properties": { "replay_flakes": { "description": "Replay seeds seen flaking; a freeze needs at least one.", "type": "integer", "minimum": 0 }, "holdout_flakes": { "description": "Holdout flakes, for the record: they fail the gate or remove the property, and never start a freeze.", "type": "integer", "minimum": 0 }, "freeze_replay_until": { "description": "Concrete RFC 3339 timestamp; frozen replay seeds run and report without voting until then.", "oneOf": [{ "type": "null" }, { "type": "string", "format": "date-time" }] }, "frozen_seeds": { "description": "The unstable replay seeds the freeze covers; absent means every replay seed. Never fixtures, never holdout seeds (there is no holdout freeze).", "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/seed" } } } }, "state": { "enum": ["proposed", "hit", "locked", "replay-frozen"] } }, "$defs": { "seed": { "type": "integer", "minimum": -9007199254740991, "maximum": 9007199254740991 }, "path": { "type": "string", "minLength": 1, "maxLength": 4096, "not": { "pattern": "^/|(^|/)\\.\\.(/|$)|\\\\" } }, "shapeCall": { "description": "A production call or data attribute as the sealed test reached it: codec.decode, codec.Version (a construction), codec.Version.bump (a method), codec.DEFAULT (a module's data), codec.make() (a callable a call returned).", "type": "string", "minLength": 1, "maxLength": 300 } } };
var formats0 = import_formats.fullFormats["date-time"];
function validate27(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate27.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.selector === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "selector" }, message: "must have required property 'selector'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.replay === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "replay" }, message: "must have required property 'replay'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.holdout === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "holdout" }, message: "must have required property 'holdout'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.state === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema52.properties, key0)) {
        const err5 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (func2(data0) > 200) {
          const err6 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err7 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.selector !== void 0) {
      let data1 = data.selector;
      if (typeof data1 === "string") {
        if (func2(data1) < 1) {
          const err9 = { instancePath: instancePath + "/selector", schemaPath: "#/properties/selector/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = { instancePath: instancePath + "/selector", schemaPath: "#/properties/selector/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.parent_sha !== void 0) {
      let data2 = data.parent_sha;
      if (typeof data2 === "string") {
        if (func2(data2) < 1) {
          const err11 = { instancePath: instancePath + "/parent_sha", schemaPath: "#/properties/parent_sha/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = { instancePath: instancePath + "/parent_sha", schemaPath: "#/properties/parent_sha/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.environment !== void 0) {
      let data3 = data.environment;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        for (const key1 in data3) {
          if (typeof data3[key1] !== "string") {
            const err13 = { instancePath: instancePath + "/environment/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/environment/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      } else {
        const err14 = { instancePath: instancePath + "/environment", schemaPath: "#/properties/environment/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.max_examples !== void 0) {
      let data5 = data.max_examples;
      if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
        const err15 = { instancePath: instancePath + "/max_examples", schemaPath: "#/properties/max_examples/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 < 1 || isNaN(data5)) {
          const err16 = { instancePath: instancePath + "/max_examples", schemaPath: "#/properties/max_examples/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.sealed_inputs !== void 0) {
      let data6 = data.sealed_inputs;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        if (Object.keys(data6).length > 100) {
          const err17 = { instancePath: instancePath + "/sealed_inputs", schemaPath: "#/properties/sealed_inputs/maxProperties", keyword: "maxProperties", params: { limit: 100 }, message: "must NOT have more than 100 properties" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        for (const key2 in data6) {
          let data7 = data6[key2];
          if (typeof data7 === "string") {
            if (func2(data7) > 4100) {
              const err18 = { instancePath: instancePath + "/sealed_inputs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sealed_inputs/additionalProperties/maxLength", keyword: "maxLength", params: { limit: 4100 }, message: "must NOT have more than 4100 characters" };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
          } else {
            const err19 = { instancePath: instancePath + "/sealed_inputs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sealed_inputs/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
      } else {
        const err20 = { instancePath: instancePath + "/sealed_inputs", schemaPath: "#/properties/sealed_inputs/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.shapes !== void 0) {
      let data8 = data.shapes;
      if (Array.isArray(data8)) {
        if (data8.length > 1e3) {
          const err21 = { instancePath: instancePath + "/shapes", schemaPath: "#/properties/shapes/maxItems", keyword: "maxItems", params: { limit: 1e3 }, message: "must NOT have more than 1000 items" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        const len0 = data8.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data9 = data8[i0];
          if (!(data9 && typeof data9 == "object" && !Array.isArray(data9))) {
            const err22 = { instancePath: instancePath + "/shapes/" + i0, schemaPath: "#/properties/shapes/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
          const _errs24 = errors;
          let valid5 = true;
          const _errs25 = errors;
          if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
            let missing0;
            if (data9.call === void 0 && (missing0 = "call")) {
              const err23 = {};
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          }
          var _valid0 = _errs25 === errors;
          errors = _errs24;
          if (vErrors !== null) {
            if (_errs24) {
              vErrors.length = _errs24;
            } else {
              vErrors = null;
            }
          }
          let ifClause0;
          if (_valid0) {
            const _errs26 = errors;
            if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
              if (Object.keys(data9).length > 2) {
                const err24 = { instancePath: instancePath + "/shapes/" + i0, schemaPath: "#/properties/shapes/items/then/maxProperties", keyword: "maxProperties", params: { limit: 2 }, message: "must NOT have more than 2 properties" };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
              if (Object.keys(data9).length < 2) {
                const err25 = { instancePath: instancePath + "/shapes/" + i0, schemaPath: "#/properties/shapes/items/then/minProperties", keyword: "minProperties", params: { limit: 2 }, message: "must NOT have fewer than 2 properties" };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
              if (data9.call === void 0) {
                const err26 = { instancePath: instancePath + "/shapes/" + i0, schemaPath: "#/properties/shapes/items/then/required", keyword: "required", params: { missingProperty: "call" }, message: "must have required property 'call'" };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
              for (const key3 in data9) {
                if (!(key3 === "call" || key3 === "handle" || key3 === "value")) {
                  const err27 = { instancePath: instancePath + "/shapes/" + i0, schemaPath: "#/properties/shapes/items/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              }
              if (data9.call !== void 0) {
                let data10 = data9.call;
                if (typeof data10 === "string") {
                  if (func2(data10) > 300) {
                    const err28 = { instancePath: instancePath + "/shapes/" + i0 + "/call", schemaPath: "#/$defs/shapeCall/maxLength", keyword: "maxLength", params: { limit: 300 }, message: "must NOT have more than 300 characters" };
                    if (vErrors === null) {
                      vErrors = [err28];
                    } else {
                      vErrors.push(err28);
                    }
                    errors++;
                  }
                  if (func2(data10) < 1) {
                    const err29 = { instancePath: instancePath + "/shapes/" + i0 + "/call", schemaPath: "#/$defs/shapeCall/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                    if (vErrors === null) {
                      vErrors = [err29];
                    } else {
                      vErrors.push(err29);
                    }
                    errors++;
                  }
                } else {
                  const err30 = { instancePath: instancePath + "/shapes/" + i0 + "/call", schemaPath: "#/$defs/shapeCall/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
              }
              if (data9.handle !== void 0) {
                let data11 = data9.handle;
                if (typeof data11 === "string") {
                  if (func2(data11) > 300) {
                    const err31 = { instancePath: instancePath + "/shapes/" + i0 + "/handle", schemaPath: "#/properties/shapes/items/then/properties/handle/maxLength", keyword: "maxLength", params: { limit: 300 }, message: "must NOT have more than 300 characters" };
                    if (vErrors === null) {
                      vErrors = [err31];
                    } else {
                      vErrors.push(err31);
                    }
                    errors++;
                  }
                  if (func2(data11) < 1) {
                    const err32 = { instancePath: instancePath + "/shapes/" + i0 + "/handle", schemaPath: "#/properties/shapes/items/then/properties/handle/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                    if (vErrors === null) {
                      vErrors = [err32];
                    } else {
                      vErrors.push(err32);
                    }
                    errors++;
                  }
                } else {
                  const err33 = { instancePath: instancePath + "/shapes/" + i0 + "/handle", schemaPath: "#/properties/shapes/items/then/properties/handle/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
              }
              if (data9.value !== void 0) {
                let data12 = data9.value;
                if (typeof data12 === "string") {
                  if (func2(data12) > 300) {
                    const err34 = { instancePath: instancePath + "/shapes/" + i0 + "/value", schemaPath: "#/properties/shapes/items/then/properties/value/maxLength", keyword: "maxLength", params: { limit: 300 }, message: "must NOT have more than 300 characters" };
                    if (vErrors === null) {
                      vErrors = [err34];
                    } else {
                      vErrors.push(err34);
                    }
                    errors++;
                  }
                  if (func2(data12) < 1) {
                    const err35 = { instancePath: instancePath + "/shapes/" + i0 + "/value", schemaPath: "#/properties/shapes/items/then/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                    if (vErrors === null) {
                      vErrors = [err35];
                    } else {
                      vErrors.push(err35);
                    }
                    errors++;
                  }
                } else {
                  const err36 = { instancePath: instancePath + "/shapes/" + i0 + "/value", schemaPath: "#/properties/shapes/items/then/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                }
              }
            }
            var _valid0 = _errs26 === errors;
            valid5 = _valid0;
            if (valid5) {
              var props0 = true;
            }
            ifClause0 = "then";
          } else {
            const _errs35 = errors;
            if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
              if (data9.class === void 0) {
                const err37 = { instancePath: instancePath + "/shapes/" + i0, schemaPath: "#/properties/shapes/items/else/required", keyword: "required", params: { missingProperty: "class" }, message: "must have required property 'class'" };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
              if (data9.operator === void 0) {
                const err38 = { instancePath: instancePath + "/shapes/" + i0, schemaPath: "#/properties/shapes/items/else/required", keyword: "required", params: { missingProperty: "operator" }, message: "must have required property 'operator'" };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
              if (data9.against === void 0) {
                const err39 = { instancePath: instancePath + "/shapes/" + i0, schemaPath: "#/properties/shapes/items/else/required", keyword: "required", params: { missingProperty: "against" }, message: "must have required property 'against'" };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
              for (const key4 in data9) {
                if (!(key4 === "class" || key4 === "operator" || key4 === "against")) {
                  const err40 = { instancePath: instancePath + "/shapes/" + i0, schemaPath: "#/properties/shapes/items/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err40];
                  } else {
                    vErrors.push(err40);
                  }
                  errors++;
                }
              }
              if (data9.class !== void 0) {
                let data13 = data9.class;
                if (typeof data13 === "string") {
                  if (func2(data13) > 300) {
                    const err41 = { instancePath: instancePath + "/shapes/" + i0 + "/class", schemaPath: "#/properties/shapes/items/else/properties/class/maxLength", keyword: "maxLength", params: { limit: 300 }, message: "must NOT have more than 300 characters" };
                    if (vErrors === null) {
                      vErrors = [err41];
                    } else {
                      vErrors.push(err41);
                    }
                    errors++;
                  }
                  if (func2(data13) < 1) {
                    const err42 = { instancePath: instancePath + "/shapes/" + i0 + "/class", schemaPath: "#/properties/shapes/items/else/properties/class/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                    if (vErrors === null) {
                      vErrors = [err42];
                    } else {
                      vErrors.push(err42);
                    }
                    errors++;
                  }
                } else {
                  const err43 = { instancePath: instancePath + "/shapes/" + i0 + "/class", schemaPath: "#/properties/shapes/items/else/properties/class/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err43];
                  } else {
                    vErrors.push(err43);
                  }
                  errors++;
                }
              }
              if (data9.operator !== void 0) {
                let data14 = data9.operator;
                if (!(data14 === "==" || data14 === "<" || data14 === "in")) {
                  const err44 = { instancePath: instancePath + "/shapes/" + i0 + "/operator", schemaPath: "#/properties/shapes/items/else/properties/operator/enum", keyword: "enum", params: { allowedValues: schema52.properties.shapes.items.else.properties.operator.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err44];
                  } else {
                    vErrors.push(err44);
                  }
                  errors++;
                }
              }
              if (data9.against !== void 0) {
                let data15 = data9.against;
                if (typeof data15 === "string") {
                  if (func2(data15) > 300) {
                    const err45 = { instancePath: instancePath + "/shapes/" + i0 + "/against", schemaPath: "#/properties/shapes/items/else/properties/against/maxLength", keyword: "maxLength", params: { limit: 300 }, message: "must NOT have more than 300 characters" };
                    if (vErrors === null) {
                      vErrors = [err45];
                    } else {
                      vErrors.push(err45);
                    }
                    errors++;
                  }
                  if (func2(data15) < 1) {
                    const err46 = { instancePath: instancePath + "/shapes/" + i0 + "/against", schemaPath: "#/properties/shapes/items/else/properties/against/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                    if (vErrors === null) {
                      vErrors = [err46];
                    } else {
                      vErrors.push(err46);
                    }
                    errors++;
                  }
                } else {
                  const err47 = { instancePath: instancePath + "/shapes/" + i0 + "/against", schemaPath: "#/properties/shapes/items/else/properties/against/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err47];
                  } else {
                    vErrors.push(err47);
                  }
                  errors++;
                }
              }
            }
            var _valid0 = _errs35 === errors;
            valid5 = _valid0;
            if (valid5) {
              if (props0 !== true) {
                props0 = true;
              }
            }
            ifClause0 = "else";
          }
          if (!valid5) {
            const err48 = { instancePath: instancePath + "/shapes/" + i0, schemaPath: "#/properties/shapes/items/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: 'must match "' + ifClause0 + '" schema' };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        }
      } else {
        const err49 = { instancePath: instancePath + "/shapes", schemaPath: "#/properties/shapes/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err49];
        } else {
          vErrors.push(err49);
        }
        errors++;
      }
    }
    if (data.rehunt_pending !== void 0) {
      let data16 = data.rehunt_pending;
      if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
        if (Object.keys(data16).length < 1) {
          const err50 = { instancePath: instancePath + "/rehunt_pending", schemaPath: "#/properties/rehunt_pending/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" };
          if (vErrors === null) {
            vErrors = [err50];
          } else {
            vErrors.push(err50);
          }
          errors++;
        }
        for (const key5 in data16) {
          if (!(key5 === "runtime" || key5 === "property_library")) {
            const err51 = { instancePath: instancePath + "/rehunt_pending", schemaPath: "#/properties/rehunt_pending/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
        }
        if (data16.runtime !== void 0) {
          let data17 = data16.runtime;
          if (typeof data17 === "string") {
            if (func2(data17) < 1) {
              const err52 = { instancePath: instancePath + "/rehunt_pending/runtime", schemaPath: "#/properties/rehunt_pending/properties/runtime/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            }
          } else {
            const err53 = { instancePath: instancePath + "/rehunt_pending/runtime", schemaPath: "#/properties/rehunt_pending/properties/runtime/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err53];
            } else {
              vErrors.push(err53);
            }
            errors++;
          }
        }
        if (data16.property_library !== void 0) {
          let data18 = data16.property_library;
          if (typeof data18 === "string") {
            if (func2(data18) < 1) {
              const err54 = { instancePath: instancePath + "/rehunt_pending/property_library", schemaPath: "#/properties/rehunt_pending/properties/property_library/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
          } else {
            const err55 = { instancePath: instancePath + "/rehunt_pending/property_library", schemaPath: "#/properties/rehunt_pending/properties/property_library/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
        }
      } else {
        const err56 = { instancePath: instancePath + "/rehunt_pending", schemaPath: "#/properties/rehunt_pending/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err56];
        } else {
          vErrors.push(err56);
        }
        errors++;
      }
    }
    if (data.replay !== void 0) {
      let data19 = data.replay;
      if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
        if (data19.seeds === void 0) {
          const err57 = { instancePath: instancePath + "/replay", schemaPath: "#/properties/replay/required", keyword: "required", params: { missingProperty: "seeds" }, message: "must have required property 'seeds'" };
          if (vErrors === null) {
            vErrors = [err57];
          } else {
            vErrors.push(err57);
          }
          errors++;
        }
        if (data19.hits === void 0) {
          const err58 = { instancePath: instancePath + "/replay", schemaPath: "#/properties/replay/required", keyword: "required", params: { missingProperty: "hits" }, message: "must have required property 'hits'" };
          if (vErrors === null) {
            vErrors = [err58];
          } else {
            vErrors.push(err58);
          }
          errors++;
        }
        for (const key6 in data19) {
          if (!(key6 === "seeds" || key6 === "fixtures" || key6 === "hits" || key6 === "last_hit_at")) {
            const err59 = { instancePath: instancePath + "/replay", schemaPath: "#/properties/replay/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err59];
            } else {
              vErrors.push(err59);
            }
            errors++;
          }
        }
        if (data19.seeds !== void 0) {
          let data20 = data19.seeds;
          if (Array.isArray(data20)) {
            const len1 = data20.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data21 = data20[i1];
              if (!(typeof data21 == "number" && (!(data21 % 1) && !isNaN(data21)) && isFinite(data21))) {
                const err60 = { instancePath: instancePath + "/replay/seeds/" + i1, schemaPath: "#/$defs/seed/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err60];
                } else {
                  vErrors.push(err60);
                }
                errors++;
              }
              if (typeof data21 == "number" && isFinite(data21)) {
                if (data21 > 9007199254740991 || isNaN(data21)) {
                  const err61 = { instancePath: instancePath + "/replay/seeds/" + i1, schemaPath: "#/$defs/seed/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                  if (vErrors === null) {
                    vErrors = [err61];
                  } else {
                    vErrors.push(err61);
                  }
                  errors++;
                }
                if (data21 < -9007199254740991 || isNaN(data21)) {
                  const err62 = { instancePath: instancePath + "/replay/seeds/" + i1, schemaPath: "#/$defs/seed/minimum", keyword: "minimum", params: { comparison: ">=", limit: -9007199254740991 }, message: "must be >= -9007199254740991" };
                  if (vErrors === null) {
                    vErrors = [err62];
                  } else {
                    vErrors.push(err62);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err63 = { instancePath: instancePath + "/replay/seeds", schemaPath: "#/properties/replay/properties/seeds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err63];
            } else {
              vErrors.push(err63);
            }
            errors++;
          }
        }
        if (data19.fixtures !== void 0) {
          let data22 = data19.fixtures;
          if (Array.isArray(data22)) {
            const len2 = data22.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data23 = data22[i2];
              const _errs62 = errors;
              const _errs63 = errors;
              if (typeof data23 === "string") {
                if (!pattern4.test(data23)) {
                  const err64 = {};
                  if (vErrors === null) {
                    vErrors = [err64];
                  } else {
                    vErrors.push(err64);
                  }
                  errors++;
                }
              }
              var valid17 = _errs63 === errors;
              if (valid17) {
                const err65 = { instancePath: instancePath + "/replay/fixtures/" + i2, schemaPath: "#/$defs/path/not", keyword: "not", params: {}, message: "must NOT be valid" };
                if (vErrors === null) {
                  vErrors = [err65];
                } else {
                  vErrors.push(err65);
                }
                errors++;
              } else {
                errors = _errs62;
                if (vErrors !== null) {
                  if (_errs62) {
                    vErrors.length = _errs62;
                  } else {
                    vErrors = null;
                  }
                }
              }
              if (typeof data23 === "string") {
                if (func2(data23) > 4096) {
                  const err66 = { instancePath: instancePath + "/replay/fixtures/" + i2, schemaPath: "#/$defs/path/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                  if (vErrors === null) {
                    vErrors = [err66];
                  } else {
                    vErrors.push(err66);
                  }
                  errors++;
                }
                if (func2(data23) < 1) {
                  const err67 = { instancePath: instancePath + "/replay/fixtures/" + i2, schemaPath: "#/$defs/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err67];
                  } else {
                    vErrors.push(err67);
                  }
                  errors++;
                }
              } else {
                const err68 = { instancePath: instancePath + "/replay/fixtures/" + i2, schemaPath: "#/$defs/path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err68];
                } else {
                  vErrors.push(err68);
                }
                errors++;
              }
            }
          } else {
            const err69 = { instancePath: instancePath + "/replay/fixtures", schemaPath: "#/properties/replay/properties/fixtures/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err69];
            } else {
              vErrors.push(err69);
            }
            errors++;
          }
        }
        if (data19.hits !== void 0) {
          let data24 = data19.hits;
          if (!(typeof data24 == "number" && (!(data24 % 1) && !isNaN(data24)) && isFinite(data24))) {
            const err70 = { instancePath: instancePath + "/replay/hits", schemaPath: "#/properties/replay/properties/hits/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
          if (typeof data24 == "number" && isFinite(data24)) {
            if (data24 < 0 || isNaN(data24)) {
              const err71 = { instancePath: instancePath + "/replay/hits", schemaPath: "#/properties/replay/properties/hits/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err71];
              } else {
                vErrors.push(err71);
              }
              errors++;
            }
          }
        }
        if (data19.last_hit_at !== void 0) {
          let data25 = data19.last_hit_at;
          const _errs67 = errors;
          let valid18 = false;
          let passing0 = null;
          const _errs68 = errors;
          if (data25 !== null) {
            const err72 = { instancePath: instancePath + "/replay/last_hit_at", schemaPath: "#/properties/replay/properties/last_hit_at/oneOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null" };
            if (vErrors === null) {
              vErrors = [err72];
            } else {
              vErrors.push(err72);
            }
            errors++;
          }
          var _valid1 = _errs68 === errors;
          if (_valid1) {
            valid18 = true;
            passing0 = 0;
          }
          const _errs70 = errors;
          if (typeof data25 === "string") {
            if (!formats0.validate(data25)) {
              const err73 = { instancePath: instancePath + "/replay/last_hit_at", schemaPath: "#/properties/replay/properties/last_hit_at/oneOf/1/format", keyword: "format", params: { format: "date-time" }, message: 'must match format "date-time"' };
              if (vErrors === null) {
                vErrors = [err73];
              } else {
                vErrors.push(err73);
              }
              errors++;
            }
          } else {
            const err74 = { instancePath: instancePath + "/replay/last_hit_at", schemaPath: "#/properties/replay/properties/last_hit_at/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err74];
            } else {
              vErrors.push(err74);
            }
            errors++;
          }
          var _valid1 = _errs70 === errors;
          if (_valid1 && valid18) {
            valid18 = false;
            passing0 = [passing0, 1];
          } else {
            if (_valid1) {
              valid18 = true;
              passing0 = 1;
            }
          }
          if (!valid18) {
            const err75 = { instancePath: instancePath + "/replay/last_hit_at", schemaPath: "#/properties/replay/properties/last_hit_at/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
            if (vErrors === null) {
              vErrors = [err75];
            } else {
              vErrors.push(err75);
            }
            errors++;
          } else {
            errors = _errs67;
            if (vErrors !== null) {
              if (_errs67) {
                vErrors.length = _errs67;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err76 = { instancePath: instancePath + "/replay", schemaPath: "#/properties/replay/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err76];
        } else {
          vErrors.push(err76);
        }
        errors++;
      }
    }
    if (data.holdout !== void 0) {
      let data26 = data.holdout;
      if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
        if (data26.seeds === void 0) {
          const err77 = { instancePath: instancePath + "/holdout", schemaPath: "#/properties/holdout/required", keyword: "required", params: { missingProperty: "seeds" }, message: "must have required property 'seeds'" };
          if (vErrors === null) {
            vErrors = [err77];
          } else {
            vErrors.push(err77);
          }
          errors++;
        }
        if (data26.generator_saw === void 0) {
          const err78 = { instancePath: instancePath + "/holdout", schemaPath: "#/properties/holdout/required", keyword: "required", params: { missingProperty: "generator_saw" }, message: "must have required property 'generator_saw'" };
          if (vErrors === null) {
            vErrors = [err78];
          } else {
            vErrors.push(err78);
          }
          errors++;
        }
        for (const key7 in data26) {
          if (!(key7 === "seeds" || key7 === "generator_saw" || key7 === "secret")) {
            const err79 = { instancePath: instancePath + "/holdout", schemaPath: "#/properties/holdout/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err79];
            } else {
              vErrors.push(err79);
            }
            errors++;
          }
        }
        if (data26.seeds !== void 0) {
          let data27 = data26.seeds;
          if (Array.isArray(data27)) {
            const len3 = data27.length;
            for (let i3 = 0; i3 < len3; i3++) {
              let data28 = data27[i3];
              if (!(typeof data28 == "number" && (!(data28 % 1) && !isNaN(data28)) && isFinite(data28))) {
                const err80 = { instancePath: instancePath + "/holdout/seeds/" + i3, schemaPath: "#/$defs/seed/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err80];
                } else {
                  vErrors.push(err80);
                }
                errors++;
              }
              if (typeof data28 == "number" && isFinite(data28)) {
                if (data28 > 9007199254740991 || isNaN(data28)) {
                  const err81 = { instancePath: instancePath + "/holdout/seeds/" + i3, schemaPath: "#/$defs/seed/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                  if (vErrors === null) {
                    vErrors = [err81];
                  } else {
                    vErrors.push(err81);
                  }
                  errors++;
                }
                if (data28 < -9007199254740991 || isNaN(data28)) {
                  const err82 = { instancePath: instancePath + "/holdout/seeds/" + i3, schemaPath: "#/$defs/seed/minimum", keyword: "minimum", params: { comparison: ">=", limit: -9007199254740991 }, message: "must be >= -9007199254740991" };
                  if (vErrors === null) {
                    vErrors = [err82];
                  } else {
                    vErrors.push(err82);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err83 = { instancePath: instancePath + "/holdout/seeds", schemaPath: "#/properties/holdout/properties/seeds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err83];
            } else {
              vErrors.push(err83);
            }
            errors++;
          }
        }
        if (data26.generator_saw !== void 0) {
          if (typeof data26.generator_saw !== "boolean") {
            const err84 = { instancePath: instancePath + "/holdout/generator_saw", schemaPath: "#/properties/holdout/properties/generator_saw/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err84];
            } else {
              vErrors.push(err84);
            }
            errors++;
          }
        }
        if (data26.secret !== void 0) {
          let data30 = data26.secret;
          if (data30 && typeof data30 == "object" && !Array.isArray(data30)) {
            if (data30.k === void 0) {
              const err85 = { instancePath: instancePath + "/holdout/secret", schemaPath: "#/properties/holdout/properties/secret/required", keyword: "required", params: { missingProperty: "k" }, message: "must have required property 'k'" };
              if (vErrors === null) {
                vErrors = [err85];
              } else {
                vErrors.push(err85);
              }
              errors++;
            }
            for (const key8 in data30) {
              if (!(key8 === "k" || key8 === "modulus")) {
                const err86 = { instancePath: instancePath + "/holdout/secret", schemaPath: "#/properties/holdout/properties/secret/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err86];
                } else {
                  vErrors.push(err86);
                }
                errors++;
              }
            }
            if (data30.k !== void 0) {
              let data31 = data30.k;
              if (!(typeof data31 == "number" && (!(data31 % 1) && !isNaN(data31)) && isFinite(data31))) {
                const err87 = { instancePath: instancePath + "/holdout/secret/k", schemaPath: "#/properties/holdout/properties/secret/properties/k/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err87];
                } else {
                  vErrors.push(err87);
                }
                errors++;
              }
              if (typeof data31 == "number" && isFinite(data31)) {
                if (data31 > 100 || isNaN(data31)) {
                  const err88 = { instancePath: instancePath + "/holdout/secret/k", schemaPath: "#/properties/holdout/properties/secret/properties/k/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100" };
                  if (vErrors === null) {
                    vErrors = [err88];
                  } else {
                    vErrors.push(err88);
                  }
                  errors++;
                }
                if (data31 < 1 || isNaN(data31)) {
                  const err89 = { instancePath: instancePath + "/holdout/secret/k", schemaPath: "#/properties/holdout/properties/secret/properties/k/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                  if (vErrors === null) {
                    vErrors = [err89];
                  } else {
                    vErrors.push(err89);
                  }
                  errors++;
                }
              }
            }
            if (data30.modulus !== void 0) {
              let data32 = data30.modulus;
              if (!(typeof data32 == "number" && (!(data32 % 1) && !isNaN(data32)) && isFinite(data32))) {
                const err90 = { instancePath: instancePath + "/holdout/secret/modulus", schemaPath: "#/properties/holdout/properties/secret/properties/modulus/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err90];
                } else {
                  vErrors.push(err90);
                }
                errors++;
              }
              if (typeof data32 == "number" && isFinite(data32)) {
                if (data32 > 4294967296 || isNaN(data32)) {
                  const err91 = { instancePath: instancePath + "/holdout/secret/modulus", schemaPath: "#/properties/holdout/properties/secret/properties/modulus/maximum", keyword: "maximum", params: { comparison: "<=", limit: 4294967296 }, message: "must be <= 4294967296" };
                  if (vErrors === null) {
                    vErrors = [err91];
                  } else {
                    vErrors.push(err91);
                  }
                  errors++;
                }
                if (data32 < 2 || isNaN(data32)) {
                  const err92 = { instancePath: instancePath + "/holdout/secret/modulus", schemaPath: "#/properties/holdout/properties/secret/properties/modulus/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2" };
                  if (vErrors === null) {
                    vErrors = [err92];
                  } else {
                    vErrors.push(err92);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err93 = { instancePath: instancePath + "/holdout/secret", schemaPath: "#/properties/holdout/properties/secret/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err93];
            } else {
              vErrors.push(err93);
            }
            errors++;
          }
        }
      } else {
        const err94 = { instancePath: instancePath + "/holdout", schemaPath: "#/properties/holdout/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err94];
        } else {
          vErrors.push(err94);
        }
        errors++;
      }
    }
    if (data.flake !== void 0) {
      let data33 = data.flake;
      if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
        for (const key9 in data33) {
          if (!(key9 === "replay_flakes" || key9 === "holdout_flakes" || key9 === "freeze_replay_until" || key9 === "frozen_seeds")) {
            const err95 = { instancePath: instancePath + "/flake", schemaPath: "#/properties/flake/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err95];
            } else {
              vErrors.push(err95);
            }
            errors++;
          }
        }
        if (data33.replay_flakes !== void 0) {
          let data34 = data33.replay_flakes;
          if (!(typeof data34 == "number" && (!(data34 % 1) && !isNaN(data34)) && isFinite(data34))) {
            const err96 = { instancePath: instancePath + "/flake/replay_flakes", schemaPath: "#/properties/flake/properties/replay_flakes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err96];
            } else {
              vErrors.push(err96);
            }
            errors++;
          }
          if (typeof data34 == "number" && isFinite(data34)) {
            if (data34 < 0 || isNaN(data34)) {
              const err97 = { instancePath: instancePath + "/flake/replay_flakes", schemaPath: "#/properties/flake/properties/replay_flakes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err97];
              } else {
                vErrors.push(err97);
              }
              errors++;
            }
          }
        }
        if (data33.holdout_flakes !== void 0) {
          let data35 = data33.holdout_flakes;
          if (!(typeof data35 == "number" && (!(data35 % 1) && !isNaN(data35)) && isFinite(data35))) {
            const err98 = { instancePath: instancePath + "/flake/holdout_flakes", schemaPath: "#/properties/flake/properties/holdout_flakes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err98];
            } else {
              vErrors.push(err98);
            }
            errors++;
          }
          if (typeof data35 == "number" && isFinite(data35)) {
            if (data35 < 0 || isNaN(data35)) {
              const err99 = { instancePath: instancePath + "/flake/holdout_flakes", schemaPath: "#/properties/flake/properties/holdout_flakes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err99];
              } else {
                vErrors.push(err99);
              }
              errors++;
            }
          }
        }
        if (data33.freeze_replay_until !== void 0) {
          let data36 = data33.freeze_replay_until;
          const _errs97 = errors;
          let valid25 = false;
          let passing1 = null;
          const _errs98 = errors;
          if (data36 !== null) {
            const err100 = { instancePath: instancePath + "/flake/freeze_replay_until", schemaPath: "#/properties/flake/properties/freeze_replay_until/oneOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null" };
            if (vErrors === null) {
              vErrors = [err100];
            } else {
              vErrors.push(err100);
            }
            errors++;
          }
          var _valid2 = _errs98 === errors;
          if (_valid2) {
            valid25 = true;
            passing1 = 0;
          }
          const _errs100 = errors;
          if (typeof data36 === "string") {
            if (!formats0.validate(data36)) {
              const err101 = { instancePath: instancePath + "/flake/freeze_replay_until", schemaPath: "#/properties/flake/properties/freeze_replay_until/oneOf/1/format", keyword: "format", params: { format: "date-time" }, message: 'must match format "date-time"' };
              if (vErrors === null) {
                vErrors = [err101];
              } else {
                vErrors.push(err101);
              }
              errors++;
            }
          } else {
            const err102 = { instancePath: instancePath + "/flake/freeze_replay_until", schemaPath: "#/properties/flake/properties/freeze_replay_until/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err102];
            } else {
              vErrors.push(err102);
            }
            errors++;
          }
          var _valid2 = _errs100 === errors;
          if (_valid2 && valid25) {
            valid25 = false;
            passing1 = [passing1, 1];
          } else {
            if (_valid2) {
              valid25 = true;
              passing1 = 1;
            }
          }
          if (!valid25) {
            const err103 = { instancePath: instancePath + "/flake/freeze_replay_until", schemaPath: "#/properties/flake/properties/freeze_replay_until/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf" };
            if (vErrors === null) {
              vErrors = [err103];
            } else {
              vErrors.push(err103);
            }
            errors++;
          } else {
            errors = _errs97;
            if (vErrors !== null) {
              if (_errs97) {
                vErrors.length = _errs97;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data33.frozen_seeds !== void 0) {
          let data37 = data33.frozen_seeds;
          if (Array.isArray(data37)) {
            if (data37.length < 1) {
              const err104 = { instancePath: instancePath + "/flake/frozen_seeds", schemaPath: "#/properties/flake/properties/frozen_seeds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err104];
              } else {
                vErrors.push(err104);
              }
              errors++;
            }
            const len4 = data37.length;
            for (let i4 = 0; i4 < len4; i4++) {
              let data38 = data37[i4];
              if (!(typeof data38 == "number" && (!(data38 % 1) && !isNaN(data38)) && isFinite(data38))) {
                const err105 = { instancePath: instancePath + "/flake/frozen_seeds/" + i4, schemaPath: "#/$defs/seed/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err105];
                } else {
                  vErrors.push(err105);
                }
                errors++;
              }
              if (typeof data38 == "number" && isFinite(data38)) {
                if (data38 > 9007199254740991 || isNaN(data38)) {
                  const err106 = { instancePath: instancePath + "/flake/frozen_seeds/" + i4, schemaPath: "#/$defs/seed/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                  if (vErrors === null) {
                    vErrors = [err106];
                  } else {
                    vErrors.push(err106);
                  }
                  errors++;
                }
                if (data38 < -9007199254740991 || isNaN(data38)) {
                  const err107 = { instancePath: instancePath + "/flake/frozen_seeds/" + i4, schemaPath: "#/$defs/seed/minimum", keyword: "minimum", params: { comparison: ">=", limit: -9007199254740991 }, message: "must be >= -9007199254740991" };
                  if (vErrors === null) {
                    vErrors = [err107];
                  } else {
                    vErrors.push(err107);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err108 = { instancePath: instancePath + "/flake/frozen_seeds", schemaPath: "#/properties/flake/properties/frozen_seeds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err108];
            } else {
              vErrors.push(err108);
            }
            errors++;
          }
        }
      } else {
        const err109 = { instancePath: instancePath + "/flake", schemaPath: "#/properties/flake/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err109];
        } else {
          vErrors.push(err109);
        }
        errors++;
      }
    }
    if (data.state !== void 0) {
      let data39 = data.state;
      if (!(data39 === "proposed" || data39 === "hit" || data39 === "locked" || data39 === "replay-frozen")) {
        const err110 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/enum", keyword: "enum", params: { allowedValues: schema52.properties.state.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err110];
        } else {
          vErrors.push(err110);
        }
        errors++;
      }
    }
  } else {
    const err111 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err111];
    } else {
      vErrors.push(err111);
    }
    errors++;
  }
  validate27.errors = vErrors;
  return errors === 0;
}
validate27.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var laneResults = validate28;
var schema58 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://seedgate.dev/schemas/lane-results.schema.json", "title": "seedgate lane results: one lane shard's claim, checked by the judge", "type": "object", "additionalProperties": false, "required": ["schema", "lane", "shard", "base", "head", "runId", "seedgateVersion", "environment", "rows"], "properties": { "schema": { "const": 1 }, "lane": { "enum": ["replay", "holdout"] }, "shard": { "type": "string", "pattern": "^[1-9][0-9]{0,2}/[1-9][0-9]{0,2}$" }, "base": { "type": "string", "pattern": "^[0-9a-f]{40}$" }, "head": { "type": "string", "pattern": "^[0-9a-f]{40}$" }, "runId": { "type": "string", "maxLength": 200 }, "seedgateVersion": { "type": "string", "maxLength": 50 }, "environment": { "description": "Runtime and property-library versions of the machine that ran the lane.", "type": "object", "maxProperties": 50, "additionalProperties": { "type": "string", "maxLength": 200 } }, "sandbox": { "description": "The kernel sandbox the rows ran in (none: unsandboxed, by the base config; unavailable: none worked, every row is an error). The judge refuses a file without it.", "enum": ["bwrap", "landlock", "none", "unavailable"] }, "inProcess": { "description": "Properties whose rows ran with production code in the process that decided them (runners.isolation: shared, or a preset without a subject process): shown as in-process (forgeable). The judge also labels what the base config runs shared.", "type": "array", "maxItems": 1e5, "items": { "type": "string", "minLength": 1, "maxLength": 300 } }, "rows": { "type": "array", "maxItems": 1e6, "items": { "type": "object", "additionalProperties": false, "required": ["property", "kind", "key", "outcome", "durationMs", "exitCode", "attempts", "detail", "tail"], "properties": { "property": { "type": "string", "minLength": 1, "maxLength": 300 }, "kind": { "enum": ["fixture", "seed", "case"] }, "key": { "type": "string", "minLength": 1, "maxLength": 4096 }, "outcome": { "enum": ["pass", "fail", "timeout", "error", "flaky", "frozen"] }, "durationMs": { "type": "number", "minimum": 0 }, "exitCode": { "type": ["integer", "null"] }, "attempts": { "type": "integer", "minimum": 1, "maximum": 11 }, "detail": { "type": "string", "maxLength": 2e3 }, "tail": { "type": "string", "maxLength": 8192 }, "location": { "type": "object", "additionalProperties": false, "required": ["file", "line"], "properties": { "file": { "type": "string", "maxLength": 4096 }, "line": { "type": "integer", "minimum": 1 } } }, "origins": { "type": "array", "maxItems": 200, "items": { "type": "object", "additionalProperties": false, "required": ["module", "file", "inside", "local"], "properties": { "module": { "type": "string", "maxLength": 500 }, "file": { "type": ["string", "null"], "maxLength": 4096 }, "inside": { "type": "boolean" }, "local": { "type": ["string", "null"], "maxLength": 4096 } } } } } } } } };
var pattern20 = new RegExp("^[1-9][0-9]{0,2}/[1-9][0-9]{0,2}$", "u");
function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate28.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.lane === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "lane" }, message: "must have required property 'lane'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.shard === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "shard" }, message: "must have required property 'shard'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.base === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "base" }, message: "must have required property 'base'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.head === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "head" }, message: "must have required property 'head'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.runId === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "runId" }, message: "must have required property 'runId'" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.seedgateVersion === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seedgateVersion" }, message: "must have required property 'seedgateVersion'" };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.environment === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "environment" }, message: "must have required property 'environment'" };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.rows === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rows" }, message: "must have required property 'rows'" };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema58.properties, key0)) {
        const err9 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.schema !== void 0) {
      if (1 !== data.schema) {
        const err10 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.lane !== void 0) {
      let data1 = data.lane;
      if (!(data1 === "replay" || data1 === "holdout")) {
        const err11 = { instancePath: instancePath + "/lane", schemaPath: "#/properties/lane/enum", keyword: "enum", params: { allowedValues: schema58.properties.lane.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.shard !== void 0) {
      let data2 = data.shard;
      if (typeof data2 === "string") {
        if (!pattern20.test(data2)) {
          const err12 = { instancePath: instancePath + "/shard", schemaPath: "#/properties/shard/pattern", keyword: "pattern", params: { pattern: "^[1-9][0-9]{0,2}/[1-9][0-9]{0,2}$" }, message: 'must match pattern "^[1-9][0-9]{0,2}/[1-9][0-9]{0,2}$"' };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = { instancePath: instancePath + "/shard", schemaPath: "#/properties/shard/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.base !== void 0) {
      let data3 = data.base;
      if (typeof data3 === "string") {
        if (!pattern15.test(data3)) {
          const err14 = { instancePath: instancePath + "/base", schemaPath: "#/properties/base/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: 'must match pattern "^[0-9a-f]{40}$"' };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = { instancePath: instancePath + "/base", schemaPath: "#/properties/base/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.head !== void 0) {
      let data4 = data.head;
      if (typeof data4 === "string") {
        if (!pattern15.test(data4)) {
          const err16 = { instancePath: instancePath + "/head", schemaPath: "#/properties/head/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: 'must match pattern "^[0-9a-f]{40}$"' };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = { instancePath: instancePath + "/head", schemaPath: "#/properties/head/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.runId !== void 0) {
      let data5 = data.runId;
      if (typeof data5 === "string") {
        if (func2(data5) > 200) {
          const err18 = { instancePath: instancePath + "/runId", schemaPath: "#/properties/runId/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      } else {
        const err19 = { instancePath: instancePath + "/runId", schemaPath: "#/properties/runId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.seedgateVersion !== void 0) {
      let data6 = data.seedgateVersion;
      if (typeof data6 === "string") {
        if (func2(data6) > 50) {
          const err20 = { instancePath: instancePath + "/seedgateVersion", schemaPath: "#/properties/seedgateVersion/maxLength", keyword: "maxLength", params: { limit: 50 }, message: "must NOT have more than 50 characters" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      } else {
        const err21 = { instancePath: instancePath + "/seedgateVersion", schemaPath: "#/properties/seedgateVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.environment !== void 0) {
      let data7 = data.environment;
      if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
        if (Object.keys(data7).length > 50) {
          const err22 = { instancePath: instancePath + "/environment", schemaPath: "#/properties/environment/maxProperties", keyword: "maxProperties", params: { limit: 50 }, message: "must NOT have more than 50 properties" };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        for (const key1 in data7) {
          let data8 = data7[key1];
          if (typeof data8 === "string") {
            if (func2(data8) > 200) {
              const err23 = { instancePath: instancePath + "/environment/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/environment/additionalProperties/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          } else {
            const err24 = { instancePath: instancePath + "/environment/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/environment/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
      } else {
        const err25 = { instancePath: instancePath + "/environment", schemaPath: "#/properties/environment/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.sandbox !== void 0) {
      let data9 = data.sandbox;
      if (!(data9 === "bwrap" || data9 === "landlock" || data9 === "none" || data9 === "unavailable")) {
        const err26 = { instancePath: instancePath + "/sandbox", schemaPath: "#/properties/sandbox/enum", keyword: "enum", params: { allowedValues: schema58.properties.sandbox.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.inProcess !== void 0) {
      let data10 = data.inProcess;
      if (Array.isArray(data10)) {
        if (data10.length > 1e5) {
          const err27 = { instancePath: instancePath + "/inProcess", schemaPath: "#/properties/inProcess/maxItems", keyword: "maxItems", params: { limit: 1e5 }, message: "must NOT have more than 100000 items" };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        const len0 = data10.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data11 = data10[i0];
          if (typeof data11 === "string") {
            if (func2(data11) > 300) {
              const err28 = { instancePath: instancePath + "/inProcess/" + i0, schemaPath: "#/properties/inProcess/items/maxLength", keyword: "maxLength", params: { limit: 300 }, message: "must NOT have more than 300 characters" };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
            if (func2(data11) < 1) {
              const err29 = { instancePath: instancePath + "/inProcess/" + i0, schemaPath: "#/properties/inProcess/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
          } else {
            const err30 = { instancePath: instancePath + "/inProcess/" + i0, schemaPath: "#/properties/inProcess/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
      } else {
        const err31 = { instancePath: instancePath + "/inProcess", schemaPath: "#/properties/inProcess/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.rows !== void 0) {
      let data12 = data.rows;
      if (Array.isArray(data12)) {
        if (data12.length > 1e6) {
          const err32 = { instancePath: instancePath + "/rows", schemaPath: "#/properties/rows/maxItems", keyword: "maxItems", params: { limit: 1e6 }, message: "must NOT have more than 1000000 items" };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
        const len1 = data12.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data13 = data12[i1];
          if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
            if (data13.property === void 0) {
              const err33 = { instancePath: instancePath + "/rows/" + i1, schemaPath: "#/properties/rows/items/required", keyword: "required", params: { missingProperty: "property" }, message: "must have required property 'property'" };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
            if (data13.kind === void 0) {
              const err34 = { instancePath: instancePath + "/rows/" + i1, schemaPath: "#/properties/rows/items/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
            if (data13.key === void 0) {
              const err35 = { instancePath: instancePath + "/rows/" + i1, schemaPath: "#/properties/rows/items/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
            if (data13.outcome === void 0) {
              const err36 = { instancePath: instancePath + "/rows/" + i1, schemaPath: "#/properties/rows/items/required", keyword: "required", params: { missingProperty: "outcome" }, message: "must have required property 'outcome'" };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
            if (data13.durationMs === void 0) {
              const err37 = { instancePath: instancePath + "/rows/" + i1, schemaPath: "#/properties/rows/items/required", keyword: "required", params: { missingProperty: "durationMs" }, message: "must have required property 'durationMs'" };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
            if (data13.exitCode === void 0) {
              const err38 = { instancePath: instancePath + "/rows/" + i1, schemaPath: "#/properties/rows/items/required", keyword: "required", params: { missingProperty: "exitCode" }, message: "must have required property 'exitCode'" };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
            if (data13.attempts === void 0) {
              const err39 = { instancePath: instancePath + "/rows/" + i1, schemaPath: "#/properties/rows/items/required", keyword: "required", params: { missingProperty: "attempts" }, message: "must have required property 'attempts'" };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
            if (data13.detail === void 0) {
              const err40 = { instancePath: instancePath + "/rows/" + i1, schemaPath: "#/properties/rows/items/required", keyword: "required", params: { missingProperty: "detail" }, message: "must have required property 'detail'" };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
            if (data13.tail === void 0) {
              const err41 = { instancePath: instancePath + "/rows/" + i1, schemaPath: "#/properties/rows/items/required", keyword: "required", params: { missingProperty: "tail" }, message: "must have required property 'tail'" };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
            for (const key2 in data13) {
              if (!func1.call(schema58.properties.rows.items.properties, key2)) {
                const err42 = { instancePath: instancePath + "/rows/" + i1, schemaPath: "#/properties/rows/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
            if (data13.property !== void 0) {
              let data14 = data13.property;
              if (typeof data14 === "string") {
                if (func2(data14) > 300) {
                  const err43 = { instancePath: instancePath + "/rows/" + i1 + "/property", schemaPath: "#/properties/rows/items/properties/property/maxLength", keyword: "maxLength", params: { limit: 300 }, message: "must NOT have more than 300 characters" };
                  if (vErrors === null) {
                    vErrors = [err43];
                  } else {
                    vErrors.push(err43);
                  }
                  errors++;
                }
                if (func2(data14) < 1) {
                  const err44 = { instancePath: instancePath + "/rows/" + i1 + "/property", schemaPath: "#/properties/rows/items/properties/property/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err44];
                  } else {
                    vErrors.push(err44);
                  }
                  errors++;
                }
              } else {
                const err45 = { instancePath: instancePath + "/rows/" + i1 + "/property", schemaPath: "#/properties/rows/items/properties/property/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err45];
                } else {
                  vErrors.push(err45);
                }
                errors++;
              }
            }
            if (data13.kind !== void 0) {
              let data15 = data13.kind;
              if (!(data15 === "fixture" || data15 === "seed" || data15 === "case")) {
                const err46 = { instancePath: instancePath + "/rows/" + i1 + "/kind", schemaPath: "#/properties/rows/items/properties/kind/enum", keyword: "enum", params: { allowedValues: schema58.properties.rows.items.properties.kind.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err46];
                } else {
                  vErrors.push(err46);
                }
                errors++;
              }
            }
            if (data13.key !== void 0) {
              let data16 = data13.key;
              if (typeof data16 === "string") {
                if (func2(data16) > 4096) {
                  const err47 = { instancePath: instancePath + "/rows/" + i1 + "/key", schemaPath: "#/properties/rows/items/properties/key/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                  if (vErrors === null) {
                    vErrors = [err47];
                  } else {
                    vErrors.push(err47);
                  }
                  errors++;
                }
                if (func2(data16) < 1) {
                  const err48 = { instancePath: instancePath + "/rows/" + i1 + "/key", schemaPath: "#/properties/rows/items/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err48];
                  } else {
                    vErrors.push(err48);
                  }
                  errors++;
                }
              } else {
                const err49 = { instancePath: instancePath + "/rows/" + i1 + "/key", schemaPath: "#/properties/rows/items/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err49];
                } else {
                  vErrors.push(err49);
                }
                errors++;
              }
            }
            if (data13.outcome !== void 0) {
              let data17 = data13.outcome;
              if (!(data17 === "pass" || data17 === "fail" || data17 === "timeout" || data17 === "error" || data17 === "flaky" || data17 === "frozen")) {
                const err50 = { instancePath: instancePath + "/rows/" + i1 + "/outcome", schemaPath: "#/properties/rows/items/properties/outcome/enum", keyword: "enum", params: { allowedValues: schema58.properties.rows.items.properties.outcome.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            }
            if (data13.durationMs !== void 0) {
              let data18 = data13.durationMs;
              if (typeof data18 == "number" && isFinite(data18)) {
                if (data18 < 0 || isNaN(data18)) {
                  const err51 = { instancePath: instancePath + "/rows/" + i1 + "/durationMs", schemaPath: "#/properties/rows/items/properties/durationMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err51];
                  } else {
                    vErrors.push(err51);
                  }
                  errors++;
                }
              } else {
                const err52 = { instancePath: instancePath + "/rows/" + i1 + "/durationMs", schemaPath: "#/properties/rows/items/properties/durationMs/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              }
            }
            if (data13.exitCode !== void 0) {
              let data19 = data13.exitCode;
              if (!(typeof data19 == "number" && (!(data19 % 1) && !isNaN(data19)) && isFinite(data19)) && data19 !== null) {
                const err53 = { instancePath: instancePath + "/rows/" + i1 + "/exitCode", schemaPath: "#/properties/rows/items/properties/exitCode/type", keyword: "type", params: { type: schema58.properties.rows.items.properties.exitCode.type }, message: "must be integer,null" };
                if (vErrors === null) {
                  vErrors = [err53];
                } else {
                  vErrors.push(err53);
                }
                errors++;
              }
            }
            if (data13.attempts !== void 0) {
              let data20 = data13.attempts;
              if (!(typeof data20 == "number" && (!(data20 % 1) && !isNaN(data20)) && isFinite(data20))) {
                const err54 = { instancePath: instancePath + "/rows/" + i1 + "/attempts", schemaPath: "#/properties/rows/items/properties/attempts/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err54];
                } else {
                  vErrors.push(err54);
                }
                errors++;
              }
              if (typeof data20 == "number" && isFinite(data20)) {
                if (data20 > 11 || isNaN(data20)) {
                  const err55 = { instancePath: instancePath + "/rows/" + i1 + "/attempts", schemaPath: "#/properties/rows/items/properties/attempts/maximum", keyword: "maximum", params: { comparison: "<=", limit: 11 }, message: "must be <= 11" };
                  if (vErrors === null) {
                    vErrors = [err55];
                  } else {
                    vErrors.push(err55);
                  }
                  errors++;
                }
                if (data20 < 1 || isNaN(data20)) {
                  const err56 = { instancePath: instancePath + "/rows/" + i1 + "/attempts", schemaPath: "#/properties/rows/items/properties/attempts/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                  if (vErrors === null) {
                    vErrors = [err56];
                  } else {
                    vErrors.push(err56);
                  }
                  errors++;
                }
              }
            }
            if (data13.detail !== void 0) {
              let data21 = data13.detail;
              if (typeof data21 === "string") {
                if (func2(data21) > 2e3) {
                  const err57 = { instancePath: instancePath + "/rows/" + i1 + "/detail", schemaPath: "#/properties/rows/items/properties/detail/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters" };
                  if (vErrors === null) {
                    vErrors = [err57];
                  } else {
                    vErrors.push(err57);
                  }
                  errors++;
                }
              } else {
                const err58 = { instancePath: instancePath + "/rows/" + i1 + "/detail", schemaPath: "#/properties/rows/items/properties/detail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err58];
                } else {
                  vErrors.push(err58);
                }
                errors++;
              }
            }
            if (data13.tail !== void 0) {
              let data22 = data13.tail;
              if (typeof data22 === "string") {
                if (func2(data22) > 8192) {
                  const err59 = { instancePath: instancePath + "/rows/" + i1 + "/tail", schemaPath: "#/properties/rows/items/properties/tail/maxLength", keyword: "maxLength", params: { limit: 8192 }, message: "must NOT have more than 8192 characters" };
                  if (vErrors === null) {
                    vErrors = [err59];
                  } else {
                    vErrors.push(err59);
                  }
                  errors++;
                }
              } else {
                const err60 = { instancePath: instancePath + "/rows/" + i1 + "/tail", schemaPath: "#/properties/rows/items/properties/tail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err60];
                } else {
                  vErrors.push(err60);
                }
                errors++;
              }
            }
            if (data13.location !== void 0) {
              let data23 = data13.location;
              if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
                if (data23.file === void 0) {
                  const err61 = { instancePath: instancePath + "/rows/" + i1 + "/location", schemaPath: "#/properties/rows/items/properties/location/required", keyword: "required", params: { missingProperty: "file" }, message: "must have required property 'file'" };
                  if (vErrors === null) {
                    vErrors = [err61];
                  } else {
                    vErrors.push(err61);
                  }
                  errors++;
                }
                if (data23.line === void 0) {
                  const err62 = { instancePath: instancePath + "/rows/" + i1 + "/location", schemaPath: "#/properties/rows/items/properties/location/required", keyword: "required", params: { missingProperty: "line" }, message: "must have required property 'line'" };
                  if (vErrors === null) {
                    vErrors = [err62];
                  } else {
                    vErrors.push(err62);
                  }
                  errors++;
                }
                for (const key3 in data23) {
                  if (!(key3 === "file" || key3 === "line")) {
                    const err63 = { instancePath: instancePath + "/rows/" + i1 + "/location", schemaPath: "#/properties/rows/items/properties/location/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err63];
                    } else {
                      vErrors.push(err63);
                    }
                    errors++;
                  }
                }
                if (data23.file !== void 0) {
                  let data24 = data23.file;
                  if (typeof data24 === "string") {
                    if (func2(data24) > 4096) {
                      const err64 = { instancePath: instancePath + "/rows/" + i1 + "/location/file", schemaPath: "#/properties/rows/items/properties/location/properties/file/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                      if (vErrors === null) {
                        vErrors = [err64];
                      } else {
                        vErrors.push(err64);
                      }
                      errors++;
                    }
                  } else {
                    const err65 = { instancePath: instancePath + "/rows/" + i1 + "/location/file", schemaPath: "#/properties/rows/items/properties/location/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err65];
                    } else {
                      vErrors.push(err65);
                    }
                    errors++;
                  }
                }
                if (data23.line !== void 0) {
                  let data25 = data23.line;
                  if (!(typeof data25 == "number" && (!(data25 % 1) && !isNaN(data25)) && isFinite(data25))) {
                    const err66 = { instancePath: instancePath + "/rows/" + i1 + "/location/line", schemaPath: "#/properties/rows/items/properties/location/properties/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                      vErrors = [err66];
                    } else {
                      vErrors.push(err66);
                    }
                    errors++;
                  }
                  if (typeof data25 == "number" && isFinite(data25)) {
                    if (data25 < 1 || isNaN(data25)) {
                      const err67 = { instancePath: instancePath + "/rows/" + i1 + "/location/line", schemaPath: "#/properties/rows/items/properties/location/properties/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                      if (vErrors === null) {
                        vErrors = [err67];
                      } else {
                        vErrors.push(err67);
                      }
                      errors++;
                    }
                  }
                }
              } else {
                const err68 = { instancePath: instancePath + "/rows/" + i1 + "/location", schemaPath: "#/properties/rows/items/properties/location/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err68];
                } else {
                  vErrors.push(err68);
                }
                errors++;
              }
            }
            if (data13.origins !== void 0) {
              let data26 = data13.origins;
              if (Array.isArray(data26)) {
                if (data26.length > 200) {
                  const err69 = { instancePath: instancePath + "/rows/" + i1 + "/origins", schemaPath: "#/properties/rows/items/properties/origins/maxItems", keyword: "maxItems", params: { limit: 200 }, message: "must NOT have more than 200 items" };
                  if (vErrors === null) {
                    vErrors = [err69];
                  } else {
                    vErrors.push(err69);
                  }
                  errors++;
                }
                const len2 = data26.length;
                for (let i2 = 0; i2 < len2; i2++) {
                  let data27 = data26[i2];
                  if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                    if (data27.module === void 0) {
                      const err70 = { instancePath: instancePath + "/rows/" + i1 + "/origins/" + i2, schemaPath: "#/properties/rows/items/properties/origins/items/required", keyword: "required", params: { missingProperty: "module" }, message: "must have required property 'module'" };
                      if (vErrors === null) {
                        vErrors = [err70];
                      } else {
                        vErrors.push(err70);
                      }
                      errors++;
                    }
                    if (data27.file === void 0) {
                      const err71 = { instancePath: instancePath + "/rows/" + i1 + "/origins/" + i2, schemaPath: "#/properties/rows/items/properties/origins/items/required", keyword: "required", params: { missingProperty: "file" }, message: "must have required property 'file'" };
                      if (vErrors === null) {
                        vErrors = [err71];
                      } else {
                        vErrors.push(err71);
                      }
                      errors++;
                    }
                    if (data27.inside === void 0) {
                      const err72 = { instancePath: instancePath + "/rows/" + i1 + "/origins/" + i2, schemaPath: "#/properties/rows/items/properties/origins/items/required", keyword: "required", params: { missingProperty: "inside" }, message: "must have required property 'inside'" };
                      if (vErrors === null) {
                        vErrors = [err72];
                      } else {
                        vErrors.push(err72);
                      }
                      errors++;
                    }
                    if (data27.local === void 0) {
                      const err73 = { instancePath: instancePath + "/rows/" + i1 + "/origins/" + i2, schemaPath: "#/properties/rows/items/properties/origins/items/required", keyword: "required", params: { missingProperty: "local" }, message: "must have required property 'local'" };
                      if (vErrors === null) {
                        vErrors = [err73];
                      } else {
                        vErrors.push(err73);
                      }
                      errors++;
                    }
                    for (const key4 in data27) {
                      if (!(key4 === "module" || key4 === "file" || key4 === "inside" || key4 === "local")) {
                        const err74 = { instancePath: instancePath + "/rows/" + i1 + "/origins/" + i2, schemaPath: "#/properties/rows/items/properties/origins/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                          vErrors = [err74];
                        } else {
                          vErrors.push(err74);
                        }
                        errors++;
                      }
                    }
                    if (data27.module !== void 0) {
                      let data28 = data27.module;
                      if (typeof data28 === "string") {
                        if (func2(data28) > 500) {
                          const err75 = { instancePath: instancePath + "/rows/" + i1 + "/origins/" + i2 + "/module", schemaPath: "#/properties/rows/items/properties/origins/items/properties/module/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters" };
                          if (vErrors === null) {
                            vErrors = [err75];
                          } else {
                            vErrors.push(err75);
                          }
                          errors++;
                        }
                      } else {
                        const err76 = { instancePath: instancePath + "/rows/" + i1 + "/origins/" + i2 + "/module", schemaPath: "#/properties/rows/items/properties/origins/items/properties/module/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err76];
                        } else {
                          vErrors.push(err76);
                        }
                        errors++;
                      }
                    }
                    if (data27.file !== void 0) {
                      let data29 = data27.file;
                      if (typeof data29 !== "string" && data29 !== null) {
                        const err77 = { instancePath: instancePath + "/rows/" + i1 + "/origins/" + i2 + "/file", schemaPath: "#/properties/rows/items/properties/origins/items/properties/file/type", keyword: "type", params: { type: schema58.properties.rows.items.properties.origins.items.properties.file.type }, message: "must be string,null" };
                        if (vErrors === null) {
                          vErrors = [err77];
                        } else {
                          vErrors.push(err77);
                        }
                        errors++;
                      }
                      if (typeof data29 === "string") {
                        if (func2(data29) > 4096) {
                          const err78 = { instancePath: instancePath + "/rows/" + i1 + "/origins/" + i2 + "/file", schemaPath: "#/properties/rows/items/properties/origins/items/properties/file/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                          if (vErrors === null) {
                            vErrors = [err78];
                          } else {
                            vErrors.push(err78);
                          }
                          errors++;
                        }
                      }
                    }
                    if (data27.inside !== void 0) {
                      if (typeof data27.inside !== "boolean") {
                        const err79 = { instancePath: instancePath + "/rows/" + i1 + "/origins/" + i2 + "/inside", schemaPath: "#/properties/rows/items/properties/origins/items/properties/inside/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                        if (vErrors === null) {
                          vErrors = [err79];
                        } else {
                          vErrors.push(err79);
                        }
                        errors++;
                      }
                    }
                    if (data27.local !== void 0) {
                      let data31 = data27.local;
                      if (typeof data31 !== "string" && data31 !== null) {
                        const err80 = { instancePath: instancePath + "/rows/" + i1 + "/origins/" + i2 + "/local", schemaPath: "#/properties/rows/items/properties/origins/items/properties/local/type", keyword: "type", params: { type: schema58.properties.rows.items.properties.origins.items.properties.local.type }, message: "must be string,null" };
                        if (vErrors === null) {
                          vErrors = [err80];
                        } else {
                          vErrors.push(err80);
                        }
                        errors++;
                      }
                      if (typeof data31 === "string") {
                        if (func2(data31) > 4096) {
                          const err81 = { instancePath: instancePath + "/rows/" + i1 + "/origins/" + i2 + "/local", schemaPath: "#/properties/rows/items/properties/origins/items/properties/local/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                          if (vErrors === null) {
                            vErrors = [err81];
                          } else {
                            vErrors.push(err81);
                          }
                          errors++;
                        }
                      }
                    }
                  } else {
                    const err82 = { instancePath: instancePath + "/rows/" + i1 + "/origins/" + i2, schemaPath: "#/properties/rows/items/properties/origins/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err82];
                    } else {
                      vErrors.push(err82);
                    }
                    errors++;
                  }
                }
              } else {
                const err83 = { instancePath: instancePath + "/rows/" + i1 + "/origins", schemaPath: "#/properties/rows/items/properties/origins/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err83];
                } else {
                  vErrors.push(err83);
                }
                errors++;
              }
            }
          } else {
            const err84 = { instancePath: instancePath + "/rows/" + i1, schemaPath: "#/properties/rows/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err84];
            } else {
              vErrors.push(err84);
            }
            errors++;
          }
        }
      } else {
        const err85 = { instancePath: instancePath + "/rows", schemaPath: "#/properties/rows/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err85];
        } else {
          vErrors.push(err85);
        }
        errors++;
      }
    }
  } else {
    const err86 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err86];
    } else {
      vErrors.push(err86);
    }
    errors++;
  }
  validate28.errors = vErrors;
  return errors === 0;
}
validate28.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var ledger = validate29;
var schema59 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://seedgate.dev/schemas/ledger.schema.json", "title": "Seed-002 seed ledger (seed_ledger.json)", "description": "Owned properties with pre-fix failing seeds, fixtures hashed and locked by a human, freezes that cannot gate, and a draft list the gate ignores. Cross-field rules (digests, locked_by, unknown property ids, required freezes) are checked by seedgate and reported with the field.", "type": "object", "additionalProperties": false, "properties": { "properties": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["id", "fn", "pre_fix_failing_seeds", "status"], "properties": { "id": { "type": "string", "minLength": 1, "maxLength": 200 }, "fn": { "description": "Runner selector of the property function.", "type": "string", "minLength": 1 }, "seed_budget": { "type": "integer", "minimum": 0 }, "pre_fix_failing_seeds": { "type": "array", "items": { "$ref": "#/$defs/seed" } }, "status": { "description": "Only owned properties vote.", "enum": ["owned", "unearned"] } } } }, "fixtures": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["id", "property_id", "sha256", "locked_by", "path"], "properties": { "id": { "type": "string", "minLength": 1 }, "property_id": { "type": "string", "minLength": 1 }, "seed": { "$ref": "#/$defs/seed" }, "sha256": { "description": "Digest computed from the fixture bytes (64 lowercase hex).", "type": "string" }, "locked_by": { "description": 'Must be "human".', "type": "string" }, "path": { "$ref": "#/$defs/path" } } } }, "freezes": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["id", "test", "reason", "cannot_gate", "required"], "properties": { "id": { "type": "string", "minLength": 1 }, "test": { "type": "string", "minLength": 1 }, "reason": { "type": "string" }, "cannot_gate": { "type": "boolean" }, "required": { "description": "A frozen test that cannot gate must not be required.", "type": "boolean" } } } }, "draft": { "description": "Agent-proposed candidates; the gate ignores them.", "type": "array" } }, "$defs": { "seed": { "type": "integer", "minimum": -9007199254740991, "maximum": 9007199254740991 }, "path": { "type": "string", "minLength": 1, "maxLength": 4096, "not": { "pattern": "^/|(^|/)\\.\\.(/|$)|\\\\" } } } };
function validate29(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate29.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "properties" || key0 === "fixtures" || key0 === "freezes" || key0 === "draft")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data0 = data.properties;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            if (data1.id === void 0) {
              const err1 = { instancePath: instancePath + "/properties/" + i0, schemaPath: "#/properties/properties/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            if (data1.fn === void 0) {
              const err2 = { instancePath: instancePath + "/properties/" + i0, schemaPath: "#/properties/properties/items/required", keyword: "required", params: { missingProperty: "fn" }, message: "must have required property 'fn'" };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
            if (data1.pre_fix_failing_seeds === void 0) {
              const err3 = { instancePath: instancePath + "/properties/" + i0, schemaPath: "#/properties/properties/items/required", keyword: "required", params: { missingProperty: "pre_fix_failing_seeds" }, message: "must have required property 'pre_fix_failing_seeds'" };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            if (data1.status === void 0) {
              const err4 = { instancePath: instancePath + "/properties/" + i0, schemaPath: "#/properties/properties/items/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'" };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            for (const key1 in data1) {
              if (!(key1 === "id" || key1 === "fn" || key1 === "seed_budget" || key1 === "pre_fix_failing_seeds" || key1 === "status")) {
                const err5 = { instancePath: instancePath + "/properties/" + i0, schemaPath: "#/properties/properties/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
            }
            if (data1.id !== void 0) {
              let data2 = data1.id;
              if (typeof data2 === "string") {
                if (func2(data2) > 200) {
                  const err6 = { instancePath: instancePath + "/properties/" + i0 + "/id", schemaPath: "#/properties/properties/items/properties/id/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
                  if (vErrors === null) {
                    vErrors = [err6];
                  } else {
                    vErrors.push(err6);
                  }
                  errors++;
                }
                if (func2(data2) < 1) {
                  const err7 = { instancePath: instancePath + "/properties/" + i0 + "/id", schemaPath: "#/properties/properties/items/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err7];
                  } else {
                    vErrors.push(err7);
                  }
                  errors++;
                }
              } else {
                const err8 = { instancePath: instancePath + "/properties/" + i0 + "/id", schemaPath: "#/properties/properties/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            if (data1.fn !== void 0) {
              let data3 = data1.fn;
              if (typeof data3 === "string") {
                if (func2(data3) < 1) {
                  const err9 = { instancePath: instancePath + "/properties/" + i0 + "/fn", schemaPath: "#/properties/properties/items/properties/fn/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err9];
                  } else {
                    vErrors.push(err9);
                  }
                  errors++;
                }
              } else {
                const err10 = { instancePath: instancePath + "/properties/" + i0 + "/fn", schemaPath: "#/properties/properties/items/properties/fn/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data1.seed_budget !== void 0) {
              let data4 = data1.seed_budget;
              if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
                const err11 = { instancePath: instancePath + "/properties/" + i0 + "/seed_budget", schemaPath: "#/properties/properties/items/properties/seed_budget/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
              if (typeof data4 == "number" && isFinite(data4)) {
                if (data4 < 0 || isNaN(data4)) {
                  const err12 = { instancePath: instancePath + "/properties/" + i0 + "/seed_budget", schemaPath: "#/properties/properties/items/properties/seed_budget/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err12];
                  } else {
                    vErrors.push(err12);
                  }
                  errors++;
                }
              }
            }
            if (data1.pre_fix_failing_seeds !== void 0) {
              let data5 = data1.pre_fix_failing_seeds;
              if (Array.isArray(data5)) {
                const len1 = data5.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  let data6 = data5[i1];
                  if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
                    const err13 = { instancePath: instancePath + "/properties/" + i0 + "/pre_fix_failing_seeds/" + i1, schemaPath: "#/$defs/seed/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                      vErrors = [err13];
                    } else {
                      vErrors.push(err13);
                    }
                    errors++;
                  }
                  if (typeof data6 == "number" && isFinite(data6)) {
                    if (data6 > 9007199254740991 || isNaN(data6)) {
                      const err14 = { instancePath: instancePath + "/properties/" + i0 + "/pre_fix_failing_seeds/" + i1, schemaPath: "#/$defs/seed/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                      if (vErrors === null) {
                        vErrors = [err14];
                      } else {
                        vErrors.push(err14);
                      }
                      errors++;
                    }
                    if (data6 < -9007199254740991 || isNaN(data6)) {
                      const err15 = { instancePath: instancePath + "/properties/" + i0 + "/pre_fix_failing_seeds/" + i1, schemaPath: "#/$defs/seed/minimum", keyword: "minimum", params: { comparison: ">=", limit: -9007199254740991 }, message: "must be >= -9007199254740991" };
                      if (vErrors === null) {
                        vErrors = [err15];
                      } else {
                        vErrors.push(err15);
                      }
                      errors++;
                    }
                  }
                }
              } else {
                const err16 = { instancePath: instancePath + "/properties/" + i0 + "/pre_fix_failing_seeds", schemaPath: "#/properties/properties/items/properties/pre_fix_failing_seeds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
            if (data1.status !== void 0) {
              let data7 = data1.status;
              if (!(data7 === "owned" || data7 === "unearned")) {
                const err17 = { instancePath: instancePath + "/properties/" + i0 + "/status", schemaPath: "#/properties/properties/items/properties/status/enum", keyword: "enum", params: { allowedValues: schema59.properties.properties.items.properties.status.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
            }
          } else {
            const err18 = { instancePath: instancePath + "/properties/" + i0, schemaPath: "#/properties/properties/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
      } else {
        const err19 = { instancePath: instancePath + "/properties", schemaPath: "#/properties/properties/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.fixtures !== void 0) {
      let data8 = data.fixtures;
      if (Array.isArray(data8)) {
        const len2 = data8.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data9 = data8[i2];
          if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
            if (data9.id === void 0) {
              const err20 = { instancePath: instancePath + "/fixtures/" + i2, schemaPath: "#/properties/fixtures/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
            if (data9.property_id === void 0) {
              const err21 = { instancePath: instancePath + "/fixtures/" + i2, schemaPath: "#/properties/fixtures/items/required", keyword: "required", params: { missingProperty: "property_id" }, message: "must have required property 'property_id'" };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            if (data9.sha256 === void 0) {
              const err22 = { instancePath: instancePath + "/fixtures/" + i2, schemaPath: "#/properties/fixtures/items/required", keyword: "required", params: { missingProperty: "sha256" }, message: "must have required property 'sha256'" };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
            if (data9.locked_by === void 0) {
              const err23 = { instancePath: instancePath + "/fixtures/" + i2, schemaPath: "#/properties/fixtures/items/required", keyword: "required", params: { missingProperty: "locked_by" }, message: "must have required property 'locked_by'" };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
            if (data9.path === void 0) {
              const err24 = { instancePath: instancePath + "/fixtures/" + i2, schemaPath: "#/properties/fixtures/items/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'" };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
            for (const key2 in data9) {
              if (!(key2 === "id" || key2 === "property_id" || key2 === "seed" || key2 === "sha256" || key2 === "locked_by" || key2 === "path")) {
                const err25 = { instancePath: instancePath + "/fixtures/" + i2, schemaPath: "#/properties/fixtures/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
            if (data9.id !== void 0) {
              let data10 = data9.id;
              if (typeof data10 === "string") {
                if (func2(data10) < 1) {
                  const err26 = { instancePath: instancePath + "/fixtures/" + i2 + "/id", schemaPath: "#/properties/fixtures/items/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
              } else {
                const err27 = { instancePath: instancePath + "/fixtures/" + i2 + "/id", schemaPath: "#/properties/fixtures/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err27];
                } else {
                  vErrors.push(err27);
                }
                errors++;
              }
            }
            if (data9.property_id !== void 0) {
              let data11 = data9.property_id;
              if (typeof data11 === "string") {
                if (func2(data11) < 1) {
                  const err28 = { instancePath: instancePath + "/fixtures/" + i2 + "/property_id", schemaPath: "#/properties/fixtures/items/properties/property_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err28];
                  } else {
                    vErrors.push(err28);
                  }
                  errors++;
                }
              } else {
                const err29 = { instancePath: instancePath + "/fixtures/" + i2 + "/property_id", schemaPath: "#/properties/fixtures/items/properties/property_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
            }
            if (data9.seed !== void 0) {
              let data12 = data9.seed;
              if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12))) {
                const err30 = { instancePath: instancePath + "/fixtures/" + i2 + "/seed", schemaPath: "#/$defs/seed/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
              if (typeof data12 == "number" && isFinite(data12)) {
                if (data12 > 9007199254740991 || isNaN(data12)) {
                  const err31 = { instancePath: instancePath + "/fixtures/" + i2 + "/seed", schemaPath: "#/$defs/seed/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
                if (data12 < -9007199254740991 || isNaN(data12)) {
                  const err32 = { instancePath: instancePath + "/fixtures/" + i2 + "/seed", schemaPath: "#/$defs/seed/minimum", keyword: "minimum", params: { comparison: ">=", limit: -9007199254740991 }, message: "must be >= -9007199254740991" };
                  if (vErrors === null) {
                    vErrors = [err32];
                  } else {
                    vErrors.push(err32);
                  }
                  errors++;
                }
              }
            }
            if (data9.sha256 !== void 0) {
              if (typeof data9.sha256 !== "string") {
                const err33 = { instancePath: instancePath + "/fixtures/" + i2 + "/sha256", schemaPath: "#/properties/fixtures/items/properties/sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            }
            if (data9.locked_by !== void 0) {
              if (typeof data9.locked_by !== "string") {
                const err34 = { instancePath: instancePath + "/fixtures/" + i2 + "/locked_by", schemaPath: "#/properties/fixtures/items/properties/locked_by/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
            if (data9.path !== void 0) {
              let data15 = data9.path;
              const _errs38 = errors;
              const _errs39 = errors;
              if (typeof data15 === "string") {
                if (!pattern4.test(data15)) {
                  const err35 = {};
                  if (vErrors === null) {
                    vErrors = [err35];
                  } else {
                    vErrors.push(err35);
                  }
                  errors++;
                }
              }
              var valid12 = _errs39 === errors;
              if (valid12) {
                const err36 = { instancePath: instancePath + "/fixtures/" + i2 + "/path", schemaPath: "#/$defs/path/not", keyword: "not", params: {}, message: "must NOT be valid" };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              } else {
                errors = _errs38;
                if (vErrors !== null) {
                  if (_errs38) {
                    vErrors.length = _errs38;
                  } else {
                    vErrors = null;
                  }
                }
              }
              if (typeof data15 === "string") {
                if (func2(data15) > 4096) {
                  const err37 = { instancePath: instancePath + "/fixtures/" + i2 + "/path", schemaPath: "#/$defs/path/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                  if (vErrors === null) {
                    vErrors = [err37];
                  } else {
                    vErrors.push(err37);
                  }
                  errors++;
                }
                if (func2(data15) < 1) {
                  const err38 = { instancePath: instancePath + "/fixtures/" + i2 + "/path", schemaPath: "#/$defs/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err38];
                  } else {
                    vErrors.push(err38);
                  }
                  errors++;
                }
              } else {
                const err39 = { instancePath: instancePath + "/fixtures/" + i2 + "/path", schemaPath: "#/$defs/path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
            }
          } else {
            const err40 = { instancePath: instancePath + "/fixtures/" + i2, schemaPath: "#/properties/fixtures/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
        }
      } else {
        const err41 = { instancePath: instancePath + "/fixtures", schemaPath: "#/properties/fixtures/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
    }
    if (data.freezes !== void 0) {
      let data16 = data.freezes;
      if (Array.isArray(data16)) {
        const len3 = data16.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data17 = data16[i3];
          if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
            if (data17.id === void 0) {
              const err42 = { instancePath: instancePath + "/freezes/" + i3, schemaPath: "#/properties/freezes/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
            if (data17.test === void 0) {
              const err43 = { instancePath: instancePath + "/freezes/" + i3, schemaPath: "#/properties/freezes/items/required", keyword: "required", params: { missingProperty: "test" }, message: "must have required property 'test'" };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
            if (data17.reason === void 0) {
              const err44 = { instancePath: instancePath + "/freezes/" + i3, schemaPath: "#/properties/freezes/items/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
            if (data17.cannot_gate === void 0) {
              const err45 = { instancePath: instancePath + "/freezes/" + i3, schemaPath: "#/properties/freezes/items/required", keyword: "required", params: { missingProperty: "cannot_gate" }, message: "must have required property 'cannot_gate'" };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
            if (data17.required === void 0) {
              const err46 = { instancePath: instancePath + "/freezes/" + i3, schemaPath: "#/properties/freezes/items/required", keyword: "required", params: { missingProperty: "required" }, message: "must have required property 'required'" };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
            for (const key3 in data17) {
              if (!(key3 === "id" || key3 === "test" || key3 === "reason" || key3 === "cannot_gate" || key3 === "required")) {
                const err47 = { instancePath: instancePath + "/freezes/" + i3, schemaPath: "#/properties/freezes/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err47];
                } else {
                  vErrors.push(err47);
                }
                errors++;
              }
            }
            if (data17.id !== void 0) {
              let data18 = data17.id;
              if (typeof data18 === "string") {
                if (func2(data18) < 1) {
                  const err48 = { instancePath: instancePath + "/freezes/" + i3 + "/id", schemaPath: "#/properties/freezes/items/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err48];
                  } else {
                    vErrors.push(err48);
                  }
                  errors++;
                }
              } else {
                const err49 = { instancePath: instancePath + "/freezes/" + i3 + "/id", schemaPath: "#/properties/freezes/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err49];
                } else {
                  vErrors.push(err49);
                }
                errors++;
              }
            }
            if (data17.test !== void 0) {
              let data19 = data17.test;
              if (typeof data19 === "string") {
                if (func2(data19) < 1) {
                  const err50 = { instancePath: instancePath + "/freezes/" + i3 + "/test", schemaPath: "#/properties/freezes/items/properties/test/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err50];
                  } else {
                    vErrors.push(err50);
                  }
                  errors++;
                }
              } else {
                const err51 = { instancePath: instancePath + "/freezes/" + i3 + "/test", schemaPath: "#/properties/freezes/items/properties/test/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err51];
                } else {
                  vErrors.push(err51);
                }
                errors++;
              }
            }
            if (data17.reason !== void 0) {
              if (typeof data17.reason !== "string") {
                const err52 = { instancePath: instancePath + "/freezes/" + i3 + "/reason", schemaPath: "#/properties/freezes/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              }
            }
            if (data17.cannot_gate !== void 0) {
              if (typeof data17.cannot_gate !== "boolean") {
                const err53 = { instancePath: instancePath + "/freezes/" + i3 + "/cannot_gate", schemaPath: "#/properties/freezes/items/properties/cannot_gate/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                  vErrors = [err53];
                } else {
                  vErrors.push(err53);
                }
                errors++;
              }
            }
            if (data17.required !== void 0) {
              if (typeof data17.required !== "boolean") {
                const err54 = { instancePath: instancePath + "/freezes/" + i3 + "/required", schemaPath: "#/properties/freezes/items/properties/required/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                  vErrors = [err54];
                } else {
                  vErrors.push(err54);
                }
                errors++;
              }
            }
          } else {
            const err55 = { instancePath: instancePath + "/freezes/" + i3, schemaPath: "#/properties/freezes/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
        }
      } else {
        const err56 = { instancePath: instancePath + "/freezes", schemaPath: "#/properties/freezes/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err56];
        } else {
          vErrors.push(err56);
        }
        errors++;
      }
    }
    if (data.draft !== void 0) {
      if (!Array.isArray(data.draft)) {
        const err57 = { instancePath: instancePath + "/draft", schemaPath: "#/properties/draft/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err57];
        } else {
          vErrors.push(err57);
        }
        errors++;
      }
    }
  } else {
    const err58 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err58];
    } else {
      vErrors.push(err58);
    }
    errors++;
  }
  validate29.errors = vErrors;
  return errors === 0;
}
validate29.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var manifest = validate30;
var pattern24 = new RegExp("^[0-9a-f]{64}$", "u");
function validate30(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate30.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      let data0 = data[key0];
      if (typeof data0 === "string") {
        if (!pattern24.test(data0)) {
          const err0 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
      } else {
        const err1 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate30.errors = vErrors;
  return errors === 0;
}
validate30.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var quarantineResults = validate31;
var schema64 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://seedgate.dev/schemas/quarantine-results.schema.json", "title": "seedgate quarantine results: each sealed quarantine.json node run and reported (seed 003 executor 3), never voting", "type": "object", "additionalProperties": false, "required": ["schema", "kind", "base", "head", "runId", "seedgateVersion", "report"], "properties": { "schema": { "const": 1 }, "kind": { "const": "quarantine" }, "base": { "type": "string", "pattern": "^[0-9a-f]{40}$" }, "head": { "type": "string", "pattern": "^[0-9a-f]{40}$" }, "runId": { "type": "string", "maxLength": 200 }, "seedgateVersion": { "type": "string", "maxLength": 50 }, "report": { "type": "object", "additionalProperties": false, "required": ["kind", "votes", "catalogue", "file", "detail", "entries", "entriesOmitted"], "properties": { "kind": { "const": "quarantine" }, "votes": { "description": "Always false: a quarantined node never changes the verdict.", "const": false }, "catalogue": { "description": "absent: no catalogue at base; unreadable: invalid, so nothing is quarantined.", "enum": ["absent", "ok", "unreadable"] }, "file": { "type": "string", "minLength": 1, "maxLength": 4096 }, "detail": { "type": "string", "maxLength": 4e3 }, "entries": { "type": "array", "maxItems": 1e3, "items": { "type": "object", "additionalProperties": false, "required": ["nodeid", "file", "reason", "outcome", "stale", "detail", "durationMs", "exitCode", "tail"], "properties": { "nodeid": { "type": "string", "minLength": 1, "maxLength": 4096 }, "file": { "type": "string", "minLength": 1, "maxLength": 4096 }, "reason": { "type": "string", "maxLength": 2e3 }, "outcome": { "enum": ["pass", "fail", "error", "timeout", "skipped"] }, "stale": { "type": "boolean" }, "detail": { "type": "string", "maxLength": 4e3 }, "durationMs": { "type": "number", "minimum": 0 }, "exitCode": { "type": ["integer", "null"] }, "tail": { "type": "string", "maxLength": 4e3 }, "location": { "type": "object", "additionalProperties": false, "required": ["file", "line"], "properties": { "file": { "type": "string", "minLength": 1, "maxLength": 4096 }, "line": { "type": "integer", "minimum": 1 } } } } } }, "entriesOmitted": { "type": "integer", "minimum": 0, "maximum": 1e8 } } } } };
function validate31(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate31.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.base === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "base" }, message: "must have required property 'base'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.head === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "head" }, message: "must have required property 'head'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.runId === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "runId" }, message: "must have required property 'runId'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.seedgateVersion === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seedgateVersion" }, message: "must have required property 'seedgateVersion'" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.report === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "report" }, message: "must have required property 'report'" };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "schema" || key0 === "kind" || key0 === "base" || key0 === "head" || key0 === "runId" || key0 === "seedgateVersion" || key0 === "report")) {
        const err7 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.schema !== void 0) {
      if (1 !== data.schema) {
        const err8 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      if ("quarantine" !== data.kind) {
        const err9 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/const", keyword: "const", params: { allowedValue: "quarantine" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.base !== void 0) {
      let data2 = data.base;
      if (typeof data2 === "string") {
        if (!pattern15.test(data2)) {
          const err10 = { instancePath: instancePath + "/base", schemaPath: "#/properties/base/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: 'must match pattern "^[0-9a-f]{40}$"' };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = { instancePath: instancePath + "/base", schemaPath: "#/properties/base/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.head !== void 0) {
      let data3 = data.head;
      if (typeof data3 === "string") {
        if (!pattern15.test(data3)) {
          const err12 = { instancePath: instancePath + "/head", schemaPath: "#/properties/head/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: 'must match pattern "^[0-9a-f]{40}$"' };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = { instancePath: instancePath + "/head", schemaPath: "#/properties/head/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.runId !== void 0) {
      let data4 = data.runId;
      if (typeof data4 === "string") {
        if (func2(data4) > 200) {
          const err14 = { instancePath: instancePath + "/runId", schemaPath: "#/properties/runId/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = { instancePath: instancePath + "/runId", schemaPath: "#/properties/runId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.seedgateVersion !== void 0) {
      let data5 = data.seedgateVersion;
      if (typeof data5 === "string") {
        if (func2(data5) > 50) {
          const err16 = { instancePath: instancePath + "/seedgateVersion", schemaPath: "#/properties/seedgateVersion/maxLength", keyword: "maxLength", params: { limit: 50 }, message: "must NOT have more than 50 characters" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = { instancePath: instancePath + "/seedgateVersion", schemaPath: "#/properties/seedgateVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.report !== void 0) {
      let data6 = data.report;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        if (data6.kind === void 0) {
          const err18 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data6.votes === void 0) {
          const err19 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "votes" }, message: "must have required property 'votes'" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (data6.catalogue === void 0) {
          const err20 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "catalogue" }, message: "must have required property 'catalogue'" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        if (data6.file === void 0) {
          const err21 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "file" }, message: "must have required property 'file'" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (data6.detail === void 0) {
          const err22 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "detail" }, message: "must have required property 'detail'" };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data6.entries === void 0) {
          const err23 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "entries" }, message: "must have required property 'entries'" };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        if (data6.entriesOmitted === void 0) {
          const err24 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "entriesOmitted" }, message: "must have required property 'entriesOmitted'" };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        for (const key1 in data6) {
          if (!(key1 === "kind" || key1 === "votes" || key1 === "catalogue" || key1 === "file" || key1 === "detail" || key1 === "entries" || key1 === "entriesOmitted")) {
            const err25 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
        if (data6.kind !== void 0) {
          if ("quarantine" !== data6.kind) {
            const err26 = { instancePath: instancePath + "/report/kind", schemaPath: "#/properties/report/properties/kind/const", keyword: "const", params: { allowedValue: "quarantine" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
        if (data6.votes !== void 0) {
          if (false !== data6.votes) {
            const err27 = { instancePath: instancePath + "/report/votes", schemaPath: "#/properties/report/properties/votes/const", keyword: "const", params: { allowedValue: false }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
        if (data6.catalogue !== void 0) {
          let data9 = data6.catalogue;
          if (!(data9 === "absent" || data9 === "ok" || data9 === "unreadable")) {
            const err28 = { instancePath: instancePath + "/report/catalogue", schemaPath: "#/properties/report/properties/catalogue/enum", keyword: "enum", params: { allowedValues: schema64.properties.report.properties.catalogue.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        if (data6.file !== void 0) {
          let data10 = data6.file;
          if (typeof data10 === "string") {
            if (func2(data10) > 4096) {
              const err29 = { instancePath: instancePath + "/report/file", schemaPath: "#/properties/report/properties/file/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
            if (func2(data10) < 1) {
              const err30 = { instancePath: instancePath + "/report/file", schemaPath: "#/properties/report/properties/file/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
          } else {
            const err31 = { instancePath: instancePath + "/report/file", schemaPath: "#/properties/report/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
        }
        if (data6.detail !== void 0) {
          let data11 = data6.detail;
          if (typeof data11 === "string") {
            if (func2(data11) > 4e3) {
              const err32 = { instancePath: instancePath + "/report/detail", schemaPath: "#/properties/report/properties/detail/maxLength", keyword: "maxLength", params: { limit: 4e3 }, message: "must NOT have more than 4000 characters" };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
          } else {
            const err33 = { instancePath: instancePath + "/report/detail", schemaPath: "#/properties/report/properties/detail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        if (data6.entries !== void 0) {
          let data12 = data6.entries;
          if (Array.isArray(data12)) {
            if (data12.length > 1e3) {
              const err34 = { instancePath: instancePath + "/report/entries", schemaPath: "#/properties/report/properties/entries/maxItems", keyword: "maxItems", params: { limit: 1e3 }, message: "must NOT have more than 1000 items" };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
            const len0 = data12.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data13 = data12[i0];
              if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                if (data13.nodeid === void 0) {
                  const err35 = { instancePath: instancePath + "/report/entries/" + i0, schemaPath: "#/properties/report/properties/entries/items/required", keyword: "required", params: { missingProperty: "nodeid" }, message: "must have required property 'nodeid'" };
                  if (vErrors === null) {
                    vErrors = [err35];
                  } else {
                    vErrors.push(err35);
                  }
                  errors++;
                }
                if (data13.file === void 0) {
                  const err36 = { instancePath: instancePath + "/report/entries/" + i0, schemaPath: "#/properties/report/properties/entries/items/required", keyword: "required", params: { missingProperty: "file" }, message: "must have required property 'file'" };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                }
                if (data13.reason === void 0) {
                  const err37 = { instancePath: instancePath + "/report/entries/" + i0, schemaPath: "#/properties/report/properties/entries/items/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
                  if (vErrors === null) {
                    vErrors = [err37];
                  } else {
                    vErrors.push(err37);
                  }
                  errors++;
                }
                if (data13.outcome === void 0) {
                  const err38 = { instancePath: instancePath + "/report/entries/" + i0, schemaPath: "#/properties/report/properties/entries/items/required", keyword: "required", params: { missingProperty: "outcome" }, message: "must have required property 'outcome'" };
                  if (vErrors === null) {
                    vErrors = [err38];
                  } else {
                    vErrors.push(err38);
                  }
                  errors++;
                }
                if (data13.stale === void 0) {
                  const err39 = { instancePath: instancePath + "/report/entries/" + i0, schemaPath: "#/properties/report/properties/entries/items/required", keyword: "required", params: { missingProperty: "stale" }, message: "must have required property 'stale'" };
                  if (vErrors === null) {
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                }
                if (data13.detail === void 0) {
                  const err40 = { instancePath: instancePath + "/report/entries/" + i0, schemaPath: "#/properties/report/properties/entries/items/required", keyword: "required", params: { missingProperty: "detail" }, message: "must have required property 'detail'" };
                  if (vErrors === null) {
                    vErrors = [err40];
                  } else {
                    vErrors.push(err40);
                  }
                  errors++;
                }
                if (data13.durationMs === void 0) {
                  const err41 = { instancePath: instancePath + "/report/entries/" + i0, schemaPath: "#/properties/report/properties/entries/items/required", keyword: "required", params: { missingProperty: "durationMs" }, message: "must have required property 'durationMs'" };
                  if (vErrors === null) {
                    vErrors = [err41];
                  } else {
                    vErrors.push(err41);
                  }
                  errors++;
                }
                if (data13.exitCode === void 0) {
                  const err42 = { instancePath: instancePath + "/report/entries/" + i0, schemaPath: "#/properties/report/properties/entries/items/required", keyword: "required", params: { missingProperty: "exitCode" }, message: "must have required property 'exitCode'" };
                  if (vErrors === null) {
                    vErrors = [err42];
                  } else {
                    vErrors.push(err42);
                  }
                  errors++;
                }
                if (data13.tail === void 0) {
                  const err43 = { instancePath: instancePath + "/report/entries/" + i0, schemaPath: "#/properties/report/properties/entries/items/required", keyword: "required", params: { missingProperty: "tail" }, message: "must have required property 'tail'" };
                  if (vErrors === null) {
                    vErrors = [err43];
                  } else {
                    vErrors.push(err43);
                  }
                  errors++;
                }
                for (const key2 in data13) {
                  if (!func1.call(schema64.properties.report.properties.entries.items.properties, key2)) {
                    const err44 = { instancePath: instancePath + "/report/entries/" + i0, schemaPath: "#/properties/report/properties/entries/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err44];
                    } else {
                      vErrors.push(err44);
                    }
                    errors++;
                  }
                }
                if (data13.nodeid !== void 0) {
                  let data14 = data13.nodeid;
                  if (typeof data14 === "string") {
                    if (func2(data14) > 4096) {
                      const err45 = { instancePath: instancePath + "/report/entries/" + i0 + "/nodeid", schemaPath: "#/properties/report/properties/entries/items/properties/nodeid/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                      if (vErrors === null) {
                        vErrors = [err45];
                      } else {
                        vErrors.push(err45);
                      }
                      errors++;
                    }
                    if (func2(data14) < 1) {
                      const err46 = { instancePath: instancePath + "/report/entries/" + i0 + "/nodeid", schemaPath: "#/properties/report/properties/entries/items/properties/nodeid/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      if (vErrors === null) {
                        vErrors = [err46];
                      } else {
                        vErrors.push(err46);
                      }
                      errors++;
                    }
                  } else {
                    const err47 = { instancePath: instancePath + "/report/entries/" + i0 + "/nodeid", schemaPath: "#/properties/report/properties/entries/items/properties/nodeid/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err47];
                    } else {
                      vErrors.push(err47);
                    }
                    errors++;
                  }
                }
                if (data13.file !== void 0) {
                  let data15 = data13.file;
                  if (typeof data15 === "string") {
                    if (func2(data15) > 4096) {
                      const err48 = { instancePath: instancePath + "/report/entries/" + i0 + "/file", schemaPath: "#/properties/report/properties/entries/items/properties/file/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                      if (vErrors === null) {
                        vErrors = [err48];
                      } else {
                        vErrors.push(err48);
                      }
                      errors++;
                    }
                    if (func2(data15) < 1) {
                      const err49 = { instancePath: instancePath + "/report/entries/" + i0 + "/file", schemaPath: "#/properties/report/properties/entries/items/properties/file/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      if (vErrors === null) {
                        vErrors = [err49];
                      } else {
                        vErrors.push(err49);
                      }
                      errors++;
                    }
                  } else {
                    const err50 = { instancePath: instancePath + "/report/entries/" + i0 + "/file", schemaPath: "#/properties/report/properties/entries/items/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err50];
                    } else {
                      vErrors.push(err50);
                    }
                    errors++;
                  }
                }
                if (data13.reason !== void 0) {
                  let data16 = data13.reason;
                  if (typeof data16 === "string") {
                    if (func2(data16) > 2e3) {
                      const err51 = { instancePath: instancePath + "/report/entries/" + i0 + "/reason", schemaPath: "#/properties/report/properties/entries/items/properties/reason/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters" };
                      if (vErrors === null) {
                        vErrors = [err51];
                      } else {
                        vErrors.push(err51);
                      }
                      errors++;
                    }
                  } else {
                    const err52 = { instancePath: instancePath + "/report/entries/" + i0 + "/reason", schemaPath: "#/properties/report/properties/entries/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err52];
                    } else {
                      vErrors.push(err52);
                    }
                    errors++;
                  }
                }
                if (data13.outcome !== void 0) {
                  let data17 = data13.outcome;
                  if (!(data17 === "pass" || data17 === "fail" || data17 === "error" || data17 === "timeout" || data17 === "skipped")) {
                    const err53 = { instancePath: instancePath + "/report/entries/" + i0 + "/outcome", schemaPath: "#/properties/report/properties/entries/items/properties/outcome/enum", keyword: "enum", params: { allowedValues: schema64.properties.report.properties.entries.items.properties.outcome.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                      vErrors = [err53];
                    } else {
                      vErrors.push(err53);
                    }
                    errors++;
                  }
                }
                if (data13.stale !== void 0) {
                  if (typeof data13.stale !== "boolean") {
                    const err54 = { instancePath: instancePath + "/report/entries/" + i0 + "/stale", schemaPath: "#/properties/report/properties/entries/items/properties/stale/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                    if (vErrors === null) {
                      vErrors = [err54];
                    } else {
                      vErrors.push(err54);
                    }
                    errors++;
                  }
                }
                if (data13.detail !== void 0) {
                  let data19 = data13.detail;
                  if (typeof data19 === "string") {
                    if (func2(data19) > 4e3) {
                      const err55 = { instancePath: instancePath + "/report/entries/" + i0 + "/detail", schemaPath: "#/properties/report/properties/entries/items/properties/detail/maxLength", keyword: "maxLength", params: { limit: 4e3 }, message: "must NOT have more than 4000 characters" };
                      if (vErrors === null) {
                        vErrors = [err55];
                      } else {
                        vErrors.push(err55);
                      }
                      errors++;
                    }
                  } else {
                    const err56 = { instancePath: instancePath + "/report/entries/" + i0 + "/detail", schemaPath: "#/properties/report/properties/entries/items/properties/detail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err56];
                    } else {
                      vErrors.push(err56);
                    }
                    errors++;
                  }
                }
                if (data13.durationMs !== void 0) {
                  let data20 = data13.durationMs;
                  if (typeof data20 == "number" && isFinite(data20)) {
                    if (data20 < 0 || isNaN(data20)) {
                      const err57 = { instancePath: instancePath + "/report/entries/" + i0 + "/durationMs", schemaPath: "#/properties/report/properties/entries/items/properties/durationMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                      if (vErrors === null) {
                        vErrors = [err57];
                      } else {
                        vErrors.push(err57);
                      }
                      errors++;
                    }
                  } else {
                    const err58 = { instancePath: instancePath + "/report/entries/" + i0 + "/durationMs", schemaPath: "#/properties/report/properties/entries/items/properties/durationMs/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                    if (vErrors === null) {
                      vErrors = [err58];
                    } else {
                      vErrors.push(err58);
                    }
                    errors++;
                  }
                }
                if (data13.exitCode !== void 0) {
                  let data21 = data13.exitCode;
                  if (!(typeof data21 == "number" && (!(data21 % 1) && !isNaN(data21)) && isFinite(data21)) && data21 !== null) {
                    const err59 = { instancePath: instancePath + "/report/entries/" + i0 + "/exitCode", schemaPath: "#/properties/report/properties/entries/items/properties/exitCode/type", keyword: "type", params: { type: schema64.properties.report.properties.entries.items.properties.exitCode.type }, message: "must be integer,null" };
                    if (vErrors === null) {
                      vErrors = [err59];
                    } else {
                      vErrors.push(err59);
                    }
                    errors++;
                  }
                }
                if (data13.tail !== void 0) {
                  let data22 = data13.tail;
                  if (typeof data22 === "string") {
                    if (func2(data22) > 4e3) {
                      const err60 = { instancePath: instancePath + "/report/entries/" + i0 + "/tail", schemaPath: "#/properties/report/properties/entries/items/properties/tail/maxLength", keyword: "maxLength", params: { limit: 4e3 }, message: "must NOT have more than 4000 characters" };
                      if (vErrors === null) {
                        vErrors = [err60];
                      } else {
                        vErrors.push(err60);
                      }
                      errors++;
                    }
                  } else {
                    const err61 = { instancePath: instancePath + "/report/entries/" + i0 + "/tail", schemaPath: "#/properties/report/properties/entries/items/properties/tail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err61];
                    } else {
                      vErrors.push(err61);
                    }
                    errors++;
                  }
                }
                if (data13.location !== void 0) {
                  let data23 = data13.location;
                  if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
                    if (data23.file === void 0) {
                      const err62 = { instancePath: instancePath + "/report/entries/" + i0 + "/location", schemaPath: "#/properties/report/properties/entries/items/properties/location/required", keyword: "required", params: { missingProperty: "file" }, message: "must have required property 'file'" };
                      if (vErrors === null) {
                        vErrors = [err62];
                      } else {
                        vErrors.push(err62);
                      }
                      errors++;
                    }
                    if (data23.line === void 0) {
                      const err63 = { instancePath: instancePath + "/report/entries/" + i0 + "/location", schemaPath: "#/properties/report/properties/entries/items/properties/location/required", keyword: "required", params: { missingProperty: "line" }, message: "must have required property 'line'" };
                      if (vErrors === null) {
                        vErrors = [err63];
                      } else {
                        vErrors.push(err63);
                      }
                      errors++;
                    }
                    for (const key3 in data23) {
                      if (!(key3 === "file" || key3 === "line")) {
                        const err64 = { instancePath: instancePath + "/report/entries/" + i0 + "/location", schemaPath: "#/properties/report/properties/entries/items/properties/location/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                          vErrors = [err64];
                        } else {
                          vErrors.push(err64);
                        }
                        errors++;
                      }
                    }
                    if (data23.file !== void 0) {
                      let data24 = data23.file;
                      if (typeof data24 === "string") {
                        if (func2(data24) > 4096) {
                          const err65 = { instancePath: instancePath + "/report/entries/" + i0 + "/location/file", schemaPath: "#/properties/report/properties/entries/items/properties/location/properties/file/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                          if (vErrors === null) {
                            vErrors = [err65];
                          } else {
                            vErrors.push(err65);
                          }
                          errors++;
                        }
                        if (func2(data24) < 1) {
                          const err66 = { instancePath: instancePath + "/report/entries/" + i0 + "/location/file", schemaPath: "#/properties/report/properties/entries/items/properties/location/properties/file/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                          if (vErrors === null) {
                            vErrors = [err66];
                          } else {
                            vErrors.push(err66);
                          }
                          errors++;
                        }
                      } else {
                        const err67 = { instancePath: instancePath + "/report/entries/" + i0 + "/location/file", schemaPath: "#/properties/report/properties/entries/items/properties/location/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err67];
                        } else {
                          vErrors.push(err67);
                        }
                        errors++;
                      }
                    }
                    if (data23.line !== void 0) {
                      let data25 = data23.line;
                      if (!(typeof data25 == "number" && (!(data25 % 1) && !isNaN(data25)) && isFinite(data25))) {
                        const err68 = { instancePath: instancePath + "/report/entries/" + i0 + "/location/line", schemaPath: "#/properties/report/properties/entries/items/properties/location/properties/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                        if (vErrors === null) {
                          vErrors = [err68];
                        } else {
                          vErrors.push(err68);
                        }
                        errors++;
                      }
                      if (typeof data25 == "number" && isFinite(data25)) {
                        if (data25 < 1 || isNaN(data25)) {
                          const err69 = { instancePath: instancePath + "/report/entries/" + i0 + "/location/line", schemaPath: "#/properties/report/properties/entries/items/properties/location/properties/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                          if (vErrors === null) {
                            vErrors = [err69];
                          } else {
                            vErrors.push(err69);
                          }
                          errors++;
                        }
                      }
                    }
                  } else {
                    const err70 = { instancePath: instancePath + "/report/entries/" + i0 + "/location", schemaPath: "#/properties/report/properties/entries/items/properties/location/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err70];
                    } else {
                      vErrors.push(err70);
                    }
                    errors++;
                  }
                }
              } else {
                const err71 = { instancePath: instancePath + "/report/entries/" + i0, schemaPath: "#/properties/report/properties/entries/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err71];
                } else {
                  vErrors.push(err71);
                }
                errors++;
              }
            }
          } else {
            const err72 = { instancePath: instancePath + "/report/entries", schemaPath: "#/properties/report/properties/entries/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err72];
            } else {
              vErrors.push(err72);
            }
            errors++;
          }
        }
        if (data6.entriesOmitted !== void 0) {
          let data26 = data6.entriesOmitted;
          if (!(typeof data26 == "number" && (!(data26 % 1) && !isNaN(data26)) && isFinite(data26))) {
            const err73 = { instancePath: instancePath + "/report/entriesOmitted", schemaPath: "#/properties/report/properties/entriesOmitted/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err73];
            } else {
              vErrors.push(err73);
            }
            errors++;
          }
          if (typeof data26 == "number" && isFinite(data26)) {
            if (data26 > 1e8 || isNaN(data26)) {
              const err74 = { instancePath: instancePath + "/report/entriesOmitted", schemaPath: "#/properties/report/properties/entriesOmitted/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e8 }, message: "must be <= 100000000" };
              if (vErrors === null) {
                vErrors = [err74];
              } else {
                vErrors.push(err74);
              }
              errors++;
            }
            if (data26 < 0 || isNaN(data26)) {
              const err75 = { instancePath: instancePath + "/report/entriesOmitted", schemaPath: "#/properties/report/properties/entriesOmitted/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err75];
              } else {
                vErrors.push(err75);
              }
              errors++;
            }
          }
        }
      } else {
        const err76 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err76];
        } else {
          vErrors.push(err76);
        }
        errors++;
      }
    }
  } else {
    const err77 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err77];
    } else {
      vErrors.push(err77);
    }
    errors++;
  }
  validate31.errors = vErrors;
  return errors === 0;
}
validate31.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var quarantine = validate32;
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate32.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.entries === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "entries" }, message: "must have required property 'entries'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "entries")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.entries !== void 0) {
      let data0 = data.entries;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            if (data1.nodeid === void 0) {
              const err2 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "nodeid" }, message: "must have required property 'nodeid'" };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
            if (data1.file_sha256 === void 0) {
              const err3 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "file_sha256" }, message: "must have required property 'file_sha256'" };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            if (data1.reason === void 0) {
              const err4 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            for (const key1 in data1) {
              if (!(key1 === "nodeid" || key1 === "file_sha256" || key1 === "reason")) {
                const err5 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
            }
            if (data1.nodeid !== void 0) {
              let data2 = data1.nodeid;
              if (typeof data2 === "string") {
                if (func2(data2) > 4096) {
                  const err6 = { instancePath: instancePath + "/entries/" + i0 + "/nodeid", schemaPath: "#/properties/entries/items/properties/nodeid/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                  if (vErrors === null) {
                    vErrors = [err6];
                  } else {
                    vErrors.push(err6);
                  }
                  errors++;
                }
                if (func2(data2) < 1) {
                  const err7 = { instancePath: instancePath + "/entries/" + i0 + "/nodeid", schemaPath: "#/properties/entries/items/properties/nodeid/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err7];
                  } else {
                    vErrors.push(err7);
                  }
                  errors++;
                }
              } else {
                const err8 = { instancePath: instancePath + "/entries/" + i0 + "/nodeid", schemaPath: "#/properties/entries/items/properties/nodeid/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            if (data1.file_sha256 !== void 0) {
              if (typeof data1.file_sha256 !== "string") {
                const err9 = { instancePath: instancePath + "/entries/" + i0 + "/file_sha256", schemaPath: "#/properties/entries/items/properties/file_sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            }
            if (data1.reason !== void 0) {
              let data4 = data1.reason;
              if (typeof data4 === "string") {
                if (func2(data4) < 1) {
                  const err10 = { instancePath: instancePath + "/entries/" + i0 + "/reason", schemaPath: "#/properties/entries/items/properties/reason/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err10];
                  } else {
                    vErrors.push(err10);
                  }
                  errors++;
                }
              } else {
                const err11 = { instancePath: instancePath + "/entries/" + i0 + "/reason", schemaPath: "#/properties/entries/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
          } else {
            const err12 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      } else {
        const err13 = { instancePath: instancePath + "/entries", schemaPath: "#/properties/entries/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
  } else {
    const err14 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate32.errors = vErrors;
  return errors === 0;
}
validate32.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var seeds = validate33;
var schema67 = { "description": "A number (|n| <= 2^53-1), string, boolean, or a list of those (no objects, no null).", "type": ["number", "string", "boolean", "array"], "items": { "$ref": "#/$defs/value" }, "minimum": -9007199254740991, "maximum": 9007199254740991 };
var wrapper0 = { validate: validate34 };
function validate34(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate34.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (!(typeof data == "number" && isFinite(data)) && typeof data !== "string" && typeof data !== "boolean" && !Array.isArray(data)) {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema67.type }, message: "must be number,string,boolean,array" };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (typeof data == "number" && isFinite(data)) {
    if (data > 9007199254740991 || isNaN(data)) {
      const err1 = { instancePath, schemaPath: "#/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data < -9007199254740991 || isNaN(data)) {
      const err2 = { instancePath, schemaPath: "#/minimum", keyword: "minimum", params: { comparison: ">=", limit: -9007199254740991 }, message: "must be >= -9007199254740991" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
  }
  if (Array.isArray(data)) {
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      if (!wrapper0.validate(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
        errors = vErrors.length;
      }
    }
  }
  validate34.errors = vErrors;
  return errors === 0;
}
validate34.evaluated = { "items": true, "dynamicProps": false, "dynamicItems": false };
function validate33(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate33.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.cases === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cases" }, message: "must have required property 'cases'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "cases")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.cases !== void 0) {
      let data0 = data.cases;
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err2 = { instancePath: instancePath + "/cases", schemaPath: "#/properties/cases/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            if (data1.id === void 0) {
              const err3 = { instancePath: instancePath + "/cases/" + i0, schemaPath: "#/properties/cases/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            for (const key1 in data1) {
              if (!(key1 === "id")) {
                if (!validate34(data1[key1], { instancePath: instancePath + "/cases/" + i0 + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data1, parentDataProperty: key1, rootData, dynamicAnchors })) {
                  vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
                  errors = vErrors.length;
                }
              }
            }
            if (data1.id !== void 0) {
              let data3 = data1.id;
              if (typeof data3 === "string") {
                if (func2(data3) > 200) {
                  const err4 = { instancePath: instancePath + "/cases/" + i0 + "/id", schemaPath: "#/properties/cases/items/properties/id/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
                  if (vErrors === null) {
                    vErrors = [err4];
                  } else {
                    vErrors.push(err4);
                  }
                  errors++;
                }
                if (func2(data3) < 1) {
                  const err5 = { instancePath: instancePath + "/cases/" + i0 + "/id", schemaPath: "#/properties/cases/items/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err5];
                  } else {
                    vErrors.push(err5);
                  }
                  errors++;
                }
              } else {
                const err6 = { instancePath: instancePath + "/cases/" + i0 + "/id", schemaPath: "#/properties/cases/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
          } else {
            const err7 = { instancePath: instancePath + "/cases/" + i0, schemaPath: "#/properties/cases/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/cases", schemaPath: "#/properties/cases/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate33.errors = vErrors;
  return errors === 0;
}
validate33.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var telemetryResults = validate36;
var schema68 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://seedgate.dev/schemas/telemetry-results.schema.json", "title": "seedgate telemetry results: the patch's own tests (seed 003 executor 1), reported and never voting", "type": "object", "additionalProperties": false, "required": ["schema", "kind", "base", "head", "runId", "seedgateVersion", "report"], "properties": { "schema": { "const": 1 }, "kind": { "const": "telemetry" }, "base": { "type": "string", "pattern": "^[0-9a-f]{40}$" }, "head": { "type": "string", "pattern": "^[0-9a-f]{40}$" }, "runId": { "type": "string", "maxLength": 200 }, "seedgateVersion": { "type": "string", "maxLength": 50 }, "report": { "type": "object", "additionalProperties": false, "required": ["kind", "votes", "status", "tests", "passed", "failed", "skipped", "errors", "failures", "failuresOmitted", "detail", "durationMs", "exitCode", "junitFiles", "tail"], "properties": { "kind": { "const": "telemetry" }, "votes": { "description": "Always false: telemetry never changes the verdict.", "const": false }, "status": { "enum": ["passed", "failed", "not-configured", "error"] }, "tests": { "$ref": "#/$defs/count" }, "passed": { "$ref": "#/$defs/count" }, "failed": { "$ref": "#/$defs/count" }, "skipped": { "$ref": "#/$defs/count" }, "errors": { "$ref": "#/$defs/count" }, "failures": { "type": "array", "maxItems": 1e3, "items": { "type": "object", "additionalProperties": false, "required": ["name", "message"], "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 4096 }, "file": { "type": "string", "minLength": 1, "maxLength": 4096 }, "line": { "type": "integer", "minimum": 1 }, "message": { "type": "string", "maxLength": 2e3 } } } }, "failuresOmitted": { "$ref": "#/$defs/count" }, "detail": { "type": "string", "maxLength": 4e3 }, "durationMs": { "type": "number", "minimum": 0 }, "exitCode": { "type": ["integer", "null"] }, "junitFiles": { "type": "array", "maxItems": 1e3, "items": { "type": "string", "minLength": 1, "maxLength": 4096 } }, "tail": { "type": "string", "maxLength": 4e3 } } } }, "$defs": { "count": { "type": "integer", "minimum": 0, "maximum": 1e8 } } };
function validate36(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate36.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.base === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "base" }, message: "must have required property 'base'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.head === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "head" }, message: "must have required property 'head'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.runId === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "runId" }, message: "must have required property 'runId'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.seedgateVersion === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seedgateVersion" }, message: "must have required property 'seedgateVersion'" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.report === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "report" }, message: "must have required property 'report'" };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "schema" || key0 === "kind" || key0 === "base" || key0 === "head" || key0 === "runId" || key0 === "seedgateVersion" || key0 === "report")) {
        const err7 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.schema !== void 0) {
      if (1 !== data.schema) {
        const err8 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      if ("telemetry" !== data.kind) {
        const err9 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/const", keyword: "const", params: { allowedValue: "telemetry" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.base !== void 0) {
      let data2 = data.base;
      if (typeof data2 === "string") {
        if (!pattern15.test(data2)) {
          const err10 = { instancePath: instancePath + "/base", schemaPath: "#/properties/base/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: 'must match pattern "^[0-9a-f]{40}$"' };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = { instancePath: instancePath + "/base", schemaPath: "#/properties/base/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.head !== void 0) {
      let data3 = data.head;
      if (typeof data3 === "string") {
        if (!pattern15.test(data3)) {
          const err12 = { instancePath: instancePath + "/head", schemaPath: "#/properties/head/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: 'must match pattern "^[0-9a-f]{40}$"' };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = { instancePath: instancePath + "/head", schemaPath: "#/properties/head/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.runId !== void 0) {
      let data4 = data.runId;
      if (typeof data4 === "string") {
        if (func2(data4) > 200) {
          const err14 = { instancePath: instancePath + "/runId", schemaPath: "#/properties/runId/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = { instancePath: instancePath + "/runId", schemaPath: "#/properties/runId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.seedgateVersion !== void 0) {
      let data5 = data.seedgateVersion;
      if (typeof data5 === "string") {
        if (func2(data5) > 50) {
          const err16 = { instancePath: instancePath + "/seedgateVersion", schemaPath: "#/properties/seedgateVersion/maxLength", keyword: "maxLength", params: { limit: 50 }, message: "must NOT have more than 50 characters" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = { instancePath: instancePath + "/seedgateVersion", schemaPath: "#/properties/seedgateVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.report !== void 0) {
      let data6 = data.report;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        if (data6.kind === void 0) {
          const err18 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data6.votes === void 0) {
          const err19 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "votes" }, message: "must have required property 'votes'" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (data6.status === void 0) {
          const err20 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        if (data6.tests === void 0) {
          const err21 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "tests" }, message: "must have required property 'tests'" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (data6.passed === void 0) {
          const err22 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "passed" }, message: "must have required property 'passed'" };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data6.failed === void 0) {
          const err23 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "failed" }, message: "must have required property 'failed'" };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        if (data6.skipped === void 0) {
          const err24 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "skipped" }, message: "must have required property 'skipped'" };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        if (data6.errors === void 0) {
          const err25 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "errors" }, message: "must have required property 'errors'" };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        if (data6.failures === void 0) {
          const err26 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "failures" }, message: "must have required property 'failures'" };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        if (data6.failuresOmitted === void 0) {
          const err27 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "failuresOmitted" }, message: "must have required property 'failuresOmitted'" };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        if (data6.detail === void 0) {
          const err28 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "detail" }, message: "must have required property 'detail'" };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
        if (data6.durationMs === void 0) {
          const err29 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "durationMs" }, message: "must have required property 'durationMs'" };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
        if (data6.exitCode === void 0) {
          const err30 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "exitCode" }, message: "must have required property 'exitCode'" };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
        if (data6.junitFiles === void 0) {
          const err31 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "junitFiles" }, message: "must have required property 'junitFiles'" };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
        if (data6.tail === void 0) {
          const err32 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/required", keyword: "required", params: { missingProperty: "tail" }, message: "must have required property 'tail'" };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
        for (const key1 in data6) {
          if (!func1.call(schema68.properties.report.properties, key1)) {
            const err33 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        if (data6.kind !== void 0) {
          if ("telemetry" !== data6.kind) {
            const err34 = { instancePath: instancePath + "/report/kind", schemaPath: "#/properties/report/properties/kind/const", keyword: "const", params: { allowedValue: "telemetry" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
        if (data6.votes !== void 0) {
          if (false !== data6.votes) {
            const err35 = { instancePath: instancePath + "/report/votes", schemaPath: "#/properties/report/properties/votes/const", keyword: "const", params: { allowedValue: false }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
        if (data6.status !== void 0) {
          let data9 = data6.status;
          if (!(data9 === "passed" || data9 === "failed" || data9 === "not-configured" || data9 === "error")) {
            const err36 = { instancePath: instancePath + "/report/status", schemaPath: "#/properties/report/properties/status/enum", keyword: "enum", params: { allowedValues: schema68.properties.report.properties.status.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
        if (data6.tests !== void 0) {
          let data10 = data6.tests;
          if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)) && isFinite(data10))) {
            const err37 = { instancePath: instancePath + "/report/tests", schemaPath: "#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
          if (typeof data10 == "number" && isFinite(data10)) {
            if (data10 > 1e8 || isNaN(data10)) {
              const err38 = { instancePath: instancePath + "/report/tests", schemaPath: "#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e8 }, message: "must be <= 100000000" };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
            if (data10 < 0 || isNaN(data10)) {
              const err39 = { instancePath: instancePath + "/report/tests", schemaPath: "#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
        }
        if (data6.passed !== void 0) {
          let data11 = data6.passed;
          if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11))) {
            const err40 = { instancePath: instancePath + "/report/passed", schemaPath: "#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
          if (typeof data11 == "number" && isFinite(data11)) {
            if (data11 > 1e8 || isNaN(data11)) {
              const err41 = { instancePath: instancePath + "/report/passed", schemaPath: "#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e8 }, message: "must be <= 100000000" };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
            if (data11 < 0 || isNaN(data11)) {
              const err42 = { instancePath: instancePath + "/report/passed", schemaPath: "#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
          }
        }
        if (data6.failed !== void 0) {
          let data12 = data6.failed;
          if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12))) {
            const err43 = { instancePath: instancePath + "/report/failed", schemaPath: "#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
          if (typeof data12 == "number" && isFinite(data12)) {
            if (data12 > 1e8 || isNaN(data12)) {
              const err44 = { instancePath: instancePath + "/report/failed", schemaPath: "#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e8 }, message: "must be <= 100000000" };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
            if (data12 < 0 || isNaN(data12)) {
              const err45 = { instancePath: instancePath + "/report/failed", schemaPath: "#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
          }
        }
        if (data6.skipped !== void 0) {
          let data13 = data6.skipped;
          if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
            const err46 = { instancePath: instancePath + "/report/skipped", schemaPath: "#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
          if (typeof data13 == "number" && isFinite(data13)) {
            if (data13 > 1e8 || isNaN(data13)) {
              const err47 = { instancePath: instancePath + "/report/skipped", schemaPath: "#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e8 }, message: "must be <= 100000000" };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
            if (data13 < 0 || isNaN(data13)) {
              const err48 = { instancePath: instancePath + "/report/skipped", schemaPath: "#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
          }
        }
        if (data6.errors !== void 0) {
          let data14 = data6.errors;
          if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
            const err49 = { instancePath: instancePath + "/report/errors", schemaPath: "#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
          if (typeof data14 == "number" && isFinite(data14)) {
            if (data14 > 1e8 || isNaN(data14)) {
              const err50 = { instancePath: instancePath + "/report/errors", schemaPath: "#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e8 }, message: "must be <= 100000000" };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
            if (data14 < 0 || isNaN(data14)) {
              const err51 = { instancePath: instancePath + "/report/errors", schemaPath: "#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
          }
        }
        if (data6.failures !== void 0) {
          let data15 = data6.failures;
          if (Array.isArray(data15)) {
            if (data15.length > 1e3) {
              const err52 = { instancePath: instancePath + "/report/failures", schemaPath: "#/properties/report/properties/failures/maxItems", keyword: "maxItems", params: { limit: 1e3 }, message: "must NOT have more than 1000 items" };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            }
            const len0 = data15.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data16 = data15[i0];
              if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
                if (data16.name === void 0) {
                  const err53 = { instancePath: instancePath + "/report/failures/" + i0, schemaPath: "#/properties/report/properties/failures/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
                  if (vErrors === null) {
                    vErrors = [err53];
                  } else {
                    vErrors.push(err53);
                  }
                  errors++;
                }
                if (data16.message === void 0) {
                  const err54 = { instancePath: instancePath + "/report/failures/" + i0, schemaPath: "#/properties/report/properties/failures/items/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'" };
                  if (vErrors === null) {
                    vErrors = [err54];
                  } else {
                    vErrors.push(err54);
                  }
                  errors++;
                }
                for (const key2 in data16) {
                  if (!(key2 === "name" || key2 === "file" || key2 === "line" || key2 === "message")) {
                    const err55 = { instancePath: instancePath + "/report/failures/" + i0, schemaPath: "#/properties/report/properties/failures/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err55];
                    } else {
                      vErrors.push(err55);
                    }
                    errors++;
                  }
                }
                if (data16.name !== void 0) {
                  let data17 = data16.name;
                  if (typeof data17 === "string") {
                    if (func2(data17) > 4096) {
                      const err56 = { instancePath: instancePath + "/report/failures/" + i0 + "/name", schemaPath: "#/properties/report/properties/failures/items/properties/name/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                      if (vErrors === null) {
                        vErrors = [err56];
                      } else {
                        vErrors.push(err56);
                      }
                      errors++;
                    }
                    if (func2(data17) < 1) {
                      const err57 = { instancePath: instancePath + "/report/failures/" + i0 + "/name", schemaPath: "#/properties/report/properties/failures/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      if (vErrors === null) {
                        vErrors = [err57];
                      } else {
                        vErrors.push(err57);
                      }
                      errors++;
                    }
                  } else {
                    const err58 = { instancePath: instancePath + "/report/failures/" + i0 + "/name", schemaPath: "#/properties/report/properties/failures/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err58];
                    } else {
                      vErrors.push(err58);
                    }
                    errors++;
                  }
                }
                if (data16.file !== void 0) {
                  let data18 = data16.file;
                  if (typeof data18 === "string") {
                    if (func2(data18) > 4096) {
                      const err59 = { instancePath: instancePath + "/report/failures/" + i0 + "/file", schemaPath: "#/properties/report/properties/failures/items/properties/file/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                      if (vErrors === null) {
                        vErrors = [err59];
                      } else {
                        vErrors.push(err59);
                      }
                      errors++;
                    }
                    if (func2(data18) < 1) {
                      const err60 = { instancePath: instancePath + "/report/failures/" + i0 + "/file", schemaPath: "#/properties/report/properties/failures/items/properties/file/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      if (vErrors === null) {
                        vErrors = [err60];
                      } else {
                        vErrors.push(err60);
                      }
                      errors++;
                    }
                  } else {
                    const err61 = { instancePath: instancePath + "/report/failures/" + i0 + "/file", schemaPath: "#/properties/report/properties/failures/items/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err61];
                    } else {
                      vErrors.push(err61);
                    }
                    errors++;
                  }
                }
                if (data16.line !== void 0) {
                  let data19 = data16.line;
                  if (!(typeof data19 == "number" && (!(data19 % 1) && !isNaN(data19)) && isFinite(data19))) {
                    const err62 = { instancePath: instancePath + "/report/failures/" + i0 + "/line", schemaPath: "#/properties/report/properties/failures/items/properties/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                      vErrors = [err62];
                    } else {
                      vErrors.push(err62);
                    }
                    errors++;
                  }
                  if (typeof data19 == "number" && isFinite(data19)) {
                    if (data19 < 1 || isNaN(data19)) {
                      const err63 = { instancePath: instancePath + "/report/failures/" + i0 + "/line", schemaPath: "#/properties/report/properties/failures/items/properties/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                      if (vErrors === null) {
                        vErrors = [err63];
                      } else {
                        vErrors.push(err63);
                      }
                      errors++;
                    }
                  }
                }
                if (data16.message !== void 0) {
                  let data20 = data16.message;
                  if (typeof data20 === "string") {
                    if (func2(data20) > 2e3) {
                      const err64 = { instancePath: instancePath + "/report/failures/" + i0 + "/message", schemaPath: "#/properties/report/properties/failures/items/properties/message/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters" };
                      if (vErrors === null) {
                        vErrors = [err64];
                      } else {
                        vErrors.push(err64);
                      }
                      errors++;
                    }
                  } else {
                    const err65 = { instancePath: instancePath + "/report/failures/" + i0 + "/message", schemaPath: "#/properties/report/properties/failures/items/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err65];
                    } else {
                      vErrors.push(err65);
                    }
                    errors++;
                  }
                }
              } else {
                const err66 = { instancePath: instancePath + "/report/failures/" + i0, schemaPath: "#/properties/report/properties/failures/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err66];
                } else {
                  vErrors.push(err66);
                }
                errors++;
              }
            }
          } else {
            const err67 = { instancePath: instancePath + "/report/failures", schemaPath: "#/properties/report/properties/failures/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err67];
            } else {
              vErrors.push(err67);
            }
            errors++;
          }
        }
        if (data6.failuresOmitted !== void 0) {
          let data21 = data6.failuresOmitted;
          if (!(typeof data21 == "number" && (!(data21 % 1) && !isNaN(data21)) && isFinite(data21))) {
            const err68 = { instancePath: instancePath + "/report/failuresOmitted", schemaPath: "#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err68];
            } else {
              vErrors.push(err68);
            }
            errors++;
          }
          if (typeof data21 == "number" && isFinite(data21)) {
            if (data21 > 1e8 || isNaN(data21)) {
              const err69 = { instancePath: instancePath + "/report/failuresOmitted", schemaPath: "#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e8 }, message: "must be <= 100000000" };
              if (vErrors === null) {
                vErrors = [err69];
              } else {
                vErrors.push(err69);
              }
              errors++;
            }
            if (data21 < 0 || isNaN(data21)) {
              const err70 = { instancePath: instancePath + "/report/failuresOmitted", schemaPath: "#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err70];
              } else {
                vErrors.push(err70);
              }
              errors++;
            }
          }
        }
        if (data6.detail !== void 0) {
          let data22 = data6.detail;
          if (typeof data22 === "string") {
            if (func2(data22) > 4e3) {
              const err71 = { instancePath: instancePath + "/report/detail", schemaPath: "#/properties/report/properties/detail/maxLength", keyword: "maxLength", params: { limit: 4e3 }, message: "must NOT have more than 4000 characters" };
              if (vErrors === null) {
                vErrors = [err71];
              } else {
                vErrors.push(err71);
              }
              errors++;
            }
          } else {
            const err72 = { instancePath: instancePath + "/report/detail", schemaPath: "#/properties/report/properties/detail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err72];
            } else {
              vErrors.push(err72);
            }
            errors++;
          }
        }
        if (data6.durationMs !== void 0) {
          let data23 = data6.durationMs;
          if (typeof data23 == "number" && isFinite(data23)) {
            if (data23 < 0 || isNaN(data23)) {
              const err73 = { instancePath: instancePath + "/report/durationMs", schemaPath: "#/properties/report/properties/durationMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err73];
              } else {
                vErrors.push(err73);
              }
              errors++;
            }
          } else {
            const err74 = { instancePath: instancePath + "/report/durationMs", schemaPath: "#/properties/report/properties/durationMs/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err74];
            } else {
              vErrors.push(err74);
            }
            errors++;
          }
        }
        if (data6.exitCode !== void 0) {
          let data24 = data6.exitCode;
          if (!(typeof data24 == "number" && (!(data24 % 1) && !isNaN(data24)) && isFinite(data24)) && data24 !== null) {
            const err75 = { instancePath: instancePath + "/report/exitCode", schemaPath: "#/properties/report/properties/exitCode/type", keyword: "type", params: { type: schema68.properties.report.properties.exitCode.type }, message: "must be integer,null" };
            if (vErrors === null) {
              vErrors = [err75];
            } else {
              vErrors.push(err75);
            }
            errors++;
          }
        }
        if (data6.junitFiles !== void 0) {
          let data25 = data6.junitFiles;
          if (Array.isArray(data25)) {
            if (data25.length > 1e3) {
              const err76 = { instancePath: instancePath + "/report/junitFiles", schemaPath: "#/properties/report/properties/junitFiles/maxItems", keyword: "maxItems", params: { limit: 1e3 }, message: "must NOT have more than 1000 items" };
              if (vErrors === null) {
                vErrors = [err76];
              } else {
                vErrors.push(err76);
              }
              errors++;
            }
            const len1 = data25.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data26 = data25[i1];
              if (typeof data26 === "string") {
                if (func2(data26) > 4096) {
                  const err77 = { instancePath: instancePath + "/report/junitFiles/" + i1, schemaPath: "#/properties/report/properties/junitFiles/items/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                  if (vErrors === null) {
                    vErrors = [err77];
                  } else {
                    vErrors.push(err77);
                  }
                  errors++;
                }
                if (func2(data26) < 1) {
                  const err78 = { instancePath: instancePath + "/report/junitFiles/" + i1, schemaPath: "#/properties/report/properties/junitFiles/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err78];
                  } else {
                    vErrors.push(err78);
                  }
                  errors++;
                }
              } else {
                const err79 = { instancePath: instancePath + "/report/junitFiles/" + i1, schemaPath: "#/properties/report/properties/junitFiles/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err79];
                } else {
                  vErrors.push(err79);
                }
                errors++;
              }
            }
          } else {
            const err80 = { instancePath: instancePath + "/report/junitFiles", schemaPath: "#/properties/report/properties/junitFiles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err80];
            } else {
              vErrors.push(err80);
            }
            errors++;
          }
        }
        if (data6.tail !== void 0) {
          let data27 = data6.tail;
          if (typeof data27 === "string") {
            if (func2(data27) > 4e3) {
              const err81 = { instancePath: instancePath + "/report/tail", schemaPath: "#/properties/report/properties/tail/maxLength", keyword: "maxLength", params: { limit: 4e3 }, message: "must NOT have more than 4000 characters" };
              if (vErrors === null) {
                vErrors = [err81];
              } else {
                vErrors.push(err81);
              }
              errors++;
            }
          } else {
            const err82 = { instancePath: instancePath + "/report/tail", schemaPath: "#/properties/report/properties/tail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err82];
            } else {
              vErrors.push(err82);
            }
            errors++;
          }
        }
      } else {
        const err83 = { instancePath: instancePath + "/report", schemaPath: "#/properties/report/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err83];
        } else {
          vErrors.push(err83);
        }
        errors++;
      }
    }
  } else {
    const err84 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err84];
    } else {
      vErrors.push(err84);
    }
    errors++;
  }
  validate36.errors = vErrors;
  return errors === 0;
}
validate36.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var channel = validate37;
var schema75 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://seedgate.dev/schemas/channel.schema.json", "title": "seedgate's result channel (fd 3): one JSON object per line (docs/protocol.md)", "description": "A row with `event` is that event's; a row without one is told by its shape: `case`, then `index`, then `fixture`, else a test result.", "type": "object", "if": { "properties": { "event": true }, "required": ["event"] }, "then": { "properties": { "event": { "enum": ["test", "tampering", "done", "start", "end", "batch-done", "origin", "isolation", "fork-ready", "fork-done", "fork-seed", "fork-fixture", "run-end", "file"] } }, "allOf": [{ "if": { "properties": { "event": { "const": "test" } } }, "then": { "$ref": "#/$defs/test" } }, { "if": { "properties": { "event": { "const": "tampering" } } }, "then": { "$ref": "#/$defs/tampering" } }, { "if": { "properties": { "event": { "const": "done" } } }, "then": { "$ref": "#/$defs/done" } }, { "if": { "properties": { "event": { "const": "start" } } }, "then": { "$ref": "#/$defs/start" } }, { "if": { "properties": { "event": { "const": "end" } } }, "then": { "$ref": "#/$defs/end" } }, { "if": { "properties": { "event": { "const": "batch-done" } } }, "then": { "$ref": "#/$defs/batch-done" } }, { "if": { "properties": { "event": { "const": "origin" } } }, "then": { "$ref": "#/$defs/origin" } }, { "if": { "properties": { "event": { "const": "isolation" } } }, "then": { "$ref": "#/$defs/isolation" } }, { "if": { "properties": { "event": { "const": "fork-ready" } } }, "then": { "$ref": "#/$defs/fork-ready" } }, { "if": { "properties": { "event": { "const": "fork-done" } } }, "then": { "$ref": "#/$defs/fork-done" } }, { "if": { "properties": { "event": { "const": "fork-seed" } } }, "then": { "$ref": "#/$defs/fork-seed" } }, { "if": { "properties": { "event": { "const": "fork-fixture" } } }, "then": { "$ref": "#/$defs/fork-fixture" } }, { "if": { "properties": { "event": { "const": "run-end" } } }, "then": { "$ref": "#/$defs/run-end" } }, { "if": { "properties": { "event": { "const": "file" } } }, "then": { "$ref": "#/$defs/file" } }] }, "else": { "if": { "properties": { "case": true }, "required": ["case"] }, "then": { "$ref": "#/$defs/case" }, "else": { "if": { "properties": { "index": true }, "required": ["index"] }, "then": { "$ref": "#/$defs/fixtureLine" }, "else": { "if": { "properties": { "fixture": true }, "required": ["fixture"] }, "then": { "$ref": "#/$defs/fixture" }, "else": { "$ref": "#/$defs/testResult" } } } }, "$defs": { "test": { "description": "seedgate_integrity.py, after each test: what Hypothesis really ran.", "type": "object", "additionalProperties": false, "required": ["event", "nodeid", "name", "given", "outcome", "examples", "seed", "settings", "asked_max_examples", "all_phases", "stopped"], "properties": { "event": { "const": "test" }, "nodeid": { "type": "string" }, "name": { "type": "string" }, "given": { "type": "boolean" }, "outcome": { "enum": ["passed", "failed", "skipped", "none"] }, "examples": { "type": "integer", "minimum": 0 }, "seed": { "type": ["integer", "null"] }, "settings": { "oneOf": [{ "$ref": "#/$defs/settings" }, { "type": "null" }] }, "asked_max_examples": { "type": ["integer", "null"] }, "asked_deadline": { "type": ["number", "null"] }, "inputs": { "description": "seedgate_inputs.py: each @given argument's strategy as Hypothesis prints it once resolved, and the plain data the test file imports from production (`from M import NAME`), before the first example (the hunt records them as the journal's sealed_inputs).", "type": "object", "additionalProperties": { "type": "string" } }, "all_phases": { "type": "array", "items": { "type": "string" } }, "stopped": { "type": ["string", "null"] }, "n": { "description": "The row's place on a numbered channel (seedgate_channel.py): 0, 1, 2, ...", "type": "integer", "minimum": 0 } } }, "tampering": { "description": "seedgate_integrity.py: the code that decides what runs was replaced after the snapshot.", "type": "object", "additionalProperties": false, "required": ["event", "what"], "properties": { "event": { "const": "tampering" }, "what": { "type": "string" }, "n": { "description": "The row's place on a numbered channel (seedgate_channel.py): 0, 1, 2, ...", "type": "integer", "minimum": 0 } } }, "done": { "description": "seedgate_integrity.py, at pytest's clean session end.", "type": "object", "additionalProperties": false, "required": ["event", "tests", "exitstatus"], "properties": { "event": { "const": "done" }, "tests": { "type": "integer", "minimum": 0 }, "exitstatus": { "type": "integer" }, "n": { "description": "The row's place on a numbered channel (seedgate_channel.py): 0, 1, 2, ...", "type": "integer", "minimum": 0 } } }, "start": { "description": "seedgate_batch.py, as a batch's seed starts.", "type": "object", "additionalProperties": false, "required": ["event", "seed"], "properties": { "event": { "const": "start" }, "seed": { "type": "integer" }, "n": { "description": "The row's place on a numbered channel (seedgate_channel.py): 0, 1, 2, ...", "type": "integer", "minimum": 0 } } }, "end": { "description": "seedgate_batch.py, as a batch's seed ends: its verdict.", "type": "object", "additionalProperties": false, "required": ["event", "seed", "outcome", "detail", "tail", "ms"], "properties": { "event": { "const": "end" }, "seed": { "type": "integer" }, "outcome": { "enum": ["pass", "fail", "error"] }, "detail": { "type": "string" }, "tail": { "type": "string" }, "ms": { "type": "number", "minimum": 0 }, "n": { "description": "The row's place on a numbered channel (seedgate_channel.py): 0, 1, 2, ...", "type": "integer", "minimum": 0 } } }, "batch-done": { "description": "seedgate_batch.py, after a batch's last seed.", "type": "object", "additionalProperties": false, "required": ["event"], "properties": { "event": { "const": "batch-done" }, "n": { "description": "The row's place on a numbered channel (seedgate_channel.py): 0, 1, 2, ...", "type": "integer", "minimum": 0 } } }, "origin": { "description": "Where a production module came from: seedgate_origin.py (numbered, with `local`) and fast-check-modules.mjs.", "type": "object", "additionalProperties": false, "required": ["event", "module", "file", "inside"], "properties": { "event": { "const": "origin" }, "module": { "type": "string" }, "file": { "type": ["string", "null"] }, "inside": { "type": "boolean" }, "local": { "type": ["string", "null"] }, "n": { "description": "The row's place on a numbered channel (seedgate_channel.py): 0, 1, 2, ...", "type": "integer", "minimum": 0 } } }, "isolation": { "description": "What the subject process could not serve: seedgate_oracle.py, sealed_harness.mjs, fast-check-reporter.mjs (with the test's module).", "type": "object", "additionalProperties": false, "required": ["event", "what"], "properties": { "event": { "const": "isolation" }, "what": { "type": "string" }, "module": { "type": "string" }, "n": { "description": "The row's place on a numbered channel (seedgate_channel.py): 0, 1, 2, ...", "type": "integer", "minimum": 0 } } }, "fork-ready": { "description": "seedgate_forkserver.py: both zygotes are up, before the first row.", "type": "object", "additionalProperties": false, "required": ["event"], "properties": { "event": { "const": "fork-ready" } } }, "fork-done": { "description": "seedgate_forkserver.py: every row's line is written.", "type": "object", "additionalProperties": false, "required": ["event"], "properties": { "event": { "const": "fork-done" } } }, "fork-seed": { "description": "seedgate_forkserver.py: how one seed's child ended.", "type": "object", "additionalProperties": false, "required": ["event", "seed"], "properties": { "event": { "const": "fork-seed" }, "seed": { "type": "integer" }, "exit": { "description": "The child's exit code; null when a signal ended it.", "type": ["integer", "null"] }, "signal": { "description": "The signal that ended the child, or null.", "type": ["integer", "null"] }, "timed_out": { "description": "The child passed its time limit and was killed (or the subject zygote timed out).", "type": "boolean" }, "ms": { "description": "The child's wall time.", "type": "number", "minimum": 0 }, "channel": { "description": "What the child wrote on its own channel: a channel of its own, parsed as one.", "type": "string" }, "error": { "description": "Why the row has no child: the subject zygote could not serve it.", "type": "string" } } }, "fork-fixture": { "description": "seedgate_forkserver.py: how one fixture's child ended.", "type": "object", "additionalProperties": false, "required": ["event", "index", "fixture"], "properties": { "event": { "const": "fork-fixture" }, "index": { "type": "integer", "minimum": 0 }, "fixture": { "type": "string" }, "exit": { "description": "The child's exit code; null when a signal ended it.", "type": ["integer", "null"] }, "signal": { "description": "The signal that ended the child, or null.", "type": ["integer", "null"] }, "timed_out": { "description": "The child passed its time limit and was killed (or the subject zygote timed out).", "type": "boolean" }, "ms": { "description": "The child's wall time.", "type": "number", "minimum": 0 }, "channel": { "description": "What the child wrote on its own channel: a channel of its own, parsed as one.", "type": "string" }, "error": { "description": "Why the row has no child: the subject zygote could not serve it.", "type": "string" } } }, "run-end": { "description": "fast-check-reporter.mjs, at vitest's run end: what set its exit code, per test file.", "type": "object", "additionalProperties": false, "required": ["event", "reason", "unhandled", "modules"], "properties": { "event": { "const": "run-end" }, "reason": { "type": "string" }, "unhandled": { "type": "integer", "minimum": 0 }, "modules": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["module", "state", "errors"], "properties": { "module": { "type": "string" }, "state": { "type": "string" }, "errors": { "type": "integer", "minimum": 0 } } } } } }, "file": { "description": "jest-reporter.cjs: a test file that failed to run.", "type": "object", "additionalProperties": false, "required": ["event", "message"], "properties": { "event": { "const": "file" }, "message": { "type": "string" } } }, "case": { "description": "sealed_harness.py / sealed_harness.mjs: the one row of a seed-003 case.", "type": "object", "additionalProperties": false, "required": ["case", "outcome", "detail"], "properties": { "case": { "type": "string" }, "outcome": { "enum": ["pass", "fail"] }, "detail": { "type": "string" }, "trace": { "type": "string" } } }, "fixtureLine": { "description": "replay_fixture_batch.py: how one fixture's fork ended, with the fork's own row (judged per fixture by the reader).", "type": "object", "additionalProperties": false, "required": ["index", "fixture", "exit", "signal", "timed_out", "row"], "properties": { "index": { "type": "integer", "minimum": 0 }, "fixture": { "type": "string" }, "exit": { "type": ["integer", "null"] }, "signal": { "type": ["integer", "null"] }, "timed_out": { "type": "boolean" }, "row": { "type": ["object", "null"] } } }, "fixture": { "description": "replay_fixture.py: the one row of a fixture replay.", "type": "object", "additionalProperties": false, "required": ["fixture", "outcome", "detail", "trace", "integrity"], "properties": { "fixture": { "type": "string" }, "outcome": { "enum": ["pass", "fail", "error"] }, "detail": { "type": "string" }, "trace": { "type": "string" }, "integrity": { "type": "object", "additionalProperties": false, "required": ["checked", "tampering"], "properties": { "checked": { "type": "boolean" }, "tampering": { "type": "array", "items": { "type": "string" } } } } } }, "testResult": { "description": "fast-check-reporter.mjs (with `module`, and `cause` on a failure: the error fast-check wrapped) and jest-reporter.cjs (with `message` on a failure): one finished test.", "type": "object", "additionalProperties": false, "required": ["name", "state", "runs"], "properties": { "name": { "type": "string" }, "module": { "type": "string" }, "state": { "type": "string" }, "message": { "type": "string" }, "cause": { "type": "string" }, "timedOut": { "description": "fast-check-reporter.mjs: vitest failed the test past its timeout. Progress only (runners/seed-ends.ts): the row is judged from JUnit.", "const": true }, "runs": { "oneOf": [{ "$ref": "#/$defs/runs" }, { "type": "null" }] } } }, "settings": { "description": "Hypothesis' settings at call time (seedgate_integrity.py).", "type": "object", "additionalProperties": false, "required": ["max_examples", "database", "deadline", "phases"], "properties": { "max_examples": { "type": "integer" }, "database": { "type": ["string", "null"] }, "deadline": { "type": ["number", "null"] }, "phases": { "type": "array", "items": { "type": "string" } } } }, "runs": { "description": "The run count the setup file recorded (fast-check-runs.mjs, jest-setup.cjs).", "type": "object", "additionalProperties": false, "required": ["asserts", "globalKept"], "properties": { "name": { "type": "string" }, "asserts": { "type": "array", "items": { "$ref": "#/$defs/assertRuns" } }, "globalKept": { "type": "boolean" }, "seed": { "type": ["integer", "null"] }, "numRuns": { "type": ["integer", "null"] } } }, "assertRuns": { "description": "One fc.assert: the runs it made, the runs it was configured for, its seed, and how it ended.", "type": "object", "additionalProperties": false, "required": ["runs", "configured", "seed", "failed", "interrupted"], "properties": { "runs": { "type": "integer" }, "configured": { "type": ["integer", "null"] }, "seed": { "type": "integer" }, "failed": { "type": "boolean" }, "interrupted": { "type": "boolean" }, "inputs": { "description": "fast-check-inputs.mjs: each argument's arbitrary as printed at the property's first generate, by value (the hunt records them as the journal's sealed_inputs).", "type": "array", "items": { "type": "string" } } } } } };
var schema81 = { "description": "seedgate_batch.py, as a batch's seed ends: its verdict.", "type": "object", "additionalProperties": false, "required": ["event", "seed", "outcome", "detail", "tail", "ms"], "properties": { "event": { "const": "end" }, "seed": { "type": "integer" }, "outcome": { "enum": ["pass", "fail", "error"] }, "detail": { "type": "string" }, "tail": { "type": "string" }, "ms": { "type": "number", "minimum": 0 }, "n": { "description": "The row's place on a numbered channel (seedgate_channel.py): 0, 1, 2, ...", "type": "integer", "minimum": 0 } } };
var schema83 = { "description": "Where a production module came from: seedgate_origin.py (numbered, with `local`) and fast-check-modules.mjs.", "type": "object", "additionalProperties": false, "required": ["event", "module", "file", "inside"], "properties": { "event": { "const": "origin" }, "module": { "type": "string" }, "file": { "type": ["string", "null"] }, "inside": { "type": "boolean" }, "local": { "type": ["string", "null"] }, "n": { "description": "The row's place on a numbered channel (seedgate_channel.py): 0, 1, 2, ...", "type": "integer", "minimum": 0 } } };
var schema87 = { "description": "seedgate_forkserver.py: how one seed's child ended.", "type": "object", "additionalProperties": false, "required": ["event", "seed"], "properties": { "event": { "const": "fork-seed" }, "seed": { "type": "integer" }, "exit": { "description": "The child's exit code; null when a signal ended it.", "type": ["integer", "null"] }, "signal": { "description": "The signal that ended the child, or null.", "type": ["integer", "null"] }, "timed_out": { "description": "The child passed its time limit and was killed (or the subject zygote timed out).", "type": "boolean" }, "ms": { "description": "The child's wall time.", "type": "number", "minimum": 0 }, "channel": { "description": "What the child wrote on its own channel: a channel of its own, parsed as one.", "type": "string" }, "error": { "description": "Why the row has no child: the subject zygote could not serve it.", "type": "string" } } };
var schema88 = { "description": "seedgate_forkserver.py: how one fixture's child ended.", "type": "object", "additionalProperties": false, "required": ["event", "index", "fixture"], "properties": { "event": { "const": "fork-fixture" }, "index": { "type": "integer", "minimum": 0 }, "fixture": { "type": "string" }, "exit": { "description": "The child's exit code; null when a signal ended it.", "type": ["integer", "null"] }, "signal": { "description": "The signal that ended the child, or null.", "type": ["integer", "null"] }, "timed_out": { "description": "The child passed its time limit and was killed (or the subject zygote timed out).", "type": "boolean" }, "ms": { "description": "The child's wall time.", "type": "number", "minimum": 0 }, "channel": { "description": "What the child wrote on its own channel: a channel of its own, parsed as one.", "type": "string" }, "error": { "description": "Why the row has no child: the subject zygote could not serve it.", "type": "string" } } };
var schema91 = { "description": "sealed_harness.py / sealed_harness.mjs: the one row of a seed-003 case.", "type": "object", "additionalProperties": false, "required": ["case", "outcome", "detail"], "properties": { "case": { "type": "string" }, "outcome": { "enum": ["pass", "fail"] }, "detail": { "type": "string" }, "trace": { "type": "string" } } };
var schema92 = { "description": "replay_fixture_batch.py: how one fixture's fork ended, with the fork's own row (judged per fixture by the reader).", "type": "object", "additionalProperties": false, "required": ["index", "fixture", "exit", "signal", "timed_out", "row"], "properties": { "index": { "type": "integer", "minimum": 0 }, "fixture": { "type": "string" }, "exit": { "type": ["integer", "null"] }, "signal": { "type": ["integer", "null"] }, "timed_out": { "type": "boolean" }, "row": { "type": ["object", "null"] } } };
var schema93 = { "description": "replay_fixture.py: the one row of a fixture replay.", "type": "object", "additionalProperties": false, "required": ["fixture", "outcome", "detail", "trace", "integrity"], "properties": { "fixture": { "type": "string" }, "outcome": { "enum": ["pass", "fail", "error"] }, "detail": { "type": "string" }, "trace": { "type": "string" }, "integrity": { "type": "object", "additionalProperties": false, "required": ["checked", "tampering"], "properties": { "checked": { "type": "boolean" }, "tampering": { "type": "array", "items": { "type": "string" } } } } } };
var schema76 = { "description": "seedgate_integrity.py, after each test: what Hypothesis really ran.", "type": "object", "additionalProperties": false, "required": ["event", "nodeid", "name", "given", "outcome", "examples", "seed", "settings", "asked_max_examples", "all_phases", "stopped"], "properties": { "event": { "const": "test" }, "nodeid": { "type": "string" }, "name": { "type": "string" }, "given": { "type": "boolean" }, "outcome": { "enum": ["passed", "failed", "skipped", "none"] }, "examples": { "type": "integer", "minimum": 0 }, "seed": { "type": ["integer", "null"] }, "settings": { "oneOf": [{ "$ref": "#/$defs/settings" }, { "type": "null" }] }, "asked_max_examples": { "type": ["integer", "null"] }, "asked_deadline": { "type": ["number", "null"] }, "inputs": { "description": "seedgate_inputs.py: each @given argument's strategy as Hypothesis prints it once resolved, and the plain data the test file imports from production (`from M import NAME`), before the first example (the hunt records them as the journal's sealed_inputs).", "type": "object", "additionalProperties": { "type": "string" } }, "all_phases": { "type": "array", "items": { "type": "string" } }, "stopped": { "type": ["string", "null"] }, "n": { "description": "The row's place on a numbered channel (seedgate_channel.py): 0, 1, 2, ...", "type": "integer", "minimum": 0 } } };
var schema77 = { "description": "Hypothesis' settings at call time (seedgate_integrity.py).", "type": "object", "additionalProperties": false, "required": ["max_examples", "database", "deadline", "phases"], "properties": { "max_examples": { "type": "integer" }, "database": { "type": ["string", "null"] }, "deadline": { "type": ["number", "null"] }, "phases": { "type": "array", "items": { "type": "string" } } } };
function validate38(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate38.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.event === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.nodeid === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "nodeid" }, message: "must have required property 'nodeid'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.name === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.given === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "given" }, message: "must have required property 'given'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.outcome === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "outcome" }, message: "must have required property 'outcome'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.examples === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "examples" }, message: "must have required property 'examples'" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.seed === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seed" }, message: "must have required property 'seed'" };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.settings === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "settings" }, message: "must have required property 'settings'" };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.asked_max_examples === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "asked_max_examples" }, message: "must have required property 'asked_max_examples'" };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.all_phases === void 0) {
      const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "all_phases" }, message: "must have required property 'all_phases'" };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.stopped === void 0) {
      const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "stopped" }, message: "must have required property 'stopped'" };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema76.properties, key0)) {
        const err11 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.event !== void 0) {
      if ("test" !== data.event) {
        const err12 = { instancePath: instancePath + "/event", schemaPath: "#/properties/event/const", keyword: "const", params: { allowedValue: "test" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.nodeid !== void 0) {
      if (typeof data.nodeid !== "string") {
        const err13 = { instancePath: instancePath + "/nodeid", schemaPath: "#/properties/nodeid/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err14 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.given !== void 0) {
      if (typeof data.given !== "boolean") {
        const err15 = { instancePath: instancePath + "/given", schemaPath: "#/properties/given/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.outcome !== void 0) {
      let data4 = data.outcome;
      if (!(data4 === "passed" || data4 === "failed" || data4 === "skipped" || data4 === "none")) {
        const err16 = { instancePath: instancePath + "/outcome", schemaPath: "#/properties/outcome/enum", keyword: "enum", params: { allowedValues: schema76.properties.outcome.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.examples !== void 0) {
      let data5 = data.examples;
      if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
        const err17 = { instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 < 0 || isNaN(data5)) {
          const err18 = { instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
    }
    if (data.seed !== void 0) {
      let data6 = data.seed;
      if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6)) && data6 !== null) {
        const err19 = { instancePath: instancePath + "/seed", schemaPath: "#/properties/seed/type", keyword: "type", params: { type: schema76.properties.seed.type }, message: "must be integer,null" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.settings !== void 0) {
      let data7 = data.settings;
      const _errs15 = errors;
      let valid1 = false;
      let passing0 = null;
      const _errs16 = errors;
      if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
        if (data7.max_examples === void 0) {
          const err20 = { instancePath: instancePath + "/settings", schemaPath: "#/$defs/settings/required", keyword: "required", params: { missingProperty: "max_examples" }, message: "must have required property 'max_examples'" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        if (data7.database === void 0) {
          const err21 = { instancePath: instancePath + "/settings", schemaPath: "#/$defs/settings/required", keyword: "required", params: { missingProperty: "database" }, message: "must have required property 'database'" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (data7.deadline === void 0) {
          const err22 = { instancePath: instancePath + "/settings", schemaPath: "#/$defs/settings/required", keyword: "required", params: { missingProperty: "deadline" }, message: "must have required property 'deadline'" };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data7.phases === void 0) {
          const err23 = { instancePath: instancePath + "/settings", schemaPath: "#/$defs/settings/required", keyword: "required", params: { missingProperty: "phases" }, message: "must have required property 'phases'" };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        for (const key1 in data7) {
          if (!(key1 === "max_examples" || key1 === "database" || key1 === "deadline" || key1 === "phases")) {
            const err24 = { instancePath: instancePath + "/settings", schemaPath: "#/$defs/settings/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        if (data7.max_examples !== void 0) {
          let data8 = data7.max_examples;
          if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
            const err25 = { instancePath: instancePath + "/settings/max_examples", schemaPath: "#/$defs/settings/properties/max_examples/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
        if (data7.database !== void 0) {
          let data9 = data7.database;
          if (typeof data9 !== "string" && data9 !== null) {
            const err26 = { instancePath: instancePath + "/settings/database", schemaPath: "#/$defs/settings/properties/database/type", keyword: "type", params: { type: schema77.properties.database.type }, message: "must be string,null" };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
        if (data7.deadline !== void 0) {
          let data10 = data7.deadline;
          if (!(typeof data10 == "number" && isFinite(data10)) && data10 !== null) {
            const err27 = { instancePath: instancePath + "/settings/deadline", schemaPath: "#/$defs/settings/properties/deadline/type", keyword: "type", params: { type: schema77.properties.deadline.type }, message: "must be number,null" };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
        if (data7.phases !== void 0) {
          let data11 = data7.phases;
          if (Array.isArray(data11)) {
            const len0 = data11.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data11[i0] !== "string") {
                const err28 = { instancePath: instancePath + "/settings/phases/" + i0, schemaPath: "#/$defs/settings/properties/phases/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
          } else {
            const err29 = { instancePath: instancePath + "/settings/phases", schemaPath: "#/$defs/settings/properties/phases/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
      } else {
        const err30 = { instancePath: instancePath + "/settings", schemaPath: "#/$defs/settings/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
      var _valid0 = _errs16 === errors;
      if (_valid0) {
        valid1 = true;
        passing0 = 0;
      }
      const _errs30 = errors;
      if (data7 !== null) {
        const err31 = { instancePath: instancePath + "/settings", schemaPath: "#/properties/settings/oneOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null" };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
      var _valid0 = _errs30 === errors;
      if (_valid0 && valid1) {
        valid1 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid1 = true;
          passing0 = 1;
        }
      }
      if (!valid1) {
        const err32 = { instancePath: instancePath + "/settings", schemaPath: "#/properties/settings/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      } else {
        errors = _errs15;
        if (vErrors !== null) {
          if (_errs15) {
            vErrors.length = _errs15;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.asked_max_examples !== void 0) {
      let data13 = data.asked_max_examples;
      if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13)) && data13 !== null) {
        const err33 = { instancePath: instancePath + "/asked_max_examples", schemaPath: "#/properties/asked_max_examples/type", keyword: "type", params: { type: schema76.properties.asked_max_examples.type }, message: "must be integer,null" };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.asked_deadline !== void 0) {
      let data14 = data.asked_deadline;
      if (!(typeof data14 == "number" && isFinite(data14)) && data14 !== null) {
        const err34 = { instancePath: instancePath + "/asked_deadline", schemaPath: "#/properties/asked_deadline/type", keyword: "type", params: { type: schema76.properties.asked_deadline.type }, message: "must be number,null" };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.inputs !== void 0) {
      let data15 = data.inputs;
      if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
        for (const key2 in data15) {
          if (typeof data15[key2] !== "string") {
            const err35 = { instancePath: instancePath + "/inputs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/inputs/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
      } else {
        const err36 = { instancePath: instancePath + "/inputs", schemaPath: "#/properties/inputs/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.all_phases !== void 0) {
      let data17 = data.all_phases;
      if (Array.isArray(data17)) {
        const len1 = data17.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (typeof data17[i1] !== "string") {
            const err37 = { instancePath: instancePath + "/all_phases/" + i1, schemaPath: "#/properties/all_phases/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
      } else {
        const err38 = { instancePath: instancePath + "/all_phases", schemaPath: "#/properties/all_phases/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
    }
    if (data.stopped !== void 0) {
      let data19 = data.stopped;
      if (typeof data19 !== "string" && data19 !== null) {
        const err39 = { instancePath: instancePath + "/stopped", schemaPath: "#/properties/stopped/type", keyword: "type", params: { type: schema76.properties.stopped.type }, message: "must be string,null" };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
    }
    if (data.n !== void 0) {
      let data20 = data.n;
      if (!(typeof data20 == "number" && (!(data20 % 1) && !isNaN(data20)) && isFinite(data20))) {
        const err40 = { instancePath: instancePath + "/n", schemaPath: "#/properties/n/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
      if (typeof data20 == "number" && isFinite(data20)) {
        if (data20 < 0 || isNaN(data20)) {
          const err41 = { instancePath: instancePath + "/n", schemaPath: "#/properties/n/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
      }
    }
  } else {
    const err42 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err42];
    } else {
      vErrors.push(err42);
    }
    errors++;
  }
  validate38.errors = vErrors;
  return errors === 0;
}
validate38.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema95 = { "description": "The run count the setup file recorded (fast-check-runs.mjs, jest-setup.cjs).", "type": "object", "additionalProperties": false, "required": ["asserts", "globalKept"], "properties": { "name": { "type": "string" }, "asserts": { "type": "array", "items": { "$ref": "#/$defs/assertRuns" } }, "globalKept": { "type": "boolean" }, "seed": { "type": ["integer", "null"] }, "numRuns": { "type": ["integer", "null"] } } };
var schema96 = { "description": "One fc.assert: the runs it made, the runs it was configured for, its seed, and how it ended.", "type": "object", "additionalProperties": false, "required": ["runs", "configured", "seed", "failed", "interrupted"], "properties": { "runs": { "type": "integer" }, "configured": { "type": ["integer", "null"] }, "seed": { "type": "integer" }, "failed": { "type": "boolean" }, "interrupted": { "type": "boolean" }, "inputs": { "description": "fast-check-inputs.mjs: each argument's arbitrary as printed at the property's first generate, by value (the hunt records them as the journal's sealed_inputs).", "type": "array", "items": { "type": "string" } } } };
function validate41(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate41.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.asserts === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "asserts" }, message: "must have required property 'asserts'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.globalKept === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "globalKept" }, message: "must have required property 'globalKept'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "name" || key0 === "asserts" || key0 === "globalKept" || key0 === "seed" || key0 === "numRuns")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err3 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.asserts !== void 0) {
      let data1 = data.asserts;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            if (data2.runs === void 0) {
              const err4 = { instancePath: instancePath + "/asserts/" + i0, schemaPath: "#/$defs/assertRuns/required", keyword: "required", params: { missingProperty: "runs" }, message: "must have required property 'runs'" };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            if (data2.configured === void 0) {
              const err5 = { instancePath: instancePath + "/asserts/" + i0, schemaPath: "#/$defs/assertRuns/required", keyword: "required", params: { missingProperty: "configured" }, message: "must have required property 'configured'" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (data2.seed === void 0) {
              const err6 = { instancePath: instancePath + "/asserts/" + i0, schemaPath: "#/$defs/assertRuns/required", keyword: "required", params: { missingProperty: "seed" }, message: "must have required property 'seed'" };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (data2.failed === void 0) {
              const err7 = { instancePath: instancePath + "/asserts/" + i0, schemaPath: "#/$defs/assertRuns/required", keyword: "required", params: { missingProperty: "failed" }, message: "must have required property 'failed'" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (data2.interrupted === void 0) {
              const err8 = { instancePath: instancePath + "/asserts/" + i0, schemaPath: "#/$defs/assertRuns/required", keyword: "required", params: { missingProperty: "interrupted" }, message: "must have required property 'interrupted'" };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            for (const key1 in data2) {
              if (!(key1 === "runs" || key1 === "configured" || key1 === "seed" || key1 === "failed" || key1 === "interrupted" || key1 === "inputs")) {
                const err9 = { instancePath: instancePath + "/asserts/" + i0, schemaPath: "#/$defs/assertRuns/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            }
            if (data2.runs !== void 0) {
              let data3 = data2.runs;
              if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3))) {
                const err10 = { instancePath: instancePath + "/asserts/" + i0 + "/runs", schemaPath: "#/$defs/assertRuns/properties/runs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data2.configured !== void 0) {
              let data4 = data2.configured;
              if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4)) && data4 !== null) {
                const err11 = { instancePath: instancePath + "/asserts/" + i0 + "/configured", schemaPath: "#/$defs/assertRuns/properties/configured/type", keyword: "type", params: { type: schema96.properties.configured.type }, message: "must be integer,null" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
            if (data2.seed !== void 0) {
              let data5 = data2.seed;
              if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
                const err12 = { instancePath: instancePath + "/asserts/" + i0 + "/seed", schemaPath: "#/$defs/assertRuns/properties/seed/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
            if (data2.failed !== void 0) {
              if (typeof data2.failed !== "boolean") {
                const err13 = { instancePath: instancePath + "/asserts/" + i0 + "/failed", schemaPath: "#/$defs/assertRuns/properties/failed/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
            if (data2.interrupted !== void 0) {
              if (typeof data2.interrupted !== "boolean") {
                const err14 = { instancePath: instancePath + "/asserts/" + i0 + "/interrupted", schemaPath: "#/$defs/assertRuns/properties/interrupted/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
            if (data2.inputs !== void 0) {
              let data8 = data2.inputs;
              if (Array.isArray(data8)) {
                const len1 = data8.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  if (typeof data8[i1] !== "string") {
                    const err15 = { instancePath: instancePath + "/asserts/" + i0 + "/inputs/" + i1, schemaPath: "#/$defs/assertRuns/properties/inputs/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err15];
                    } else {
                      vErrors.push(err15);
                    }
                    errors++;
                  }
                }
              } else {
                const err16 = { instancePath: instancePath + "/asserts/" + i0 + "/inputs", schemaPath: "#/$defs/assertRuns/properties/inputs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
          } else {
            const err17 = { instancePath: instancePath + "/asserts/" + i0, schemaPath: "#/$defs/assertRuns/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
      } else {
        const err18 = { instancePath: instancePath + "/asserts", schemaPath: "#/properties/asserts/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.globalKept !== void 0) {
      if (typeof data.globalKept !== "boolean") {
        const err19 = { instancePath: instancePath + "/globalKept", schemaPath: "#/properties/globalKept/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.seed !== void 0) {
      let data11 = data.seed;
      if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11)) && data11 !== null) {
        const err20 = { instancePath: instancePath + "/seed", schemaPath: "#/properties/seed/type", keyword: "type", params: { type: schema95.properties.seed.type }, message: "must be integer,null" };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.numRuns !== void 0) {
      let data12 = data.numRuns;
      if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12)) && data12 !== null) {
        const err21 = { instancePath: instancePath + "/numRuns", schemaPath: "#/properties/numRuns/type", keyword: "type", params: { type: schema95.properties.numRuns.type }, message: "must be integer,null" };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
  } else {
    const err22 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err22];
    } else {
      vErrors.push(err22);
    }
    errors++;
  }
  validate41.errors = vErrors;
  return errors === 0;
}
validate41.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate40(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate40.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.state === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.runs === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "runs" }, message: "must have required property 'runs'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "name" || key0 === "module" || key0 === "state" || key0 === "message" || key0 === "cause" || key0 === "timedOut" || key0 === "runs")) {
        const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err4 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.module !== void 0) {
      if (typeof data.module !== "string") {
        const err5 = { instancePath: instancePath + "/module", schemaPath: "#/properties/module/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.state !== void 0) {
      if (typeof data.state !== "string") {
        const err6 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      if (typeof data.message !== "string") {
        const err7 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.cause !== void 0) {
      if (typeof data.cause !== "string") {
        const err8 = { instancePath: instancePath + "/cause", schemaPath: "#/properties/cause/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.timedOut !== void 0) {
      if (true !== data.timedOut) {
        const err9 = { instancePath: instancePath + "/timedOut", schemaPath: "#/properties/timedOut/const", keyword: "const", params: { allowedValue: true }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.runs !== void 0) {
      let data6 = data.runs;
      const _errs14 = errors;
      let valid1 = false;
      let passing0 = null;
      const _errs15 = errors;
      if (!validate41(data6, { instancePath: instancePath + "/runs", parentData: data, parentDataProperty: "runs", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs15 === errors;
      if (_valid0) {
        valid1 = true;
        passing0 = 0;
      }
      const _errs16 = errors;
      if (data6 !== null) {
        const err10 = { instancePath: instancePath + "/runs", schemaPath: "#/properties/runs/oneOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      var _valid0 = _errs16 === errors;
      if (_valid0 && valid1) {
        valid1 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid1 = true;
          passing0 = 1;
        }
      }
      if (!valid1) {
        const err11 = { instancePath: instancePath + "/runs", schemaPath: "#/properties/runs/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      } else {
        errors = _errs14;
        if (vErrors !== null) {
          if (_errs14) {
            vErrors.length = _errs14;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate40.errors = vErrors;
  return errors === 0;
}
validate40.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate37(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate37.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (!(data && typeof data == "object" && !Array.isArray(data))) {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  const _errs1 = errors;
  let valid0 = true;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.event === void 0 && (missing0 = "event")) {
      const err1 = {};
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  errors = _errs1;
  if (vErrors !== null) {
    if (_errs1) {
      vErrors.length = _errs1;
    } else {
      vErrors = null;
    }
  }
  let ifClause0;
  if (_valid0) {
    const _errs3 = errors;
    const _errs5 = errors;
    let valid2 = true;
    const _errs6 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.event !== void 0) {
        if ("test" !== data.event) {
          const err2 = {};
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
    }
    var _valid1 = _errs6 === errors;
    errors = _errs5;
    if (vErrors !== null) {
      if (_errs5) {
        vErrors.length = _errs5;
      } else {
        vErrors = null;
      }
    }
    if (_valid1) {
      const _errs8 = errors;
      if (!validate38(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs8 === errors;
      valid2 = _valid1;
      if (valid2) {
        var props0 = true;
      }
    }
    if (!valid2) {
      const err3 = { instancePath, schemaPath: "#/then/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    const _errs10 = errors;
    let valid4 = true;
    const _errs11 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.event !== void 0) {
        if ("tampering" !== data.event) {
          const err4 = {};
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    var _valid2 = _errs11 === errors;
    errors = _errs10;
    if (vErrors !== null) {
      if (_errs10) {
        vErrors.length = _errs10;
      } else {
        vErrors = null;
      }
    }
    if (_valid2) {
      const _errs13 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.event === void 0) {
          const err5 = { instancePath, schemaPath: "#/$defs/tampering/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data.what === void 0) {
          const err6 = { instancePath, schemaPath: "#/$defs/tampering/required", keyword: "required", params: { missingProperty: "what" }, message: "must have required property 'what'" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        for (const key0 in data) {
          if (!(key0 === "event" || key0 === "what" || key0 === "n")) {
            const err7 = { instancePath, schemaPath: "#/$defs/tampering/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data.event !== void 0) {
          if ("tampering" !== data.event) {
            const err8 = { instancePath: instancePath + "/event", schemaPath: "#/$defs/tampering/properties/event/const", keyword: "const", params: { allowedValue: "tampering" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data.what !== void 0) {
          if (typeof data.what !== "string") {
            const err9 = { instancePath: instancePath + "/what", schemaPath: "#/$defs/tampering/properties/what/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data.n !== void 0) {
          let data4 = data.n;
          if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
            const err10 = { instancePath: instancePath + "/n", schemaPath: "#/$defs/tampering/properties/n/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
          if (typeof data4 == "number" && isFinite(data4)) {
            if (data4 < 0 || isNaN(data4)) {
              const err11 = { instancePath: instancePath + "/n", schemaPath: "#/$defs/tampering/properties/n/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          }
        }
      } else {
        const err12 = { instancePath, schemaPath: "#/$defs/tampering/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      var _valid2 = _errs13 === errors;
      valid4 = _valid2;
      if (valid4) {
        var props1 = true;
      }
    }
    if (!valid4) {
      const err13 = { instancePath, schemaPath: "#/then/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    if (props0 !== true && props1 !== void 0) {
      if (props1 === true) {
        props0 = true;
      } else {
        props0 = props0 || {};
        Object.assign(props0, props1);
      }
    }
    const _errs23 = errors;
    let valid8 = true;
    const _errs24 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.event !== void 0) {
        if ("done" !== data.event) {
          const err14 = {};
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
    var _valid3 = _errs24 === errors;
    errors = _errs23;
    if (vErrors !== null) {
      if (_errs23) {
        vErrors.length = _errs23;
      } else {
        vErrors = null;
      }
    }
    if (_valid3) {
      const _errs26 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.event === void 0) {
          const err15 = { instancePath, schemaPath: "#/$defs/done/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data.tests === void 0) {
          const err16 = { instancePath, schemaPath: "#/$defs/done/required", keyword: "required", params: { missingProperty: "tests" }, message: "must have required property 'tests'" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data.exitstatus === void 0) {
          const err17 = { instancePath, schemaPath: "#/$defs/done/required", keyword: "required", params: { missingProperty: "exitstatus" }, message: "must have required property 'exitstatus'" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        for (const key1 in data) {
          if (!(key1 === "event" || key1 === "tests" || key1 === "exitstatus" || key1 === "n")) {
            const err18 = { instancePath, schemaPath: "#/$defs/done/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data.event !== void 0) {
          if ("done" !== data.event) {
            const err19 = { instancePath: instancePath + "/event", schemaPath: "#/$defs/done/properties/event/const", keyword: "const", params: { allowedValue: "done" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data.tests !== void 0) {
          let data7 = data.tests;
          if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
            const err20 = { instancePath: instancePath + "/tests", schemaPath: "#/$defs/done/properties/tests/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          if (typeof data7 == "number" && isFinite(data7)) {
            if (data7 < 0 || isNaN(data7)) {
              const err21 = { instancePath: instancePath + "/tests", schemaPath: "#/$defs/done/properties/tests/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
          }
        }
        if (data.exitstatus !== void 0) {
          let data8 = data.exitstatus;
          if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
            const err22 = { instancePath: instancePath + "/exitstatus", schemaPath: "#/$defs/done/properties/exitstatus/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data.n !== void 0) {
          let data9 = data.n;
          if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)) && isFinite(data9))) {
            const err23 = { instancePath: instancePath + "/n", schemaPath: "#/$defs/done/properties/n/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
          if (typeof data9 == "number" && isFinite(data9)) {
            if (data9 < 0 || isNaN(data9)) {
              const err24 = { instancePath: instancePath + "/n", schemaPath: "#/$defs/done/properties/n/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
          }
        }
      } else {
        const err25 = { instancePath, schemaPath: "#/$defs/done/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
      var _valid3 = _errs26 === errors;
      valid8 = _valid3;
      if (valid8) {
        var props2 = true;
      }
    }
    if (!valid8) {
      const err26 = { instancePath, schemaPath: "#/then/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err26];
      } else {
        vErrors.push(err26);
      }
      errors++;
    }
    if (props0 !== true && props2 !== void 0) {
      if (props2 === true) {
        props0 = true;
      } else {
        props0 = props0 || {};
        Object.assign(props0, props2);
      }
    }
    const _errs38 = errors;
    let valid12 = true;
    const _errs39 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.event !== void 0) {
        if ("start" !== data.event) {
          const err27 = {};
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      }
    }
    var _valid4 = _errs39 === errors;
    errors = _errs38;
    if (vErrors !== null) {
      if (_errs38) {
        vErrors.length = _errs38;
      } else {
        vErrors = null;
      }
    }
    if (_valid4) {
      const _errs41 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.event === void 0) {
          const err28 = { instancePath, schemaPath: "#/$defs/start/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
        if (data.seed === void 0) {
          const err29 = { instancePath, schemaPath: "#/$defs/start/required", keyword: "required", params: { missingProperty: "seed" }, message: "must have required property 'seed'" };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
        for (const key2 in data) {
          if (!(key2 === "event" || key2 === "seed" || key2 === "n")) {
            const err30 = { instancePath, schemaPath: "#/$defs/start/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        if (data.event !== void 0) {
          if ("start" !== data.event) {
            const err31 = { instancePath: instancePath + "/event", schemaPath: "#/$defs/start/properties/event/const", keyword: "const", params: { allowedValue: "start" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
        }
        if (data.seed !== void 0) {
          let data12 = data.seed;
          if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12))) {
            const err32 = { instancePath: instancePath + "/seed", schemaPath: "#/$defs/start/properties/seed/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data.n !== void 0) {
          let data13 = data.n;
          if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
            const err33 = { instancePath: instancePath + "/n", schemaPath: "#/$defs/start/properties/n/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
          if (typeof data13 == "number" && isFinite(data13)) {
            if (data13 < 0 || isNaN(data13)) {
              const err34 = { instancePath: instancePath + "/n", schemaPath: "#/$defs/start/properties/n/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
          }
        }
      } else {
        const err35 = { instancePath, schemaPath: "#/$defs/start/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
      var _valid4 = _errs41 === errors;
      valid12 = _valid4;
      if (valid12) {
        var props3 = true;
      }
    }
    if (!valid12) {
      const err36 = { instancePath, schemaPath: "#/then/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err36];
      } else {
        vErrors.push(err36);
      }
      errors++;
    }
    if (props0 !== true && props3 !== void 0) {
      if (props3 === true) {
        props0 = true;
      } else {
        props0 = props0 || {};
        Object.assign(props0, props3);
      }
    }
    const _errs51 = errors;
    let valid16 = true;
    const _errs52 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.event !== void 0) {
        if ("end" !== data.event) {
          const err37 = {};
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
      }
    }
    var _valid5 = _errs52 === errors;
    errors = _errs51;
    if (vErrors !== null) {
      if (_errs51) {
        vErrors.length = _errs51;
      } else {
        vErrors = null;
      }
    }
    if (_valid5) {
      const _errs54 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.event === void 0) {
          const err38 = { instancePath, schemaPath: "#/$defs/end/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
        if (data.seed === void 0) {
          const err39 = { instancePath, schemaPath: "#/$defs/end/required", keyword: "required", params: { missingProperty: "seed" }, message: "must have required property 'seed'" };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
        if (data.outcome === void 0) {
          const err40 = { instancePath, schemaPath: "#/$defs/end/required", keyword: "required", params: { missingProperty: "outcome" }, message: "must have required property 'outcome'" };
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
        if (data.detail === void 0) {
          const err41 = { instancePath, schemaPath: "#/$defs/end/required", keyword: "required", params: { missingProperty: "detail" }, message: "must have required property 'detail'" };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
        if (data.tail === void 0) {
          const err42 = { instancePath, schemaPath: "#/$defs/end/required", keyword: "required", params: { missingProperty: "tail" }, message: "must have required property 'tail'" };
          if (vErrors === null) {
            vErrors = [err42];
          } else {
            vErrors.push(err42);
          }
          errors++;
        }
        if (data.ms === void 0) {
          const err43 = { instancePath, schemaPath: "#/$defs/end/required", keyword: "required", params: { missingProperty: "ms" }, message: "must have required property 'ms'" };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
        for (const key3 in data) {
          if (!(key3 === "event" || key3 === "seed" || key3 === "outcome" || key3 === "detail" || key3 === "tail" || key3 === "ms" || key3 === "n")) {
            const err44 = { instancePath, schemaPath: "#/$defs/end/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
        }
        if (data.event !== void 0) {
          if ("end" !== data.event) {
            const err45 = { instancePath: instancePath + "/event", schemaPath: "#/$defs/end/properties/event/const", keyword: "const", params: { allowedValue: "end" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
        if (data.seed !== void 0) {
          let data16 = data.seed;
          if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)) && isFinite(data16))) {
            const err46 = { instancePath: instancePath + "/seed", schemaPath: "#/$defs/end/properties/seed/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
        }
        if (data.outcome !== void 0) {
          let data17 = data.outcome;
          if (!(data17 === "pass" || data17 === "fail" || data17 === "error")) {
            const err47 = { instancePath: instancePath + "/outcome", schemaPath: "#/$defs/end/properties/outcome/enum", keyword: "enum", params: { allowedValues: schema81.properties.outcome.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        }
        if (data.detail !== void 0) {
          if (typeof data.detail !== "string") {
            const err48 = { instancePath: instancePath + "/detail", schemaPath: "#/$defs/end/properties/detail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        }
        if (data.tail !== void 0) {
          if (typeof data.tail !== "string") {
            const err49 = { instancePath: instancePath + "/tail", schemaPath: "#/$defs/end/properties/tail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
        }
        if (data.ms !== void 0) {
          let data20 = data.ms;
          if (typeof data20 == "number" && isFinite(data20)) {
            if (data20 < 0 || isNaN(data20)) {
              const err50 = { instancePath: instancePath + "/ms", schemaPath: "#/$defs/end/properties/ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
          } else {
            const err51 = { instancePath: instancePath + "/ms", schemaPath: "#/$defs/end/properties/ms/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
        }
        if (data.n !== void 0) {
          let data21 = data.n;
          if (!(typeof data21 == "number" && (!(data21 % 1) && !isNaN(data21)) && isFinite(data21))) {
            const err52 = { instancePath: instancePath + "/n", schemaPath: "#/$defs/end/properties/n/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
          if (typeof data21 == "number" && isFinite(data21)) {
            if (data21 < 0 || isNaN(data21)) {
              const err53 = { instancePath: instancePath + "/n", schemaPath: "#/$defs/end/properties/n/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
          }
        }
      } else {
        const err54 = { instancePath, schemaPath: "#/$defs/end/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err54];
        } else {
          vErrors.push(err54);
        }
        errors++;
      }
      var _valid5 = _errs54 === errors;
      valid16 = _valid5;
      if (valid16) {
        var props4 = true;
      }
    }
    if (!valid16) {
      const err55 = { instancePath, schemaPath: "#/then/allOf/4/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err55];
      } else {
        vErrors.push(err55);
      }
      errors++;
    }
    if (props0 !== true && props4 !== void 0) {
      if (props4 === true) {
        props0 = true;
      } else {
        props0 = props0 || {};
        Object.assign(props0, props4);
      }
    }
    const _errs71 = errors;
    let valid20 = true;
    const _errs72 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.event !== void 0) {
        if ("batch-done" !== data.event) {
          const err56 = {};
          if (vErrors === null) {
            vErrors = [err56];
          } else {
            vErrors.push(err56);
          }
          errors++;
        }
      }
    }
    var _valid6 = _errs72 === errors;
    errors = _errs71;
    if (vErrors !== null) {
      if (_errs71) {
        vErrors.length = _errs71;
      } else {
        vErrors = null;
      }
    }
    if (_valid6) {
      const _errs74 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.event === void 0) {
          const err57 = { instancePath, schemaPath: "#/$defs/batch-done/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
          if (vErrors === null) {
            vErrors = [err57];
          } else {
            vErrors.push(err57);
          }
          errors++;
        }
        for (const key4 in data) {
          if (!(key4 === "event" || key4 === "n")) {
            const err58 = { instancePath, schemaPath: "#/$defs/batch-done/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err58];
            } else {
              vErrors.push(err58);
            }
            errors++;
          }
        }
        if (data.event !== void 0) {
          if ("batch-done" !== data.event) {
            const err59 = { instancePath: instancePath + "/event", schemaPath: "#/$defs/batch-done/properties/event/const", keyword: "const", params: { allowedValue: "batch-done" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err59];
            } else {
              vErrors.push(err59);
            }
            errors++;
          }
        }
        if (data.n !== void 0) {
          let data24 = data.n;
          if (!(typeof data24 == "number" && (!(data24 % 1) && !isNaN(data24)) && isFinite(data24))) {
            const err60 = { instancePath: instancePath + "/n", schemaPath: "#/$defs/batch-done/properties/n/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
          if (typeof data24 == "number" && isFinite(data24)) {
            if (data24 < 0 || isNaN(data24)) {
              const err61 = { instancePath: instancePath + "/n", schemaPath: "#/$defs/batch-done/properties/n/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err61];
              } else {
                vErrors.push(err61);
              }
              errors++;
            }
          }
        }
      } else {
        const err62 = { instancePath, schemaPath: "#/$defs/batch-done/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err62];
        } else {
          vErrors.push(err62);
        }
        errors++;
      }
      var _valid6 = _errs74 === errors;
      valid20 = _valid6;
      if (valid20) {
        var props5 = true;
      }
    }
    if (!valid20) {
      const err63 = { instancePath, schemaPath: "#/then/allOf/5/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err63];
      } else {
        vErrors.push(err63);
      }
      errors++;
    }
    if (props0 !== true && props5 !== void 0) {
      if (props5 === true) {
        props0 = true;
      } else {
        props0 = props0 || {};
        Object.assign(props0, props5);
      }
    }
    const _errs82 = errors;
    let valid24 = true;
    const _errs83 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.event !== void 0) {
        if ("origin" !== data.event) {
          const err64 = {};
          if (vErrors === null) {
            vErrors = [err64];
          } else {
            vErrors.push(err64);
          }
          errors++;
        }
      }
    }
    var _valid7 = _errs83 === errors;
    errors = _errs82;
    if (vErrors !== null) {
      if (_errs82) {
        vErrors.length = _errs82;
      } else {
        vErrors = null;
      }
    }
    if (_valid7) {
      const _errs85 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.event === void 0) {
          const err65 = { instancePath, schemaPath: "#/$defs/origin/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
          if (vErrors === null) {
            vErrors = [err65];
          } else {
            vErrors.push(err65);
          }
          errors++;
        }
        if (data.module === void 0) {
          const err66 = { instancePath, schemaPath: "#/$defs/origin/required", keyword: "required", params: { missingProperty: "module" }, message: "must have required property 'module'" };
          if (vErrors === null) {
            vErrors = [err66];
          } else {
            vErrors.push(err66);
          }
          errors++;
        }
        if (data.file === void 0) {
          const err67 = { instancePath, schemaPath: "#/$defs/origin/required", keyword: "required", params: { missingProperty: "file" }, message: "must have required property 'file'" };
          if (vErrors === null) {
            vErrors = [err67];
          } else {
            vErrors.push(err67);
          }
          errors++;
        }
        if (data.inside === void 0) {
          const err68 = { instancePath, schemaPath: "#/$defs/origin/required", keyword: "required", params: { missingProperty: "inside" }, message: "must have required property 'inside'" };
          if (vErrors === null) {
            vErrors = [err68];
          } else {
            vErrors.push(err68);
          }
          errors++;
        }
        for (const key5 in data) {
          if (!(key5 === "event" || key5 === "module" || key5 === "file" || key5 === "inside" || key5 === "local" || key5 === "n")) {
            const err69 = { instancePath, schemaPath: "#/$defs/origin/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err69];
            } else {
              vErrors.push(err69);
            }
            errors++;
          }
        }
        if (data.event !== void 0) {
          if ("origin" !== data.event) {
            const err70 = { instancePath: instancePath + "/event", schemaPath: "#/$defs/origin/properties/event/const", keyword: "const", params: { allowedValue: "origin" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
        }
        if (data.module !== void 0) {
          if (typeof data.module !== "string") {
            const err71 = { instancePath: instancePath + "/module", schemaPath: "#/$defs/origin/properties/module/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err71];
            } else {
              vErrors.push(err71);
            }
            errors++;
          }
        }
        if (data.file !== void 0) {
          let data28 = data.file;
          if (typeof data28 !== "string" && data28 !== null) {
            const err72 = { instancePath: instancePath + "/file", schemaPath: "#/$defs/origin/properties/file/type", keyword: "type", params: { type: schema83.properties.file.type }, message: "must be string,null" };
            if (vErrors === null) {
              vErrors = [err72];
            } else {
              vErrors.push(err72);
            }
            errors++;
          }
        }
        if (data.inside !== void 0) {
          if (typeof data.inside !== "boolean") {
            const err73 = { instancePath: instancePath + "/inside", schemaPath: "#/$defs/origin/properties/inside/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err73];
            } else {
              vErrors.push(err73);
            }
            errors++;
          }
        }
        if (data.local !== void 0) {
          let data30 = data.local;
          if (typeof data30 !== "string" && data30 !== null) {
            const err74 = { instancePath: instancePath + "/local", schemaPath: "#/$defs/origin/properties/local/type", keyword: "type", params: { type: schema83.properties.local.type }, message: "must be string,null" };
            if (vErrors === null) {
              vErrors = [err74];
            } else {
              vErrors.push(err74);
            }
            errors++;
          }
        }
        if (data.n !== void 0) {
          let data31 = data.n;
          if (!(typeof data31 == "number" && (!(data31 % 1) && !isNaN(data31)) && isFinite(data31))) {
            const err75 = { instancePath: instancePath + "/n", schemaPath: "#/$defs/origin/properties/n/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err75];
            } else {
              vErrors.push(err75);
            }
            errors++;
          }
          if (typeof data31 == "number" && isFinite(data31)) {
            if (data31 < 0 || isNaN(data31)) {
              const err76 = { instancePath: instancePath + "/n", schemaPath: "#/$defs/origin/properties/n/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err76];
              } else {
                vErrors.push(err76);
              }
              errors++;
            }
          }
        }
      } else {
        const err77 = { instancePath, schemaPath: "#/$defs/origin/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err77];
        } else {
          vErrors.push(err77);
        }
        errors++;
      }
      var _valid7 = _errs85 === errors;
      valid24 = _valid7;
      if (valid24) {
        var props6 = true;
      }
    }
    if (!valid24) {
      const err78 = { instancePath, schemaPath: "#/then/allOf/6/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err78];
      } else {
        vErrors.push(err78);
      }
      errors++;
    }
    if (props0 !== true && props6 !== void 0) {
      if (props6 === true) {
        props0 = true;
      } else {
        props0 = props0 || {};
        Object.assign(props0, props6);
      }
    }
    const _errs101 = errors;
    let valid28 = true;
    const _errs102 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.event !== void 0) {
        if ("isolation" !== data.event) {
          const err79 = {};
          if (vErrors === null) {
            vErrors = [err79];
          } else {
            vErrors.push(err79);
          }
          errors++;
        }
      }
    }
    var _valid8 = _errs102 === errors;
    errors = _errs101;
    if (vErrors !== null) {
      if (_errs101) {
        vErrors.length = _errs101;
      } else {
        vErrors = null;
      }
    }
    if (_valid8) {
      const _errs104 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.event === void 0) {
          const err80 = { instancePath, schemaPath: "#/$defs/isolation/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
          if (vErrors === null) {
            vErrors = [err80];
          } else {
            vErrors.push(err80);
          }
          errors++;
        }
        if (data.what === void 0) {
          const err81 = { instancePath, schemaPath: "#/$defs/isolation/required", keyword: "required", params: { missingProperty: "what" }, message: "must have required property 'what'" };
          if (vErrors === null) {
            vErrors = [err81];
          } else {
            vErrors.push(err81);
          }
          errors++;
        }
        for (const key6 in data) {
          if (!(key6 === "event" || key6 === "what" || key6 === "module" || key6 === "n")) {
            const err82 = { instancePath, schemaPath: "#/$defs/isolation/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err82];
            } else {
              vErrors.push(err82);
            }
            errors++;
          }
        }
        if (data.event !== void 0) {
          if ("isolation" !== data.event) {
            const err83 = { instancePath: instancePath + "/event", schemaPath: "#/$defs/isolation/properties/event/const", keyword: "const", params: { allowedValue: "isolation" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err83];
            } else {
              vErrors.push(err83);
            }
            errors++;
          }
        }
        if (data.what !== void 0) {
          if (typeof data.what !== "string") {
            const err84 = { instancePath: instancePath + "/what", schemaPath: "#/$defs/isolation/properties/what/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err84];
            } else {
              vErrors.push(err84);
            }
            errors++;
          }
        }
        if (data.module !== void 0) {
          if (typeof data.module !== "string") {
            const err85 = { instancePath: instancePath + "/module", schemaPath: "#/$defs/isolation/properties/module/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err85];
            } else {
              vErrors.push(err85);
            }
            errors++;
          }
        }
        if (data.n !== void 0) {
          let data36 = data.n;
          if (!(typeof data36 == "number" && (!(data36 % 1) && !isNaN(data36)) && isFinite(data36))) {
            const err86 = { instancePath: instancePath + "/n", schemaPath: "#/$defs/isolation/properties/n/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err86];
            } else {
              vErrors.push(err86);
            }
            errors++;
          }
          if (typeof data36 == "number" && isFinite(data36)) {
            if (data36 < 0 || isNaN(data36)) {
              const err87 = { instancePath: instancePath + "/n", schemaPath: "#/$defs/isolation/properties/n/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err87];
              } else {
                vErrors.push(err87);
              }
              errors++;
            }
          }
        }
      } else {
        const err88 = { instancePath, schemaPath: "#/$defs/isolation/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err88];
        } else {
          vErrors.push(err88);
        }
        errors++;
      }
      var _valid8 = _errs104 === errors;
      valid28 = _valid8;
      if (valid28) {
        var props7 = true;
      }
    }
    if (!valid28) {
      const err89 = { instancePath, schemaPath: "#/then/allOf/7/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err89];
      } else {
        vErrors.push(err89);
      }
      errors++;
    }
    if (props0 !== true && props7 !== void 0) {
      if (props7 === true) {
        props0 = true;
      } else {
        props0 = props0 || {};
        Object.assign(props0, props7);
      }
    }
    const _errs116 = errors;
    let valid32 = true;
    const _errs117 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.event !== void 0) {
        if ("fork-ready" !== data.event) {
          const err90 = {};
          if (vErrors === null) {
            vErrors = [err90];
          } else {
            vErrors.push(err90);
          }
          errors++;
        }
      }
    }
    var _valid9 = _errs117 === errors;
    errors = _errs116;
    if (vErrors !== null) {
      if (_errs116) {
        vErrors.length = _errs116;
      } else {
        vErrors = null;
      }
    }
    if (_valid9) {
      const _errs119 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.event === void 0) {
          const err91 = { instancePath, schemaPath: "#/$defs/fork-ready/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
          if (vErrors === null) {
            vErrors = [err91];
          } else {
            vErrors.push(err91);
          }
          errors++;
        }
        for (const key7 in data) {
          if (!(key7 === "event")) {
            const err92 = { instancePath, schemaPath: "#/$defs/fork-ready/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err92];
            } else {
              vErrors.push(err92);
            }
            errors++;
          }
        }
        if (data.event !== void 0) {
          if ("fork-ready" !== data.event) {
            const err93 = { instancePath: instancePath + "/event", schemaPath: "#/$defs/fork-ready/properties/event/const", keyword: "const", params: { allowedValue: "fork-ready" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err93];
            } else {
              vErrors.push(err93);
            }
            errors++;
          }
        }
      } else {
        const err94 = { instancePath, schemaPath: "#/$defs/fork-ready/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err94];
        } else {
          vErrors.push(err94);
        }
        errors++;
      }
      var _valid9 = _errs119 === errors;
      valid32 = _valid9;
      if (valid32) {
        var props8 = true;
      }
    }
    if (!valid32) {
      const err95 = { instancePath, schemaPath: "#/then/allOf/8/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err95];
      } else {
        vErrors.push(err95);
      }
      errors++;
    }
    if (props0 !== true && props8 !== void 0) {
      if (props8 === true) {
        props0 = true;
      } else {
        props0 = props0 || {};
        Object.assign(props0, props8);
      }
    }
    const _errs125 = errors;
    let valid36 = true;
    const _errs126 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.event !== void 0) {
        if ("fork-done" !== data.event) {
          const err96 = {};
          if (vErrors === null) {
            vErrors = [err96];
          } else {
            vErrors.push(err96);
          }
          errors++;
        }
      }
    }
    var _valid10 = _errs126 === errors;
    errors = _errs125;
    if (vErrors !== null) {
      if (_errs125) {
        vErrors.length = _errs125;
      } else {
        vErrors = null;
      }
    }
    if (_valid10) {
      const _errs128 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.event === void 0) {
          const err97 = { instancePath, schemaPath: "#/$defs/fork-done/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
          if (vErrors === null) {
            vErrors = [err97];
          } else {
            vErrors.push(err97);
          }
          errors++;
        }
        for (const key8 in data) {
          if (!(key8 === "event")) {
            const err98 = { instancePath, schemaPath: "#/$defs/fork-done/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err98];
            } else {
              vErrors.push(err98);
            }
            errors++;
          }
        }
        if (data.event !== void 0) {
          if ("fork-done" !== data.event) {
            const err99 = { instancePath: instancePath + "/event", schemaPath: "#/$defs/fork-done/properties/event/const", keyword: "const", params: { allowedValue: "fork-done" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err99];
            } else {
              vErrors.push(err99);
            }
            errors++;
          }
        }
      } else {
        const err100 = { instancePath, schemaPath: "#/$defs/fork-done/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err100];
        } else {
          vErrors.push(err100);
        }
        errors++;
      }
      var _valid10 = _errs128 === errors;
      valid36 = _valid10;
      if (valid36) {
        var props9 = true;
      }
    }
    if (!valid36) {
      const err101 = { instancePath, schemaPath: "#/then/allOf/9/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err101];
      } else {
        vErrors.push(err101);
      }
      errors++;
    }
    if (props0 !== true && props9 !== void 0) {
      if (props9 === true) {
        props0 = true;
      } else {
        props0 = props0 || {};
        Object.assign(props0, props9);
      }
    }
    const _errs134 = errors;
    let valid40 = true;
    const _errs135 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.event !== void 0) {
        if ("fork-seed" !== data.event) {
          const err102 = {};
          if (vErrors === null) {
            vErrors = [err102];
          } else {
            vErrors.push(err102);
          }
          errors++;
        }
      }
    }
    var _valid11 = _errs135 === errors;
    errors = _errs134;
    if (vErrors !== null) {
      if (_errs134) {
        vErrors.length = _errs134;
      } else {
        vErrors = null;
      }
    }
    if (_valid11) {
      const _errs137 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.event === void 0) {
          const err103 = { instancePath, schemaPath: "#/$defs/fork-seed/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
          if (vErrors === null) {
            vErrors = [err103];
          } else {
            vErrors.push(err103);
          }
          errors++;
        }
        if (data.seed === void 0) {
          const err104 = { instancePath, schemaPath: "#/$defs/fork-seed/required", keyword: "required", params: { missingProperty: "seed" }, message: "must have required property 'seed'" };
          if (vErrors === null) {
            vErrors = [err104];
          } else {
            vErrors.push(err104);
          }
          errors++;
        }
        for (const key9 in data) {
          if (!(key9 === "event" || key9 === "seed" || key9 === "exit" || key9 === "signal" || key9 === "timed_out" || key9 === "ms" || key9 === "channel" || key9 === "error")) {
            const err105 = { instancePath, schemaPath: "#/$defs/fork-seed/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err105];
            } else {
              vErrors.push(err105);
            }
            errors++;
          }
        }
        if (data.event !== void 0) {
          if ("fork-seed" !== data.event) {
            const err106 = { instancePath: instancePath + "/event", schemaPath: "#/$defs/fork-seed/properties/event/const", keyword: "const", params: { allowedValue: "fork-seed" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err106];
            } else {
              vErrors.push(err106);
            }
            errors++;
          }
        }
        if (data.seed !== void 0) {
          let data43 = data.seed;
          if (!(typeof data43 == "number" && (!(data43 % 1) && !isNaN(data43)) && isFinite(data43))) {
            const err107 = { instancePath: instancePath + "/seed", schemaPath: "#/$defs/fork-seed/properties/seed/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err107];
            } else {
              vErrors.push(err107);
            }
            errors++;
          }
        }
        if (data.exit !== void 0) {
          let data44 = data.exit;
          if (!(typeof data44 == "number" && (!(data44 % 1) && !isNaN(data44)) && isFinite(data44)) && data44 !== null) {
            const err108 = { instancePath: instancePath + "/exit", schemaPath: "#/$defs/fork-seed/properties/exit/type", keyword: "type", params: { type: schema87.properties.exit.type }, message: "must be integer,null" };
            if (vErrors === null) {
              vErrors = [err108];
            } else {
              vErrors.push(err108);
            }
            errors++;
          }
        }
        if (data.signal !== void 0) {
          let data45 = data.signal;
          if (!(typeof data45 == "number" && (!(data45 % 1) && !isNaN(data45)) && isFinite(data45)) && data45 !== null) {
            const err109 = { instancePath: instancePath + "/signal", schemaPath: "#/$defs/fork-seed/properties/signal/type", keyword: "type", params: { type: schema87.properties.signal.type }, message: "must be integer,null" };
            if (vErrors === null) {
              vErrors = [err109];
            } else {
              vErrors.push(err109);
            }
            errors++;
          }
        }
        if (data.timed_out !== void 0) {
          if (typeof data.timed_out !== "boolean") {
            const err110 = { instancePath: instancePath + "/timed_out", schemaPath: "#/$defs/fork-seed/properties/timed_out/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err110];
            } else {
              vErrors.push(err110);
            }
            errors++;
          }
        }
        if (data.ms !== void 0) {
          let data47 = data.ms;
          if (typeof data47 == "number" && isFinite(data47)) {
            if (data47 < 0 || isNaN(data47)) {
              const err111 = { instancePath: instancePath + "/ms", schemaPath: "#/$defs/fork-seed/properties/ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err111];
              } else {
                vErrors.push(err111);
              }
              errors++;
            }
          } else {
            const err112 = { instancePath: instancePath + "/ms", schemaPath: "#/$defs/fork-seed/properties/ms/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err112];
            } else {
              vErrors.push(err112);
            }
            errors++;
          }
        }
        if (data.channel !== void 0) {
          if (typeof data.channel !== "string") {
            const err113 = { instancePath: instancePath + "/channel", schemaPath: "#/$defs/fork-seed/properties/channel/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err113];
            } else {
              vErrors.push(err113);
            }
            errors++;
          }
        }
        if (data.error !== void 0) {
          if (typeof data.error !== "string") {
            const err114 = { instancePath: instancePath + "/error", schemaPath: "#/$defs/fork-seed/properties/error/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err114];
            } else {
              vErrors.push(err114);
            }
            errors++;
          }
        }
      } else {
        const err115 = { instancePath, schemaPath: "#/$defs/fork-seed/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err115];
        } else {
          vErrors.push(err115);
        }
        errors++;
      }
      var _valid11 = _errs137 === errors;
      valid40 = _valid11;
      if (valid40) {
        var props10 = true;
      }
    }
    if (!valid40) {
      const err116 = { instancePath, schemaPath: "#/then/allOf/10/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err116];
      } else {
        vErrors.push(err116);
      }
      errors++;
    }
    if (props0 !== true && props10 !== void 0) {
      if (props10 === true) {
        props0 = true;
      } else {
        props0 = props0 || {};
        Object.assign(props0, props10);
      }
    }
    const _errs157 = errors;
    let valid44 = true;
    const _errs158 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.event !== void 0) {
        if ("fork-fixture" !== data.event) {
          const err117 = {};
          if (vErrors === null) {
            vErrors = [err117];
          } else {
            vErrors.push(err117);
          }
          errors++;
        }
      }
    }
    var _valid12 = _errs158 === errors;
    errors = _errs157;
    if (vErrors !== null) {
      if (_errs157) {
        vErrors.length = _errs157;
      } else {
        vErrors = null;
      }
    }
    if (_valid12) {
      const _errs160 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.event === void 0) {
          const err118 = { instancePath, schemaPath: "#/$defs/fork-fixture/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
          if (vErrors === null) {
            vErrors = [err118];
          } else {
            vErrors.push(err118);
          }
          errors++;
        }
        if (data.index === void 0) {
          const err119 = { instancePath, schemaPath: "#/$defs/fork-fixture/required", keyword: "required", params: { missingProperty: "index" }, message: "must have required property 'index'" };
          if (vErrors === null) {
            vErrors = [err119];
          } else {
            vErrors.push(err119);
          }
          errors++;
        }
        if (data.fixture === void 0) {
          const err120 = { instancePath, schemaPath: "#/$defs/fork-fixture/required", keyword: "required", params: { missingProperty: "fixture" }, message: "must have required property 'fixture'" };
          if (vErrors === null) {
            vErrors = [err120];
          } else {
            vErrors.push(err120);
          }
          errors++;
        }
        for (const key10 in data) {
          if (!func1.call(schema88.properties, key10)) {
            const err121 = { instancePath, schemaPath: "#/$defs/fork-fixture/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err121];
            } else {
              vErrors.push(err121);
            }
            errors++;
          }
        }
        if (data.event !== void 0) {
          if ("fork-fixture" !== data.event) {
            const err122 = { instancePath: instancePath + "/event", schemaPath: "#/$defs/fork-fixture/properties/event/const", keyword: "const", params: { allowedValue: "fork-fixture" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err122];
            } else {
              vErrors.push(err122);
            }
            errors++;
          }
        }
        if (data.index !== void 0) {
          let data52 = data.index;
          if (!(typeof data52 == "number" && (!(data52 % 1) && !isNaN(data52)) && isFinite(data52))) {
            const err123 = { instancePath: instancePath + "/index", schemaPath: "#/$defs/fork-fixture/properties/index/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err123];
            } else {
              vErrors.push(err123);
            }
            errors++;
          }
          if (typeof data52 == "number" && isFinite(data52)) {
            if (data52 < 0 || isNaN(data52)) {
              const err124 = { instancePath: instancePath + "/index", schemaPath: "#/$defs/fork-fixture/properties/index/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err124];
              } else {
                vErrors.push(err124);
              }
              errors++;
            }
          }
        }
        if (data.fixture !== void 0) {
          if (typeof data.fixture !== "string") {
            const err125 = { instancePath: instancePath + "/fixture", schemaPath: "#/$defs/fork-fixture/properties/fixture/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err125];
            } else {
              vErrors.push(err125);
            }
            errors++;
          }
        }
        if (data.exit !== void 0) {
          let data54 = data.exit;
          if (!(typeof data54 == "number" && (!(data54 % 1) && !isNaN(data54)) && isFinite(data54)) && data54 !== null) {
            const err126 = { instancePath: instancePath + "/exit", schemaPath: "#/$defs/fork-fixture/properties/exit/type", keyword: "type", params: { type: schema88.properties.exit.type }, message: "must be integer,null" };
            if (vErrors === null) {
              vErrors = [err126];
            } else {
              vErrors.push(err126);
            }
            errors++;
          }
        }
        if (data.signal !== void 0) {
          let data55 = data.signal;
          if (!(typeof data55 == "number" && (!(data55 % 1) && !isNaN(data55)) && isFinite(data55)) && data55 !== null) {
            const err127 = { instancePath: instancePath + "/signal", schemaPath: "#/$defs/fork-fixture/properties/signal/type", keyword: "type", params: { type: schema88.properties.signal.type }, message: "must be integer,null" };
            if (vErrors === null) {
              vErrors = [err127];
            } else {
              vErrors.push(err127);
            }
            errors++;
          }
        }
        if (data.timed_out !== void 0) {
          if (typeof data.timed_out !== "boolean") {
            const err128 = { instancePath: instancePath + "/timed_out", schemaPath: "#/$defs/fork-fixture/properties/timed_out/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err128];
            } else {
              vErrors.push(err128);
            }
            errors++;
          }
        }
        if (data.ms !== void 0) {
          let data57 = data.ms;
          if (typeof data57 == "number" && isFinite(data57)) {
            if (data57 < 0 || isNaN(data57)) {
              const err129 = { instancePath: instancePath + "/ms", schemaPath: "#/$defs/fork-fixture/properties/ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err129];
              } else {
                vErrors.push(err129);
              }
              errors++;
            }
          } else {
            const err130 = { instancePath: instancePath + "/ms", schemaPath: "#/$defs/fork-fixture/properties/ms/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err130];
            } else {
              vErrors.push(err130);
            }
            errors++;
          }
        }
        if (data.channel !== void 0) {
          if (typeof data.channel !== "string") {
            const err131 = { instancePath: instancePath + "/channel", schemaPath: "#/$defs/fork-fixture/properties/channel/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err131];
            } else {
              vErrors.push(err131);
            }
            errors++;
          }
        }
        if (data.error !== void 0) {
          if (typeof data.error !== "string") {
            const err132 = { instancePath: instancePath + "/error", schemaPath: "#/$defs/fork-fixture/properties/error/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err132];
            } else {
              vErrors.push(err132);
            }
            errors++;
          }
        }
      } else {
        const err133 = { instancePath, schemaPath: "#/$defs/fork-fixture/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err133];
        } else {
          vErrors.push(err133);
        }
        errors++;
      }
      var _valid12 = _errs160 === errors;
      valid44 = _valid12;
      if (valid44) {
        var props11 = true;
      }
    }
    if (!valid44) {
      const err134 = { instancePath, schemaPath: "#/then/allOf/11/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err134];
      } else {
        vErrors.push(err134);
      }
      errors++;
    }
    if (props0 !== true && props11 !== void 0) {
      if (props11 === true) {
        props0 = true;
      } else {
        props0 = props0 || {};
        Object.assign(props0, props11);
      }
    }
    const _errs182 = errors;
    let valid48 = true;
    const _errs183 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.event !== void 0) {
        if ("run-end" !== data.event) {
          const err135 = {};
          if (vErrors === null) {
            vErrors = [err135];
          } else {
            vErrors.push(err135);
          }
          errors++;
        }
      }
    }
    var _valid13 = _errs183 === errors;
    errors = _errs182;
    if (vErrors !== null) {
      if (_errs182) {
        vErrors.length = _errs182;
      } else {
        vErrors = null;
      }
    }
    if (_valid13) {
      const _errs185 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.event === void 0) {
          const err136 = { instancePath, schemaPath: "#/$defs/run-end/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
          if (vErrors === null) {
            vErrors = [err136];
          } else {
            vErrors.push(err136);
          }
          errors++;
        }
        if (data.reason === void 0) {
          const err137 = { instancePath, schemaPath: "#/$defs/run-end/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
          if (vErrors === null) {
            vErrors = [err137];
          } else {
            vErrors.push(err137);
          }
          errors++;
        }
        if (data.unhandled === void 0) {
          const err138 = { instancePath, schemaPath: "#/$defs/run-end/required", keyword: "required", params: { missingProperty: "unhandled" }, message: "must have required property 'unhandled'" };
          if (vErrors === null) {
            vErrors = [err138];
          } else {
            vErrors.push(err138);
          }
          errors++;
        }
        if (data.modules === void 0) {
          const err139 = { instancePath, schemaPath: "#/$defs/run-end/required", keyword: "required", params: { missingProperty: "modules" }, message: "must have required property 'modules'" };
          if (vErrors === null) {
            vErrors = [err139];
          } else {
            vErrors.push(err139);
          }
          errors++;
        }
        for (const key11 in data) {
          if (!(key11 === "event" || key11 === "reason" || key11 === "unhandled" || key11 === "modules")) {
            const err140 = { instancePath, schemaPath: "#/$defs/run-end/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err140];
            } else {
              vErrors.push(err140);
            }
            errors++;
          }
        }
        if (data.event !== void 0) {
          if ("run-end" !== data.event) {
            const err141 = { instancePath: instancePath + "/event", schemaPath: "#/$defs/run-end/properties/event/const", keyword: "const", params: { allowedValue: "run-end" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err141];
            } else {
              vErrors.push(err141);
            }
            errors++;
          }
        }
        if (data.reason !== void 0) {
          if (typeof data.reason !== "string") {
            const err142 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/run-end/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err142];
            } else {
              vErrors.push(err142);
            }
            errors++;
          }
        }
        if (data.unhandled !== void 0) {
          let data63 = data.unhandled;
          if (!(typeof data63 == "number" && (!(data63 % 1) && !isNaN(data63)) && isFinite(data63))) {
            const err143 = { instancePath: instancePath + "/unhandled", schemaPath: "#/$defs/run-end/properties/unhandled/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err143];
            } else {
              vErrors.push(err143);
            }
            errors++;
          }
          if (typeof data63 == "number" && isFinite(data63)) {
            if (data63 < 0 || isNaN(data63)) {
              const err144 = { instancePath: instancePath + "/unhandled", schemaPath: "#/$defs/run-end/properties/unhandled/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err144];
              } else {
                vErrors.push(err144);
              }
              errors++;
            }
          }
        }
        if (data.modules !== void 0) {
          let data64 = data.modules;
          if (Array.isArray(data64)) {
            const len0 = data64.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data65 = data64[i0];
              if (data65 && typeof data65 == "object" && !Array.isArray(data65)) {
                if (data65.module === void 0) {
                  const err145 = { instancePath: instancePath + "/modules/" + i0, schemaPath: "#/$defs/run-end/properties/modules/items/required", keyword: "required", params: { missingProperty: "module" }, message: "must have required property 'module'" };
                  if (vErrors === null) {
                    vErrors = [err145];
                  } else {
                    vErrors.push(err145);
                  }
                  errors++;
                }
                if (data65.state === void 0) {
                  const err146 = { instancePath: instancePath + "/modules/" + i0, schemaPath: "#/$defs/run-end/properties/modules/items/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
                  if (vErrors === null) {
                    vErrors = [err146];
                  } else {
                    vErrors.push(err146);
                  }
                  errors++;
                }
                if (data65.errors === void 0) {
                  const err147 = { instancePath: instancePath + "/modules/" + i0, schemaPath: "#/$defs/run-end/properties/modules/items/required", keyword: "required", params: { missingProperty: "errors" }, message: "must have required property 'errors'" };
                  if (vErrors === null) {
                    vErrors = [err147];
                  } else {
                    vErrors.push(err147);
                  }
                  errors++;
                }
                for (const key12 in data65) {
                  if (!(key12 === "module" || key12 === "state" || key12 === "errors")) {
                    const err148 = { instancePath: instancePath + "/modules/" + i0, schemaPath: "#/$defs/run-end/properties/modules/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err148];
                    } else {
                      vErrors.push(err148);
                    }
                    errors++;
                  }
                }
                if (data65.module !== void 0) {
                  if (typeof data65.module !== "string") {
                    const err149 = { instancePath: instancePath + "/modules/" + i0 + "/module", schemaPath: "#/$defs/run-end/properties/modules/items/properties/module/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err149];
                    } else {
                      vErrors.push(err149);
                    }
                    errors++;
                  }
                }
                if (data65.state !== void 0) {
                  if (typeof data65.state !== "string") {
                    const err150 = { instancePath: instancePath + "/modules/" + i0 + "/state", schemaPath: "#/$defs/run-end/properties/modules/items/properties/state/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err150];
                    } else {
                      vErrors.push(err150);
                    }
                    errors++;
                  }
                }
                if (data65.errors !== void 0) {
                  let data68 = data65.errors;
                  if (!(typeof data68 == "number" && (!(data68 % 1) && !isNaN(data68)) && isFinite(data68))) {
                    const err151 = { instancePath: instancePath + "/modules/" + i0 + "/errors", schemaPath: "#/$defs/run-end/properties/modules/items/properties/errors/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                      vErrors = [err151];
                    } else {
                      vErrors.push(err151);
                    }
                    errors++;
                  }
                  if (typeof data68 == "number" && isFinite(data68)) {
                    if (data68 < 0 || isNaN(data68)) {
                      const err152 = { instancePath: instancePath + "/modules/" + i0 + "/errors", schemaPath: "#/$defs/run-end/properties/modules/items/properties/errors/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                      if (vErrors === null) {
                        vErrors = [err152];
                      } else {
                        vErrors.push(err152);
                      }
                      errors++;
                    }
                  }
                }
              } else {
                const err153 = { instancePath: instancePath + "/modules/" + i0, schemaPath: "#/$defs/run-end/properties/modules/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err153];
                } else {
                  vErrors.push(err153);
                }
                errors++;
              }
            }
          } else {
            const err154 = { instancePath: instancePath + "/modules", schemaPath: "#/$defs/run-end/properties/modules/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err154];
            } else {
              vErrors.push(err154);
            }
            errors++;
          }
        }
      } else {
        const err155 = { instancePath, schemaPath: "#/$defs/run-end/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err155];
        } else {
          vErrors.push(err155);
        }
        errors++;
      }
      var _valid13 = _errs185 === errors;
      valid48 = _valid13;
      if (valid48) {
        var props12 = true;
      }
    }
    if (!valid48) {
      const err156 = { instancePath, schemaPath: "#/then/allOf/12/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err156];
      } else {
        vErrors.push(err156);
      }
      errors++;
    }
    if (props0 !== true && props12 !== void 0) {
      if (props12 === true) {
        props0 = true;
      } else {
        props0 = props0 || {};
        Object.assign(props0, props12);
      }
    }
    const _errs206 = errors;
    let valid55 = true;
    const _errs207 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.event !== void 0) {
        if ("file" !== data.event) {
          const err157 = {};
          if (vErrors === null) {
            vErrors = [err157];
          } else {
            vErrors.push(err157);
          }
          errors++;
        }
      }
    }
    var _valid14 = _errs207 === errors;
    errors = _errs206;
    if (vErrors !== null) {
      if (_errs206) {
        vErrors.length = _errs206;
      } else {
        vErrors = null;
      }
    }
    if (_valid14) {
      const _errs209 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.event === void 0) {
          const err158 = { instancePath, schemaPath: "#/$defs/file/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
          if (vErrors === null) {
            vErrors = [err158];
          } else {
            vErrors.push(err158);
          }
          errors++;
        }
        if (data.message === void 0) {
          const err159 = { instancePath, schemaPath: "#/$defs/file/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'" };
          if (vErrors === null) {
            vErrors = [err159];
          } else {
            vErrors.push(err159);
          }
          errors++;
        }
        for (const key13 in data) {
          if (!(key13 === "event" || key13 === "message")) {
            const err160 = { instancePath, schemaPath: "#/$defs/file/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key13 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err160];
            } else {
              vErrors.push(err160);
            }
            errors++;
          }
        }
        if (data.event !== void 0) {
          if ("file" !== data.event) {
            const err161 = { instancePath: instancePath + "/event", schemaPath: "#/$defs/file/properties/event/const", keyword: "const", params: { allowedValue: "file" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err161];
            } else {
              vErrors.push(err161);
            }
            errors++;
          }
        }
        if (data.message !== void 0) {
          if (typeof data.message !== "string") {
            const err162 = { instancePath: instancePath + "/message", schemaPath: "#/$defs/file/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err162];
            } else {
              vErrors.push(err162);
            }
            errors++;
          }
        }
      } else {
        const err163 = { instancePath, schemaPath: "#/$defs/file/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err163];
        } else {
          vErrors.push(err163);
        }
        errors++;
      }
      var _valid14 = _errs209 === errors;
      valid55 = _valid14;
      if (valid55) {
        var props13 = true;
      }
    }
    if (!valid55) {
      const err164 = { instancePath, schemaPath: "#/then/allOf/13/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err164];
      } else {
        vErrors.push(err164);
      }
      errors++;
    }
    if (props0 !== true && props13 !== void 0) {
      if (props13 === true) {
        props0 = true;
      } else {
        props0 = props0 || {};
        Object.assign(props0, props13);
      }
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (props0 !== true) {
        props0 = props0 || {};
        props0.event = true;
      }
      if (data.event !== void 0) {
        let data72 = data.event;
        if (!(data72 === "test" || data72 === "tampering" || data72 === "done" || data72 === "start" || data72 === "end" || data72 === "batch-done" || data72 === "origin" || data72 === "isolation" || data72 === "fork-ready" || data72 === "fork-done" || data72 === "fork-seed" || data72 === "fork-fixture" || data72 === "run-end" || data72 === "file")) {
          const err165 = { instancePath: instancePath + "/event", schemaPath: "#/then/properties/event/enum", keyword: "enum", params: { allowedValues: schema75.then.properties.event.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err165];
          } else {
            vErrors.push(err165);
          }
          errors++;
        }
      }
    }
    var _valid0 = _errs3 === errors;
    valid0 = _valid0;
    if (valid0) {
      if (props0 !== true) {
        props0 = props0 || {};
        props0.event = true;
      }
    }
    ifClause0 = "then";
  } else {
    const _errs217 = errors;
    const _errs218 = errors;
    let valid60 = true;
    const _errs219 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing1;
      if (data.case === void 0 && (missing1 = "case")) {
        const err166 = {};
        if (vErrors === null) {
          vErrors = [err166];
        } else {
          vErrors.push(err166);
        }
        errors++;
      }
    }
    var _valid15 = _errs219 === errors;
    errors = _errs218;
    if (vErrors !== null) {
      if (_errs218) {
        vErrors.length = _errs218;
      } else {
        vErrors = null;
      }
    }
    let ifClause1;
    if (_valid15) {
      const _errs220 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.case === void 0) {
          const err167 = { instancePath, schemaPath: "#/$defs/case/required", keyword: "required", params: { missingProperty: "case" }, message: "must have required property 'case'" };
          if (vErrors === null) {
            vErrors = [err167];
          } else {
            vErrors.push(err167);
          }
          errors++;
        }
        if (data.outcome === void 0) {
          const err168 = { instancePath, schemaPath: "#/$defs/case/required", keyword: "required", params: { missingProperty: "outcome" }, message: "must have required property 'outcome'" };
          if (vErrors === null) {
            vErrors = [err168];
          } else {
            vErrors.push(err168);
          }
          errors++;
        }
        if (data.detail === void 0) {
          const err169 = { instancePath, schemaPath: "#/$defs/case/required", keyword: "required", params: { missingProperty: "detail" }, message: "must have required property 'detail'" };
          if (vErrors === null) {
            vErrors = [err169];
          } else {
            vErrors.push(err169);
          }
          errors++;
        }
        for (const key14 in data) {
          if (!(key14 === "case" || key14 === "outcome" || key14 === "detail" || key14 === "trace")) {
            const err170 = { instancePath, schemaPath: "#/$defs/case/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key14 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err170];
            } else {
              vErrors.push(err170);
            }
            errors++;
          }
        }
        if (data.case !== void 0) {
          if (typeof data.case !== "string") {
            const err171 = { instancePath: instancePath + "/case", schemaPath: "#/$defs/case/properties/case/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err171];
            } else {
              vErrors.push(err171);
            }
            errors++;
          }
        }
        if (data.outcome !== void 0) {
          let data74 = data.outcome;
          if (!(data74 === "pass" || data74 === "fail")) {
            const err172 = { instancePath: instancePath + "/outcome", schemaPath: "#/$defs/case/properties/outcome/enum", keyword: "enum", params: { allowedValues: schema91.properties.outcome.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err172];
            } else {
              vErrors.push(err172);
            }
            errors++;
          }
        }
        if (data.detail !== void 0) {
          if (typeof data.detail !== "string") {
            const err173 = { instancePath: instancePath + "/detail", schemaPath: "#/$defs/case/properties/detail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err173];
            } else {
              vErrors.push(err173);
            }
            errors++;
          }
        }
        if (data.trace !== void 0) {
          if (typeof data.trace !== "string") {
            const err174 = { instancePath: instancePath + "/trace", schemaPath: "#/$defs/case/properties/trace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err174];
            } else {
              vErrors.push(err174);
            }
            errors++;
          }
        }
      } else {
        const err175 = { instancePath, schemaPath: "#/$defs/case/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err175];
        } else {
          vErrors.push(err175);
        }
        errors++;
      }
      var _valid15 = _errs220 === errors;
      valid60 = _valid15;
      if (valid60) {
        var props14 = true;
      }
      ifClause1 = "then";
    } else {
      const _errs231 = errors;
      const _errs232 = errors;
      let valid63 = true;
      const _errs233 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing2;
        if (data.index === void 0 && (missing2 = "index")) {
          const err176 = {};
          if (vErrors === null) {
            vErrors = [err176];
          } else {
            vErrors.push(err176);
          }
          errors++;
        }
      }
      var _valid16 = _errs233 === errors;
      errors = _errs232;
      if (vErrors !== null) {
        if (_errs232) {
          vErrors.length = _errs232;
        } else {
          vErrors = null;
        }
      }
      let ifClause2;
      if (_valid16) {
        const _errs234 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
          if (data.index === void 0) {
            const err177 = { instancePath, schemaPath: "#/$defs/fixtureLine/required", keyword: "required", params: { missingProperty: "index" }, message: "must have required property 'index'" };
            if (vErrors === null) {
              vErrors = [err177];
            } else {
              vErrors.push(err177);
            }
            errors++;
          }
          if (data.fixture === void 0) {
            const err178 = { instancePath, schemaPath: "#/$defs/fixtureLine/required", keyword: "required", params: { missingProperty: "fixture" }, message: "must have required property 'fixture'" };
            if (vErrors === null) {
              vErrors = [err178];
            } else {
              vErrors.push(err178);
            }
            errors++;
          }
          if (data.exit === void 0) {
            const err179 = { instancePath, schemaPath: "#/$defs/fixtureLine/required", keyword: "required", params: { missingProperty: "exit" }, message: "must have required property 'exit'" };
            if (vErrors === null) {
              vErrors = [err179];
            } else {
              vErrors.push(err179);
            }
            errors++;
          }
          if (data.signal === void 0) {
            const err180 = { instancePath, schemaPath: "#/$defs/fixtureLine/required", keyword: "required", params: { missingProperty: "signal" }, message: "must have required property 'signal'" };
            if (vErrors === null) {
              vErrors = [err180];
            } else {
              vErrors.push(err180);
            }
            errors++;
          }
          if (data.timed_out === void 0) {
            const err181 = { instancePath, schemaPath: "#/$defs/fixtureLine/required", keyword: "required", params: { missingProperty: "timed_out" }, message: "must have required property 'timed_out'" };
            if (vErrors === null) {
              vErrors = [err181];
            } else {
              vErrors.push(err181);
            }
            errors++;
          }
          if (data.row === void 0) {
            const err182 = { instancePath, schemaPath: "#/$defs/fixtureLine/required", keyword: "required", params: { missingProperty: "row" }, message: "must have required property 'row'" };
            if (vErrors === null) {
              vErrors = [err182];
            } else {
              vErrors.push(err182);
            }
            errors++;
          }
          for (const key15 in data) {
            if (!(key15 === "index" || key15 === "fixture" || key15 === "exit" || key15 === "signal" || key15 === "timed_out" || key15 === "row")) {
              const err183 = { instancePath, schemaPath: "#/$defs/fixtureLine/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key15 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err183];
              } else {
                vErrors.push(err183);
              }
              errors++;
            }
          }
          if (data.index !== void 0) {
            let data77 = data.index;
            if (!(typeof data77 == "number" && (!(data77 % 1) && !isNaN(data77)) && isFinite(data77))) {
              const err184 = { instancePath: instancePath + "/index", schemaPath: "#/$defs/fixtureLine/properties/index/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err184];
              } else {
                vErrors.push(err184);
              }
              errors++;
            }
            if (typeof data77 == "number" && isFinite(data77)) {
              if (data77 < 0 || isNaN(data77)) {
                const err185 = { instancePath: instancePath + "/index", schemaPath: "#/$defs/fixtureLine/properties/index/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                  vErrors = [err185];
                } else {
                  vErrors.push(err185);
                }
                errors++;
              }
            }
          }
          if (data.fixture !== void 0) {
            if (typeof data.fixture !== "string") {
              const err186 = { instancePath: instancePath + "/fixture", schemaPath: "#/$defs/fixtureLine/properties/fixture/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err186];
              } else {
                vErrors.push(err186);
              }
              errors++;
            }
          }
          if (data.exit !== void 0) {
            let data79 = data.exit;
            if (!(typeof data79 == "number" && (!(data79 % 1) && !isNaN(data79)) && isFinite(data79)) && data79 !== null) {
              const err187 = { instancePath: instancePath + "/exit", schemaPath: "#/$defs/fixtureLine/properties/exit/type", keyword: "type", params: { type: schema92.properties.exit.type }, message: "must be integer,null" };
              if (vErrors === null) {
                vErrors = [err187];
              } else {
                vErrors.push(err187);
              }
              errors++;
            }
          }
          if (data.signal !== void 0) {
            let data80 = data.signal;
            if (!(typeof data80 == "number" && (!(data80 % 1) && !isNaN(data80)) && isFinite(data80)) && data80 !== null) {
              const err188 = { instancePath: instancePath + "/signal", schemaPath: "#/$defs/fixtureLine/properties/signal/type", keyword: "type", params: { type: schema92.properties.signal.type }, message: "must be integer,null" };
              if (vErrors === null) {
                vErrors = [err188];
              } else {
                vErrors.push(err188);
              }
              errors++;
            }
          }
          if (data.timed_out !== void 0) {
            if (typeof data.timed_out !== "boolean") {
              const err189 = { instancePath: instancePath + "/timed_out", schemaPath: "#/$defs/fixtureLine/properties/timed_out/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
              if (vErrors === null) {
                vErrors = [err189];
              } else {
                vErrors.push(err189);
              }
              errors++;
            }
          }
          if (data.row !== void 0) {
            let data82 = data.row;
            if (!(data82 && typeof data82 == "object" && !Array.isArray(data82)) && data82 !== null) {
              const err190 = { instancePath: instancePath + "/row", schemaPath: "#/$defs/fixtureLine/properties/row/type", keyword: "type", params: { type: schema92.properties.row.type }, message: "must be object,null" };
              if (vErrors === null) {
                vErrors = [err190];
              } else {
                vErrors.push(err190);
              }
              errors++;
            }
          }
        } else {
          const err191 = { instancePath, schemaPath: "#/$defs/fixtureLine/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err191];
          } else {
            vErrors.push(err191);
          }
          errors++;
        }
        var _valid16 = _errs234 === errors;
        valid63 = _valid16;
        if (valid63) {
          var props15 = true;
        }
        ifClause2 = "then";
      } else {
        const _errs250 = errors;
        const _errs251 = errors;
        let valid66 = true;
        const _errs252 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
          let missing3;
          if (data.fixture === void 0 && (missing3 = "fixture")) {
            const err192 = {};
            if (vErrors === null) {
              vErrors = [err192];
            } else {
              vErrors.push(err192);
            }
            errors++;
          }
        }
        var _valid17 = _errs252 === errors;
        errors = _errs251;
        if (vErrors !== null) {
          if (_errs251) {
            vErrors.length = _errs251;
          } else {
            vErrors = null;
          }
        }
        let ifClause3;
        if (_valid17) {
          const _errs253 = errors;
          if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.fixture === void 0) {
              const err193 = { instancePath, schemaPath: "#/$defs/fixture/required", keyword: "required", params: { missingProperty: "fixture" }, message: "must have required property 'fixture'" };
              if (vErrors === null) {
                vErrors = [err193];
              } else {
                vErrors.push(err193);
              }
              errors++;
            }
            if (data.outcome === void 0) {
              const err194 = { instancePath, schemaPath: "#/$defs/fixture/required", keyword: "required", params: { missingProperty: "outcome" }, message: "must have required property 'outcome'" };
              if (vErrors === null) {
                vErrors = [err194];
              } else {
                vErrors.push(err194);
              }
              errors++;
            }
            if (data.detail === void 0) {
              const err195 = { instancePath, schemaPath: "#/$defs/fixture/required", keyword: "required", params: { missingProperty: "detail" }, message: "must have required property 'detail'" };
              if (vErrors === null) {
                vErrors = [err195];
              } else {
                vErrors.push(err195);
              }
              errors++;
            }
            if (data.trace === void 0) {
              const err196 = { instancePath, schemaPath: "#/$defs/fixture/required", keyword: "required", params: { missingProperty: "trace" }, message: "must have required property 'trace'" };
              if (vErrors === null) {
                vErrors = [err196];
              } else {
                vErrors.push(err196);
              }
              errors++;
            }
            if (data.integrity === void 0) {
              const err197 = { instancePath, schemaPath: "#/$defs/fixture/required", keyword: "required", params: { missingProperty: "integrity" }, message: "must have required property 'integrity'" };
              if (vErrors === null) {
                vErrors = [err197];
              } else {
                vErrors.push(err197);
              }
              errors++;
            }
            for (const key16 in data) {
              if (!(key16 === "fixture" || key16 === "outcome" || key16 === "detail" || key16 === "trace" || key16 === "integrity")) {
                const err198 = { instancePath, schemaPath: "#/$defs/fixture/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key16 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err198];
                } else {
                  vErrors.push(err198);
                }
                errors++;
              }
            }
            if (data.fixture !== void 0) {
              if (typeof data.fixture !== "string") {
                const err199 = { instancePath: instancePath + "/fixture", schemaPath: "#/$defs/fixture/properties/fixture/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err199];
                } else {
                  vErrors.push(err199);
                }
                errors++;
              }
            }
            if (data.outcome !== void 0) {
              let data84 = data.outcome;
              if (!(data84 === "pass" || data84 === "fail" || data84 === "error")) {
                const err200 = { instancePath: instancePath + "/outcome", schemaPath: "#/$defs/fixture/properties/outcome/enum", keyword: "enum", params: { allowedValues: schema93.properties.outcome.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err200];
                } else {
                  vErrors.push(err200);
                }
                errors++;
              }
            }
            if (data.detail !== void 0) {
              if (typeof data.detail !== "string") {
                const err201 = { instancePath: instancePath + "/detail", schemaPath: "#/$defs/fixture/properties/detail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err201];
                } else {
                  vErrors.push(err201);
                }
                errors++;
              }
            }
            if (data.trace !== void 0) {
              if (typeof data.trace !== "string") {
                const err202 = { instancePath: instancePath + "/trace", schemaPath: "#/$defs/fixture/properties/trace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err202];
                } else {
                  vErrors.push(err202);
                }
                errors++;
              }
            }
            if (data.integrity !== void 0) {
              let data87 = data.integrity;
              if (data87 && typeof data87 == "object" && !Array.isArray(data87)) {
                if (data87.checked === void 0) {
                  const err203 = { instancePath: instancePath + "/integrity", schemaPath: "#/$defs/fixture/properties/integrity/required", keyword: "required", params: { missingProperty: "checked" }, message: "must have required property 'checked'" };
                  if (vErrors === null) {
                    vErrors = [err203];
                  } else {
                    vErrors.push(err203);
                  }
                  errors++;
                }
                if (data87.tampering === void 0) {
                  const err204 = { instancePath: instancePath + "/integrity", schemaPath: "#/$defs/fixture/properties/integrity/required", keyword: "required", params: { missingProperty: "tampering" }, message: "must have required property 'tampering'" };
                  if (vErrors === null) {
                    vErrors = [err204];
                  } else {
                    vErrors.push(err204);
                  }
                  errors++;
                }
                for (const key17 in data87) {
                  if (!(key17 === "checked" || key17 === "tampering")) {
                    const err205 = { instancePath: instancePath + "/integrity", schemaPath: "#/$defs/fixture/properties/integrity/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key17 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err205];
                    } else {
                      vErrors.push(err205);
                    }
                    errors++;
                  }
                }
                if (data87.checked !== void 0) {
                  if (typeof data87.checked !== "boolean") {
                    const err206 = { instancePath: instancePath + "/integrity/checked", schemaPath: "#/$defs/fixture/properties/integrity/properties/checked/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                    if (vErrors === null) {
                      vErrors = [err206];
                    } else {
                      vErrors.push(err206);
                    }
                    errors++;
                  }
                }
                if (data87.tampering !== void 0) {
                  let data89 = data87.tampering;
                  if (Array.isArray(data89)) {
                    const len1 = data89.length;
                    for (let i1 = 0; i1 < len1; i1++) {
                      if (typeof data89[i1] !== "string") {
                        const err207 = { instancePath: instancePath + "/integrity/tampering/" + i1, schemaPath: "#/$defs/fixture/properties/integrity/properties/tampering/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err207];
                        } else {
                          vErrors.push(err207);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err208 = { instancePath: instancePath + "/integrity/tampering", schemaPath: "#/$defs/fixture/properties/integrity/properties/tampering/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                    if (vErrors === null) {
                      vErrors = [err208];
                    } else {
                      vErrors.push(err208);
                    }
                    errors++;
                  }
                }
              } else {
                const err209 = { instancePath: instancePath + "/integrity", schemaPath: "#/$defs/fixture/properties/integrity/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err209];
                } else {
                  vErrors.push(err209);
                }
                errors++;
              }
            }
          } else {
            const err210 = { instancePath, schemaPath: "#/$defs/fixture/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err210];
            } else {
              vErrors.push(err210);
            }
            errors++;
          }
          var _valid17 = _errs253 === errors;
          valid66 = _valid17;
          if (valid66) {
            var props16 = true;
          }
          ifClause3 = "then";
        } else {
          const _errs273 = errors;
          if (!validate40(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
            errors = vErrors.length;
          }
          var _valid17 = _errs273 === errors;
          valid66 = _valid17;
          if (valid66) {
            if (props16 !== true) {
              props16 = true;
            }
          }
          ifClause3 = "else";
        }
        if (!valid66) {
          const err211 = { instancePath, schemaPath: "#/else/else/else/if", keyword: "if", params: { failingKeyword: ifClause3 }, message: 'must match "' + ifClause3 + '" schema' };
          if (vErrors === null) {
            vErrors = [err211];
          } else {
            vErrors.push(err211);
          }
          errors++;
        }
        var _valid16 = _errs250 === errors;
        valid63 = _valid16;
        if (valid63) {
          if (props15 !== true && props16 !== void 0) {
            if (props16 === true) {
              props15 = true;
            } else {
              props15 = props15 || {};
              Object.assign(props15, props16);
            }
          }
        }
        ifClause2 = "else";
      }
      if (!valid63) {
        const err212 = { instancePath, schemaPath: "#/else/else/if", keyword: "if", params: { failingKeyword: ifClause2 }, message: 'must match "' + ifClause2 + '" schema' };
        if (vErrors === null) {
          vErrors = [err212];
        } else {
          vErrors.push(err212);
        }
        errors++;
      }
      var _valid15 = _errs231 === errors;
      valid60 = _valid15;
      if (valid60) {
        if (props14 !== true && props15 !== void 0) {
          if (props15 === true) {
            props14 = true;
          } else {
            props14 = props14 || {};
            Object.assign(props14, props15);
          }
        }
      }
      ifClause1 = "else";
    }
    if (!valid60) {
      const err213 = { instancePath, schemaPath: "#/else/if", keyword: "if", params: { failingKeyword: ifClause1 }, message: 'must match "' + ifClause1 + '" schema' };
      if (vErrors === null) {
        vErrors = [err213];
      } else {
        vErrors.push(err213);
      }
      errors++;
    }
    var _valid0 = _errs217 === errors;
    valid0 = _valid0;
    if (valid0) {
      if (props0 !== true && props14 !== void 0) {
        if (props14 === true) {
          props0 = true;
        } else {
          props0 = props0 || {};
          Object.assign(props0, props14);
        }
      }
    }
    ifClause0 = "else";
  }
  if (!valid0) {
    const err214 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: 'must match "' + ifClause0 + '" schema' };
    if (vErrors === null) {
      vErrors = [err214];
    } else {
      vErrors.push(err214);
    }
    errors++;
  }
  validate37.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate37.evaluated = { "dynamicProps": true, "dynamicItems": false };
var byId = {
  "https://seedgate.dev/schemas/config.schema.json": config,
  "https://seedgate.dev/schemas/earned-results.schema.json": earnedResults,
  "https://seedgate.dev/schemas/journal.schema.json": journal,
  "https://seedgate.dev/schemas/lane-results.schema.json": laneResults,
  "https://seedgate.dev/schemas/ledger.schema.json": ledger,
  "https://seedgate.dev/schemas/manifest.schema.json": manifest,
  "https://seedgate.dev/schemas/quarantine-results.schema.json": quarantineResults,
  "https://seedgate.dev/schemas/quarantine.schema.json": quarantine,
  "https://seedgate.dev/schemas/seeds.schema.json": seeds,
  "https://seedgate.dev/schemas/telemetry-results.schema.json": telemetryResults,
  "https://seedgate.dev/schemas/channel.schema.json": channel
};

// src/core/inputs/schema-check.ts
var validators = byId;
function validatorFor(id) {
  const fn = validators[id];
  if (fn === void 0) throw new Error(`no schema with $id ${id}`);
  return fn;
}
function schemaFindings(schemaId, doc, code) {
  const validate = validatorFor(schemaId);
  if (validate(doc.value)) return [];
  return relevant(validate.errors ?? []).map((e) => {
    const pointer = e.instancePath;
    const line = doc.lineOf(pointer);
    return error(code, `${pointer || "(top level)"}: ${explain(e)}`, {
      file: doc.file,
      pointer,
      ...line === void 0 ? {} : { line },
      hint: `see ${schemaId}`
    });
  });
}
function relevant(errors) {
  const typed = new Set(errors.filter((e) => e.keyword === "type").map((e) => e.instancePath));
  return errors.filter((e) => e.keyword === "type" || e.keyword !== "if" && !typed.has(e.instancePath));
}
function explain(e) {
  const p = e.params;
  switch (e.keyword) {
    case "additionalProperties":
      return `unknown field "${String(p.additionalProperty)}"`;
    case "required":
      return `missing required field "${String(p.missingProperty)}"`;
    case "enum":
      return `must be one of ${p.allowedValues.map((v) => JSON.stringify(v)).join(", ")}`;
    case "type":
      return `must be ${String(p.type)}`;
    case "not":
      return "is not allowed here (absolute paths, .. and backslashes are refused)";
    default:
      return e.message ?? e.keyword;
  }
}

export {
  parse2 as parse,
  parseLocated,
  validatorFor,
  schemaFindings
};
