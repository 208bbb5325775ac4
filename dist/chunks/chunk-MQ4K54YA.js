import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  JudgeFixtureMissingError,
  JudgeOutputError,
  JudgeSecretError,
  JudgeValidationError,
  toConversation
} from "./chunk-D67Q6H56.js";
import {
  FixtureSecretError,
  FixtureStore,
  ZERO_USAGE,
  addUsage,
  buildFixtureRecord,
  canonicalJson,
  describeJsonSyntaxError,
  estimateCostUsd,
  external_exports,
  judgeRequestKey,
  requestFromRecord,
  responseFromRecord
} from "./chunk-PYUMYFPS.js";
import {
  findSecretLikeValues
} from "./chunk-HR3ZGJWV.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-UH4U5CWS.js";

// node_modules/nunjucks/src/lib.js
var require_lib = __commonJS({
  "node_modules/nunjucks/src/lib.js"(exports, module) {
    "use strict";
    var ArrayProto = Array.prototype;
    var ObjProto = Object.prototype;
    var escapeMap = {
      "&": "&amp;",
      '"': "&quot;",
      "'": "&#39;",
      "<": "&lt;",
      ">": "&gt;",
      "\\": "&#92;"
    };
    var escapeRegex = /[&"'<>\\]/g;
    var _exports = module.exports = {};
    function hasOwnProp(obj, k) {
      return ObjProto.hasOwnProperty.call(obj, k);
    }
    _exports.hasOwnProp = hasOwnProp;
    function lookupEscape(ch) {
      return escapeMap[ch];
    }
    function _prettifyError(path6, withInternals, err) {
      if (!err.Update) {
        err = new _exports.TemplateError(err);
      }
      err.Update(path6);
      if (!withInternals) {
        var old = err;
        err = new Error(old.message);
        err.name = old.name;
      }
      return err;
    }
    _exports._prettifyError = _prettifyError;
    function TemplateError(message, lineno, colno) {
      var err;
      var cause;
      if (message instanceof Error) {
        cause = message;
        message = cause.name + ": " + cause.message;
      }
      if (Object.setPrototypeOf) {
        err = new Error(message);
        Object.setPrototypeOf(err, TemplateError.prototype);
      } else {
        err = this;
        Object.defineProperty(err, "message", {
          enumerable: false,
          writable: true,
          value: message
        });
      }
      Object.defineProperty(err, "name", {
        value: "Template render error"
      });
      if (Error.captureStackTrace) {
        Error.captureStackTrace(err, this.constructor);
      }
      var getStack;
      if (cause) {
        var stackDescriptor = Object.getOwnPropertyDescriptor(cause, "stack");
        getStack = stackDescriptor && (stackDescriptor.get || function() {
          return stackDescriptor.value;
        });
        if (!getStack) {
          getStack = function getStack2() {
            return cause.stack;
          };
        }
      } else {
        var stack = new Error(message).stack;
        getStack = function getStack2() {
          return stack;
        };
      }
      Object.defineProperty(err, "stack", {
        get: function get() {
          return getStack.call(err);
        }
      });
      Object.defineProperty(err, "cause", {
        value: cause
      });
      err.lineno = lineno;
      err.colno = colno;
      err.firstUpdate = true;
      err.Update = function Update(path6) {
        var msg = "(" + (path6 || "unknown path") + ")";
        if (this.firstUpdate) {
          if (this.lineno && this.colno) {
            msg += " [Line " + this.lineno + ", Column " + this.colno + "]";
          } else if (this.lineno) {
            msg += " [Line " + this.lineno + "]";
          }
        }
        msg += "\n ";
        if (this.firstUpdate) {
          msg += " ";
        }
        this.message = msg + (this.message || "");
        this.firstUpdate = false;
        return this;
      };
      return err;
    }
    if (Object.setPrototypeOf) {
      Object.setPrototypeOf(TemplateError.prototype, Error.prototype);
    } else {
      TemplateError.prototype = Object.create(Error.prototype, {
        constructor: {
          value: TemplateError
        }
      });
    }
    _exports.TemplateError = TemplateError;
    function escape(val) {
      return val.replace(escapeRegex, lookupEscape);
    }
    _exports.escape = escape;
    function isFunction(obj) {
      return ObjProto.toString.call(obj) === "[object Function]";
    }
    _exports.isFunction = isFunction;
    function isArray(obj) {
      return ObjProto.toString.call(obj) === "[object Array]";
    }
    _exports.isArray = isArray;
    function isString(obj) {
      return ObjProto.toString.call(obj) === "[object String]";
    }
    _exports.isString = isString;
    function isObject(obj) {
      return ObjProto.toString.call(obj) === "[object Object]";
    }
    _exports.isObject = isObject;
    function _prepareAttributeParts(attr) {
      if (!attr) {
        return [];
      }
      if (typeof attr === "string") {
        return attr.split(".");
      }
      return [attr];
    }
    function getAttrGetter(attribute) {
      var parts = _prepareAttributeParts(attribute);
      return function attrGetter(item) {
        var _item = item;
        for (var i = 0; i < parts.length; i++) {
          var part = parts[i];
          if (hasOwnProp(_item, part)) {
            _item = _item[part];
          } else {
            return void 0;
          }
        }
        return _item;
      };
    }
    _exports.getAttrGetter = getAttrGetter;
    function groupBy(obj, val, throwOnUndefined) {
      var result = {};
      var iterator = isFunction(val) ? val : getAttrGetter(val);
      for (var i = 0; i < obj.length; i++) {
        var value = obj[i];
        var key = iterator(value, i);
        if (key === void 0 && throwOnUndefined === true) {
          throw new TypeError('groupby: attribute "' + val + '" resolved to undefined');
        }
        (result[key] || (result[key] = [])).push(value);
      }
      return result;
    }
    _exports.groupBy = groupBy;
    function toArray(obj) {
      return Array.prototype.slice.call(obj);
    }
    _exports.toArray = toArray;
    function without(array) {
      var result = [];
      if (!array) {
        return result;
      }
      var length = array.length;
      var contains = toArray(arguments).slice(1);
      var index = -1;
      while (++index < length) {
        if (indexOf(contains, array[index]) === -1) {
          result.push(array[index]);
        }
      }
      return result;
    }
    _exports.without = without;
    function repeat(char_, n) {
      var str = "";
      for (var i = 0; i < n; i++) {
        str += char_;
      }
      return str;
    }
    _exports.repeat = repeat;
    function each(obj, func, context) {
      if (obj == null) {
        return;
      }
      if (ArrayProto.forEach && obj.forEach === ArrayProto.forEach) {
        obj.forEach(func, context);
      } else if (obj.length === +obj.length) {
        for (var i = 0, l = obj.length; i < l; i++) {
          func.call(context, obj[i], i, obj);
        }
      }
    }
    _exports.each = each;
    function map(obj, func) {
      var results = [];
      if (obj == null) {
        return results;
      }
      if (ArrayProto.map && obj.map === ArrayProto.map) {
        return obj.map(func);
      }
      for (var i = 0; i < obj.length; i++) {
        results[results.length] = func(obj[i], i);
      }
      if (obj.length === +obj.length) {
        results.length = obj.length;
      }
      return results;
    }
    _exports.map = map;
    function asyncIter(arr, iter, cb) {
      var i = -1;
      function next() {
        i++;
        if (i < arr.length) {
          iter(arr[i], i, next, cb);
        } else {
          cb();
        }
      }
      next();
    }
    _exports.asyncIter = asyncIter;
    function asyncFor(obj, iter, cb) {
      var keys = keys_(obj || {});
      var len = keys.length;
      var i = -1;
      function next() {
        i++;
        var k = keys[i];
        if (i < len) {
          iter(k, obj[k], i, len, next);
        } else {
          cb();
        }
      }
      next();
    }
    _exports.asyncFor = asyncFor;
    function indexOf(arr, searchElement, fromIndex) {
      return Array.prototype.indexOf.call(arr || [], searchElement, fromIndex);
    }
    _exports.indexOf = indexOf;
    function keys_(obj) {
      var arr = [];
      for (var k in obj) {
        if (hasOwnProp(obj, k)) {
          arr.push(k);
        }
      }
      return arr;
    }
    _exports.keys = keys_;
    function _entries(obj) {
      return keys_(obj).map(function(k) {
        return [k, obj[k]];
      });
    }
    _exports._entries = _entries;
    function _values(obj) {
      return keys_(obj).map(function(k) {
        return obj[k];
      });
    }
    _exports._values = _values;
    function extend(obj1, obj2) {
      obj1 = obj1 || {};
      keys_(obj2).forEach(function(k) {
        obj1[k] = obj2[k];
      });
      return obj1;
    }
    _exports._assign = _exports.extend = extend;
    function inOperator(key, val) {
      if (isArray(val) || isString(val)) {
        return val.indexOf(key) !== -1;
      } else if (isObject(val)) {
        return key in val;
      }
      throw new Error('Cannot use "in" operator to search for "' + key + '" in unexpected types.');
    }
    _exports.inOperator = inOperator;
  }
});

// node_modules/asap/raw.js
var require_raw = __commonJS({
  "node_modules/asap/raw.js"(exports, module) {
    "use strict";
    var domain;
    var hasSetImmediate = typeof setImmediate === "function";
    module.exports = rawAsap;
    function rawAsap(task) {
      if (!queue.length) {
        requestFlush();
        flushing = true;
      }
      queue[queue.length] = task;
    }
    var queue = [];
    var flushing = false;
    var index = 0;
    var capacity = 1024;
    function flush() {
      while (index < queue.length) {
        var currentIndex = index;
        index = index + 1;
        queue[currentIndex].call();
        if (index > capacity) {
          for (var scan = 0, newLength = queue.length - index; scan < newLength; scan++) {
            queue[scan] = queue[scan + index];
          }
          queue.length -= index;
          index = 0;
        }
      }
      queue.length = 0;
      index = 0;
      flushing = false;
    }
    rawAsap.requestFlush = requestFlush;
    function requestFlush() {
      var parentDomain = process.domain;
      if (parentDomain) {
        if (!domain) {
          domain = __require("domain");
        }
        domain.active = process.domain = null;
      }
      if (flushing && hasSetImmediate) {
        setImmediate(flush);
      } else {
        process.nextTick(flush);
      }
      if (parentDomain) {
        domain.active = process.domain = parentDomain;
      }
    }
  }
});

// node_modules/asap/asap.js
var require_asap = __commonJS({
  "node_modules/asap/asap.js"(exports, module) {
    "use strict";
    var rawAsap = require_raw();
    var freeTasks = [];
    module.exports = asap;
    function asap(task) {
      var rawTask;
      if (freeTasks.length) {
        rawTask = freeTasks.pop();
      } else {
        rawTask = new RawTask();
      }
      rawTask.task = task;
      rawTask.domain = process.domain;
      rawAsap(rawTask);
    }
    function RawTask() {
      this.task = null;
      this.domain = null;
    }
    RawTask.prototype.call = function() {
      if (this.domain) {
        this.domain.enter();
      }
      var threw = true;
      try {
        this.task.call();
        threw = false;
        if (this.domain) {
          this.domain.exit();
        }
      } finally {
        if (threw) {
          rawAsap.requestFlush();
        }
        this.task = null;
        this.domain = null;
        freeTasks.push(this);
      }
    };
  }
});

// node_modules/a-sync-waterfall/index.js
var require_a_sync_waterfall = __commonJS({
  "node_modules/a-sync-waterfall/index.js"(exports, module) {
    (function(globals) {
      "use strict";
      var executeSync = function() {
        var args = Array.prototype.slice.call(arguments);
        if (typeof args[0] === "function") {
          args[0].apply(null, args.splice(1));
        }
      };
      var executeAsync = function(fn) {
        if (typeof setImmediate === "function") {
          setImmediate(fn);
        } else if (typeof process !== "undefined" && process.nextTick) {
          process.nextTick(fn);
        } else {
          setTimeout(fn, 0);
        }
      };
      var makeIterator = function(tasks) {
        var makeCallback = function(index) {
          var fn = function() {
            if (tasks.length) {
              tasks[index].apply(null, arguments);
            }
            return fn.next();
          };
          fn.next = function() {
            return index < tasks.length - 1 ? makeCallback(index + 1) : null;
          };
          return fn;
        };
        return makeCallback(0);
      };
      var _isArray = Array.isArray || function(maybeArray) {
        return Object.prototype.toString.call(maybeArray) === "[object Array]";
      };
      var waterfall = function(tasks, callback, forceAsync) {
        var nextTick = forceAsync ? executeAsync : executeSync;
        callback = callback || function() {
        };
        if (!_isArray(tasks)) {
          var err = new Error("First argument to waterfall must be an array of functions");
          return callback(err);
        }
        if (!tasks.length) {
          return callback();
        }
        var wrapIterator = function(iterator) {
          return function(err2) {
            if (err2) {
              callback.apply(null, arguments);
              callback = function() {
              };
            } else {
              var args = Array.prototype.slice.call(arguments, 1);
              var next = iterator.next();
              if (next) {
                args.push(wrapIterator(next));
              } else {
                args.push(callback);
              }
              nextTick(function() {
                iterator.apply(null, args);
              });
            }
          };
        };
        wrapIterator(makeIterator(tasks))();
      };
      if (typeof define !== "undefined" && define.amd) {
        define([], function() {
          return waterfall;
        });
      } else if (typeof module !== "undefined" && module.exports) {
        module.exports = waterfall;
      } else {
        globals.waterfall = waterfall;
      }
    })(exports);
  }
});

// node_modules/nunjucks/src/lexer.js
var require_lexer = __commonJS({
  "node_modules/nunjucks/src/lexer.js"(exports, module) {
    "use strict";
    var lib = require_lib();
    var whitespaceChars = " \n	\r\xA0";
    var delimChars = "()[]{}%*-+~/#,:|.<>=!";
    var intChars = "0123456789";
    var BLOCK_START = "{%";
    var BLOCK_END = "%}";
    var VARIABLE_START = "{{";
    var VARIABLE_END = "}}";
    var COMMENT_START = "{#";
    var COMMENT_END = "#}";
    var TOKEN_STRING = "string";
    var TOKEN_WHITESPACE = "whitespace";
    var TOKEN_DATA = "data";
    var TOKEN_BLOCK_START = "block-start";
    var TOKEN_BLOCK_END = "block-end";
    var TOKEN_VARIABLE_START = "variable-start";
    var TOKEN_VARIABLE_END = "variable-end";
    var TOKEN_COMMENT = "comment";
    var TOKEN_LEFT_PAREN = "left-paren";
    var TOKEN_RIGHT_PAREN = "right-paren";
    var TOKEN_LEFT_BRACKET = "left-bracket";
    var TOKEN_RIGHT_BRACKET = "right-bracket";
    var TOKEN_LEFT_CURLY = "left-curly";
    var TOKEN_RIGHT_CURLY = "right-curly";
    var TOKEN_OPERATOR = "operator";
    var TOKEN_COMMA = "comma";
    var TOKEN_COLON = "colon";
    var TOKEN_TILDE = "tilde";
    var TOKEN_PIPE = "pipe";
    var TOKEN_INT = "int";
    var TOKEN_FLOAT = "float";
    var TOKEN_BOOLEAN = "boolean";
    var TOKEN_NONE = "none";
    var TOKEN_SYMBOL = "symbol";
    var TOKEN_SPECIAL = "special";
    var TOKEN_REGEX = "regex";
    function token(type, value, lineno, colno) {
      return {
        type,
        value,
        lineno,
        colno
      };
    }
    var Tokenizer = /* @__PURE__ */ (function() {
      function Tokenizer2(str, opts) {
        this.str = str;
        this.index = 0;
        this.len = str.length;
        this.lineno = 0;
        this.colno = 0;
        this.in_code = false;
        opts = opts || {};
        var tags = opts.tags || {};
        this.tags = {
          BLOCK_START: tags.blockStart || BLOCK_START,
          BLOCK_END: tags.blockEnd || BLOCK_END,
          VARIABLE_START: tags.variableStart || VARIABLE_START,
          VARIABLE_END: tags.variableEnd || VARIABLE_END,
          COMMENT_START: tags.commentStart || COMMENT_START,
          COMMENT_END: tags.commentEnd || COMMENT_END
        };
        this.trimBlocks = !!opts.trimBlocks;
        this.lstripBlocks = !!opts.lstripBlocks;
      }
      var _proto = Tokenizer2.prototype;
      _proto.nextToken = function nextToken() {
        var lineno = this.lineno;
        var colno = this.colno;
        var tok;
        if (this.in_code) {
          var cur = this.current();
          if (this.isFinished()) {
            return null;
          } else if (cur === '"' || cur === "'") {
            return token(TOKEN_STRING, this._parseString(cur), lineno, colno);
          } else if (tok = this._extract(whitespaceChars)) {
            return token(TOKEN_WHITESPACE, tok, lineno, colno);
          } else if ((tok = this._extractString(this.tags.BLOCK_END)) || (tok = this._extractString("-" + this.tags.BLOCK_END))) {
            this.in_code = false;
            if (this.trimBlocks) {
              cur = this.current();
              if (cur === "\n") {
                this.forward();
              } else if (cur === "\r") {
                this.forward();
                cur = this.current();
                if (cur === "\n") {
                  this.forward();
                } else {
                  this.back();
                }
              }
            }
            return token(TOKEN_BLOCK_END, tok, lineno, colno);
          } else if ((tok = this._extractString(this.tags.VARIABLE_END)) || (tok = this._extractString("-" + this.tags.VARIABLE_END))) {
            this.in_code = false;
            return token(TOKEN_VARIABLE_END, tok, lineno, colno);
          } else if (cur === "r" && this.str.charAt(this.index + 1) === "/") {
            this.forwardN(2);
            var regexBody = "";
            while (!this.isFinished()) {
              if (this.current() === "/" && this.previous() !== "\\") {
                this.forward();
                break;
              } else {
                regexBody += this.current();
                this.forward();
              }
            }
            var POSSIBLE_FLAGS = ["g", "i", "m", "y"];
            var regexFlags = "";
            while (!this.isFinished()) {
              var isCurrentAFlag = POSSIBLE_FLAGS.indexOf(this.current()) !== -1;
              if (isCurrentAFlag) {
                regexFlags += this.current();
                this.forward();
              } else {
                break;
              }
            }
            return token(TOKEN_REGEX, {
              body: regexBody,
              flags: regexFlags
            }, lineno, colno);
          } else if (delimChars.indexOf(cur) !== -1) {
            this.forward();
            var complexOps = ["==", "===", "!=", "!==", "<=", ">=", "//", "**"];
            var curComplex = cur + this.current();
            var type;
            if (lib.indexOf(complexOps, curComplex) !== -1) {
              this.forward();
              cur = curComplex;
              if (lib.indexOf(complexOps, curComplex + this.current()) !== -1) {
                cur = curComplex + this.current();
                this.forward();
              }
            }
            switch (cur) {
              case "(":
                type = TOKEN_LEFT_PAREN;
                break;
              case ")":
                type = TOKEN_RIGHT_PAREN;
                break;
              case "[":
                type = TOKEN_LEFT_BRACKET;
                break;
              case "]":
                type = TOKEN_RIGHT_BRACKET;
                break;
              case "{":
                type = TOKEN_LEFT_CURLY;
                break;
              case "}":
                type = TOKEN_RIGHT_CURLY;
                break;
              case ",":
                type = TOKEN_COMMA;
                break;
              case ":":
                type = TOKEN_COLON;
                break;
              case "~":
                type = TOKEN_TILDE;
                break;
              case "|":
                type = TOKEN_PIPE;
                break;
              default:
                type = TOKEN_OPERATOR;
            }
            return token(type, cur, lineno, colno);
          } else {
            tok = this._extractUntil(whitespaceChars + delimChars);
            if (tok.match(/^[-+]?[0-9]+$/)) {
              if (this.current() === ".") {
                this.forward();
                var dec = this._extract(intChars);
                return token(TOKEN_FLOAT, tok + "." + dec, lineno, colno);
              } else {
                return token(TOKEN_INT, tok, lineno, colno);
              }
            } else if (tok.match(/^(true|false)$/)) {
              return token(TOKEN_BOOLEAN, tok, lineno, colno);
            } else if (tok === "none") {
              return token(TOKEN_NONE, tok, lineno, colno);
            } else if (tok === "null") {
              return token(TOKEN_NONE, tok, lineno, colno);
            } else if (tok) {
              return token(TOKEN_SYMBOL, tok, lineno, colno);
            } else {
              throw new Error("Unexpected value while parsing: " + tok);
            }
          }
        } else {
          var beginChars = this.tags.BLOCK_START.charAt(0) + this.tags.VARIABLE_START.charAt(0) + this.tags.COMMENT_START.charAt(0) + this.tags.COMMENT_END.charAt(0);
          if (this.isFinished()) {
            return null;
          } else if ((tok = this._extractString(this.tags.BLOCK_START + "-")) || (tok = this._extractString(this.tags.BLOCK_START))) {
            this.in_code = true;
            return token(TOKEN_BLOCK_START, tok, lineno, colno);
          } else if ((tok = this._extractString(this.tags.VARIABLE_START + "-")) || (tok = this._extractString(this.tags.VARIABLE_START))) {
            this.in_code = true;
            return token(TOKEN_VARIABLE_START, tok, lineno, colno);
          } else {
            tok = "";
            var data;
            var inComment = false;
            if (this._matches(this.tags.COMMENT_START)) {
              inComment = true;
              tok = this._extractString(this.tags.COMMENT_START);
            }
            while ((data = this._extractUntil(beginChars)) !== null) {
              tok += data;
              if ((this._matches(this.tags.BLOCK_START) || this._matches(this.tags.VARIABLE_START) || this._matches(this.tags.COMMENT_START)) && !inComment) {
                if (this.lstripBlocks && this._matches(this.tags.BLOCK_START) && this.colno > 0 && this.colno <= tok.length) {
                  var lastLine = tok.slice(-this.colno);
                  if (/^\s+$/.test(lastLine)) {
                    tok = tok.slice(0, -this.colno);
                    if (!tok.length) {
                      return this.nextToken();
                    }
                  }
                }
                break;
              } else if (this._matches(this.tags.COMMENT_END)) {
                if (!inComment) {
                  throw new Error("unexpected end of comment");
                }
                tok += this._extractString(this.tags.COMMENT_END);
                break;
              } else {
                tok += this.current();
                this.forward();
              }
            }
            if (data === null && inComment) {
              throw new Error("expected end of comment, got end of file");
            }
            return token(inComment ? TOKEN_COMMENT : TOKEN_DATA, tok, lineno, colno);
          }
        }
      };
      _proto._parseString = function _parseString(delimiter) {
        this.forward();
        var str = "";
        while (!this.isFinished() && this.current() !== delimiter) {
          var cur = this.current();
          if (cur === "\\") {
            this.forward();
            switch (this.current()) {
              case "n":
                str += "\n";
                break;
              case "t":
                str += "	";
                break;
              case "r":
                str += "\r";
                break;
              default:
                str += this.current();
            }
            this.forward();
          } else {
            str += cur;
            this.forward();
          }
        }
        this.forward();
        return str;
      };
      _proto._matches = function _matches(str) {
        if (this.index + str.length > this.len) {
          return null;
        }
        var m = this.str.slice(this.index, this.index + str.length);
        return m === str;
      };
      _proto._extractString = function _extractString(str) {
        if (this._matches(str)) {
          this.forwardN(str.length);
          return str;
        }
        return null;
      };
      _proto._extractUntil = function _extractUntil(charString) {
        return this._extractMatching(true, charString || "");
      };
      _proto._extract = function _extract(charString) {
        return this._extractMatching(false, charString);
      };
      _proto._extractMatching = function _extractMatching(breakOnMatch, charString) {
        if (this.isFinished()) {
          return null;
        }
        var first = charString.indexOf(this.current());
        if (breakOnMatch && first === -1 || !breakOnMatch && first !== -1) {
          var t = this.current();
          this.forward();
          var idx = charString.indexOf(this.current());
          while ((breakOnMatch && idx === -1 || !breakOnMatch && idx !== -1) && !this.isFinished()) {
            t += this.current();
            this.forward();
            idx = charString.indexOf(this.current());
          }
          return t;
        }
        return "";
      };
      _proto._extractRegex = function _extractRegex(regex) {
        var matches = this.currentStr().match(regex);
        if (!matches) {
          return null;
        }
        this.forwardN(matches[0].length);
        return matches;
      };
      _proto.isFinished = function isFinished() {
        return this.index >= this.len;
      };
      _proto.forwardN = function forwardN(n) {
        for (var i = 0; i < n; i++) {
          this.forward();
        }
      };
      _proto.forward = function forward() {
        this.index++;
        if (this.previous() === "\n") {
          this.lineno++;
          this.colno = 0;
        } else {
          this.colno++;
        }
      };
      _proto.backN = function backN(n) {
        for (var i = 0; i < n; i++) {
          this.back();
        }
      };
      _proto.back = function back() {
        this.index--;
        if (this.current() === "\n") {
          this.lineno--;
          var idx = this.src.lastIndexOf("\n", this.index - 1);
          if (idx === -1) {
            this.colno = this.index;
          } else {
            this.colno = this.index - idx;
          }
        } else {
          this.colno--;
        }
      };
      _proto.current = function current() {
        if (!this.isFinished()) {
          return this.str.charAt(this.index);
        }
        return "";
      };
      _proto.currentStr = function currentStr() {
        if (!this.isFinished()) {
          return this.str.substr(this.index);
        }
        return "";
      };
      _proto.previous = function previous() {
        return this.str.charAt(this.index - 1);
      };
      return Tokenizer2;
    })();
    module.exports = {
      lex: function lex(src, opts) {
        return new Tokenizer(src, opts);
      },
      TOKEN_STRING,
      TOKEN_WHITESPACE,
      TOKEN_DATA,
      TOKEN_BLOCK_START,
      TOKEN_BLOCK_END,
      TOKEN_VARIABLE_START,
      TOKEN_VARIABLE_END,
      TOKEN_COMMENT,
      TOKEN_LEFT_PAREN,
      TOKEN_RIGHT_PAREN,
      TOKEN_LEFT_BRACKET,
      TOKEN_RIGHT_BRACKET,
      TOKEN_LEFT_CURLY,
      TOKEN_RIGHT_CURLY,
      TOKEN_OPERATOR,
      TOKEN_COMMA,
      TOKEN_COLON,
      TOKEN_TILDE,
      TOKEN_PIPE,
      TOKEN_INT,
      TOKEN_FLOAT,
      TOKEN_BOOLEAN,
      TOKEN_NONE,
      TOKEN_SYMBOL,
      TOKEN_SPECIAL,
      TOKEN_REGEX
    };
  }
});

// node_modules/nunjucks/src/object.js
var require_object = __commonJS({
  "node_modules/nunjucks/src/object.js"(exports, module) {
    "use strict";
    function _defineProperties(target, props) {
      for (var i = 0; i < props.length; i++) {
        var descriptor2 = props[i];
        descriptor2.enumerable = descriptor2.enumerable || false;
        descriptor2.configurable = true;
        if ("value" in descriptor2) descriptor2.writable = true;
        Object.defineProperty(target, _toPropertyKey(descriptor2.key), descriptor2);
      }
    }
    function _createClass(Constructor, protoProps, staticProps) {
      if (protoProps) _defineProperties(Constructor.prototype, protoProps);
      if (staticProps) _defineProperties(Constructor, staticProps);
      Object.defineProperty(Constructor, "prototype", { writable: false });
      return Constructor;
    }
    function _toPropertyKey(arg) {
      var key = _toPrimitive(arg, "string");
      return typeof key === "symbol" ? key : String(key);
    }
    function _toPrimitive(input, hint) {
      if (typeof input !== "object" || input === null) return input;
      var prim = input[Symbol.toPrimitive];
      if (prim !== void 0) {
        var res = prim.call(input, hint || "default");
        if (typeof res !== "object") return res;
        throw new TypeError("@@toPrimitive must return a primitive value.");
      }
      return (hint === "string" ? String : Number)(input);
    }
    function _inheritsLoose(subClass, superClass) {
      subClass.prototype = Object.create(superClass.prototype);
      subClass.prototype.constructor = subClass;
      _setPrototypeOf(subClass, superClass);
    }
    function _setPrototypeOf(o, p) {
      _setPrototypeOf = Object.setPrototypeOf ? Object.setPrototypeOf.bind() : function _setPrototypeOf2(o2, p2) {
        o2.__proto__ = p2;
        return o2;
      };
      return _setPrototypeOf(o, p);
    }
    var EventEmitter = __require("events");
    var lib = require_lib();
    function parentWrap(parent, prop) {
      if (typeof parent !== "function" || typeof prop !== "function") {
        return prop;
      }
      return function wrap() {
        var tmp = this.parent;
        this.parent = parent;
        var res = prop.apply(this, arguments);
        this.parent = tmp;
        return res;
      };
    }
    function extendClass(cls, name, props) {
      props = props || {};
      lib.keys(props).forEach(function(k) {
        props[k] = parentWrap(cls.prototype[k], props[k]);
      });
      var subclass = /* @__PURE__ */ (function(_cls) {
        _inheritsLoose(subclass2, _cls);
        function subclass2() {
          return _cls.apply(this, arguments) || this;
        }
        _createClass(subclass2, [{
          key: "typename",
          get: function get() {
            return name;
          }
        }]);
        return subclass2;
      })(cls);
      lib._assign(subclass.prototype, props);
      return subclass;
    }
    var Obj = /* @__PURE__ */ (function() {
      function Obj2() {
        this.init.apply(this, arguments);
      }
      var _proto = Obj2.prototype;
      _proto.init = function init() {
      };
      Obj2.extend = function extend(name, props) {
        if (typeof name === "object") {
          props = name;
          name = "anonymous";
        }
        return extendClass(this, name, props);
      };
      _createClass(Obj2, [{
        key: "typename",
        get: function get() {
          return this.constructor.name;
        }
      }]);
      return Obj2;
    })();
    var EmitterObj = /* @__PURE__ */ (function(_EventEmitter) {
      _inheritsLoose(EmitterObj2, _EventEmitter);
      function EmitterObj2() {
        var _this2;
        var _this;
        _this = _EventEmitter.call(this) || this;
        (_this2 = _this).init.apply(_this2, arguments);
        return _this;
      }
      var _proto2 = EmitterObj2.prototype;
      _proto2.init = function init() {
      };
      EmitterObj2.extend = function extend(name, props) {
        if (typeof name === "object") {
          props = name;
          name = "anonymous";
        }
        return extendClass(this, name, props);
      };
      _createClass(EmitterObj2, [{
        key: "typename",
        get: function get() {
          return this.constructor.name;
        }
      }]);
      return EmitterObj2;
    })(EventEmitter);
    module.exports = {
      Obj,
      EmitterObj
    };
  }
});

// node_modules/nunjucks/src/nodes.js
var require_nodes = __commonJS({
  "node_modules/nunjucks/src/nodes.js"(exports, module) {
    "use strict";
    function _defineProperties(target, props) {
      for (var i = 0; i < props.length; i++) {
        var descriptor2 = props[i];
        descriptor2.enumerable = descriptor2.enumerable || false;
        descriptor2.configurable = true;
        if ("value" in descriptor2) descriptor2.writable = true;
        Object.defineProperty(target, _toPropertyKey(descriptor2.key), descriptor2);
      }
    }
    function _createClass(Constructor, protoProps, staticProps) {
      if (protoProps) _defineProperties(Constructor.prototype, protoProps);
      if (staticProps) _defineProperties(Constructor, staticProps);
      Object.defineProperty(Constructor, "prototype", { writable: false });
      return Constructor;
    }
    function _toPropertyKey(arg) {
      var key = _toPrimitive(arg, "string");
      return typeof key === "symbol" ? key : String(key);
    }
    function _toPrimitive(input, hint) {
      if (typeof input !== "object" || input === null) return input;
      var prim = input[Symbol.toPrimitive];
      if (prim !== void 0) {
        var res = prim.call(input, hint || "default");
        if (typeof res !== "object") return res;
        throw new TypeError("@@toPrimitive must return a primitive value.");
      }
      return (hint === "string" ? String : Number)(input);
    }
    function _inheritsLoose(subClass, superClass) {
      subClass.prototype = Object.create(superClass.prototype);
      subClass.prototype.constructor = subClass;
      _setPrototypeOf(subClass, superClass);
    }
    function _setPrototypeOf(o, p) {
      _setPrototypeOf = Object.setPrototypeOf ? Object.setPrototypeOf.bind() : function _setPrototypeOf2(o2, p2) {
        o2.__proto__ = p2;
        return o2;
      };
      return _setPrototypeOf(o, p);
    }
    var _require = require_object();
    var Obj = _require.Obj;
    function traverseAndCheck(obj, type, results) {
      if (obj instanceof type) {
        results.push(obj);
      }
      if (obj instanceof Node2) {
        obj.findAll(type, results);
      }
    }
    var Node2 = /* @__PURE__ */ (function(_Obj) {
      _inheritsLoose(Node3, _Obj);
      function Node3() {
        return _Obj.apply(this, arguments) || this;
      }
      var _proto = Node3.prototype;
      _proto.init = function init(lineno, colno) {
        var _arguments = arguments, _this = this;
        for (var _len = arguments.length, args = new Array(_len > 2 ? _len - 2 : 0), _key = 2; _key < _len; _key++) {
          args[_key - 2] = arguments[_key];
        }
        this.lineno = lineno;
        this.colno = colno;
        this.fields.forEach(function(field2, i) {
          var val = _arguments[i + 2];
          if (val === void 0) {
            val = null;
          }
          _this[field2] = val;
        });
      };
      _proto.findAll = function findAll(type, results) {
        var _this2 = this;
        results = results || [];
        if (this instanceof NodeList) {
          this.children.forEach(function(child) {
            return traverseAndCheck(child, type, results);
          });
        } else {
          this.fields.forEach(function(field2) {
            return traverseAndCheck(_this2[field2], type, results);
          });
        }
        return results;
      };
      _proto.iterFields = function iterFields(func) {
        var _this3 = this;
        this.fields.forEach(function(field2) {
          func(_this3[field2], field2);
        });
      };
      return Node3;
    })(Obj);
    var Value = /* @__PURE__ */ (function(_Node) {
      _inheritsLoose(Value2, _Node);
      function Value2() {
        return _Node.apply(this, arguments) || this;
      }
      _createClass(Value2, [{
        key: "typename",
        get: function get() {
          return "Value";
        }
      }, {
        key: "fields",
        get: function get() {
          return ["value"];
        }
      }]);
      return Value2;
    })(Node2);
    var NodeList = /* @__PURE__ */ (function(_Node2) {
      _inheritsLoose(NodeList2, _Node2);
      function NodeList2() {
        return _Node2.apply(this, arguments) || this;
      }
      var _proto2 = NodeList2.prototype;
      _proto2.init = function init(lineno, colno, nodes) {
        _Node2.prototype.init.call(this, lineno, colno, nodes || []);
      };
      _proto2.addChild = function addChild(node) {
        this.children.push(node);
      };
      _createClass(NodeList2, [{
        key: "typename",
        get: function get() {
          return "NodeList";
        }
      }, {
        key: "fields",
        get: function get() {
          return ["children"];
        }
      }]);
      return NodeList2;
    })(Node2);
    var Root = NodeList.extend("Root");
    var Literal = Value.extend("Literal");
    var _Symbol = Value.extend("Symbol");
    var Group = NodeList.extend("Group");
    var ArrayNode = NodeList.extend("Array");
    var Pair = Node2.extend("Pair", {
      fields: ["key", "value"]
    });
    var Dict = NodeList.extend("Dict");
    var LookupVal = Node2.extend("LookupVal", {
      fields: ["target", "val"]
    });
    var If = Node2.extend("If", {
      fields: ["cond", "body", "else_"]
    });
    var IfAsync = If.extend("IfAsync");
    var InlineIf = Node2.extend("InlineIf", {
      fields: ["cond", "body", "else_"]
    });
    var For = Node2.extend("For", {
      fields: ["arr", "name", "body", "else_"]
    });
    var AsyncEach = For.extend("AsyncEach");
    var AsyncAll = For.extend("AsyncAll");
    var Macro = Node2.extend("Macro", {
      fields: ["name", "args", "body"]
    });
    var Caller = Macro.extend("Caller");
    var Import = Node2.extend("Import", {
      fields: ["template", "target", "withContext"]
    });
    var FromImport = /* @__PURE__ */ (function(_Node3) {
      _inheritsLoose(FromImport2, _Node3);
      function FromImport2() {
        return _Node3.apply(this, arguments) || this;
      }
      var _proto3 = FromImport2.prototype;
      _proto3.init = function init(lineno, colno, template2, names, withContext) {
        _Node3.prototype.init.call(this, lineno, colno, template2, names || new NodeList(), withContext);
      };
      _createClass(FromImport2, [{
        key: "typename",
        get: function get() {
          return "FromImport";
        }
      }, {
        key: "fields",
        get: function get() {
          return ["template", "names", "withContext"];
        }
      }]);
      return FromImport2;
    })(Node2);
    var FunCall = Node2.extend("FunCall", {
      fields: ["name", "args"]
    });
    var Filter = FunCall.extend("Filter");
    var FilterAsync = Filter.extend("FilterAsync", {
      fields: ["name", "args", "symbol"]
    });
    var KeywordArgs = Dict.extend("KeywordArgs");
    var Block = Node2.extend("Block", {
      fields: ["name", "body"]
    });
    var Super = Node2.extend("Super", {
      fields: ["blockName", "symbol"]
    });
    var TemplateRef = Node2.extend("TemplateRef", {
      fields: ["template"]
    });
    var Extends = TemplateRef.extend("Extends");
    var Include = Node2.extend("Include", {
      fields: ["template", "ignoreMissing"]
    });
    var Set2 = Node2.extend("Set", {
      fields: ["targets", "value"]
    });
    var Switch = Node2.extend("Switch", {
      fields: ["expr", "cases", "default"]
    });
    var Case = Node2.extend("Case", {
      fields: ["cond", "body"]
    });
    var Output = NodeList.extend("Output");
    var Capture = Node2.extend("Capture", {
      fields: ["body"]
    });
    var TemplateData = Literal.extend("TemplateData");
    var UnaryOp = Node2.extend("UnaryOp", {
      fields: ["target"]
    });
    var BinOp = Node2.extend("BinOp", {
      fields: ["left", "right"]
    });
    var In = BinOp.extend("In");
    var Is = BinOp.extend("Is");
    var Or = BinOp.extend("Or");
    var And = BinOp.extend("And");
    var Not = UnaryOp.extend("Not");
    var Add = BinOp.extend("Add");
    var Concat = BinOp.extend("Concat");
    var Sub = BinOp.extend("Sub");
    var Mul = BinOp.extend("Mul");
    var Div = BinOp.extend("Div");
    var FloorDiv = BinOp.extend("FloorDiv");
    var Mod = BinOp.extend("Mod");
    var Pow = BinOp.extend("Pow");
    var Neg = UnaryOp.extend("Neg");
    var Pos = UnaryOp.extend("Pos");
    var Compare = Node2.extend("Compare", {
      fields: ["expr", "ops"]
    });
    var CompareOperand = Node2.extend("CompareOperand", {
      fields: ["expr", "type"]
    });
    var CallExtension = Node2.extend("CallExtension", {
      init: function init(ext, prop, args, contentArgs) {
        this.parent();
        this.extName = ext.__name || ext;
        this.prop = prop;
        this.args = args || new NodeList();
        this.contentArgs = contentArgs || [];
        this.autoescape = ext.autoescape;
      },
      fields: ["extName", "prop", "args", "contentArgs"]
    });
    var CallExtensionAsync = CallExtension.extend("CallExtensionAsync");
    function print(str, indent, inline) {
      var lines = str.split("\n");
      lines.forEach(function(line, i) {
        if (line && (inline && i > 0 || !inline)) {
          process.stdout.write(" ".repeat(indent));
        }
        var nl = i === lines.length - 1 ? "" : "\n";
        process.stdout.write("" + line + nl);
      });
    }
    function printNodes(node, indent) {
      indent = indent || 0;
      print(node.typename + ": ", indent);
      if (node instanceof NodeList) {
        print("\n");
        node.children.forEach(function(n) {
          printNodes(n, indent + 2);
        });
      } else if (node instanceof CallExtension) {
        print(node.extName + "." + node.prop + "\n");
        if (node.args) {
          printNodes(node.args, indent + 2);
        }
        if (node.contentArgs) {
          node.contentArgs.forEach(function(n) {
            printNodes(n, indent + 2);
          });
        }
      } else {
        var nodes = [];
        var props = null;
        node.iterFields(function(val, fieldName) {
          if (val instanceof Node2) {
            nodes.push([fieldName, val]);
          } else {
            props = props || {};
            props[fieldName] = val;
          }
        });
        if (props) {
          print(JSON.stringify(props, null, 2) + "\n", null, true);
        } else {
          print("\n");
        }
        nodes.forEach(function(_ref) {
          var fieldName = _ref[0], n = _ref[1];
          print("[" + fieldName + "] =>", indent + 2);
          printNodes(n, indent + 4);
        });
      }
    }
    module.exports = {
      Node: Node2,
      Root,
      NodeList,
      Value,
      Literal,
      Symbol: _Symbol,
      Group,
      Array: ArrayNode,
      Pair,
      Dict,
      Output,
      Capture,
      TemplateData,
      If,
      IfAsync,
      InlineIf,
      For,
      AsyncEach,
      AsyncAll,
      Macro,
      Caller,
      Import,
      FromImport,
      FunCall,
      Filter,
      FilterAsync,
      KeywordArgs,
      Block,
      Super,
      Extends,
      Include,
      Set: Set2,
      Switch,
      Case,
      LookupVal,
      BinOp,
      In,
      Is,
      Or,
      And,
      Not,
      Add,
      Concat,
      Sub,
      Mul,
      Div,
      FloorDiv,
      Mod,
      Pow,
      Neg,
      Pos,
      Compare,
      CompareOperand,
      CallExtension,
      CallExtensionAsync,
      printNodes
    };
  }
});

// node_modules/nunjucks/src/parser.js
var require_parser = __commonJS({
  "node_modules/nunjucks/src/parser.js"(exports, module) {
    "use strict";
    function _inheritsLoose(subClass, superClass) {
      subClass.prototype = Object.create(superClass.prototype);
      subClass.prototype.constructor = subClass;
      _setPrototypeOf(subClass, superClass);
    }
    function _setPrototypeOf(o, p) {
      _setPrototypeOf = Object.setPrototypeOf ? Object.setPrototypeOf.bind() : function _setPrototypeOf2(o2, p2) {
        o2.__proto__ = p2;
        return o2;
      };
      return _setPrototypeOf(o, p);
    }
    var lexer = require_lexer();
    var nodes = require_nodes();
    var Obj = require_object().Obj;
    var lib = require_lib();
    var Parser = /* @__PURE__ */ (function(_Obj) {
      _inheritsLoose(Parser2, _Obj);
      function Parser2() {
        return _Obj.apply(this, arguments) || this;
      }
      var _proto = Parser2.prototype;
      _proto.init = function init(tokens) {
        this.tokens = tokens;
        this.peeked = null;
        this.breakOnBlocks = null;
        this.dropLeadingWhitespace = false;
        this.extensions = [];
      };
      _proto.nextToken = function nextToken(withWhitespace) {
        var tok;
        if (this.peeked) {
          if (!withWhitespace && this.peeked.type === lexer.TOKEN_WHITESPACE) {
            this.peeked = null;
          } else {
            tok = this.peeked;
            this.peeked = null;
            return tok;
          }
        }
        tok = this.tokens.nextToken();
        if (!withWhitespace) {
          while (tok && tok.type === lexer.TOKEN_WHITESPACE) {
            tok = this.tokens.nextToken();
          }
        }
        return tok;
      };
      _proto.peekToken = function peekToken() {
        this.peeked = this.peeked || this.nextToken();
        return this.peeked;
      };
      _proto.pushToken = function pushToken(tok) {
        if (this.peeked) {
          throw new Error("pushToken: can only push one token on between reads");
        }
        this.peeked = tok;
      };
      _proto.error = function error(msg, lineno, colno) {
        if (lineno === void 0 || colno === void 0) {
          var tok = this.peekToken() || {};
          lineno = tok.lineno;
          colno = tok.colno;
        }
        if (lineno !== void 0) {
          lineno += 1;
        }
        if (colno !== void 0) {
          colno += 1;
        }
        return new lib.TemplateError(msg, lineno, colno);
      };
      _proto.fail = function fail(msg, lineno, colno) {
        throw this.error(msg, lineno, colno);
      };
      _proto.skip = function skip(type) {
        var tok = this.nextToken();
        if (!tok || tok.type !== type) {
          this.pushToken(tok);
          return false;
        }
        return true;
      };
      _proto.expect = function expect(type) {
        var tok = this.nextToken();
        if (tok.type !== type) {
          this.fail("expected " + type + ", got " + tok.type, tok.lineno, tok.colno);
        }
        return tok;
      };
      _proto.skipValue = function skipValue(type, val) {
        var tok = this.nextToken();
        if (!tok || tok.type !== type || tok.value !== val) {
          this.pushToken(tok);
          return false;
        }
        return true;
      };
      _proto.skipSymbol = function skipSymbol(val) {
        return this.skipValue(lexer.TOKEN_SYMBOL, val);
      };
      _proto.advanceAfterBlockEnd = function advanceAfterBlockEnd(name) {
        var tok;
        if (!name) {
          tok = this.peekToken();
          if (!tok) {
            this.fail("unexpected end of file");
          }
          if (tok.type !== lexer.TOKEN_SYMBOL) {
            this.fail("advanceAfterBlockEnd: expected symbol token or explicit name to be passed");
          }
          name = this.nextToken().value;
        }
        tok = this.nextToken();
        if (tok && tok.type === lexer.TOKEN_BLOCK_END) {
          if (tok.value.charAt(0) === "-") {
            this.dropLeadingWhitespace = true;
          }
        } else {
          this.fail("expected block end in " + name + " statement");
        }
        return tok;
      };
      _proto.advanceAfterVariableEnd = function advanceAfterVariableEnd() {
        var tok = this.nextToken();
        if (tok && tok.type === lexer.TOKEN_VARIABLE_END) {
          this.dropLeadingWhitespace = tok.value.charAt(tok.value.length - this.tokens.tags.VARIABLE_END.length - 1) === "-";
        } else {
          this.pushToken(tok);
          this.fail("expected variable end");
        }
      };
      _proto.parseFor = function parseFor() {
        var forTok = this.peekToken();
        var node;
        var endBlock;
        if (this.skipSymbol("for")) {
          node = new nodes.For(forTok.lineno, forTok.colno);
          endBlock = "endfor";
        } else if (this.skipSymbol("asyncEach")) {
          node = new nodes.AsyncEach(forTok.lineno, forTok.colno);
          endBlock = "endeach";
        } else if (this.skipSymbol("asyncAll")) {
          node = new nodes.AsyncAll(forTok.lineno, forTok.colno);
          endBlock = "endall";
        } else {
          this.fail("parseFor: expected for{Async}", forTok.lineno, forTok.colno);
        }
        node.name = this.parsePrimary();
        if (!(node.name instanceof nodes.Symbol)) {
          this.fail("parseFor: variable name expected for loop");
        }
        var type = this.peekToken().type;
        if (type === lexer.TOKEN_COMMA) {
          var key = node.name;
          node.name = new nodes.Array(key.lineno, key.colno);
          node.name.addChild(key);
          while (this.skip(lexer.TOKEN_COMMA)) {
            var prim = this.parsePrimary();
            node.name.addChild(prim);
          }
        }
        if (!this.skipSymbol("in")) {
          this.fail('parseFor: expected "in" keyword for loop', forTok.lineno, forTok.colno);
        }
        node.arr = this.parseExpression();
        this.advanceAfterBlockEnd(forTok.value);
        node.body = this.parseUntilBlocks(endBlock, "else");
        if (this.skipSymbol("else")) {
          this.advanceAfterBlockEnd("else");
          node.else_ = this.parseUntilBlocks(endBlock);
        }
        this.advanceAfterBlockEnd();
        return node;
      };
      _proto.parseMacro = function parseMacro() {
        var macroTok = this.peekToken();
        if (!this.skipSymbol("macro")) {
          this.fail("expected macro");
        }
        var name = this.parsePrimary(true);
        var args = this.parseSignature();
        var node = new nodes.Macro(macroTok.lineno, macroTok.colno, name, args);
        this.advanceAfterBlockEnd(macroTok.value);
        node.body = this.parseUntilBlocks("endmacro");
        this.advanceAfterBlockEnd();
        return node;
      };
      _proto.parseCall = function parseCall() {
        var callTok = this.peekToken();
        if (!this.skipSymbol("call")) {
          this.fail("expected call");
        }
        var callerArgs = this.parseSignature(true) || new nodes.NodeList();
        var macroCall = this.parsePrimary();
        this.advanceAfterBlockEnd(callTok.value);
        var body = this.parseUntilBlocks("endcall");
        this.advanceAfterBlockEnd();
        var callerName = new nodes.Symbol(callTok.lineno, callTok.colno, "caller");
        var callerNode = new nodes.Caller(callTok.lineno, callTok.colno, callerName, callerArgs, body);
        var args = macroCall.args.children;
        if (!(args[args.length - 1] instanceof nodes.KeywordArgs)) {
          args.push(new nodes.KeywordArgs());
        }
        var kwargs = args[args.length - 1];
        kwargs.addChild(new nodes.Pair(callTok.lineno, callTok.colno, callerName, callerNode));
        return new nodes.Output(callTok.lineno, callTok.colno, [macroCall]);
      };
      _proto.parseWithContext = function parseWithContext() {
        var tok = this.peekToken();
        var withContext = null;
        if (this.skipSymbol("with")) {
          withContext = true;
        } else if (this.skipSymbol("without")) {
          withContext = false;
        }
        if (withContext !== null) {
          if (!this.skipSymbol("context")) {
            this.fail("parseFrom: expected context after with/without", tok.lineno, tok.colno);
          }
        }
        return withContext;
      };
      _proto.parseImport = function parseImport() {
        var importTok = this.peekToken();
        if (!this.skipSymbol("import")) {
          this.fail("parseImport: expected import", importTok.lineno, importTok.colno);
        }
        var template2 = this.parseExpression();
        if (!this.skipSymbol("as")) {
          this.fail('parseImport: expected "as" keyword', importTok.lineno, importTok.colno);
        }
        var target = this.parseExpression();
        var withContext = this.parseWithContext();
        var node = new nodes.Import(importTok.lineno, importTok.colno, template2, target, withContext);
        this.advanceAfterBlockEnd(importTok.value);
        return node;
      };
      _proto.parseFrom = function parseFrom() {
        var fromTok = this.peekToken();
        if (!this.skipSymbol("from")) {
          this.fail("parseFrom: expected from");
        }
        var template2 = this.parseExpression();
        if (!this.skipSymbol("import")) {
          this.fail("parseFrom: expected import", fromTok.lineno, fromTok.colno);
        }
        var names = new nodes.NodeList();
        var withContext;
        while (1) {
          var nextTok = this.peekToken();
          if (nextTok.type === lexer.TOKEN_BLOCK_END) {
            if (!names.children.length) {
              this.fail("parseFrom: Expected at least one import name", fromTok.lineno, fromTok.colno);
            }
            if (nextTok.value.charAt(0) === "-") {
              this.dropLeadingWhitespace = true;
            }
            this.nextToken();
            break;
          }
          if (names.children.length > 0 && !this.skip(lexer.TOKEN_COMMA)) {
            this.fail("parseFrom: expected comma", fromTok.lineno, fromTok.colno);
          }
          var name = this.parsePrimary();
          if (name.value.charAt(0) === "_") {
            this.fail("parseFrom: names starting with an underscore cannot be imported", name.lineno, name.colno);
          }
          if (this.skipSymbol("as")) {
            var alias = this.parsePrimary();
            names.addChild(new nodes.Pair(name.lineno, name.colno, name, alias));
          } else {
            names.addChild(name);
          }
          withContext = this.parseWithContext();
        }
        return new nodes.FromImport(fromTok.lineno, fromTok.colno, template2, names, withContext);
      };
      _proto.parseBlock = function parseBlock() {
        var tag = this.peekToken();
        if (!this.skipSymbol("block")) {
          this.fail("parseBlock: expected block", tag.lineno, tag.colno);
        }
        var node = new nodes.Block(tag.lineno, tag.colno);
        node.name = this.parsePrimary();
        if (!(node.name instanceof nodes.Symbol)) {
          this.fail("parseBlock: variable name expected", tag.lineno, tag.colno);
        }
        this.advanceAfterBlockEnd(tag.value);
        node.body = this.parseUntilBlocks("endblock");
        this.skipSymbol("endblock");
        this.skipSymbol(node.name.value);
        var tok = this.peekToken();
        if (!tok) {
          this.fail("parseBlock: expected endblock, got end of file");
        }
        this.advanceAfterBlockEnd(tok.value);
        return node;
      };
      _proto.parseExtends = function parseExtends() {
        var tagName = "extends";
        var tag = this.peekToken();
        if (!this.skipSymbol(tagName)) {
          this.fail("parseTemplateRef: expected " + tagName);
        }
        var node = new nodes.Extends(tag.lineno, tag.colno);
        node.template = this.parseExpression();
        this.advanceAfterBlockEnd(tag.value);
        return node;
      };
      _proto.parseInclude = function parseInclude() {
        var tagName = "include";
        var tag = this.peekToken();
        if (!this.skipSymbol(tagName)) {
          this.fail("parseInclude: expected " + tagName);
        }
        var node = new nodes.Include(tag.lineno, tag.colno);
        node.template = this.parseExpression();
        if (this.skipSymbol("ignore") && this.skipSymbol("missing")) {
          node.ignoreMissing = true;
        }
        this.advanceAfterBlockEnd(tag.value);
        return node;
      };
      _proto.parseIf = function parseIf() {
        var tag = this.peekToken();
        var node;
        if (this.skipSymbol("if") || this.skipSymbol("elif") || this.skipSymbol("elseif")) {
          node = new nodes.If(tag.lineno, tag.colno);
        } else if (this.skipSymbol("ifAsync")) {
          node = new nodes.IfAsync(tag.lineno, tag.colno);
        } else {
          this.fail("parseIf: expected if, elif, or elseif", tag.lineno, tag.colno);
        }
        node.cond = this.parseExpression();
        this.advanceAfterBlockEnd(tag.value);
        node.body = this.parseUntilBlocks("elif", "elseif", "else", "endif");
        var tok = this.peekToken();
        switch (tok && tok.value) {
          case "elseif":
          case "elif":
            node.else_ = this.parseIf();
            break;
          case "else":
            this.advanceAfterBlockEnd();
            node.else_ = this.parseUntilBlocks("endif");
            this.advanceAfterBlockEnd();
            break;
          case "endif":
            node.else_ = null;
            this.advanceAfterBlockEnd();
            break;
          default:
            this.fail("parseIf: expected elif, else, or endif, got end of file");
        }
        return node;
      };
      _proto.parseSet = function parseSet() {
        var tag = this.peekToken();
        if (!this.skipSymbol("set")) {
          this.fail("parseSet: expected set", tag.lineno, tag.colno);
        }
        var node = new nodes.Set(tag.lineno, tag.colno, []);
        var target;
        while (target = this.parsePrimary()) {
          node.targets.push(target);
          if (!this.skip(lexer.TOKEN_COMMA)) {
            break;
          }
        }
        if (!this.skipValue(lexer.TOKEN_OPERATOR, "=")) {
          if (!this.skip(lexer.TOKEN_BLOCK_END)) {
            this.fail("parseSet: expected = or block end in set tag", tag.lineno, tag.colno);
          } else {
            node.body = new nodes.Capture(tag.lineno, tag.colno, this.parseUntilBlocks("endset"));
            node.value = null;
            this.advanceAfterBlockEnd();
          }
        } else {
          node.value = this.parseExpression();
          this.advanceAfterBlockEnd(tag.value);
        }
        return node;
      };
      _proto.parseSwitch = function parseSwitch() {
        var switchStart = "switch";
        var switchEnd = "endswitch";
        var caseStart = "case";
        var caseDefault = "default";
        var tag = this.peekToken();
        if (!this.skipSymbol(switchStart) && !this.skipSymbol(caseStart) && !this.skipSymbol(caseDefault)) {
          this.fail('parseSwitch: expected "switch," "case" or "default"', tag.lineno, tag.colno);
        }
        var expr = this.parseExpression();
        this.advanceAfterBlockEnd(switchStart);
        this.parseUntilBlocks(caseStart, caseDefault, switchEnd);
        var tok = this.peekToken();
        var cases = [];
        var defaultCase;
        do {
          this.skipSymbol(caseStart);
          var cond = this.parseExpression();
          this.advanceAfterBlockEnd(switchStart);
          var body = this.parseUntilBlocks(caseStart, caseDefault, switchEnd);
          cases.push(new nodes.Case(tok.line, tok.col, cond, body));
          tok = this.peekToken();
        } while (tok && tok.value === caseStart);
        switch (tok.value) {
          case caseDefault:
            this.advanceAfterBlockEnd();
            defaultCase = this.parseUntilBlocks(switchEnd);
            this.advanceAfterBlockEnd();
            break;
          case switchEnd:
            this.advanceAfterBlockEnd();
            break;
          default:
            this.fail('parseSwitch: expected "case," "default" or "endswitch," got EOF.');
        }
        return new nodes.Switch(tag.lineno, tag.colno, expr, cases, defaultCase);
      };
      _proto.parseStatement = function parseStatement() {
        var tok = this.peekToken();
        var node;
        if (tok.type !== lexer.TOKEN_SYMBOL) {
          this.fail("tag name expected", tok.lineno, tok.colno);
        }
        if (this.breakOnBlocks && lib.indexOf(this.breakOnBlocks, tok.value) !== -1) {
          return null;
        }
        switch (tok.value) {
          case "raw":
            return this.parseRaw();
          case "verbatim":
            return this.parseRaw("verbatim");
          case "if":
          case "ifAsync":
            return this.parseIf();
          case "for":
          case "asyncEach":
          case "asyncAll":
            return this.parseFor();
          case "block":
            return this.parseBlock();
          case "extends":
            return this.parseExtends();
          case "include":
            return this.parseInclude();
          case "set":
            return this.parseSet();
          case "macro":
            return this.parseMacro();
          case "call":
            return this.parseCall();
          case "import":
            return this.parseImport();
          case "from":
            return this.parseFrom();
          case "filter":
            return this.parseFilterStatement();
          case "switch":
            return this.parseSwitch();
          default:
            if (this.extensions.length) {
              for (var i = 0; i < this.extensions.length; i++) {
                var ext = this.extensions[i];
                if (lib.indexOf(ext.tags || [], tok.value) !== -1) {
                  return ext.parse(this, nodes, lexer);
                }
              }
            }
            this.fail("unknown block tag: " + tok.value, tok.lineno, tok.colno);
        }
        return node;
      };
      _proto.parseRaw = function parseRaw(tagName) {
        tagName = tagName || "raw";
        var endTagName = "end" + tagName;
        var rawBlockRegex = new RegExp("([\\s\\S]*?){%\\s*(" + tagName + "|" + endTagName + ")\\s*(?=%})%}");
        var rawLevel = 1;
        var str = "";
        var matches = null;
        var begun = this.advanceAfterBlockEnd();
        while ((matches = this.tokens._extractRegex(rawBlockRegex)) && rawLevel > 0) {
          var all = matches[0];
          var pre = matches[1];
          var blockName = matches[2];
          if (blockName === tagName) {
            rawLevel += 1;
          } else if (blockName === endTagName) {
            rawLevel -= 1;
          }
          if (rawLevel === 0) {
            str += pre;
            this.tokens.backN(all.length - pre.length);
          } else {
            str += all;
          }
        }
        return new nodes.Output(begun.lineno, begun.colno, [new nodes.TemplateData(begun.lineno, begun.colno, str)]);
      };
      _proto.parsePostfix = function parsePostfix(node) {
        var lookup;
        var tok = this.peekToken();
        while (tok) {
          if (tok.type === lexer.TOKEN_LEFT_PAREN) {
            node = new nodes.FunCall(tok.lineno, tok.colno, node, this.parseSignature());
          } else if (tok.type === lexer.TOKEN_LEFT_BRACKET) {
            lookup = this.parseAggregate();
            if (lookup.children.length > 1) {
              this.fail("invalid index");
            }
            node = new nodes.LookupVal(tok.lineno, tok.colno, node, lookup.children[0]);
          } else if (tok.type === lexer.TOKEN_OPERATOR && tok.value === ".") {
            this.nextToken();
            var val = this.nextToken();
            if (val.type !== lexer.TOKEN_SYMBOL) {
              this.fail("expected name as lookup value, got " + val.value, val.lineno, val.colno);
            }
            lookup = new nodes.Literal(val.lineno, val.colno, val.value);
            node = new nodes.LookupVal(tok.lineno, tok.colno, node, lookup);
          } else {
            break;
          }
          tok = this.peekToken();
        }
        return node;
      };
      _proto.parseExpression = function parseExpression() {
        var node = this.parseInlineIf();
        return node;
      };
      _proto.parseInlineIf = function parseInlineIf() {
        var node = this.parseOr();
        if (this.skipSymbol("if")) {
          var condNode = this.parseOr();
          var bodyNode = node;
          node = new nodes.InlineIf(node.lineno, node.colno);
          node.body = bodyNode;
          node.cond = condNode;
          if (this.skipSymbol("else")) {
            node.else_ = this.parseOr();
          } else {
            node.else_ = null;
          }
        }
        return node;
      };
      _proto.parseOr = function parseOr() {
        var node = this.parseAnd();
        while (this.skipSymbol("or")) {
          var node2 = this.parseAnd();
          node = new nodes.Or(node.lineno, node.colno, node, node2);
        }
        return node;
      };
      _proto.parseAnd = function parseAnd() {
        var node = this.parseNot();
        while (this.skipSymbol("and")) {
          var node2 = this.parseNot();
          node = new nodes.And(node.lineno, node.colno, node, node2);
        }
        return node;
      };
      _proto.parseNot = function parseNot() {
        var tok = this.peekToken();
        if (this.skipSymbol("not")) {
          return new nodes.Not(tok.lineno, tok.colno, this.parseNot());
        }
        return this.parseIn();
      };
      _proto.parseIn = function parseIn() {
        var node = this.parseIs();
        while (1) {
          var tok = this.nextToken();
          if (!tok) {
            break;
          }
          var invert = tok.type === lexer.TOKEN_SYMBOL && tok.value === "not";
          if (!invert) {
            this.pushToken(tok);
          }
          if (this.skipSymbol("in")) {
            var node2 = this.parseIs();
            node = new nodes.In(node.lineno, node.colno, node, node2);
            if (invert) {
              node = new nodes.Not(node.lineno, node.colno, node);
            }
          } else {
            if (invert) {
              this.pushToken(tok);
            }
            break;
          }
        }
        return node;
      };
      _proto.parseIs = function parseIs() {
        var node = this.parseCompare();
        if (this.skipSymbol("is")) {
          var not = this.skipSymbol("not");
          var node2 = this.parseCompare();
          node = new nodes.Is(node.lineno, node.colno, node, node2);
          if (not) {
            node = new nodes.Not(node.lineno, node.colno, node);
          }
        }
        return node;
      };
      _proto.parseCompare = function parseCompare() {
        var compareOps = ["==", "===", "!=", "!==", "<", ">", "<=", ">="];
        var expr = this.parseConcat();
        var ops = [];
        while (1) {
          var tok = this.nextToken();
          if (!tok) {
            break;
          } else if (compareOps.indexOf(tok.value) !== -1) {
            ops.push(new nodes.CompareOperand(tok.lineno, tok.colno, this.parseConcat(), tok.value));
          } else {
            this.pushToken(tok);
            break;
          }
        }
        if (ops.length) {
          return new nodes.Compare(ops[0].lineno, ops[0].colno, expr, ops);
        } else {
          return expr;
        }
      };
      _proto.parseConcat = function parseConcat() {
        var node = this.parseAdd();
        while (this.skipValue(lexer.TOKEN_TILDE, "~")) {
          var node2 = this.parseAdd();
          node = new nodes.Concat(node.lineno, node.colno, node, node2);
        }
        return node;
      };
      _proto.parseAdd = function parseAdd() {
        var node = this.parseSub();
        while (this.skipValue(lexer.TOKEN_OPERATOR, "+")) {
          var node2 = this.parseSub();
          node = new nodes.Add(node.lineno, node.colno, node, node2);
        }
        return node;
      };
      _proto.parseSub = function parseSub() {
        var node = this.parseMul();
        while (this.skipValue(lexer.TOKEN_OPERATOR, "-")) {
          var node2 = this.parseMul();
          node = new nodes.Sub(node.lineno, node.colno, node, node2);
        }
        return node;
      };
      _proto.parseMul = function parseMul() {
        var node = this.parseDiv();
        while (this.skipValue(lexer.TOKEN_OPERATOR, "*")) {
          var node2 = this.parseDiv();
          node = new nodes.Mul(node.lineno, node.colno, node, node2);
        }
        return node;
      };
      _proto.parseDiv = function parseDiv() {
        var node = this.parseFloorDiv();
        while (this.skipValue(lexer.TOKEN_OPERATOR, "/")) {
          var node2 = this.parseFloorDiv();
          node = new nodes.Div(node.lineno, node.colno, node, node2);
        }
        return node;
      };
      _proto.parseFloorDiv = function parseFloorDiv() {
        var node = this.parseMod();
        while (this.skipValue(lexer.TOKEN_OPERATOR, "//")) {
          var node2 = this.parseMod();
          node = new nodes.FloorDiv(node.lineno, node.colno, node, node2);
        }
        return node;
      };
      _proto.parseMod = function parseMod() {
        var node = this.parsePow();
        while (this.skipValue(lexer.TOKEN_OPERATOR, "%")) {
          var node2 = this.parsePow();
          node = new nodes.Mod(node.lineno, node.colno, node, node2);
        }
        return node;
      };
      _proto.parsePow = function parsePow() {
        var node = this.parseUnary();
        while (this.skipValue(lexer.TOKEN_OPERATOR, "**")) {
          var node2 = this.parseUnary();
          node = new nodes.Pow(node.lineno, node.colno, node, node2);
        }
        return node;
      };
      _proto.parseUnary = function parseUnary(noFilters) {
        var tok = this.peekToken();
        var node;
        if (this.skipValue(lexer.TOKEN_OPERATOR, "-")) {
          node = new nodes.Neg(tok.lineno, tok.colno, this.parseUnary(true));
        } else if (this.skipValue(lexer.TOKEN_OPERATOR, "+")) {
          node = new nodes.Pos(tok.lineno, tok.colno, this.parseUnary(true));
        } else {
          node = this.parsePrimary();
        }
        if (!noFilters) {
          node = this.parseFilter(node);
        }
        return node;
      };
      _proto.parsePrimary = function parsePrimary(noPostfix) {
        var tok = this.nextToken();
        var val;
        var node = null;
        if (!tok) {
          this.fail("expected expression, got end of file");
        } else if (tok.type === lexer.TOKEN_STRING) {
          val = tok.value;
        } else if (tok.type === lexer.TOKEN_INT) {
          val = parseInt(tok.value, 10);
        } else if (tok.type === lexer.TOKEN_FLOAT) {
          val = parseFloat(tok.value);
        } else if (tok.type === lexer.TOKEN_BOOLEAN) {
          if (tok.value === "true") {
            val = true;
          } else if (tok.value === "false") {
            val = false;
          } else {
            this.fail("invalid boolean: " + tok.value, tok.lineno, tok.colno);
          }
        } else if (tok.type === lexer.TOKEN_NONE) {
          val = null;
        } else if (tok.type === lexer.TOKEN_REGEX) {
          val = new RegExp(tok.value.body, tok.value.flags);
        }
        if (val !== void 0) {
          node = new nodes.Literal(tok.lineno, tok.colno, val);
        } else if (tok.type === lexer.TOKEN_SYMBOL) {
          node = new nodes.Symbol(tok.lineno, tok.colno, tok.value);
        } else {
          this.pushToken(tok);
          node = this.parseAggregate();
        }
        if (!noPostfix) {
          node = this.parsePostfix(node);
        }
        if (node) {
          return node;
        } else {
          throw this.error("unexpected token: " + tok.value, tok.lineno, tok.colno);
        }
      };
      _proto.parseFilterName = function parseFilterName() {
        var tok = this.expect(lexer.TOKEN_SYMBOL);
        var name = tok.value;
        while (this.skipValue(lexer.TOKEN_OPERATOR, ".")) {
          name += "." + this.expect(lexer.TOKEN_SYMBOL).value;
        }
        return new nodes.Symbol(tok.lineno, tok.colno, name);
      };
      _proto.parseFilterArgs = function parseFilterArgs(node) {
        if (this.peekToken().type === lexer.TOKEN_LEFT_PAREN) {
          var call = this.parsePostfix(node);
          return call.args.children;
        }
        return [];
      };
      _proto.parseFilter = function parseFilter(node) {
        while (this.skip(lexer.TOKEN_PIPE)) {
          var name = this.parseFilterName();
          node = new nodes.Filter(name.lineno, name.colno, name, new nodes.NodeList(name.lineno, name.colno, [node].concat(this.parseFilterArgs(node))));
        }
        return node;
      };
      _proto.parseFilterStatement = function parseFilterStatement() {
        var filterTok = this.peekToken();
        if (!this.skipSymbol("filter")) {
          this.fail("parseFilterStatement: expected filter");
        }
        var name = this.parseFilterName();
        var args = this.parseFilterArgs(name);
        this.advanceAfterBlockEnd(filterTok.value);
        var body = new nodes.Capture(name.lineno, name.colno, this.parseUntilBlocks("endfilter"));
        this.advanceAfterBlockEnd();
        var node = new nodes.Filter(name.lineno, name.colno, name, new nodes.NodeList(name.lineno, name.colno, [body].concat(args)));
        return new nodes.Output(name.lineno, name.colno, [node]);
      };
      _proto.parseAggregate = function parseAggregate() {
        var tok = this.nextToken();
        var node;
        switch (tok.type) {
          case lexer.TOKEN_LEFT_PAREN:
            node = new nodes.Group(tok.lineno, tok.colno);
            break;
          case lexer.TOKEN_LEFT_BRACKET:
            node = new nodes.Array(tok.lineno, tok.colno);
            break;
          case lexer.TOKEN_LEFT_CURLY:
            node = new nodes.Dict(tok.lineno, tok.colno);
            break;
          default:
            return null;
        }
        while (1) {
          var type = this.peekToken().type;
          if (type === lexer.TOKEN_RIGHT_PAREN || type === lexer.TOKEN_RIGHT_BRACKET || type === lexer.TOKEN_RIGHT_CURLY) {
            this.nextToken();
            break;
          }
          if (node.children.length > 0) {
            if (!this.skip(lexer.TOKEN_COMMA)) {
              this.fail("parseAggregate: expected comma after expression", tok.lineno, tok.colno);
            }
          }
          if (node instanceof nodes.Dict) {
            var key = this.parsePrimary();
            if (!this.skip(lexer.TOKEN_COLON)) {
              this.fail("parseAggregate: expected colon after dict key", tok.lineno, tok.colno);
            }
            var value = this.parseExpression();
            node.addChild(new nodes.Pair(key.lineno, key.colno, key, value));
          } else {
            var expr = this.parseExpression();
            node.addChild(expr);
          }
        }
        return node;
      };
      _proto.parseSignature = function parseSignature(tolerant, noParens) {
        var tok = this.peekToken();
        if (!noParens && tok.type !== lexer.TOKEN_LEFT_PAREN) {
          if (tolerant) {
            return null;
          } else {
            this.fail("expected arguments", tok.lineno, tok.colno);
          }
        }
        if (tok.type === lexer.TOKEN_LEFT_PAREN) {
          tok = this.nextToken();
        }
        var args = new nodes.NodeList(tok.lineno, tok.colno);
        var kwargs = new nodes.KeywordArgs(tok.lineno, tok.colno);
        var checkComma = false;
        while (1) {
          tok = this.peekToken();
          if (!noParens && tok.type === lexer.TOKEN_RIGHT_PAREN) {
            this.nextToken();
            break;
          } else if (noParens && tok.type === lexer.TOKEN_BLOCK_END) {
            break;
          }
          if (checkComma && !this.skip(lexer.TOKEN_COMMA)) {
            this.fail("parseSignature: expected comma after expression", tok.lineno, tok.colno);
          } else {
            var arg = this.parseExpression();
            if (this.skipValue(lexer.TOKEN_OPERATOR, "=")) {
              kwargs.addChild(new nodes.Pair(arg.lineno, arg.colno, arg, this.parseExpression()));
            } else {
              args.addChild(arg);
            }
          }
          checkComma = true;
        }
        if (kwargs.children.length) {
          args.addChild(kwargs);
        }
        return args;
      };
      _proto.parseUntilBlocks = function parseUntilBlocks() {
        var prev = this.breakOnBlocks;
        for (var _len = arguments.length, blockNames = new Array(_len), _key = 0; _key < _len; _key++) {
          blockNames[_key] = arguments[_key];
        }
        this.breakOnBlocks = blockNames;
        var ret = this.parse();
        this.breakOnBlocks = prev;
        return ret;
      };
      _proto.parseNodes = function parseNodes() {
        var tok;
        var buf = [];
        while (tok = this.nextToken()) {
          if (tok.type === lexer.TOKEN_DATA) {
            var data = tok.value;
            var nextToken = this.peekToken();
            var nextVal = nextToken && nextToken.value;
            if (this.dropLeadingWhitespace) {
              data = data.replace(/^\s*/, "");
              this.dropLeadingWhitespace = false;
            }
            if (nextToken && (nextToken.type === lexer.TOKEN_BLOCK_START && nextVal.charAt(nextVal.length - 1) === "-" || nextToken.type === lexer.TOKEN_VARIABLE_START && nextVal.charAt(this.tokens.tags.VARIABLE_START.length) === "-" || nextToken.type === lexer.TOKEN_COMMENT && nextVal.charAt(this.tokens.tags.COMMENT_START.length) === "-")) {
              data = data.replace(/\s*$/, "");
            }
            buf.push(new nodes.Output(tok.lineno, tok.colno, [new nodes.TemplateData(tok.lineno, tok.colno, data)]));
          } else if (tok.type === lexer.TOKEN_BLOCK_START) {
            this.dropLeadingWhitespace = false;
            var n = this.parseStatement();
            if (!n) {
              break;
            }
            buf.push(n);
          } else if (tok.type === lexer.TOKEN_VARIABLE_START) {
            var e = this.parseExpression();
            this.dropLeadingWhitespace = false;
            this.advanceAfterVariableEnd();
            buf.push(new nodes.Output(tok.lineno, tok.colno, [e]));
          } else if (tok.type === lexer.TOKEN_COMMENT) {
            this.dropLeadingWhitespace = tok.value.charAt(tok.value.length - this.tokens.tags.COMMENT_END.length - 1) === "-";
          } else {
            this.fail("Unexpected token at top-level: " + tok.type, tok.lineno, tok.colno);
          }
        }
        return buf;
      };
      _proto.parse = function parse() {
        return new nodes.NodeList(0, 0, this.parseNodes());
      };
      _proto.parseAsRoot = function parseAsRoot() {
        return new nodes.Root(0, 0, this.parseNodes());
      };
      return Parser2;
    })(Obj);
    module.exports = {
      parse: function parse(src, extensions, opts) {
        var p = new Parser(lexer.lex(src, opts));
        if (extensions !== void 0) {
          p.extensions = extensions;
        }
        return p.parseAsRoot();
      },
      Parser
    };
  }
});

// node_modules/nunjucks/src/transformer.js
var require_transformer = __commonJS({
  "node_modules/nunjucks/src/transformer.js"(exports, module) {
    "use strict";
    var nodes = require_nodes();
    var lib = require_lib();
    var sym = 0;
    function gensym() {
      return "hole_" + sym++;
    }
    function mapCOW(arr, func) {
      var res = null;
      for (var i = 0; i < arr.length; i++) {
        var item = func(arr[i]);
        if (item !== arr[i]) {
          if (!res) {
            res = arr.slice();
          }
          res[i] = item;
        }
      }
      return res || arr;
    }
    function walk(ast, func, depthFirst) {
      if (!(ast instanceof nodes.Node)) {
        return ast;
      }
      if (!depthFirst) {
        var astT = func(ast);
        if (astT && astT !== ast) {
          return astT;
        }
      }
      if (ast instanceof nodes.NodeList) {
        var children = mapCOW(ast.children, function(node) {
          return walk(node, func, depthFirst);
        });
        if (children !== ast.children) {
          ast = new nodes[ast.typename](ast.lineno, ast.colno, children);
        }
      } else if (ast instanceof nodes.CallExtension) {
        var args = walk(ast.args, func, depthFirst);
        var contentArgs = mapCOW(ast.contentArgs, function(node) {
          return walk(node, func, depthFirst);
        });
        if (args !== ast.args || contentArgs !== ast.contentArgs) {
          ast = new nodes[ast.typename](ast.extName, ast.prop, args, contentArgs);
        }
      } else {
        var props = ast.fields.map(function(field2) {
          return ast[field2];
        });
        var propsT = mapCOW(props, function(prop) {
          return walk(prop, func, depthFirst);
        });
        if (propsT !== props) {
          ast = new nodes[ast.typename](ast.lineno, ast.colno);
          propsT.forEach(function(prop, i) {
            ast[ast.fields[i]] = prop;
          });
        }
      }
      return depthFirst ? func(ast) || ast : ast;
    }
    function depthWalk(ast, func) {
      return walk(ast, func, true);
    }
    function _liftFilters(node, asyncFilters, prop) {
      var children = [];
      var walked = depthWalk(prop ? node[prop] : node, function(descNode) {
        var symbol;
        if (descNode instanceof nodes.Block) {
          return descNode;
        } else if (descNode instanceof nodes.Filter && lib.indexOf(asyncFilters, descNode.name.value) !== -1 || descNode instanceof nodes.CallExtensionAsync) {
          symbol = new nodes.Symbol(descNode.lineno, descNode.colno, gensym());
          children.push(new nodes.FilterAsync(descNode.lineno, descNode.colno, descNode.name, descNode.args, symbol));
        }
        return symbol;
      });
      if (prop) {
        node[prop] = walked;
      } else {
        node = walked;
      }
      if (children.length) {
        children.push(node);
        return new nodes.NodeList(node.lineno, node.colno, children);
      } else {
        return node;
      }
    }
    function liftFilters(ast, asyncFilters) {
      return depthWalk(ast, function(node) {
        if (node instanceof nodes.Output) {
          return _liftFilters(node, asyncFilters);
        } else if (node instanceof nodes.Set) {
          return _liftFilters(node, asyncFilters, "value");
        } else if (node instanceof nodes.For) {
          return _liftFilters(node, asyncFilters, "arr");
        } else if (node instanceof nodes.If) {
          return _liftFilters(node, asyncFilters, "cond");
        } else if (node instanceof nodes.CallExtension) {
          return _liftFilters(node, asyncFilters, "args");
        } else {
          return void 0;
        }
      });
    }
    function liftSuper(ast) {
      return walk(ast, function(blockNode) {
        if (!(blockNode instanceof nodes.Block)) {
          return;
        }
        var hasSuper = false;
        var symbol = gensym();
        blockNode.body = walk(blockNode.body, function(node) {
          if (node instanceof nodes.FunCall && node.name.value === "super") {
            hasSuper = true;
            return new nodes.Symbol(node.lineno, node.colno, symbol);
          }
        });
        if (hasSuper) {
          blockNode.body.children.unshift(new nodes.Super(0, 0, blockNode.name, new nodes.Symbol(0, 0, symbol)));
        }
      });
    }
    function convertStatements(ast) {
      return depthWalk(ast, function(node) {
        if (!(node instanceof nodes.If) && !(node instanceof nodes.For)) {
          return void 0;
        }
        var async = false;
        walk(node, function(child) {
          if (child instanceof nodes.FilterAsync || child instanceof nodes.IfAsync || child instanceof nodes.AsyncEach || child instanceof nodes.AsyncAll || child instanceof nodes.CallExtensionAsync) {
            async = true;
            return child;
          }
          return void 0;
        });
        if (async) {
          if (node instanceof nodes.If) {
            return new nodes.IfAsync(node.lineno, node.colno, node.cond, node.body, node.else_);
          } else if (node instanceof nodes.For && !(node instanceof nodes.AsyncAll)) {
            return new nodes.AsyncEach(node.lineno, node.colno, node.arr, node.name, node.body, node.else_);
          }
        }
        return void 0;
      });
    }
    function cps(ast, asyncFilters) {
      return convertStatements(liftSuper(liftFilters(ast, asyncFilters)));
    }
    function transform(ast, asyncFilters) {
      return cps(ast, asyncFilters || []);
    }
    module.exports = {
      transform
    };
  }
});

// node_modules/nunjucks/src/runtime.js
var require_runtime = __commonJS({
  "node_modules/nunjucks/src/runtime.js"(exports, module) {
    "use strict";
    var lib = require_lib();
    var arrayFrom = Array.from;
    var supportsIterators = typeof Symbol === "function" && Symbol.iterator && typeof arrayFrom === "function";
    var Frame = /* @__PURE__ */ (function() {
      function Frame2(parent, isolateWrites) {
        this.variables = /* @__PURE__ */ Object.create(null);
        this.parent = parent;
        this.topLevel = false;
        this.isolateWrites = isolateWrites;
      }
      var _proto = Frame2.prototype;
      _proto.set = function set(name, val, resolveUp) {
        var parts = name.split(".");
        var obj = this.variables;
        var frame = this;
        if (resolveUp) {
          if (frame = this.resolve(parts[0], true)) {
            frame.set(name, val);
            return;
          }
        }
        for (var i = 0; i < parts.length - 1; i++) {
          var id = parts[i];
          if (!obj[id]) {
            obj[id] = {};
          }
          obj = obj[id];
        }
        obj[parts[parts.length - 1]] = val;
      };
      _proto.get = function get(name) {
        var val = this.variables[name];
        if (val !== void 0) {
          return val;
        }
        return null;
      };
      _proto.lookup = function lookup(name) {
        var p = this.parent;
        var val = this.variables[name];
        if (val !== void 0) {
          return val;
        }
        return p && p.lookup(name);
      };
      _proto.resolve = function resolve(name, forWrite) {
        var p = forWrite && this.isolateWrites ? void 0 : this.parent;
        var val = this.variables[name];
        if (val !== void 0) {
          return this;
        }
        return p && p.resolve(name);
      };
      _proto.push = function push(isolateWrites) {
        return new Frame2(this, isolateWrites);
      };
      _proto.pop = function pop() {
        return this.parent;
      };
      return Frame2;
    })();
    function makeMacro(argNames, kwargNames, func) {
      return function macro() {
        for (var _len = arguments.length, macroArgs = new Array(_len), _key = 0; _key < _len; _key++) {
          macroArgs[_key] = arguments[_key];
        }
        var argCount = numArgs(macroArgs);
        var args;
        var kwargs = getKeywordArgs(macroArgs);
        if (argCount > argNames.length) {
          args = macroArgs.slice(0, argNames.length);
          macroArgs.slice(args.length, argCount).forEach(function(val, i2) {
            if (i2 < kwargNames.length) {
              kwargs[kwargNames[i2]] = val;
            }
          });
          args.push(kwargs);
        } else if (argCount < argNames.length) {
          args = macroArgs.slice(0, argCount);
          for (var i = argCount; i < argNames.length; i++) {
            var arg = argNames[i];
            args.push(kwargs[arg]);
            delete kwargs[arg];
          }
          args.push(kwargs);
        } else {
          args = macroArgs;
        }
        return func.apply(this, args);
      };
    }
    function makeKeywordArgs(obj) {
      obj.__keywords = true;
      return obj;
    }
    function isKeywordArgs(obj) {
      return obj && Object.prototype.hasOwnProperty.call(obj, "__keywords");
    }
    function getKeywordArgs(args) {
      var len = args.length;
      if (len) {
        var lastArg = args[len - 1];
        if (isKeywordArgs(lastArg)) {
          return lastArg;
        }
      }
      return {};
    }
    function numArgs(args) {
      var len = args.length;
      if (len === 0) {
        return 0;
      }
      var lastArg = args[len - 1];
      if (isKeywordArgs(lastArg)) {
        return len - 1;
      } else {
        return len;
      }
    }
    function SafeString(val) {
      if (typeof val !== "string") {
        return val;
      }
      this.val = val;
      this.length = val.length;
    }
    SafeString.prototype = Object.create(String.prototype, {
      length: {
        writable: true,
        configurable: true,
        value: 0
      }
    });
    SafeString.prototype.valueOf = function valueOf() {
      return this.val;
    };
    SafeString.prototype.toString = function toString() {
      return this.val;
    };
    function copySafeness(dest, target) {
      if (dest instanceof SafeString) {
        return new SafeString(target);
      }
      return target.toString();
    }
    function markSafe(val) {
      var type = typeof val;
      if (type === "string") {
        return new SafeString(val);
      } else if (type !== "function") {
        return val;
      } else {
        return function wrapSafe(args) {
          var ret = val.apply(this, arguments);
          if (typeof ret === "string") {
            return new SafeString(ret);
          }
          return ret;
        };
      }
    }
    function suppressValue(val, autoescape) {
      val = val !== void 0 && val !== null ? val : "";
      if (autoescape && !(val instanceof SafeString)) {
        val = lib.escape(val.toString());
      }
      return val;
    }
    function ensureDefined(val, lineno, colno) {
      if (val === null || val === void 0) {
        throw new lib.TemplateError("attempted to output null or undefined value", lineno + 1, colno + 1);
      }
      return val;
    }
    function memberLookup(obj, val) {
      if (obj === void 0 || obj === null) {
        return void 0;
      }
      if (typeof obj[val] === "function") {
        return function() {
          for (var _len2 = arguments.length, args = new Array(_len2), _key2 = 0; _key2 < _len2; _key2++) {
            args[_key2] = arguments[_key2];
          }
          return obj[val].apply(obj, args);
        };
      }
      return obj[val];
    }
    function callWrap(obj, name, context, args) {
      if (!obj) {
        throw new Error("Unable to call `" + name + "`, which is undefined or falsey");
      } else if (typeof obj !== "function") {
        throw new Error("Unable to call `" + name + "`, which is not a function");
      }
      return obj.apply(context, args);
    }
    function contextOrFrameLookup(context, frame, name) {
      var val = frame.lookup(name);
      return val !== void 0 ? val : context.lookup(name);
    }
    function handleError(error, lineno, colno) {
      if (error.lineno) {
        return error;
      } else {
        return new lib.TemplateError(error, lineno, colno);
      }
    }
    function asyncEach(arr, dimen, iter, cb) {
      if (lib.isArray(arr)) {
        var len = arr.length;
        lib.asyncIter(arr, function iterCallback(item, i, next) {
          switch (dimen) {
            case 1:
              iter(item, i, len, next);
              break;
            case 2:
              iter(item[0], item[1], i, len, next);
              break;
            case 3:
              iter(item[0], item[1], item[2], i, len, next);
              break;
            default:
              item.push(i, len, next);
              iter.apply(this, item);
          }
        }, cb);
      } else {
        lib.asyncFor(arr, function iterCallback(key, val, i, len2, next) {
          iter(key, val, i, len2, next);
        }, cb);
      }
    }
    function asyncAll(arr, dimen, func, cb) {
      var finished = 0;
      var len;
      var outputArr;
      function done(i2, output2) {
        finished++;
        outputArr[i2] = output2;
        if (finished === len) {
          cb(null, outputArr.join(""));
        }
      }
      if (lib.isArray(arr)) {
        len = arr.length;
        outputArr = new Array(len);
        if (len === 0) {
          cb(null, "");
        } else {
          for (var i = 0; i < arr.length; i++) {
            var item = arr[i];
            switch (dimen) {
              case 1:
                func(item, i, len, done);
                break;
              case 2:
                func(item[0], item[1], i, len, done);
                break;
              case 3:
                func(item[0], item[1], item[2], i, len, done);
                break;
              default:
                item.push(i, len, done);
                func.apply(this, item);
            }
          }
        }
      } else {
        var keys = lib.keys(arr || {});
        len = keys.length;
        outputArr = new Array(len);
        if (len === 0) {
          cb(null, "");
        } else {
          for (var _i = 0; _i < keys.length; _i++) {
            var k = keys[_i];
            func(k, arr[k], _i, len, done);
          }
        }
      }
    }
    function fromIterator(arr) {
      if (typeof arr !== "object" || arr === null || lib.isArray(arr)) {
        return arr;
      } else if (supportsIterators && Symbol.iterator in arr) {
        return arrayFrom(arr);
      } else {
        return arr;
      }
    }
    module.exports = {
      Frame,
      makeMacro,
      makeKeywordArgs,
      numArgs,
      suppressValue,
      ensureDefined,
      memberLookup,
      contextOrFrameLookup,
      callWrap,
      handleError,
      isArray: lib.isArray,
      keys: lib.keys,
      SafeString,
      copySafeness,
      markSafe,
      asyncEach,
      asyncAll,
      inOperator: lib.inOperator,
      fromIterator
    };
  }
});

// node_modules/nunjucks/src/compiler.js
var require_compiler = __commonJS({
  "node_modules/nunjucks/src/compiler.js"(exports, module) {
    "use strict";
    function _inheritsLoose(subClass, superClass) {
      subClass.prototype = Object.create(superClass.prototype);
      subClass.prototype.constructor = subClass;
      _setPrototypeOf(subClass, superClass);
    }
    function _setPrototypeOf(o, p) {
      _setPrototypeOf = Object.setPrototypeOf ? Object.setPrototypeOf.bind() : function _setPrototypeOf2(o2, p2) {
        o2.__proto__ = p2;
        return o2;
      };
      return _setPrototypeOf(o, p);
    }
    var parser = require_parser();
    var transformer = require_transformer();
    var nodes = require_nodes();
    var _require = require_lib();
    var TemplateError = _require.TemplateError;
    var _require2 = require_runtime();
    var Frame = _require2.Frame;
    var _require3 = require_object();
    var Obj = _require3.Obj;
    var compareOps = {
      "==": "==",
      "===": "===",
      "!=": "!=",
      "!==": "!==",
      "<": "<",
      ">": ">",
      "<=": "<=",
      ">=": ">="
    };
    var Compiler = /* @__PURE__ */ (function(_Obj) {
      _inheritsLoose(Compiler2, _Obj);
      function Compiler2() {
        return _Obj.apply(this, arguments) || this;
      }
      var _proto = Compiler2.prototype;
      _proto.init = function init(templateName, throwOnUndefined) {
        this.templateName = templateName;
        this.codebuf = [];
        this.lastId = 0;
        this.buffer = null;
        this.bufferStack = [];
        this._scopeClosers = "";
        this.inBlock = false;
        this.throwOnUndefined = throwOnUndefined;
      };
      _proto.fail = function fail(msg, lineno, colno) {
        if (lineno !== void 0) {
          lineno += 1;
        }
        if (colno !== void 0) {
          colno += 1;
        }
        throw new TemplateError(msg, lineno, colno);
      };
      _proto._pushBuffer = function _pushBuffer() {
        var id = this._tmpid();
        this.bufferStack.push(this.buffer);
        this.buffer = id;
        this._emit("var " + this.buffer + ' = "";');
        return id;
      };
      _proto._popBuffer = function _popBuffer() {
        this.buffer = this.bufferStack.pop();
      };
      _proto._emit = function _emit(code) {
        this.codebuf.push(code);
      };
      _proto._emitLine = function _emitLine(code) {
        this._emit(code + "\n");
      };
      _proto._emitLines = function _emitLines() {
        var _this = this;
        for (var _len = arguments.length, lines = new Array(_len), _key = 0; _key < _len; _key++) {
          lines[_key] = arguments[_key];
        }
        lines.forEach(function(line) {
          return _this._emitLine(line);
        });
      };
      _proto._emitFuncBegin = function _emitFuncBegin(node, name) {
        this.buffer = "output";
        this._scopeClosers = "";
        this._emitLine("function " + name + "(env, context, frame, runtime, cb) {");
        this._emitLine("var lineno = " + node.lineno + ";");
        this._emitLine("var colno = " + node.colno + ";");
        this._emitLine("var " + this.buffer + ' = "";');
        this._emitLine("try {");
      };
      _proto._emitFuncEnd = function _emitFuncEnd(noReturn) {
        if (!noReturn) {
          this._emitLine("cb(null, " + this.buffer + ");");
        }
        this._closeScopeLevels();
        this._emitLine("} catch (e) {");
        this._emitLine("  cb(runtime.handleError(e, lineno, colno));");
        this._emitLine("}");
        this._emitLine("}");
        this.buffer = null;
      };
      _proto._addScopeLevel = function _addScopeLevel() {
        this._scopeClosers += "})";
      };
      _proto._closeScopeLevels = function _closeScopeLevels() {
        this._emitLine(this._scopeClosers + ";");
        this._scopeClosers = "";
      };
      _proto._withScopedSyntax = function _withScopedSyntax(func) {
        var _scopeClosers = this._scopeClosers;
        this._scopeClosers = "";
        func.call(this);
        this._closeScopeLevels();
        this._scopeClosers = _scopeClosers;
      };
      _proto._makeCallback = function _makeCallback(res) {
        var err = this._tmpid();
        return "function(" + err + (res ? "," + res : "") + ") {\nif(" + err + ") { cb(" + err + "); return; }";
      };
      _proto._tmpid = function _tmpid() {
        this.lastId++;
        return "t_" + this.lastId;
      };
      _proto._templateName = function _templateName() {
        return this.templateName == null ? "undefined" : JSON.stringify(this.templateName);
      };
      _proto._compileChildren = function _compileChildren(node, frame) {
        var _this2 = this;
        node.children.forEach(function(child) {
          _this2.compile(child, frame);
        });
      };
      _proto._compileAggregate = function _compileAggregate(node, frame, startChar, endChar) {
        var _this3 = this;
        if (startChar) {
          this._emit(startChar);
        }
        node.children.forEach(function(child, i) {
          if (i > 0) {
            _this3._emit(",");
          }
          _this3.compile(child, frame);
        });
        if (endChar) {
          this._emit(endChar);
        }
      };
      _proto._compileExpression = function _compileExpression(node, frame) {
        this.assertType(node, nodes.Literal, nodes.Symbol, nodes.Group, nodes.Array, nodes.Dict, nodes.FunCall, nodes.Caller, nodes.Filter, nodes.LookupVal, nodes.Compare, nodes.InlineIf, nodes.In, nodes.Is, nodes.And, nodes.Or, nodes.Not, nodes.Add, nodes.Concat, nodes.Sub, nodes.Mul, nodes.Div, nodes.FloorDiv, nodes.Mod, nodes.Pow, nodes.Neg, nodes.Pos, nodes.Compare, nodes.NodeList);
        this.compile(node, frame);
      };
      _proto.assertType = function assertType(node) {
        for (var _len2 = arguments.length, types = new Array(_len2 > 1 ? _len2 - 1 : 0), _key2 = 1; _key2 < _len2; _key2++) {
          types[_key2 - 1] = arguments[_key2];
        }
        if (!types.some(function(t) {
          return node instanceof t;
        })) {
          this.fail("assertType: invalid type: " + node.typename, node.lineno, node.colno);
        }
      };
      _proto.compileCallExtension = function compileCallExtension(node, frame, async) {
        var _this4 = this;
        var args = node.args;
        var contentArgs = node.contentArgs;
        var autoescape = typeof node.autoescape === "boolean" ? node.autoescape : true;
        if (!async) {
          this._emit(this.buffer + " += runtime.suppressValue(");
        }
        this._emit('env.getExtension("' + node.extName + '")["' + node.prop + '"](');
        this._emit("context");
        if (args || contentArgs) {
          this._emit(",");
        }
        if (args) {
          if (!(args instanceof nodes.NodeList)) {
            this.fail("compileCallExtension: arguments must be a NodeList, use `parser.parseSignature`");
          }
          args.children.forEach(function(arg, i) {
            _this4._compileExpression(arg, frame);
            if (i !== args.children.length - 1 || contentArgs.length) {
              _this4._emit(",");
            }
          });
        }
        if (contentArgs.length) {
          contentArgs.forEach(function(arg, i) {
            if (i > 0) {
              _this4._emit(",");
            }
            if (arg) {
              _this4._emitLine("function(cb) {");
              _this4._emitLine("if(!cb) { cb = function(err) { if(err) { throw err; }}}");
              var id = _this4._pushBuffer();
              _this4._withScopedSyntax(function() {
                _this4.compile(arg, frame);
                _this4._emitLine("cb(null, " + id + ");");
              });
              _this4._popBuffer();
              _this4._emitLine("return " + id + ";");
              _this4._emitLine("}");
            } else {
              _this4._emit("null");
            }
          });
        }
        if (async) {
          var res = this._tmpid();
          this._emitLine(", " + this._makeCallback(res));
          this._emitLine(this.buffer + " += runtime.suppressValue(" + res + ", " + autoescape + " && env.opts.autoescape);");
          this._addScopeLevel();
        } else {
          this._emit(")");
          this._emit(", " + autoescape + " && env.opts.autoescape);\n");
        }
      };
      _proto.compileCallExtensionAsync = function compileCallExtensionAsync(node, frame) {
        this.compileCallExtension(node, frame, true);
      };
      _proto.compileNodeList = function compileNodeList(node, frame) {
        this._compileChildren(node, frame);
      };
      _proto.compileLiteral = function compileLiteral(node) {
        if (typeof node.value === "string") {
          var val = node.value.replace(/\\/g, "\\\\");
          val = val.replace(/"/g, '\\"');
          val = val.replace(/\n/g, "\\n");
          val = val.replace(/\r/g, "\\r");
          val = val.replace(/\t/g, "\\t");
          val = val.replace(/\u2028/g, "\\u2028");
          this._emit('"' + val + '"');
        } else if (node.value === null) {
          this._emit("null");
        } else {
          this._emit(node.value.toString());
        }
      };
      _proto.compileSymbol = function compileSymbol(node, frame) {
        var name = node.value;
        var v = frame.lookup(name);
        if (v) {
          this._emit(v);
        } else {
          this._emit('runtime.contextOrFrameLookup(context, frame, "' + name + '")');
        }
      };
      _proto.compileGroup = function compileGroup(node, frame) {
        this._compileAggregate(node, frame, "(", ")");
      };
      _proto.compileArray = function compileArray(node, frame) {
        this._compileAggregate(node, frame, "[", "]");
      };
      _proto.compileDict = function compileDict(node, frame) {
        this._compileAggregate(node, frame, "{", "}");
      };
      _proto.compilePair = function compilePair(node, frame) {
        var key = node.key;
        var val = node.value;
        if (key instanceof nodes.Symbol) {
          key = new nodes.Literal(key.lineno, key.colno, key.value);
        } else if (!(key instanceof nodes.Literal && typeof key.value === "string")) {
          this.fail("compilePair: Dict keys must be strings or names", key.lineno, key.colno);
        }
        this.compile(key, frame);
        this._emit(": ");
        this._compileExpression(val, frame);
      };
      _proto.compileInlineIf = function compileInlineIf(node, frame) {
        this._emit("(");
        this.compile(node.cond, frame);
        this._emit("?");
        this.compile(node.body, frame);
        this._emit(":");
        if (node.else_ !== null) {
          this.compile(node.else_, frame);
        } else {
          this._emit('""');
        }
        this._emit(")");
      };
      _proto.compileIn = function compileIn(node, frame) {
        this._emit("runtime.inOperator(");
        this.compile(node.left, frame);
        this._emit(",");
        this.compile(node.right, frame);
        this._emit(")");
      };
      _proto.compileIs = function compileIs(node, frame) {
        var right = node.right.name ? node.right.name.value : node.right.value;
        this._emit('env.getTest("' + right + '").call(context, ');
        this.compile(node.left, frame);
        if (node.right.args) {
          this._emit(",");
          this.compile(node.right.args, frame);
        }
        this._emit(") === true");
      };
      _proto._binOpEmitter = function _binOpEmitter(node, frame, str) {
        this.compile(node.left, frame);
        this._emit(str);
        this.compile(node.right, frame);
      };
      _proto.compileOr = function compileOr(node, frame) {
        return this._binOpEmitter(node, frame, " || ");
      };
      _proto.compileAnd = function compileAnd(node, frame) {
        return this._binOpEmitter(node, frame, " && ");
      };
      _proto.compileAdd = function compileAdd(node, frame) {
        return this._binOpEmitter(node, frame, " + ");
      };
      _proto.compileConcat = function compileConcat(node, frame) {
        return this._binOpEmitter(node, frame, ' + "" + ');
      };
      _proto.compileSub = function compileSub(node, frame) {
        return this._binOpEmitter(node, frame, " - ");
      };
      _proto.compileMul = function compileMul(node, frame) {
        return this._binOpEmitter(node, frame, " * ");
      };
      _proto.compileDiv = function compileDiv(node, frame) {
        return this._binOpEmitter(node, frame, " / ");
      };
      _proto.compileMod = function compileMod(node, frame) {
        return this._binOpEmitter(node, frame, " % ");
      };
      _proto.compileNot = function compileNot(node, frame) {
        this._emit("!");
        this.compile(node.target, frame);
      };
      _proto.compileFloorDiv = function compileFloorDiv(node, frame) {
        this._emit("Math.floor(");
        this.compile(node.left, frame);
        this._emit(" / ");
        this.compile(node.right, frame);
        this._emit(")");
      };
      _proto.compilePow = function compilePow(node, frame) {
        this._emit("Math.pow(");
        this.compile(node.left, frame);
        this._emit(", ");
        this.compile(node.right, frame);
        this._emit(")");
      };
      _proto.compileNeg = function compileNeg(node, frame) {
        this._emit("-");
        this.compile(node.target, frame);
      };
      _proto.compilePos = function compilePos(node, frame) {
        this._emit("+");
        this.compile(node.target, frame);
      };
      _proto.compileCompare = function compileCompare(node, frame) {
        var _this5 = this;
        this.compile(node.expr, frame);
        node.ops.forEach(function(op) {
          _this5._emit(" " + compareOps[op.type] + " ");
          _this5.compile(op.expr, frame);
        });
      };
      _proto.compileLookupVal = function compileLookupVal(node, frame) {
        this._emit("runtime.memberLookup((");
        this._compileExpression(node.target, frame);
        this._emit("),");
        this._compileExpression(node.val, frame);
        this._emit(")");
      };
      _proto._getNodeName = function _getNodeName(node) {
        switch (node.typename) {
          case "Symbol":
            return node.value;
          case "FunCall":
            return "the return value of (" + this._getNodeName(node.name) + ")";
          case "LookupVal":
            return this._getNodeName(node.target) + '["' + this._getNodeName(node.val) + '"]';
          case "Literal":
            return node.value.toString();
          default:
            return "--expression--";
        }
      };
      _proto.compileFunCall = function compileFunCall(node, frame) {
        this._emit("(lineno = " + node.lineno + ", colno = " + node.colno + ", ");
        this._emit("runtime.callWrap(");
        this._compileExpression(node.name, frame);
        this._emit(', "' + this._getNodeName(node.name).replace(/"/g, '\\"') + '", context, ');
        this._compileAggregate(node.args, frame, "[", "])");
        this._emit(")");
      };
      _proto.compileFilter = function compileFilter(node, frame) {
        var name = node.name;
        this.assertType(name, nodes.Symbol);
        this._emit('env.getFilter("' + name.value + '").call(context, ');
        this._compileAggregate(node.args, frame);
        this._emit(")");
      };
      _proto.compileFilterAsync = function compileFilterAsync(node, frame) {
        var name = node.name;
        var symbol = node.symbol.value;
        this.assertType(name, nodes.Symbol);
        frame.set(symbol, symbol);
        this._emit('env.getFilter("' + name.value + '").call(context, ');
        this._compileAggregate(node.args, frame);
        this._emitLine(", " + this._makeCallback(symbol));
        this._addScopeLevel();
      };
      _proto.compileKeywordArgs = function compileKeywordArgs(node, frame) {
        this._emit("runtime.makeKeywordArgs(");
        this.compileDict(node, frame);
        this._emit(")");
      };
      _proto.compileSet = function compileSet(node, frame) {
        var _this6 = this;
        var ids = [];
        node.targets.forEach(function(target) {
          var name = target.value;
          var id = frame.lookup(name);
          if (id === null || id === void 0) {
            id = _this6._tmpid();
            _this6._emitLine("var " + id + ";");
          }
          ids.push(id);
        });
        if (node.value) {
          this._emit(ids.join(" = ") + " = ");
          this._compileExpression(node.value, frame);
          this._emitLine(";");
        } else {
          this._emit(ids.join(" = ") + " = ");
          this.compile(node.body, frame);
          this._emitLine(";");
        }
        node.targets.forEach(function(target, i) {
          var id = ids[i];
          var name = target.value;
          _this6._emitLine('frame.set("' + name + '", ' + id + ", true);");
          _this6._emitLine("if(frame.topLevel) {");
          _this6._emitLine('context.setVariable("' + name + '", ' + id + ");");
          _this6._emitLine("}");
          if (name.charAt(0) !== "_") {
            _this6._emitLine("if(frame.topLevel) {");
            _this6._emitLine('context.addExport("' + name + '", ' + id + ");");
            _this6._emitLine("}");
          }
        });
      };
      _proto.compileSwitch = function compileSwitch(node, frame) {
        var _this7 = this;
        this._emit("switch (");
        this.compile(node.expr, frame);
        this._emit(") {");
        node.cases.forEach(function(c, i) {
          _this7._emit("case ");
          _this7.compile(c.cond, frame);
          _this7._emit(": ");
          _this7.compile(c.body, frame);
          if (c.body.children.length) {
            _this7._emitLine("break;");
          }
        });
        if (node.default) {
          this._emit("default:");
          this.compile(node.default, frame);
        }
        this._emit("}");
      };
      _proto.compileIf = function compileIf(node, frame, async) {
        var _this8 = this;
        this._emit("if(");
        this._compileExpression(node.cond, frame);
        this._emitLine(") {");
        this._withScopedSyntax(function() {
          _this8.compile(node.body, frame);
          if (async) {
            _this8._emit("cb()");
          }
        });
        if (node.else_) {
          this._emitLine("}\nelse {");
          this._withScopedSyntax(function() {
            _this8.compile(node.else_, frame);
            if (async) {
              _this8._emit("cb()");
            }
          });
        } else if (async) {
          this._emitLine("}\nelse {");
          this._emit("cb()");
        }
        this._emitLine("}");
      };
      _proto.compileIfAsync = function compileIfAsync(node, frame) {
        this._emit("(function(cb) {");
        this.compileIf(node, frame, true);
        this._emit("})(" + this._makeCallback());
        this._addScopeLevel();
      };
      _proto._emitLoopBindings = function _emitLoopBindings(node, arr, i, len) {
        var _this9 = this;
        var bindings = [{
          name: "index",
          val: i + " + 1"
        }, {
          name: "index0",
          val: i
        }, {
          name: "revindex",
          val: len + " - " + i
        }, {
          name: "revindex0",
          val: len + " - " + i + " - 1"
        }, {
          name: "first",
          val: i + " === 0"
        }, {
          name: "last",
          val: i + " === " + len + " - 1"
        }, {
          name: "length",
          val: len
        }];
        bindings.forEach(function(b) {
          _this9._emitLine('frame.set("loop.' + b.name + '", ' + b.val + ");");
        });
      };
      _proto.compileFor = function compileFor(node, frame) {
        var _this10 = this;
        var i = this._tmpid();
        var len = this._tmpid();
        var arr = this._tmpid();
        frame = frame.push();
        this._emitLine("frame = frame.push();");
        this._emit("var " + arr + " = ");
        this._compileExpression(node.arr, frame);
        this._emitLine(";");
        this._emit("if(" + arr + ") {");
        this._emitLine(arr + " = runtime.fromIterator(" + arr + ");");
        if (node.name instanceof nodes.Array) {
          this._emitLine("var " + i + ";");
          this._emitLine("if(runtime.isArray(" + arr + ")) {");
          this._emitLine("var " + len + " = " + arr + ".length;");
          this._emitLine("for(" + i + "=0; " + i + " < " + arr + ".length; " + i + "++) {");
          node.name.children.forEach(function(child, u) {
            var tid = _this10._tmpid();
            _this10._emitLine("var " + tid + " = " + arr + "[" + i + "][" + u + "];");
            _this10._emitLine('frame.set("' + child + '", ' + arr + "[" + i + "][" + u + "]);");
            frame.set(node.name.children[u].value, tid);
          });
          this._emitLoopBindings(node, arr, i, len);
          this._withScopedSyntax(function() {
            _this10.compile(node.body, frame);
          });
          this._emitLine("}");
          this._emitLine("} else {");
          var _node$name$children = node.name.children, key = _node$name$children[0], val = _node$name$children[1];
          var k = this._tmpid();
          var v = this._tmpid();
          frame.set(key.value, k);
          frame.set(val.value, v);
          this._emitLine(i + " = -1;");
          this._emitLine("var " + len + " = runtime.keys(" + arr + ").length;");
          this._emitLine("for(var " + k + " in " + arr + ") {");
          this._emitLine(i + "++;");
          this._emitLine("var " + v + " = " + arr + "[" + k + "];");
          this._emitLine('frame.set("' + key.value + '", ' + k + ");");
          this._emitLine('frame.set("' + val.value + '", ' + v + ");");
          this._emitLoopBindings(node, arr, i, len);
          this._withScopedSyntax(function() {
            _this10.compile(node.body, frame);
          });
          this._emitLine("}");
          this._emitLine("}");
        } else {
          var _v = this._tmpid();
          frame.set(node.name.value, _v);
          this._emitLine("var " + len + " = " + arr + ".length;");
          this._emitLine("for(var " + i + "=0; " + i + " < " + arr + ".length; " + i + "++) {");
          this._emitLine("var " + _v + " = " + arr + "[" + i + "];");
          this._emitLine('frame.set("' + node.name.value + '", ' + _v + ");");
          this._emitLoopBindings(node, arr, i, len);
          this._withScopedSyntax(function() {
            _this10.compile(node.body, frame);
          });
          this._emitLine("}");
        }
        this._emitLine("}");
        if (node.else_) {
          this._emitLine("if (!" + len + ") {");
          this.compile(node.else_, frame);
          this._emitLine("}");
        }
        this._emitLine("frame = frame.pop();");
      };
      _proto._compileAsyncLoop = function _compileAsyncLoop(node, frame, parallel) {
        var _this11 = this;
        var i = this._tmpid();
        var len = this._tmpid();
        var arr = this._tmpid();
        var asyncMethod = parallel ? "asyncAll" : "asyncEach";
        frame = frame.push();
        this._emitLine("frame = frame.push();");
        this._emit("var " + arr + " = runtime.fromIterator(");
        this._compileExpression(node.arr, frame);
        this._emitLine(");");
        if (node.name instanceof nodes.Array) {
          var arrayLen = node.name.children.length;
          this._emit("runtime." + asyncMethod + "(" + arr + ", " + arrayLen + ", function(");
          node.name.children.forEach(function(name) {
            _this11._emit(name.value + ",");
          });
          this._emit(i + "," + len + ",next) {");
          node.name.children.forEach(function(name) {
            var id2 = name.value;
            frame.set(id2, id2);
            _this11._emitLine('frame.set("' + id2 + '", ' + id2 + ");");
          });
        } else {
          var id = node.name.value;
          this._emitLine("runtime." + asyncMethod + "(" + arr + ", 1, function(" + id + ", " + i + ", " + len + ",next) {");
          this._emitLine('frame.set("' + id + '", ' + id + ");");
          frame.set(id, id);
        }
        this._emitLoopBindings(node, arr, i, len);
        this._withScopedSyntax(function() {
          var buf;
          if (parallel) {
            buf = _this11._pushBuffer();
          }
          _this11.compile(node.body, frame);
          _this11._emitLine("next(" + i + (buf ? "," + buf : "") + ");");
          if (parallel) {
            _this11._popBuffer();
          }
        });
        var output2 = this._tmpid();
        this._emitLine("}, " + this._makeCallback(output2));
        this._addScopeLevel();
        if (parallel) {
          this._emitLine(this.buffer + " += " + output2 + ";");
        }
        if (node.else_) {
          this._emitLine("if (!" + arr + ".length) {");
          this.compile(node.else_, frame);
          this._emitLine("}");
        }
        this._emitLine("frame = frame.pop();");
      };
      _proto.compileAsyncEach = function compileAsyncEach(node, frame) {
        this._compileAsyncLoop(node, frame);
      };
      _proto.compileAsyncAll = function compileAsyncAll(node, frame) {
        this._compileAsyncLoop(node, frame, true);
      };
      _proto._compileMacro = function _compileMacro(node, frame) {
        var _this12 = this;
        var args = [];
        var kwargs = null;
        var funcId = "macro_" + this._tmpid();
        var keepFrame = frame !== void 0;
        node.args.children.forEach(function(arg, i) {
          if (i === node.args.children.length - 1 && arg instanceof nodes.Dict) {
            kwargs = arg;
          } else {
            _this12.assertType(arg, nodes.Symbol);
            args.push(arg);
          }
        });
        var realNames = [].concat(args.map(function(n) {
          return "l_" + n.value;
        }), ["kwargs"]);
        var argNames = args.map(function(n) {
          return '"' + n.value + '"';
        });
        var kwargNames = (kwargs && kwargs.children || []).map(function(n) {
          return '"' + n.key.value + '"';
        });
        var currFrame;
        if (keepFrame) {
          currFrame = frame.push(true);
        } else {
          currFrame = new Frame();
        }
        this._emitLines("var " + funcId + " = runtime.makeMacro(", "[" + argNames.join(", ") + "], ", "[" + kwargNames.join(", ") + "], ", "function (" + realNames.join(", ") + ") {", "var callerFrame = frame;", "frame = " + (keepFrame ? "frame.push(true);" : "new runtime.Frame();"), "kwargs = kwargs || {};", 'if (Object.prototype.hasOwnProperty.call(kwargs, "caller")) {', 'frame.set("caller", kwargs.caller); }');
        args.forEach(function(arg) {
          _this12._emitLine('frame.set("' + arg.value + '", l_' + arg.value + ");");
          currFrame.set(arg.value, "l_" + arg.value);
        });
        if (kwargs) {
          kwargs.children.forEach(function(pair) {
            var name = pair.key.value;
            _this12._emit('frame.set("' + name + '", ');
            _this12._emit('Object.prototype.hasOwnProperty.call(kwargs, "' + name + '")');
            _this12._emit(' ? kwargs["' + name + '"] : ');
            _this12._compileExpression(pair.value, currFrame);
            _this12._emit(");");
          });
        }
        var bufferId = this._pushBuffer();
        this._withScopedSyntax(function() {
          _this12.compile(node.body, currFrame);
        });
        this._emitLine("frame = " + (keepFrame ? "frame.pop();" : "callerFrame;"));
        this._emitLine("return new runtime.SafeString(" + bufferId + ");");
        this._emitLine("});");
        this._popBuffer();
        return funcId;
      };
      _proto.compileMacro = function compileMacro(node, frame) {
        var funcId = this._compileMacro(node);
        var name = node.name.value;
        frame.set(name, funcId);
        if (frame.parent) {
          this._emitLine('frame.set("' + name + '", ' + funcId + ");");
        } else {
          if (node.name.value.charAt(0) !== "_") {
            this._emitLine('context.addExport("' + name + '");');
          }
          this._emitLine('context.setVariable("' + name + '", ' + funcId + ");");
        }
      };
      _proto.compileCaller = function compileCaller(node, frame) {
        this._emit("(function (){");
        var funcId = this._compileMacro(node, frame);
        this._emit("return " + funcId + ";})()");
      };
      _proto._compileGetTemplate = function _compileGetTemplate(node, frame, eagerCompile, ignoreMissing) {
        var parentTemplateId = this._tmpid();
        var parentName = this._templateName();
        var cb = this._makeCallback(parentTemplateId);
        var eagerCompileArg = eagerCompile ? "true" : "false";
        var ignoreMissingArg = ignoreMissing ? "true" : "false";
        this._emit("env.getTemplate(");
        this._compileExpression(node.template, frame);
        this._emitLine(", " + eagerCompileArg + ", " + parentName + ", " + ignoreMissingArg + ", " + cb);
        return parentTemplateId;
      };
      _proto.compileImport = function compileImport(node, frame) {
        var target = node.target.value;
        var id = this._compileGetTemplate(node, frame, false, false);
        this._addScopeLevel();
        this._emitLine(id + ".getExported(" + (node.withContext ? "context.getVariables(), frame, " : "") + this._makeCallback(id));
        this._addScopeLevel();
        frame.set(target, id);
        if (frame.parent) {
          this._emitLine('frame.set("' + target + '", ' + id + ");");
        } else {
          this._emitLine('context.setVariable("' + target + '", ' + id + ");");
        }
      };
      _proto.compileFromImport = function compileFromImport(node, frame) {
        var _this13 = this;
        var importedId = this._compileGetTemplate(node, frame, false, false);
        this._addScopeLevel();
        this._emitLine(importedId + ".getExported(" + (node.withContext ? "context.getVariables(), frame, " : "") + this._makeCallback(importedId));
        this._addScopeLevel();
        node.names.children.forEach(function(nameNode) {
          var name;
          var alias;
          var id = _this13._tmpid();
          if (nameNode instanceof nodes.Pair) {
            name = nameNode.key.value;
            alias = nameNode.value.value;
          } else {
            name = nameNode.value;
            alias = name;
          }
          _this13._emitLine("if(Object.prototype.hasOwnProperty.call(" + importedId + ', "' + name + '")) {');
          _this13._emitLine("var " + id + " = " + importedId + "." + name + ";");
          _this13._emitLine("} else {");
          _this13._emitLine(`cb(new Error("cannot import '` + name + `'")); return;`);
          _this13._emitLine("}");
          frame.set(alias, id);
          if (frame.parent) {
            _this13._emitLine('frame.set("' + alias + '", ' + id + ");");
          } else {
            _this13._emitLine('context.setVariable("' + alias + '", ' + id + ");");
          }
        });
      };
      _proto.compileBlock = function compileBlock(node) {
        var id = this._tmpid();
        if (!this.inBlock) {
          this._emit('(parentTemplate ? function(e, c, f, r, cb) { cb(""); } : ');
        }
        this._emit('context.getBlock("' + node.name.value + '")');
        if (!this.inBlock) {
          this._emit(")");
        }
        this._emitLine("(env, context, frame, runtime, " + this._makeCallback(id));
        this._emitLine(this.buffer + " += " + id + ";");
        this._addScopeLevel();
      };
      _proto.compileSuper = function compileSuper(node, frame) {
        var name = node.blockName.value;
        var id = node.symbol.value;
        var cb = this._makeCallback(id);
        this._emitLine('context.getSuper(env, "' + name + '", b_' + name + ", frame, runtime, " + cb);
        this._emitLine(id + " = runtime.markSafe(" + id + ");");
        this._addScopeLevel();
        frame.set(id, id);
      };
      _proto.compileExtends = function compileExtends(node, frame) {
        var k = this._tmpid();
        var parentTemplateId = this._compileGetTemplate(node, frame, true, false);
        this._emitLine("parentTemplate = " + parentTemplateId);
        this._emitLine("for(var " + k + " in parentTemplate.blocks) {");
        this._emitLine("context.addBlock(" + k + ", parentTemplate.blocks[" + k + "]);");
        this._emitLine("}");
        this._addScopeLevel();
      };
      _proto.compileInclude = function compileInclude(node, frame) {
        this._emitLine("var tasks = [];");
        this._emitLine("tasks.push(");
        this._emitLine("function(callback) {");
        var id = this._compileGetTemplate(node, frame, false, node.ignoreMissing);
        this._emitLine("callback(null," + id + ");});");
        this._emitLine("});");
        var id2 = this._tmpid();
        this._emitLine("tasks.push(");
        this._emitLine("function(template, callback){");
        this._emitLine("template.render(context.getVariables(), frame, " + this._makeCallback(id2));
        this._emitLine("callback(null," + id2 + ");});");
        this._emitLine("});");
        this._emitLine("tasks.push(");
        this._emitLine("function(result, callback){");
        this._emitLine(this.buffer + " += result;");
        this._emitLine("callback(null);");
        this._emitLine("});");
        this._emitLine("env.waterfall(tasks, function(){");
        this._addScopeLevel();
      };
      _proto.compileTemplateData = function compileTemplateData(node, frame) {
        this.compileLiteral(node, frame);
      };
      _proto.compileCapture = function compileCapture(node, frame) {
        var _this14 = this;
        var buffer = this.buffer;
        this.buffer = "output";
        this._emitLine("(function() {");
        this._emitLine('var output = "";');
        this._withScopedSyntax(function() {
          _this14.compile(node.body, frame);
        });
        this._emitLine("return output;");
        this._emitLine("})()");
        this.buffer = buffer;
      };
      _proto.compileOutput = function compileOutput(node, frame) {
        var _this15 = this;
        var children = node.children;
        children.forEach(function(child) {
          if (child instanceof nodes.TemplateData) {
            if (child.value) {
              _this15._emit(_this15.buffer + " += ");
              _this15.compileLiteral(child, frame);
              _this15._emitLine(";");
            }
          } else {
            _this15._emit(_this15.buffer + " += runtime.suppressValue(");
            if (_this15.throwOnUndefined) {
              _this15._emit("runtime.ensureDefined(");
            }
            _this15.compile(child, frame);
            if (_this15.throwOnUndefined) {
              _this15._emit("," + node.lineno + "," + node.colno + ")");
            }
            _this15._emit(", env.opts.autoescape);\n");
          }
        });
      };
      _proto.compileRoot = function compileRoot(node, frame) {
        var _this16 = this;
        if (frame) {
          this.fail("compileRoot: root node can't have frame");
        }
        frame = new Frame();
        this._emitFuncBegin(node, "root");
        this._emitLine("var parentTemplate = null;");
        this._compileChildren(node, frame);
        this._emitLine("if(parentTemplate) {");
        this._emitLine("parentTemplate.rootRenderFunc(env, context, frame, runtime, cb);");
        this._emitLine("} else {");
        this._emitLine("cb(null, " + this.buffer + ");");
        this._emitLine("}");
        this._emitFuncEnd(true);
        this.inBlock = true;
        var blockNames = [];
        var blocks = node.findAll(nodes.Block);
        blocks.forEach(function(block, i) {
          var name = block.name.value;
          if (blockNames.indexOf(name) !== -1) {
            throw new Error('Block "' + name + '" defined more than once.');
          }
          blockNames.push(name);
          _this16._emitFuncBegin(block, "b_" + name);
          var tmpFrame = new Frame();
          _this16._emitLine("var frame = frame.push(true);");
          _this16.compile(block.body, tmpFrame);
          _this16._emitFuncEnd();
        });
        this._emitLine("return {");
        blocks.forEach(function(block, i) {
          var blockName = "b_" + block.name.value;
          _this16._emitLine(blockName + ": " + blockName + ",");
        });
        this._emitLine("root: root\n};");
      };
      _proto.compile = function compile(node, frame) {
        var _compile = this["compile" + node.typename];
        if (_compile) {
          _compile.call(this, node, frame);
        } else {
          this.fail("compile: Cannot compile node: " + node.typename, node.lineno, node.colno);
        }
      };
      _proto.getCode = function getCode() {
        return this.codebuf.join("");
      };
      return Compiler2;
    })(Obj);
    module.exports = {
      compile: function compile(src, asyncFilters, extensions, name, opts) {
        if (opts === void 0) {
          opts = {};
        }
        var c = new Compiler(name, opts.throwOnUndefined);
        var preprocessors = (extensions || []).map(function(ext) {
          return ext.preprocess;
        }).filter(function(f) {
          return !!f;
        });
        var processedSrc = preprocessors.reduce(function(s, processor) {
          return processor(s);
        }, src);
        c.compile(transformer.transform(parser.parse(processedSrc, extensions, opts), asyncFilters, name));
        return c.getCode();
      },
      Compiler
    };
  }
});

// node_modules/nunjucks/src/filters.js
var require_filters = __commonJS({
  "node_modules/nunjucks/src/filters.js"(exports, module) {
    "use strict";
    var lib = require_lib();
    var r = require_runtime();
    var _exports = module.exports = {};
    function normalize(value, defaultValue) {
      if (value === null || value === void 0 || value === false) {
        return defaultValue;
      }
      return value;
    }
    _exports.abs = Math.abs;
    function isNaN(num) {
      return num !== num;
    }
    function batch(arr, linecount, fillWith) {
      var i;
      var res = [];
      var tmp = [];
      for (i = 0; i < arr.length; i++) {
        if (i % linecount === 0 && tmp.length) {
          res.push(tmp);
          tmp = [];
        }
        tmp.push(arr[i]);
      }
      if (tmp.length) {
        if (fillWith) {
          for (i = tmp.length; i < linecount; i++) {
            tmp.push(fillWith);
          }
        }
        res.push(tmp);
      }
      return res;
    }
    _exports.batch = batch;
    function capitalize(str) {
      str = normalize(str, "");
      var ret = str.toLowerCase();
      return r.copySafeness(str, ret.charAt(0).toUpperCase() + ret.slice(1));
    }
    _exports.capitalize = capitalize;
    function center(str, width) {
      str = normalize(str, "");
      width = width || 80;
      if (str.length >= width) {
        return str;
      }
      var spaces = width - str.length;
      var pre = lib.repeat(" ", spaces / 2 - spaces % 2);
      var post = lib.repeat(" ", spaces / 2);
      return r.copySafeness(str, pre + str + post);
    }
    _exports.center = center;
    function default_(val, def, bool) {
      if (bool) {
        return val || def;
      } else {
        return val !== void 0 ? val : def;
      }
    }
    _exports["default"] = default_;
    function dictsort(val, caseSensitive, by) {
      if (!lib.isObject(val)) {
        throw new lib.TemplateError("dictsort filter: val must be an object");
      }
      var array = [];
      for (var k in val) {
        array.push([k, val[k]]);
      }
      var si;
      if (by === void 0 || by === "key") {
        si = 0;
      } else if (by === "value") {
        si = 1;
      } else {
        throw new lib.TemplateError("dictsort filter: You can only sort by either key or value");
      }
      array.sort(function(t1, t2) {
        var a = t1[si];
        var b = t2[si];
        if (!caseSensitive) {
          if (lib.isString(a)) {
            a = a.toUpperCase();
          }
          if (lib.isString(b)) {
            b = b.toUpperCase();
          }
        }
        return a > b ? 1 : a === b ? 0 : -1;
      });
      return array;
    }
    _exports.dictsort = dictsort;
    function dump(obj, spaces) {
      return JSON.stringify(obj, null, spaces);
    }
    _exports.dump = dump;
    function escape(str) {
      if (str instanceof r.SafeString) {
        return str;
      }
      str = str === null || str === void 0 ? "" : str;
      return r.markSafe(lib.escape(str.toString()));
    }
    _exports.escape = escape;
    function safe(str) {
      if (str instanceof r.SafeString) {
        return str;
      }
      str = str === null || str === void 0 ? "" : str;
      return r.markSafe(str.toString());
    }
    _exports.safe = safe;
    function first(arr) {
      return arr[0];
    }
    _exports.first = first;
    function forceescape(str) {
      str = str === null || str === void 0 ? "" : str;
      return r.markSafe(lib.escape(str.toString()));
    }
    _exports.forceescape = forceescape;
    function groupby(arr, attr) {
      return lib.groupBy(arr, attr, this.env.opts.throwOnUndefined);
    }
    _exports.groupby = groupby;
    function indent(str, width, indentfirst) {
      str = normalize(str, "");
      if (str === "") {
        return "";
      }
      width = width || 4;
      var lines = str.split("\n");
      var sp = lib.repeat(" ", width);
      var res = lines.map(function(l, i) {
        return i === 0 && !indentfirst ? l : "" + sp + l;
      }).join("\n");
      return r.copySafeness(str, res);
    }
    _exports.indent = indent;
    function join(arr, del, attr) {
      del = del || "";
      if (attr) {
        arr = lib.map(arr, function(v) {
          return v[attr];
        });
      }
      return arr.join(del);
    }
    _exports.join = join;
    function last(arr) {
      return arr[arr.length - 1];
    }
    _exports.last = last;
    function lengthFilter(val) {
      var value = normalize(val, "");
      if (value !== void 0) {
        if (typeof Map === "function" && value instanceof Map || typeof Set === "function" && value instanceof Set) {
          return value.size;
        }
        if (lib.isObject(value) && !(value instanceof r.SafeString)) {
          return lib.keys(value).length;
        }
        return value.length;
      }
      return 0;
    }
    _exports.length = lengthFilter;
    function list(val) {
      if (lib.isString(val)) {
        return val.split("");
      } else if (lib.isObject(val)) {
        return lib._entries(val || {}).map(function(_ref) {
          var key = _ref[0], value = _ref[1];
          return {
            key,
            value
          };
        });
      } else if (lib.isArray(val)) {
        return val;
      } else {
        throw new lib.TemplateError("list filter: type not iterable");
      }
    }
    _exports.list = list;
    function lower(str) {
      str = normalize(str, "");
      return str.toLowerCase();
    }
    _exports.lower = lower;
    function nl2br(str) {
      if (str === null || str === void 0) {
        return "";
      }
      return r.copySafeness(str, str.replace(/\r\n|\n/g, "<br />\n"));
    }
    _exports.nl2br = nl2br;
    function random(arr) {
      return arr[Math.floor(Math.random() * arr.length)];
    }
    _exports.random = random;
    function getSelectOrReject(expectedTestResult) {
      function filter(arr, testName, secondArg) {
        if (testName === void 0) {
          testName = "truthy";
        }
        var context = this;
        var test = context.env.getTest(testName);
        return lib.toArray(arr).filter(function examineTestResult(item) {
          return test.call(context, item, secondArg) === expectedTestResult;
        });
      }
      return filter;
    }
    _exports.reject = getSelectOrReject(false);
    function rejectattr(arr, attr) {
      return arr.filter(function(item) {
        return !item[attr];
      });
    }
    _exports.rejectattr = rejectattr;
    _exports.select = getSelectOrReject(true);
    function selectattr(arr, attr) {
      return arr.filter(function(item) {
        return !!item[attr];
      });
    }
    _exports.selectattr = selectattr;
    function replace(str, old, new_, maxCount) {
      var originalStr = str;
      if (old instanceof RegExp) {
        return str.replace(old, new_);
      }
      if (typeof maxCount === "undefined") {
        maxCount = -1;
      }
      var res = "";
      if (typeof old === "number") {
        old = "" + old;
      } else if (typeof old !== "string") {
        return str;
      }
      if (typeof str === "number") {
        str = "" + str;
      }
      if (typeof str !== "string" && !(str instanceof r.SafeString)) {
        return str;
      }
      if (old === "") {
        res = new_ + str.split("").join(new_) + new_;
        return r.copySafeness(str, res);
      }
      var nextIndex = str.indexOf(old);
      if (maxCount === 0 || nextIndex === -1) {
        return str;
      }
      var pos = 0;
      var count = 0;
      while (nextIndex > -1 && (maxCount === -1 || count < maxCount)) {
        res += str.substring(pos, nextIndex) + new_;
        pos = nextIndex + old.length;
        count++;
        nextIndex = str.indexOf(old, pos);
      }
      if (pos < str.length) {
        res += str.substring(pos);
      }
      return r.copySafeness(originalStr, res);
    }
    _exports.replace = replace;
    function reverse(val) {
      var arr;
      if (lib.isString(val)) {
        arr = list(val);
      } else {
        arr = lib.map(val, function(v) {
          return v;
        });
      }
      arr.reverse();
      if (lib.isString(val)) {
        return r.copySafeness(val, arr.join(""));
      }
      return arr;
    }
    _exports.reverse = reverse;
    function round(val, precision, method) {
      precision = precision || 0;
      var factor = Math.pow(10, precision);
      var rounder;
      if (method === "ceil") {
        rounder = Math.ceil;
      } else if (method === "floor") {
        rounder = Math.floor;
      } else {
        rounder = Math.round;
      }
      return rounder(val * factor) / factor;
    }
    _exports.round = round;
    function slice(arr, slices, fillWith) {
      var sliceLength = Math.floor(arr.length / slices);
      var extra = arr.length % slices;
      var res = [];
      var offset = 0;
      for (var i = 0; i < slices; i++) {
        var start = offset + i * sliceLength;
        if (i < extra) {
          offset++;
        }
        var end = offset + (i + 1) * sliceLength;
        var currSlice = arr.slice(start, end);
        if (fillWith && i >= extra) {
          currSlice.push(fillWith);
        }
        res.push(currSlice);
      }
      return res;
    }
    _exports.slice = slice;
    function sum(arr, attr, start) {
      if (start === void 0) {
        start = 0;
      }
      if (attr) {
        arr = lib.map(arr, function(v) {
          return v[attr];
        });
      }
      return start + arr.reduce(function(a, b) {
        return a + b;
      }, 0);
    }
    _exports.sum = sum;
    _exports.sort = r.makeMacro(["value", "reverse", "case_sensitive", "attribute"], [], function sortFilter(arr, reversed, caseSens, attr) {
      var _this = this;
      var array = lib.map(arr, function(v) {
        return v;
      });
      var getAttribute = lib.getAttrGetter(attr);
      array.sort(function(a, b) {
        var x = attr ? getAttribute(a) : a;
        var y = attr ? getAttribute(b) : b;
        if (_this.env.opts.throwOnUndefined && attr && (x === void 0 || y === void 0)) {
          throw new TypeError('sort: attribute "' + attr + '" resolved to undefined');
        }
        if (!caseSens && lib.isString(x) && lib.isString(y)) {
          x = x.toLowerCase();
          y = y.toLowerCase();
        }
        if (x < y) {
          return reversed ? 1 : -1;
        } else if (x > y) {
          return reversed ? -1 : 1;
        } else {
          return 0;
        }
      });
      return array;
    });
    function string(obj) {
      return r.copySafeness(obj, obj);
    }
    _exports.string = string;
    function striptags(input, preserveLinebreaks) {
      input = normalize(input, "");
      var tags = /<\/?([a-z][a-z0-9]*)\b[^>]*>|<!--[\s\S]*?-->/gi;
      var trimmedInput = trim(input.replace(tags, ""));
      var res = "";
      if (preserveLinebreaks) {
        res = trimmedInput.replace(/^ +| +$/gm, "").replace(/ +/g, " ").replace(/(\r\n)/g, "\n").replace(/\n\n\n+/g, "\n\n");
      } else {
        res = trimmedInput.replace(/\s+/gi, " ");
      }
      return r.copySafeness(input, res);
    }
    _exports.striptags = striptags;
    function title(str) {
      str = normalize(str, "");
      var words = str.split(" ").map(function(word) {
        return capitalize(word);
      });
      return r.copySafeness(str, words.join(" "));
    }
    _exports.title = title;
    function trim(str) {
      return r.copySafeness(str, str.replace(/^\s*|\s*$/g, ""));
    }
    _exports.trim = trim;
    function truncate(input, length, killwords, end) {
      var orig = input;
      input = normalize(input, "");
      length = length || 255;
      if (input.length <= length) {
        return input;
      }
      if (killwords) {
        input = input.substring(0, length);
      } else {
        var idx = input.lastIndexOf(" ", length);
        if (idx === -1) {
          idx = length;
        }
        input = input.substring(0, idx);
      }
      input += end !== void 0 && end !== null ? end : "...";
      return r.copySafeness(orig, input);
    }
    _exports.truncate = truncate;
    function upper(str) {
      str = normalize(str, "");
      return str.toUpperCase();
    }
    _exports.upper = upper;
    function urlencode(obj) {
      var enc = encodeURIComponent;
      if (lib.isString(obj)) {
        return enc(obj);
      } else {
        var keyvals = lib.isArray(obj) ? obj : lib._entries(obj);
        return keyvals.map(function(_ref2) {
          var k = _ref2[0], v = _ref2[1];
          return enc(k) + "=" + enc(v);
        }).join("&");
      }
    }
    _exports.urlencode = urlencode;
    var puncRe = /^(?:\(|<|&lt;)?(.*?)(?:\.|,|\)|\n|&gt;)?$/;
    var emailRe = /^[\w.!#$%&'*+\-\/=?\^`{|}~]+@[a-z\d\-]+(\.[a-z\d\-]+)+$/i;
    var httpHttpsRe = /^https?:\/\/.*$/;
    var wwwRe = /^www\./;
    var tldRe = /\.(?:org|net|com)(?:\:|\/|$)/;
    function urlize(str, length, nofollow) {
      if (isNaN(length)) {
        length = Infinity;
      }
      var noFollowAttr = nofollow === true ? ' rel="nofollow"' : "";
      var words = str.split(/(\s+)/).filter(function(word) {
        return word && word.length;
      }).map(function(word) {
        var matches = word.match(puncRe);
        var possibleUrl = matches ? matches[1] : word;
        var shortUrl = possibleUrl.substr(0, length);
        if (httpHttpsRe.test(possibleUrl)) {
          return '<a href="' + possibleUrl + '"' + noFollowAttr + ">" + shortUrl + "</a>";
        }
        if (wwwRe.test(possibleUrl)) {
          return '<a href="http://' + possibleUrl + '"' + noFollowAttr + ">" + shortUrl + "</a>";
        }
        if (emailRe.test(possibleUrl)) {
          return '<a href="mailto:' + possibleUrl + '">' + possibleUrl + "</a>";
        }
        if (tldRe.test(possibleUrl)) {
          return '<a href="http://' + possibleUrl + '"' + noFollowAttr + ">" + shortUrl + "</a>";
        }
        return word;
      });
      return words.join("");
    }
    _exports.urlize = urlize;
    function wordcount(str) {
      str = normalize(str, "");
      var words = str ? str.match(/\w+/g) : null;
      return words ? words.length : null;
    }
    _exports.wordcount = wordcount;
    function float(val, def) {
      var res = parseFloat(val);
      return isNaN(res) ? def : res;
    }
    _exports.float = float;
    var intFilter = r.makeMacro(["value", "default", "base"], [], function doInt(value, defaultValue, base) {
      if (base === void 0) {
        base = 10;
      }
      var res = parseInt(value, base);
      return isNaN(res) ? defaultValue : res;
    });
    _exports.int = intFilter;
    _exports.d = _exports.default;
    _exports.e = _exports.escape;
  }
});

// node_modules/nunjucks/src/loader.js
var require_loader = __commonJS({
  "node_modules/nunjucks/src/loader.js"(exports, module) {
    "use strict";
    function _inheritsLoose(subClass, superClass) {
      subClass.prototype = Object.create(superClass.prototype);
      subClass.prototype.constructor = subClass;
      _setPrototypeOf(subClass, superClass);
    }
    function _setPrototypeOf(o, p) {
      _setPrototypeOf = Object.setPrototypeOf ? Object.setPrototypeOf.bind() : function _setPrototypeOf2(o2, p2) {
        o2.__proto__ = p2;
        return o2;
      };
      return _setPrototypeOf(o, p);
    }
    var path6 = __require("path");
    var _require = require_object();
    var EmitterObj = _require.EmitterObj;
    module.exports = /* @__PURE__ */ (function(_EmitterObj) {
      _inheritsLoose(Loader, _EmitterObj);
      function Loader() {
        return _EmitterObj.apply(this, arguments) || this;
      }
      var _proto = Loader.prototype;
      _proto.resolve = function resolve(from, to) {
        return path6.resolve(path6.dirname(from), to);
      };
      _proto.isRelative = function isRelative(filename) {
        return filename.indexOf("./") === 0 || filename.indexOf("../") === 0;
      };
      return Loader;
    })(EmitterObj);
  }
});

// node_modules/nunjucks/src/precompiled-loader.js
var require_precompiled_loader = __commonJS({
  "node_modules/nunjucks/src/precompiled-loader.js"(exports, module) {
    "use strict";
    function _inheritsLoose(subClass, superClass) {
      subClass.prototype = Object.create(superClass.prototype);
      subClass.prototype.constructor = subClass;
      _setPrototypeOf(subClass, superClass);
    }
    function _setPrototypeOf(o, p) {
      _setPrototypeOf = Object.setPrototypeOf ? Object.setPrototypeOf.bind() : function _setPrototypeOf2(o2, p2) {
        o2.__proto__ = p2;
        return o2;
      };
      return _setPrototypeOf(o, p);
    }
    var Loader = require_loader();
    var PrecompiledLoader = /* @__PURE__ */ (function(_Loader) {
      _inheritsLoose(PrecompiledLoader2, _Loader);
      function PrecompiledLoader2(compiledTemplates) {
        var _this;
        _this = _Loader.call(this) || this;
        _this.precompiled = compiledTemplates || {};
        return _this;
      }
      var _proto = PrecompiledLoader2.prototype;
      _proto.getSource = function getSource(name) {
        if (this.precompiled[name]) {
          return {
            src: {
              type: "code",
              obj: this.precompiled[name]
            },
            path: name
          };
        }
        return null;
      };
      return PrecompiledLoader2;
    })(Loader);
    module.exports = {
      PrecompiledLoader
    };
  }
});

// node_modules/nunjucks/src/node-loaders.js
var require_node_loaders = __commonJS({
  "node_modules/nunjucks/src/node-loaders.js"(exports, module) {
    "use strict";
    function _inheritsLoose(subClass, superClass) {
      subClass.prototype = Object.create(superClass.prototype);
      subClass.prototype.constructor = subClass;
      _setPrototypeOf(subClass, superClass);
    }
    function _setPrototypeOf(o, p) {
      _setPrototypeOf = Object.setPrototypeOf ? Object.setPrototypeOf.bind() : function _setPrototypeOf2(o2, p2) {
        o2.__proto__ = p2;
        return o2;
      };
      return _setPrototypeOf(o, p);
    }
    var fs = __require("fs");
    var path6 = __require("path");
    var Loader = require_loader();
    var _require = require_precompiled_loader();
    var PrecompiledLoader = _require.PrecompiledLoader;
    var chokidar;
    var FileSystemLoader = /* @__PURE__ */ (function(_Loader) {
      _inheritsLoose(FileSystemLoader2, _Loader);
      function FileSystemLoader2(searchPaths, opts) {
        var _this;
        _this = _Loader.call(this) || this;
        if (typeof opts === "boolean") {
          console.log("[nunjucks] Warning: you passed a boolean as the second argument to FileSystemLoader, but it now takes an options object. See http://mozilla.github.io/nunjucks/api.html#filesystemloader");
        }
        opts = opts || {};
        _this.pathsToNames = {};
        _this.noCache = !!opts.noCache;
        if (searchPaths) {
          searchPaths = Array.isArray(searchPaths) ? searchPaths : [searchPaths];
          _this.searchPaths = searchPaths.map(path6.normalize);
        } else {
          _this.searchPaths = ["."];
        }
        if (opts.watch) {
          try {
            chokidar = __require("chokidar");
          } catch (e) {
            throw new Error("watch requires chokidar to be installed");
          }
          var paths = _this.searchPaths.filter(fs.existsSync);
          var watcher = chokidar.watch(paths);
          watcher.on("all", function(event, fullname) {
            fullname = path6.resolve(fullname);
            if (event === "change" && fullname in _this.pathsToNames) {
              _this.emit("update", _this.pathsToNames[fullname], fullname);
            }
          });
          watcher.on("error", function(error) {
            console.log("Watcher error: " + error);
          });
        }
        return _this;
      }
      var _proto = FileSystemLoader2.prototype;
      _proto.getSource = function getSource(name) {
        var fullpath = null;
        var paths = this.searchPaths;
        for (var i = 0; i < paths.length; i++) {
          var basePath = path6.resolve(paths[i]);
          var p = path6.resolve(paths[i], name);
          if (p.indexOf(basePath) === 0 && fs.existsSync(p)) {
            fullpath = p;
            break;
          }
        }
        if (!fullpath) {
          return null;
        }
        this.pathsToNames[fullpath] = name;
        var source = {
          src: fs.readFileSync(fullpath, "utf-8"),
          path: fullpath,
          noCache: this.noCache
        };
        this.emit("load", name, source);
        return source;
      };
      return FileSystemLoader2;
    })(Loader);
    var NodeResolveLoader = /* @__PURE__ */ (function(_Loader2) {
      _inheritsLoose(NodeResolveLoader2, _Loader2);
      function NodeResolveLoader2(opts) {
        var _this2;
        _this2 = _Loader2.call(this) || this;
        opts = opts || {};
        _this2.pathsToNames = {};
        _this2.noCache = !!opts.noCache;
        if (opts.watch) {
          try {
            chokidar = __require("chokidar");
          } catch (e) {
            throw new Error("watch requires chokidar to be installed");
          }
          _this2.watcher = chokidar.watch();
          _this2.watcher.on("change", function(fullname) {
            _this2.emit("update", _this2.pathsToNames[fullname], fullname);
          });
          _this2.watcher.on("error", function(error) {
            console.log("Watcher error: " + error);
          });
          _this2.on("load", function(name, source) {
            _this2.watcher.add(source.path);
          });
        }
        return _this2;
      }
      var _proto2 = NodeResolveLoader2.prototype;
      _proto2.getSource = function getSource(name) {
        if (/^\.?\.?(\/|\\)/.test(name)) {
          return null;
        }
        if (/^[A-Z]:/.test(name)) {
          return null;
        }
        var fullpath;
        try {
          fullpath = __require.resolve(name);
        } catch (e) {
          return null;
        }
        this.pathsToNames[fullpath] = name;
        var source = {
          src: fs.readFileSync(fullpath, "utf-8"),
          path: fullpath,
          noCache: this.noCache
        };
        this.emit("load", name, source);
        return source;
      };
      return NodeResolveLoader2;
    })(Loader);
    module.exports = {
      FileSystemLoader,
      PrecompiledLoader,
      NodeResolveLoader
    };
  }
});

// node_modules/nunjucks/src/loaders.js
var require_loaders = __commonJS({
  "node_modules/nunjucks/src/loaders.js"(exports, module) {
    "use strict";
    module.exports = require_node_loaders();
  }
});

// node_modules/nunjucks/src/tests.js
var require_tests = __commonJS({
  "node_modules/nunjucks/src/tests.js"(exports) {
    "use strict";
    var SafeString = require_runtime().SafeString;
    function callable(value) {
      return typeof value === "function";
    }
    exports.callable = callable;
    function defined(value) {
      return value !== void 0;
    }
    exports.defined = defined;
    function divisibleby(one, two) {
      return one % two === 0;
    }
    exports.divisibleby = divisibleby;
    function escaped(value) {
      return value instanceof SafeString;
    }
    exports.escaped = escaped;
    function equalto(one, two) {
      return one === two;
    }
    exports.equalto = equalto;
    exports.eq = exports.equalto;
    exports.sameas = exports.equalto;
    function even(value) {
      return value % 2 === 0;
    }
    exports.even = even;
    function falsy(value) {
      return !value;
    }
    exports.falsy = falsy;
    function ge(one, two) {
      return one >= two;
    }
    exports.ge = ge;
    function greaterthan(one, two) {
      return one > two;
    }
    exports.greaterthan = greaterthan;
    exports.gt = exports.greaterthan;
    function le(one, two) {
      return one <= two;
    }
    exports.le = le;
    function lessthan(one, two) {
      return one < two;
    }
    exports.lessthan = lessthan;
    exports.lt = exports.lessthan;
    function lower(value) {
      return value.toLowerCase() === value;
    }
    exports.lower = lower;
    function ne(one, two) {
      return one !== two;
    }
    exports.ne = ne;
    function nullTest(value) {
      return value === null;
    }
    exports.null = nullTest;
    function number(value) {
      return typeof value === "number";
    }
    exports.number = number;
    function odd(value) {
      return value % 2 === 1;
    }
    exports.odd = odd;
    function string(value) {
      return typeof value === "string";
    }
    exports.string = string;
    function truthy2(value) {
      return !!value;
    }
    exports.truthy = truthy2;
    function undefinedTest(value) {
      return value === void 0;
    }
    exports.undefined = undefinedTest;
    function upper(value) {
      return value.toUpperCase() === value;
    }
    exports.upper = upper;
    function iterable(value) {
      if (typeof Symbol !== "undefined") {
        return !!value[Symbol.iterator];
      } else {
        return Array.isArray(value) || typeof value === "string";
      }
    }
    exports.iterable = iterable;
    function mapping(value) {
      var bool = value !== null && value !== void 0 && typeof value === "object" && !Array.isArray(value);
      if (Set) {
        return bool && !(value instanceof Set);
      } else {
        return bool;
      }
    }
    exports.mapping = mapping;
  }
});

// node_modules/nunjucks/src/globals.js
var require_globals = __commonJS({
  "node_modules/nunjucks/src/globals.js"(exports, module) {
    "use strict";
    function _cycler(items) {
      var index = -1;
      return {
        current: null,
        reset: function reset() {
          index = -1;
          this.current = null;
        },
        next: function next() {
          index++;
          if (index >= items.length) {
            index = 0;
          }
          this.current = items[index];
          return this.current;
        }
      };
    }
    function _joiner(sep) {
      sep = sep || ",";
      var first = true;
      return function() {
        var val = first ? "" : sep;
        first = false;
        return val;
      };
    }
    function globals() {
      return {
        range: function range(start, stop, step) {
          if (typeof stop === "undefined") {
            stop = start;
            start = 0;
            step = 1;
          } else if (!step) {
            step = 1;
          }
          var arr = [];
          if (step > 0) {
            for (var i = start; i < stop; i += step) {
              arr.push(i);
            }
          } else {
            for (var _i = start; _i > stop; _i += step) {
              arr.push(_i);
            }
          }
          return arr;
        },
        cycler: function cycler() {
          return _cycler(Array.prototype.slice.call(arguments));
        },
        joiner: function joiner(sep) {
          return _joiner(sep);
        }
      };
    }
    module.exports = globals;
  }
});

// node_modules/nunjucks/src/express-app.js
var require_express_app = __commonJS({
  "node_modules/nunjucks/src/express-app.js"(exports, module) {
    "use strict";
    var path6 = __require("path");
    module.exports = function express(env, app) {
      function NunjucksView(name, opts) {
        this.name = name;
        this.path = name;
        this.defaultEngine = opts.defaultEngine;
        this.ext = path6.extname(name);
        if (!this.ext && !this.defaultEngine) {
          throw new Error("No default engine was specified and no extension was provided.");
        }
        if (!this.ext) {
          this.name += this.ext = (this.defaultEngine[0] !== "." ? "." : "") + this.defaultEngine;
        }
      }
      NunjucksView.prototype.render = function render(opts, cb) {
        env.render(this.name, opts, cb);
      };
      app.set("view", NunjucksView);
      app.set("nunjucksEnv", env);
      return env;
    };
  }
});

// node_modules/nunjucks/src/environment.js
var require_environment = __commonJS({
  "node_modules/nunjucks/src/environment.js"(exports, module) {
    "use strict";
    function _inheritsLoose(subClass, superClass) {
      subClass.prototype = Object.create(superClass.prototype);
      subClass.prototype.constructor = subClass;
      _setPrototypeOf(subClass, superClass);
    }
    function _setPrototypeOf(o, p) {
      _setPrototypeOf = Object.setPrototypeOf ? Object.setPrototypeOf.bind() : function _setPrototypeOf2(o2, p2) {
        o2.__proto__ = p2;
        return o2;
      };
      return _setPrototypeOf(o, p);
    }
    var asap = require_asap();
    var _waterfall = require_a_sync_waterfall();
    var lib = require_lib();
    var compiler = require_compiler();
    var filters = require_filters();
    var _require = require_loaders();
    var FileSystemLoader = _require.FileSystemLoader;
    var WebLoader = _require.WebLoader;
    var PrecompiledLoader = _require.PrecompiledLoader;
    var tests = require_tests();
    var globals = require_globals();
    var _require2 = require_object();
    var Obj = _require2.Obj;
    var EmitterObj = _require2.EmitterObj;
    var globalRuntime = require_runtime();
    var handleError = globalRuntime.handleError;
    var Frame = globalRuntime.Frame;
    var expressApp = require_express_app();
    function callbackAsap(cb, err, res) {
      asap(function() {
        cb(err, res);
      });
    }
    var noopTmplSrc = {
      type: "code",
      obj: {
        root: function root(env, context, frame, runtime, cb) {
          try {
            cb(null, "");
          } catch (e) {
            cb(handleError(e, null, null));
          }
        }
      }
    };
    var Environment = /* @__PURE__ */ (function(_EmitterObj) {
      _inheritsLoose(Environment2, _EmitterObj);
      function Environment2() {
        return _EmitterObj.apply(this, arguments) || this;
      }
      var _proto = Environment2.prototype;
      _proto.init = function init(loaders, opts) {
        var _this = this;
        opts = this.opts = opts || {};
        this.opts.dev = !!opts.dev;
        this.opts.autoescape = opts.autoescape != null ? opts.autoescape : true;
        this.opts.throwOnUndefined = !!opts.throwOnUndefined;
        this.opts.trimBlocks = !!opts.trimBlocks;
        this.opts.lstripBlocks = !!opts.lstripBlocks;
        this.loaders = [];
        if (!loaders) {
          if (FileSystemLoader) {
            this.loaders = [new FileSystemLoader("views")];
          } else if (WebLoader) {
            this.loaders = [new WebLoader("/views")];
          }
        } else {
          this.loaders = lib.isArray(loaders) ? loaders : [loaders];
        }
        if (typeof window !== "undefined" && window.nunjucksPrecompiled) {
          this.loaders.unshift(new PrecompiledLoader(window.nunjucksPrecompiled));
        }
        this._initLoaders();
        this.globals = globals();
        this.filters = {};
        this.tests = {};
        this.asyncFilters = [];
        this.extensions = {};
        this.extensionsList = [];
        lib._entries(filters).forEach(function(_ref) {
          var name = _ref[0], filter = _ref[1];
          return _this.addFilter(name, filter);
        });
        lib._entries(tests).forEach(function(_ref2) {
          var name = _ref2[0], test = _ref2[1];
          return _this.addTest(name, test);
        });
      };
      _proto._initLoaders = function _initLoaders() {
        var _this2 = this;
        this.loaders.forEach(function(loader) {
          loader.cache = {};
          if (typeof loader.on === "function") {
            loader.on("update", function(name, fullname) {
              loader.cache[name] = null;
              _this2.emit("update", name, fullname, loader);
            });
            loader.on("load", function(name, source) {
              _this2.emit("load", name, source, loader);
            });
          }
        });
      };
      _proto.invalidateCache = function invalidateCache() {
        this.loaders.forEach(function(loader) {
          loader.cache = {};
        });
      };
      _proto.addExtension = function addExtension(name, extension) {
        extension.__name = name;
        this.extensions[name] = extension;
        this.extensionsList.push(extension);
        return this;
      };
      _proto.removeExtension = function removeExtension(name) {
        var extension = this.getExtension(name);
        if (!extension) {
          return;
        }
        this.extensionsList = lib.without(this.extensionsList, extension);
        delete this.extensions[name];
      };
      _proto.getExtension = function getExtension(name) {
        return this.extensions[name];
      };
      _proto.hasExtension = function hasExtension(name) {
        return !!this.extensions[name];
      };
      _proto.addGlobal = function addGlobal(name, value) {
        this.globals[name] = value;
        return this;
      };
      _proto.getGlobal = function getGlobal(name) {
        if (typeof this.globals[name] === "undefined") {
          throw new Error("global not found: " + name);
        }
        return this.globals[name];
      };
      _proto.addFilter = function addFilter(name, func, async) {
        var wrapped = func;
        if (async) {
          this.asyncFilters.push(name);
        }
        this.filters[name] = wrapped;
        return this;
      };
      _proto.getFilter = function getFilter(name) {
        if (!this.filters[name]) {
          throw new Error("filter not found: " + name);
        }
        return this.filters[name];
      };
      _proto.addTest = function addTest(name, func) {
        this.tests[name] = func;
        return this;
      };
      _proto.getTest = function getTest(name) {
        if (!this.tests[name]) {
          throw new Error("test not found: " + name);
        }
        return this.tests[name];
      };
      _proto.resolveTemplate = function resolveTemplate(loader, parentName, filename) {
        var isRelative = loader.isRelative && parentName ? loader.isRelative(filename) : false;
        return isRelative && loader.resolve ? loader.resolve(parentName, filename) : filename;
      };
      _proto.getTemplate = function getTemplate(name, eagerCompile, parentName, ignoreMissing, cb) {
        var _this3 = this;
        var that = this;
        var tmpl = null;
        if (name && name.raw) {
          name = name.raw;
        }
        if (lib.isFunction(parentName)) {
          cb = parentName;
          parentName = null;
          eagerCompile = eagerCompile || false;
        }
        if (lib.isFunction(eagerCompile)) {
          cb = eagerCompile;
          eagerCompile = false;
        }
        if (name instanceof Template) {
          tmpl = name;
        } else if (typeof name !== "string") {
          throw new Error("template names must be a string: " + name);
        } else {
          for (var i = 0; i < this.loaders.length; i++) {
            var loader = this.loaders[i];
            tmpl = loader.cache[this.resolveTemplate(loader, parentName, name)];
            if (tmpl) {
              break;
            }
          }
        }
        if (tmpl) {
          if (eagerCompile) {
            tmpl.compile();
          }
          if (cb) {
            cb(null, tmpl);
            return void 0;
          } else {
            return tmpl;
          }
        }
        var syncResult;
        var createTemplate = function createTemplate2(err, info) {
          if (!info && !err && !ignoreMissing) {
            err = new Error("template not found: " + name);
          }
          if (err) {
            if (cb) {
              cb(err);
              return;
            } else {
              throw err;
            }
          }
          var newTmpl;
          if (!info) {
            newTmpl = new Template(noopTmplSrc, _this3, "", eagerCompile);
          } else {
            newTmpl = new Template(info.src, _this3, info.path, eagerCompile);
            if (!info.noCache) {
              info.loader.cache[name] = newTmpl;
            }
          }
          if (cb) {
            cb(null, newTmpl);
          } else {
            syncResult = newTmpl;
          }
        };
        lib.asyncIter(this.loaders, function(loader2, i2, next, done) {
          function handle(err, src) {
            if (err) {
              done(err);
            } else if (src) {
              src.loader = loader2;
              done(null, src);
            } else {
              next();
            }
          }
          name = that.resolveTemplate(loader2, parentName, name);
          if (loader2.async) {
            loader2.getSource(name, handle);
          } else {
            handle(null, loader2.getSource(name));
          }
        }, createTemplate);
        return syncResult;
      };
      _proto.express = function express(app) {
        return expressApp(this, app);
      };
      _proto.render = function render(name, ctx, cb) {
        if (lib.isFunction(ctx)) {
          cb = ctx;
          ctx = null;
        }
        var syncResult = null;
        this.getTemplate(name, function(err, tmpl) {
          if (err && cb) {
            callbackAsap(cb, err);
          } else if (err) {
            throw err;
          } else {
            syncResult = tmpl.render(ctx, cb);
          }
        });
        return syncResult;
      };
      _proto.renderString = function renderString(src, ctx, opts, cb) {
        if (lib.isFunction(opts)) {
          cb = opts;
          opts = {};
        }
        opts = opts || {};
        var tmpl = new Template(src, this, opts.path);
        return tmpl.render(ctx, cb);
      };
      _proto.waterfall = function waterfall(tasks, callback, forceAsync) {
        return _waterfall(tasks, callback, forceAsync);
      };
      return Environment2;
    })(EmitterObj);
    var Context = /* @__PURE__ */ (function(_Obj) {
      _inheritsLoose(Context2, _Obj);
      function Context2() {
        return _Obj.apply(this, arguments) || this;
      }
      var _proto2 = Context2.prototype;
      _proto2.init = function init(ctx, blocks, env) {
        var _this4 = this;
        this.env = env || new Environment();
        this.ctx = lib.extend({}, ctx);
        this.blocks = {};
        this.exported = [];
        lib.keys(blocks).forEach(function(name) {
          _this4.addBlock(name, blocks[name]);
        });
      };
      _proto2.lookup = function lookup(name) {
        if (name in this.env.globals && !(name in this.ctx)) {
          return this.env.globals[name];
        } else {
          return this.ctx[name];
        }
      };
      _proto2.setVariable = function setVariable(name, val) {
        this.ctx[name] = val;
      };
      _proto2.getVariables = function getVariables() {
        return this.ctx;
      };
      _proto2.addBlock = function addBlock(name, block) {
        this.blocks[name] = this.blocks[name] || [];
        this.blocks[name].push(block);
        return this;
      };
      _proto2.getBlock = function getBlock(name) {
        if (!this.blocks[name]) {
          throw new Error('unknown block "' + name + '"');
        }
        return this.blocks[name][0];
      };
      _proto2.getSuper = function getSuper(env, name, block, frame, runtime, cb) {
        var idx = lib.indexOf(this.blocks[name] || [], block);
        var blk = this.blocks[name][idx + 1];
        var context = this;
        if (idx === -1 || !blk) {
          throw new Error('no super block available for "' + name + '"');
        }
        blk(env, context, frame, runtime, cb);
      };
      _proto2.addExport = function addExport(name) {
        this.exported.push(name);
      };
      _proto2.getExported = function getExported() {
        var _this5 = this;
        var exported = {};
        this.exported.forEach(function(name) {
          exported[name] = _this5.ctx[name];
        });
        return exported;
      };
      return Context2;
    })(Obj);
    var Template = /* @__PURE__ */ (function(_Obj2) {
      _inheritsLoose(Template2, _Obj2);
      function Template2() {
        return _Obj2.apply(this, arguments) || this;
      }
      var _proto3 = Template2.prototype;
      _proto3.init = function init(src, env, path6, eagerCompile) {
        this.env = env || new Environment();
        if (lib.isObject(src)) {
          switch (src.type) {
            case "code":
              this.tmplProps = src.obj;
              break;
            case "string":
              this.tmplStr = src.obj;
              break;
            default:
              throw new Error("Unexpected template object type " + src.type + "; expected 'code', or 'string'");
          }
        } else if (lib.isString(src)) {
          this.tmplStr = src;
        } else {
          throw new Error("src must be a string or an object describing the source");
        }
        this.path = path6;
        if (eagerCompile) {
          try {
            this._compile();
          } catch (err) {
            throw lib._prettifyError(this.path, this.env.opts.dev, err);
          }
        } else {
          this.compiled = false;
        }
      };
      _proto3.render = function render(ctx, parentFrame, cb) {
        var _this6 = this;
        if (typeof ctx === "function") {
          cb = ctx;
          ctx = {};
        } else if (typeof parentFrame === "function") {
          cb = parentFrame;
          parentFrame = null;
        }
        var forceAsync = !parentFrame;
        try {
          this.compile();
        } catch (e) {
          var err = lib._prettifyError(this.path, this.env.opts.dev, e);
          if (cb) {
            return callbackAsap(cb, err);
          } else {
            throw err;
          }
        }
        var context = new Context(ctx || {}, this.blocks, this.env);
        var frame = parentFrame ? parentFrame.push(true) : new Frame();
        frame.topLevel = true;
        var syncResult = null;
        var didError = false;
        this.rootRenderFunc(this.env, context, frame, globalRuntime, function(err2, res) {
          if (didError && cb && typeof res !== "undefined") {
            return;
          }
          if (err2) {
            err2 = lib._prettifyError(_this6.path, _this6.env.opts.dev, err2);
            didError = true;
          }
          if (cb) {
            if (forceAsync) {
              callbackAsap(cb, err2, res);
            } else {
              cb(err2, res);
            }
          } else {
            if (err2) {
              throw err2;
            }
            syncResult = res;
          }
        });
        return syncResult;
      };
      _proto3.getExported = function getExported(ctx, parentFrame, cb) {
        if (typeof ctx === "function") {
          cb = ctx;
          ctx = {};
        }
        if (typeof parentFrame === "function") {
          cb = parentFrame;
          parentFrame = null;
        }
        try {
          this.compile();
        } catch (e) {
          if (cb) {
            return cb(e);
          } else {
            throw e;
          }
        }
        var frame = parentFrame ? parentFrame.push() : new Frame();
        frame.topLevel = true;
        var context = new Context(ctx || {}, this.blocks, this.env);
        this.rootRenderFunc(this.env, context, frame, globalRuntime, function(err) {
          if (err) {
            cb(err, null);
          } else {
            cb(null, context.getExported());
          }
        });
      };
      _proto3.compile = function compile() {
        if (!this.compiled) {
          this._compile();
        }
      };
      _proto3._compile = function _compile() {
        var props;
        if (this.tmplProps) {
          props = this.tmplProps;
        } else {
          var source = compiler.compile(this.tmplStr, this.env.asyncFilters, this.env.extensionsList, this.path, this.env.opts);
          var func = new Function(source);
          props = func();
        }
        this.blocks = this._getBlocks(props);
        this.rootRenderFunc = props.root;
        this.compiled = true;
      };
      _proto3._getBlocks = function _getBlocks(props) {
        var blocks = {};
        lib.keys(props).forEach(function(k) {
          if (k.slice(0, 2) === "b_") {
            blocks[k.slice(2)] = props[k];
          }
        });
        return blocks;
      };
      return Template2;
    })(Obj);
    module.exports = {
      Environment,
      Template
    };
  }
});

// node_modules/nunjucks/src/precompile-global.js
var require_precompile_global = __commonJS({
  "node_modules/nunjucks/src/precompile-global.js"(exports, module) {
    "use strict";
    function precompileGlobal(templates, opts) {
      var out = "";
      opts = opts || {};
      for (var i = 0; i < templates.length; i++) {
        var name = JSON.stringify(templates[i].name);
        var template2 = templates[i].template;
        out += "(function() {(window.nunjucksPrecompiled = window.nunjucksPrecompiled || {})[" + name + "] = (function() {\n" + template2 + "\n})();\n";
        if (opts.asFunction) {
          out += "return function(ctx, cb) { return nunjucks.render(" + name + ", ctx, cb); }\n";
        }
        out += "})();\n";
      }
      return out;
    }
    module.exports = precompileGlobal;
  }
});

// node_modules/nunjucks/src/precompile.js
var require_precompile = __commonJS({
  "node_modules/nunjucks/src/precompile.js"(exports, module) {
    "use strict";
    var fs = __require("fs");
    var path6 = __require("path");
    var _require = require_lib();
    var _prettifyError = _require._prettifyError;
    var compiler = require_compiler();
    var _require2 = require_environment();
    var Environment = _require2.Environment;
    var precompileGlobal = require_precompile_global();
    function match(filename, patterns) {
      if (!Array.isArray(patterns)) {
        return false;
      }
      return patterns.some(function(pattern) {
        return filename.match(pattern);
      });
    }
    function precompileString(str, opts) {
      opts = opts || {};
      opts.isString = true;
      var env = opts.env || new Environment([]);
      var wrapper = opts.wrapper || precompileGlobal;
      if (!opts.name) {
        throw new Error('the "name" option is required when compiling a string');
      }
      return wrapper([_precompile(str, opts.name, env)], opts);
    }
    function precompile(input, opts) {
      opts = opts || {};
      var env = opts.env || new Environment([]);
      var wrapper = opts.wrapper || precompileGlobal;
      if (opts.isString) {
        return precompileString(input, opts);
      }
      var pathStats = fs.existsSync(input) && fs.statSync(input);
      var precompiled = [];
      var templates = [];
      function addTemplates(dir) {
        fs.readdirSync(dir).forEach(function(file) {
          var filepath = path6.join(dir, file);
          var subpath = filepath.substr(path6.join(input, "/").length);
          var stat = fs.statSync(filepath);
          if (stat && stat.isDirectory()) {
            subpath += "/";
            if (!match(subpath, opts.exclude)) {
              addTemplates(filepath);
            }
          } else if (match(subpath, opts.include)) {
            templates.push(filepath);
          }
        });
      }
      if (pathStats.isFile()) {
        precompiled.push(_precompile(fs.readFileSync(input, "utf-8"), opts.name || input, env));
      } else if (pathStats.isDirectory()) {
        addTemplates(input);
        for (var i = 0; i < templates.length; i++) {
          var name = templates[i].replace(path6.join(input, "/"), "");
          try {
            precompiled.push(_precompile(fs.readFileSync(templates[i], "utf-8"), name, env));
          } catch (e) {
            if (opts.force) {
              console.error(e);
            } else {
              throw e;
            }
          }
        }
      }
      return wrapper(precompiled, opts);
    }
    function _precompile(str, name, env) {
      env = env || new Environment([]);
      var asyncFilters = env.asyncFilters;
      var extensions = env.extensionsList;
      var template2;
      name = name.replace(/\\/g, "/");
      try {
        template2 = compiler.compile(str, asyncFilters, extensions, name, env.opts);
      } catch (err) {
        throw _prettifyError(name, false, err);
      }
      return {
        name,
        template: template2
      };
    }
    module.exports = {
      precompile,
      precompileString
    };
  }
});

// node_modules/nunjucks/src/jinja-compat.js
var require_jinja_compat = __commonJS({
  "node_modules/nunjucks/src/jinja-compat.js"(exports, module) {
    "use strict";
    function installCompat() {
      "use strict";
      var runtime = this.runtime;
      var lib = this.lib;
      var Compiler = this.compiler.Compiler;
      var Parser = this.parser.Parser;
      var nodes = this.nodes;
      var lexer = this.lexer;
      var orig_contextOrFrameLookup = runtime.contextOrFrameLookup;
      var orig_memberLookup = runtime.memberLookup;
      var orig_Compiler_assertType;
      var orig_Parser_parseAggregate;
      if (Compiler) {
        orig_Compiler_assertType = Compiler.prototype.assertType;
      }
      if (Parser) {
        orig_Parser_parseAggregate = Parser.prototype.parseAggregate;
      }
      function uninstall() {
        runtime.contextOrFrameLookup = orig_contextOrFrameLookup;
        runtime.memberLookup = orig_memberLookup;
        if (Compiler) {
          Compiler.prototype.assertType = orig_Compiler_assertType;
        }
        if (Parser) {
          Parser.prototype.parseAggregate = orig_Parser_parseAggregate;
        }
      }
      runtime.contextOrFrameLookup = function contextOrFrameLookup(context, frame, key) {
        var val = orig_contextOrFrameLookup.apply(this, arguments);
        if (val !== void 0) {
          return val;
        }
        switch (key) {
          case "True":
            return true;
          case "False":
            return false;
          case "None":
            return null;
          default:
            return void 0;
        }
      };
      function getTokensState(tokens) {
        return {
          index: tokens.index,
          lineno: tokens.lineno,
          colno: tokens.colno
        };
      }
      if (process.env.BUILD_TYPE !== "SLIM" && nodes && Compiler && Parser) {
        var Slice = nodes.Node.extend("Slice", {
          fields: ["start", "stop", "step"],
          init: function init(lineno, colno, start, stop, step) {
            start = start || new nodes.Literal(lineno, colno, null);
            stop = stop || new nodes.Literal(lineno, colno, null);
            step = step || new nodes.Literal(lineno, colno, 1);
            this.parent(lineno, colno, start, stop, step);
          }
        });
        Compiler.prototype.assertType = function assertType(node) {
          if (node instanceof Slice) {
            return;
          }
          orig_Compiler_assertType.apply(this, arguments);
        };
        Compiler.prototype.compileSlice = function compileSlice(node, frame) {
          this._emit("(");
          this._compileExpression(node.start, frame);
          this._emit("),(");
          this._compileExpression(node.stop, frame);
          this._emit("),(");
          this._compileExpression(node.step, frame);
          this._emit(")");
        };
        Parser.prototype.parseAggregate = function parseAggregate() {
          var _this = this;
          var origState = getTokensState(this.tokens);
          origState.colno--;
          origState.index--;
          try {
            return orig_Parser_parseAggregate.apply(this);
          } catch (e) {
            var errState = getTokensState(this.tokens);
            var rethrow = function rethrow2() {
              lib._assign(_this.tokens, errState);
              return e;
            };
            lib._assign(this.tokens, origState);
            this.peeked = false;
            var tok = this.peekToken();
            if (tok.type !== lexer.TOKEN_LEFT_BRACKET) {
              throw rethrow();
            } else {
              this.nextToken();
            }
            var node = new Slice(tok.lineno, tok.colno);
            var isSlice = false;
            for (var i = 0; i <= node.fields.length; i++) {
              if (this.skip(lexer.TOKEN_RIGHT_BRACKET)) {
                break;
              }
              if (i === node.fields.length) {
                if (isSlice) {
                  this.fail("parseSlice: too many slice components", tok.lineno, tok.colno);
                } else {
                  break;
                }
              }
              if (this.skip(lexer.TOKEN_COLON)) {
                isSlice = true;
              } else {
                var field2 = node.fields[i];
                node[field2] = this.parseExpression();
                isSlice = this.skip(lexer.TOKEN_COLON) || isSlice;
              }
            }
            if (!isSlice) {
              throw rethrow();
            }
            return new nodes.Array(tok.lineno, tok.colno, [node]);
          }
        };
      }
      function sliceLookup(obj, start, stop, step) {
        obj = obj || [];
        if (start === null) {
          start = step < 0 ? obj.length - 1 : 0;
        }
        if (stop === null) {
          stop = step < 0 ? -1 : obj.length;
        } else if (stop < 0) {
          stop += obj.length;
        }
        if (start < 0) {
          start += obj.length;
        }
        var results = [];
        for (var i = start; ; i += step) {
          if (i < 0 || i > obj.length) {
            break;
          }
          if (step > 0 && i >= stop) {
            break;
          }
          if (step < 0 && i <= stop) {
            break;
          }
          results.push(runtime.memberLookup(obj, i));
        }
        return results;
      }
      function hasOwnProp(obj, key) {
        return Object.prototype.hasOwnProperty.call(obj, key);
      }
      var ARRAY_MEMBERS = {
        pop: function pop(index) {
          if (index === void 0) {
            return this.pop();
          }
          if (index >= this.length || index < 0) {
            throw new Error("KeyError");
          }
          return this.splice(index, 1);
        },
        append: function append(element) {
          return this.push(element);
        },
        remove: function remove(element) {
          for (var i = 0; i < this.length; i++) {
            if (this[i] === element) {
              return this.splice(i, 1);
            }
          }
          throw new Error("ValueError");
        },
        count: function count(element) {
          var count2 = 0;
          for (var i = 0; i < this.length; i++) {
            if (this[i] === element) {
              count2++;
            }
          }
          return count2;
        },
        index: function index(element) {
          var i;
          if ((i = this.indexOf(element)) === -1) {
            throw new Error("ValueError");
          }
          return i;
        },
        find: function find(element) {
          return this.indexOf(element);
        },
        insert: function insert(index, elem) {
          return this.splice(index, 0, elem);
        }
      };
      var OBJECT_MEMBERS = {
        items: function items() {
          return lib._entries(this);
        },
        values: function values() {
          return lib._values(this);
        },
        keys: function keys() {
          return lib.keys(this);
        },
        get: function get(key, def) {
          var output2 = this[key];
          if (output2 === void 0) {
            output2 = def;
          }
          return output2;
        },
        has_key: function has_key(key) {
          return hasOwnProp(this, key);
        },
        pop: function pop(key, def) {
          var output2 = this[key];
          if (output2 === void 0 && def !== void 0) {
            output2 = def;
          } else if (output2 === void 0) {
            throw new Error("KeyError");
          } else {
            delete this[key];
          }
          return output2;
        },
        popitem: function popitem() {
          var keys = lib.keys(this);
          if (!keys.length) {
            throw new Error("KeyError");
          }
          var k = keys[0];
          var val = this[k];
          delete this[k];
          return [k, val];
        },
        setdefault: function setdefault(key, def) {
          if (def === void 0) {
            def = null;
          }
          if (!(key in this)) {
            this[key] = def;
          }
          return this[key];
        },
        update: function update(kwargs) {
          lib._assign(this, kwargs);
          return null;
        }
      };
      OBJECT_MEMBERS.iteritems = OBJECT_MEMBERS.items;
      OBJECT_MEMBERS.itervalues = OBJECT_MEMBERS.values;
      OBJECT_MEMBERS.iterkeys = OBJECT_MEMBERS.keys;
      runtime.memberLookup = function memberLookup(obj, val, autoescape) {
        if (arguments.length === 4) {
          return sliceLookup.apply(this, arguments);
        }
        obj = obj || {};
        if (lib.isArray(obj) && hasOwnProp(ARRAY_MEMBERS, val)) {
          return ARRAY_MEMBERS[val].bind(obj);
        }
        if (lib.isObject(obj) && hasOwnProp(OBJECT_MEMBERS, val)) {
          return OBJECT_MEMBERS[val].bind(obj);
        }
        return orig_memberLookup.apply(this, arguments);
      };
      return uninstall;
    }
    module.exports = installCompat;
  }
});

// node_modules/nunjucks/index.js
var require_nunjucks = __commonJS({
  "node_modules/nunjucks/index.js"(exports, module) {
    "use strict";
    var lib = require_lib();
    var _require = require_environment();
    var Environment = _require.Environment;
    var Template = _require.Template;
    var Loader = require_loader();
    var loaders = require_loaders();
    var precompile = require_precompile();
    var compiler = require_compiler();
    var parser = require_parser();
    var lexer = require_lexer();
    var runtime = require_runtime();
    var nodes = require_nodes();
    var installJinjaCompat = require_jinja_compat();
    var e;
    function configure(templatesPath, opts) {
      opts = opts || {};
      if (lib.isObject(templatesPath)) {
        opts = templatesPath;
        templatesPath = null;
      }
      var TemplateLoader;
      if (loaders.FileSystemLoader) {
        TemplateLoader = new loaders.FileSystemLoader(templatesPath, {
          watch: opts.watch,
          noCache: opts.noCache
        });
      } else if (loaders.WebLoader) {
        TemplateLoader = new loaders.WebLoader(templatesPath, {
          useCache: opts.web && opts.web.useCache,
          async: opts.web && opts.web.async
        });
      }
      e = new Environment(TemplateLoader, opts);
      if (opts && opts.express) {
        e.express(opts.express);
      }
      return e;
    }
    module.exports = {
      Environment,
      Template,
      Loader,
      FileSystemLoader: loaders.FileSystemLoader,
      NodeResolveLoader: loaders.NodeResolveLoader,
      PrecompiledLoader: loaders.PrecompiledLoader,
      WebLoader: loaders.WebLoader,
      compiler,
      parser,
      lexer,
      runtime,
      lib,
      nodes,
      installJinjaCompat,
      configure,
      reset: function reset() {
        e = void 0;
      },
      compile: function compile(src, env, path6, eagerCompile) {
        if (!e) {
          configure();
        }
        return new Template(src, env, path6, eagerCompile);
      },
      render: function render(name, ctx, cb) {
        if (!e) {
          configure();
        }
        return e.render(name, ctx, cb);
      },
      renderString: function renderString(src, ctx, cb) {
        if (!e) {
          configure();
        }
        return e.renderString(src, ctx, cb);
      },
      precompile: precompile ? precompile.precompile : void 0,
      precompileString: precompile ? precompile.precompileString : void 0
    };
  }
});

// node_modules/fastest-levenshtein/mod.js
var require_mod = __commonJS({
  "node_modules/fastest-levenshtein/mod.js"(exports) {
    "use strict";
    exports.__esModule = true;
    exports.distance = exports.closest = void 0;
    var peq = new Uint32Array(65536);
    var myers_32 = function(a, b) {
      var n = a.length;
      var m = b.length;
      var lst = 1 << n - 1;
      var pv = -1;
      var mv = 0;
      var sc = n;
      var i = n;
      while (i--) {
        peq[a.charCodeAt(i)] |= 1 << i;
      }
      for (i = 0; i < m; i++) {
        var eq = peq[b.charCodeAt(i)];
        var xv = eq | mv;
        eq |= (eq & pv) + pv ^ pv;
        mv |= ~(eq | pv);
        pv &= eq;
        if (mv & lst) {
          sc++;
        }
        if (pv & lst) {
          sc--;
        }
        mv = mv << 1 | 1;
        pv = pv << 1 | ~(xv | mv);
        mv &= xv;
      }
      i = n;
      while (i--) {
        peq[a.charCodeAt(i)] = 0;
      }
      return sc;
    };
    var myers_x = function(b, a) {
      var n = a.length;
      var m = b.length;
      var mhc = [];
      var phc = [];
      var hsize = Math.ceil(n / 32);
      var vsize = Math.ceil(m / 32);
      for (var i = 0; i < hsize; i++) {
        phc[i] = -1;
        mhc[i] = 0;
      }
      var j = 0;
      for (; j < vsize - 1; j++) {
        var mv_1 = 0;
        var pv_1 = -1;
        var start_1 = j * 32;
        var vlen_1 = Math.min(32, m) + start_1;
        for (var k = start_1; k < vlen_1; k++) {
          peq[b.charCodeAt(k)] |= 1 << k;
        }
        for (var i = 0; i < n; i++) {
          var eq = peq[a.charCodeAt(i)];
          var pb = phc[i / 32 | 0] >>> i & 1;
          var mb = mhc[i / 32 | 0] >>> i & 1;
          var xv = eq | mv_1;
          var xh = ((eq | mb) & pv_1) + pv_1 ^ pv_1 | eq | mb;
          var ph = mv_1 | ~(xh | pv_1);
          var mh = pv_1 & xh;
          if (ph >>> 31 ^ pb) {
            phc[i / 32 | 0] ^= 1 << i;
          }
          if (mh >>> 31 ^ mb) {
            mhc[i / 32 | 0] ^= 1 << i;
          }
          ph = ph << 1 | pb;
          mh = mh << 1 | mb;
          pv_1 = mh | ~(xv | ph);
          mv_1 = ph & xv;
        }
        for (var k = start_1; k < vlen_1; k++) {
          peq[b.charCodeAt(k)] = 0;
        }
      }
      var mv = 0;
      var pv = -1;
      var start = j * 32;
      var vlen = Math.min(32, m - start) + start;
      for (var k = start; k < vlen; k++) {
        peq[b.charCodeAt(k)] |= 1 << k;
      }
      var score = m;
      for (var i = 0; i < n; i++) {
        var eq = peq[a.charCodeAt(i)];
        var pb = phc[i / 32 | 0] >>> i & 1;
        var mb = mhc[i / 32 | 0] >>> i & 1;
        var xv = eq | mv;
        var xh = ((eq | mb) & pv) + pv ^ pv | eq | mb;
        var ph = mv | ~(xh | pv);
        var mh = pv & xh;
        score += ph >>> m - 1 & 1;
        score -= mh >>> m - 1 & 1;
        if (ph >>> 31 ^ pb) {
          phc[i / 32 | 0] ^= 1 << i;
        }
        if (mh >>> 31 ^ mb) {
          mhc[i / 32 | 0] ^= 1 << i;
        }
        ph = ph << 1 | pb;
        mh = mh << 1 | mb;
        pv = mh | ~(xv | ph);
        mv = ph & xv;
      }
      for (var k = start; k < vlen; k++) {
        peq[b.charCodeAt(k)] = 0;
      }
      return score;
    };
    var distance3 = function(a, b) {
      if (a.length < b.length) {
        var tmp = b;
        b = a;
        a = tmp;
      }
      if (b.length === 0) {
        return a.length;
      }
      if (a.length <= 32) {
        return myers_32(a, b);
      }
      return myers_x(a, b);
    };
    exports.distance = distance3;
    var closest = function(str, arr) {
      var min_distance = Infinity;
      var min_index = 0;
      for (var i = 0; i < arr.length; i++) {
        var dist = distance3(str, arr[i]);
        if (dist < min_distance) {
          min_distance = dist;
          min_index = i;
        }
      }
      return arr[min_index];
    };
    exports.closest = closest;
  }
});

// node_modules/pako/lib/zlib/trees.js
var require_trees = __commonJS({
  "node_modules/pako/lib/zlib/trees.js"(exports, module) {
    "use strict";
    var Z_FIXED = 4;
    var Z_BINARY = 0;
    var Z_TEXT = 1;
    var Z_UNKNOWN = 2;
    function zero(buf) {
      let len = buf.length;
      while (--len >= 0) {
        buf[len] = 0;
      }
    }
    var STORED_BLOCK = 0;
    var STATIC_TREES = 1;
    var DYN_TREES = 2;
    var MIN_MATCH2 = 3;
    var MAX_MATCH = 258;
    var LENGTH_CODES = 29;
    var LITERALS = 256;
    var L_CODES = LITERALS + 1 + LENGTH_CODES;
    var D_CODES = 30;
    var BL_CODES = 19;
    var HEAP_SIZE = 2 * L_CODES + 1;
    var MAX_BITS = 15;
    var Buf_size = 16;
    var MAX_BL_BITS = 7;
    var END_BLOCK = 256;
    var REP_3_6 = 16;
    var REPZ_3_10 = 17;
    var REPZ_11_138 = 18;
    var extra_lbits = (
      /* extra bits for each length code */
      new Uint8Array([0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0])
    );
    var extra_dbits = (
      /* extra bits for each distance code */
      new Uint8Array([0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13])
    );
    var extra_blbits = (
      /* extra bits for each bit length code */
      new Uint8Array([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7])
    );
    var bl_order = new Uint8Array([16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]);
    var DIST_CODE_LEN = 512;
    var static_ltree = new Array((L_CODES + 2) * 2);
    zero(static_ltree);
    var static_dtree = new Array(D_CODES * 2);
    zero(static_dtree);
    var _dist_code = new Array(DIST_CODE_LEN);
    zero(_dist_code);
    var _length_code = new Array(MAX_MATCH - MIN_MATCH2 + 1);
    zero(_length_code);
    var base_length = new Array(LENGTH_CODES);
    zero(base_length);
    var base_dist = new Array(D_CODES);
    zero(base_dist);
    function StaticTreeDesc(static_tree, extra_bits, extra_base, elems, max_length) {
      this.static_tree = static_tree;
      this.extra_bits = extra_bits;
      this.extra_base = extra_base;
      this.elems = elems;
      this.max_length = max_length;
      this.has_stree = static_tree && static_tree.length;
    }
    var static_l_desc;
    var static_d_desc;
    var static_bl_desc;
    function TreeDesc(dyn_tree, stat_desc) {
      this.dyn_tree = dyn_tree;
      this.max_code = 0;
      this.stat_desc = stat_desc;
    }
    var d_code = (dist) => {
      return dist < 256 ? _dist_code[dist] : _dist_code[256 + (dist >>> 7)];
    };
    var put_short = (s, w) => {
      s.pending_buf[s.pending++] = w & 255;
      s.pending_buf[s.pending++] = w >>> 8 & 255;
    };
    var send_bits = (s, value, length) => {
      if (s.bi_valid > Buf_size - length) {
        s.bi_buf |= value << s.bi_valid & 65535;
        put_short(s, s.bi_buf);
        s.bi_buf = value >> Buf_size - s.bi_valid;
        s.bi_valid += length - Buf_size;
      } else {
        s.bi_buf |= value << s.bi_valid & 65535;
        s.bi_valid += length;
      }
    };
    var send_code = (s, c, tree) => {
      send_bits(
        s,
        tree[c * 2],
        tree[c * 2 + 1]
        /*.Len*/
      );
    };
    var bi_reverse = (code, len) => {
      let res = 0;
      do {
        res |= code & 1;
        code >>>= 1;
        res <<= 1;
      } while (--len > 0);
      return res >>> 1;
    };
    var bi_flush = (s) => {
      if (s.bi_valid === 16) {
        put_short(s, s.bi_buf);
        s.bi_buf = 0;
        s.bi_valid = 0;
      } else if (s.bi_valid >= 8) {
        s.pending_buf[s.pending++] = s.bi_buf & 255;
        s.bi_buf >>= 8;
        s.bi_valid -= 8;
      }
    };
    var gen_bitlen = (s, desc) => {
      const tree = desc.dyn_tree;
      const max_code = desc.max_code;
      const stree = desc.stat_desc.static_tree;
      const has_stree = desc.stat_desc.has_stree;
      const extra = desc.stat_desc.extra_bits;
      const base = desc.stat_desc.extra_base;
      const max_length = desc.stat_desc.max_length;
      let h;
      let n, m;
      let bits;
      let xbits;
      let f;
      let overflow = 0;
      for (bits = 0; bits <= MAX_BITS; bits++) {
        s.bl_count[bits] = 0;
      }
      tree[s.heap[s.heap_max] * 2 + 1] = 0;
      for (h = s.heap_max + 1; h < HEAP_SIZE; h++) {
        n = s.heap[h];
        bits = tree[tree[n * 2 + 1] * 2 + 1] + 1;
        if (bits > max_length) {
          bits = max_length;
          overflow++;
        }
        tree[n * 2 + 1] = bits;
        if (n > max_code) {
          continue;
        }
        s.bl_count[bits]++;
        xbits = 0;
        if (n >= base) {
          xbits = extra[n - base];
        }
        f = tree[n * 2];
        s.opt_len += f * (bits + xbits);
        if (has_stree) {
          s.static_len += f * (stree[n * 2 + 1] + xbits);
        }
      }
      if (overflow === 0) {
        return;
      }
      do {
        bits = max_length - 1;
        while (s.bl_count[bits] === 0) {
          bits--;
        }
        s.bl_count[bits]--;
        s.bl_count[bits + 1] += 2;
        s.bl_count[max_length]--;
        overflow -= 2;
      } while (overflow > 0);
      for (bits = max_length; bits !== 0; bits--) {
        n = s.bl_count[bits];
        while (n !== 0) {
          m = s.heap[--h];
          if (m > max_code) {
            continue;
          }
          if (tree[m * 2 + 1] !== bits) {
            s.opt_len += (bits - tree[m * 2 + 1]) * tree[m * 2];
            tree[m * 2 + 1] = bits;
          }
          n--;
        }
      }
    };
    var gen_codes = (tree, max_code, bl_count) => {
      const next_code = new Array(MAX_BITS + 1);
      let code = 0;
      let bits;
      let n;
      for (bits = 1; bits <= MAX_BITS; bits++) {
        code = code + bl_count[bits - 1] << 1;
        next_code[bits] = code;
      }
      for (n = 0; n <= max_code; n++) {
        let len = tree[n * 2 + 1];
        if (len === 0) {
          continue;
        }
        tree[n * 2] = bi_reverse(next_code[len]++, len);
      }
    };
    var tr_static_init = () => {
      let n;
      let bits;
      let length;
      let code;
      let dist;
      const bl_count = new Array(MAX_BITS + 1);
      length = 0;
      for (code = 0; code < LENGTH_CODES - 1; code++) {
        base_length[code] = length;
        for (n = 0; n < 1 << extra_lbits[code]; n++) {
          _length_code[length++] = code;
        }
      }
      _length_code[length - 1] = code;
      dist = 0;
      for (code = 0; code < 16; code++) {
        base_dist[code] = dist;
        for (n = 0; n < 1 << extra_dbits[code]; n++) {
          _dist_code[dist++] = code;
        }
      }
      dist >>= 7;
      for (; code < D_CODES; code++) {
        base_dist[code] = dist << 7;
        for (n = 0; n < 1 << extra_dbits[code] - 7; n++) {
          _dist_code[256 + dist++] = code;
        }
      }
      for (bits = 0; bits <= MAX_BITS; bits++) {
        bl_count[bits] = 0;
      }
      n = 0;
      while (n <= 143) {
        static_ltree[n * 2 + 1] = 8;
        n++;
        bl_count[8]++;
      }
      while (n <= 255) {
        static_ltree[n * 2 + 1] = 9;
        n++;
        bl_count[9]++;
      }
      while (n <= 279) {
        static_ltree[n * 2 + 1] = 7;
        n++;
        bl_count[7]++;
      }
      while (n <= 287) {
        static_ltree[n * 2 + 1] = 8;
        n++;
        bl_count[8]++;
      }
      gen_codes(static_ltree, L_CODES + 1, bl_count);
      for (n = 0; n < D_CODES; n++) {
        static_dtree[n * 2 + 1] = 5;
        static_dtree[n * 2] = bi_reverse(n, 5);
      }
      static_l_desc = new StaticTreeDesc(static_ltree, extra_lbits, LITERALS + 1, L_CODES, MAX_BITS);
      static_d_desc = new StaticTreeDesc(static_dtree, extra_dbits, 0, D_CODES, MAX_BITS);
      static_bl_desc = new StaticTreeDesc(new Array(0), extra_blbits, 0, BL_CODES, MAX_BL_BITS);
    };
    var init_block = (s) => {
      let n;
      for (n = 0; n < L_CODES; n++) {
        s.dyn_ltree[n * 2] = 0;
      }
      for (n = 0; n < D_CODES; n++) {
        s.dyn_dtree[n * 2] = 0;
      }
      for (n = 0; n < BL_CODES; n++) {
        s.bl_tree[n * 2] = 0;
      }
      s.dyn_ltree[END_BLOCK * 2] = 1;
      s.opt_len = s.static_len = 0;
      s.sym_next = s.matches = 0;
    };
    var bi_windup = (s) => {
      if (s.bi_valid > 8) {
        put_short(s, s.bi_buf);
      } else if (s.bi_valid > 0) {
        s.pending_buf[s.pending++] = s.bi_buf;
      }
      s.bi_buf = 0;
      s.bi_valid = 0;
    };
    var smaller = (tree, n, m, depth) => {
      const _n2 = n * 2;
      const _m2 = m * 2;
      return tree[_n2] < tree[_m2] || tree[_n2] === tree[_m2] && depth[n] <= depth[m];
    };
    var pqdownheap = (s, tree, k) => {
      const v = s.heap[k];
      let j = k << 1;
      while (j <= s.heap_len) {
        if (j < s.heap_len && smaller(tree, s.heap[j + 1], s.heap[j], s.depth)) {
          j++;
        }
        if (smaller(tree, v, s.heap[j], s.depth)) {
          break;
        }
        s.heap[k] = s.heap[j];
        k = j;
        j <<= 1;
      }
      s.heap[k] = v;
    };
    var compress_block = (s, ltree, dtree) => {
      let dist;
      let lc;
      let sx = 0;
      let code;
      let extra;
      if (s.sym_next !== 0) {
        do {
          dist = s.pending_buf[s.sym_buf + sx++] & 255;
          dist += (s.pending_buf[s.sym_buf + sx++] & 255) << 8;
          lc = s.pending_buf[s.sym_buf + sx++];
          if (dist === 0) {
            send_code(s, lc, ltree);
          } else {
            code = _length_code[lc];
            send_code(s, code + LITERALS + 1, ltree);
            extra = extra_lbits[code];
            if (extra !== 0) {
              lc -= base_length[code];
              send_bits(s, lc, extra);
            }
            dist--;
            code = d_code(dist);
            send_code(s, code, dtree);
            extra = extra_dbits[code];
            if (extra !== 0) {
              dist -= base_dist[code];
              send_bits(s, dist, extra);
            }
          }
        } while (sx < s.sym_next);
      }
      send_code(s, END_BLOCK, ltree);
    };
    var build_tree = (s, desc) => {
      const tree = desc.dyn_tree;
      const stree = desc.stat_desc.static_tree;
      const has_stree = desc.stat_desc.has_stree;
      const elems = desc.stat_desc.elems;
      let n, m;
      let max_code = -1;
      let node;
      s.heap_len = 0;
      s.heap_max = HEAP_SIZE;
      for (n = 0; n < elems; n++) {
        if (tree[n * 2] !== 0) {
          s.heap[++s.heap_len] = max_code = n;
          s.depth[n] = 0;
        } else {
          tree[n * 2 + 1] = 0;
        }
      }
      while (s.heap_len < 2) {
        node = s.heap[++s.heap_len] = max_code < 2 ? ++max_code : 0;
        tree[node * 2] = 1;
        s.depth[node] = 0;
        s.opt_len--;
        if (has_stree) {
          s.static_len -= stree[node * 2 + 1];
        }
      }
      desc.max_code = max_code;
      for (n = s.heap_len >> 1; n >= 1; n--) {
        pqdownheap(s, tree, n);
      }
      node = elems;
      do {
        n = s.heap[
          1
          /*SMALLEST*/
        ];
        s.heap[
          1
          /*SMALLEST*/
        ] = s.heap[s.heap_len--];
        pqdownheap(
          s,
          tree,
          1
          /*SMALLEST*/
        );
        m = s.heap[
          1
          /*SMALLEST*/
        ];
        s.heap[--s.heap_max] = n;
        s.heap[--s.heap_max] = m;
        tree[node * 2] = tree[n * 2] + tree[m * 2];
        s.depth[node] = (s.depth[n] >= s.depth[m] ? s.depth[n] : s.depth[m]) + 1;
        tree[n * 2 + 1] = tree[m * 2 + 1] = node;
        s.heap[
          1
          /*SMALLEST*/
        ] = node++;
        pqdownheap(
          s,
          tree,
          1
          /*SMALLEST*/
        );
      } while (s.heap_len >= 2);
      s.heap[--s.heap_max] = s.heap[
        1
        /*SMALLEST*/
      ];
      gen_bitlen(s, desc);
      gen_codes(tree, max_code, s.bl_count);
    };
    var scan_tree = (s, tree, max_code) => {
      let n;
      let prevlen = -1;
      let curlen;
      let nextlen = tree[0 * 2 + 1];
      let count = 0;
      let max_count = 7;
      let min_count = 4;
      if (nextlen === 0) {
        max_count = 138;
        min_count = 3;
      }
      tree[(max_code + 1) * 2 + 1] = 65535;
      for (n = 0; n <= max_code; n++) {
        curlen = nextlen;
        nextlen = tree[(n + 1) * 2 + 1];
        if (++count < max_count && curlen === nextlen) {
          continue;
        } else if (count < min_count) {
          s.bl_tree[curlen * 2] += count;
        } else if (curlen !== 0) {
          if (curlen !== prevlen) {
            s.bl_tree[curlen * 2]++;
          }
          s.bl_tree[REP_3_6 * 2]++;
        } else if (count <= 10) {
          s.bl_tree[REPZ_3_10 * 2]++;
        } else {
          s.bl_tree[REPZ_11_138 * 2]++;
        }
        count = 0;
        prevlen = curlen;
        if (nextlen === 0) {
          max_count = 138;
          min_count = 3;
        } else if (curlen === nextlen) {
          max_count = 6;
          min_count = 3;
        } else {
          max_count = 7;
          min_count = 4;
        }
      }
    };
    var send_tree = (s, tree, max_code) => {
      let n;
      let prevlen = -1;
      let curlen;
      let nextlen = tree[0 * 2 + 1];
      let count = 0;
      let max_count = 7;
      let min_count = 4;
      if (nextlen === 0) {
        max_count = 138;
        min_count = 3;
      }
      for (n = 0; n <= max_code; n++) {
        curlen = nextlen;
        nextlen = tree[(n + 1) * 2 + 1];
        if (++count < max_count && curlen === nextlen) {
          continue;
        } else if (count < min_count) {
          do {
            send_code(s, curlen, s.bl_tree);
          } while (--count !== 0);
        } else if (curlen !== 0) {
          if (curlen !== prevlen) {
            send_code(s, curlen, s.bl_tree);
            count--;
          }
          send_code(s, REP_3_6, s.bl_tree);
          send_bits(s, count - 3, 2);
        } else if (count <= 10) {
          send_code(s, REPZ_3_10, s.bl_tree);
          send_bits(s, count - 3, 3);
        } else {
          send_code(s, REPZ_11_138, s.bl_tree);
          send_bits(s, count - 11, 7);
        }
        count = 0;
        prevlen = curlen;
        if (nextlen === 0) {
          max_count = 138;
          min_count = 3;
        } else if (curlen === nextlen) {
          max_count = 6;
          min_count = 3;
        } else {
          max_count = 7;
          min_count = 4;
        }
      }
    };
    var build_bl_tree = (s) => {
      let max_blindex;
      scan_tree(s, s.dyn_ltree, s.l_desc.max_code);
      scan_tree(s, s.dyn_dtree, s.d_desc.max_code);
      build_tree(s, s.bl_desc);
      for (max_blindex = BL_CODES - 1; max_blindex >= 3; max_blindex--) {
        if (s.bl_tree[bl_order[max_blindex] * 2 + 1] !== 0) {
          break;
        }
      }
      s.opt_len += 3 * (max_blindex + 1) + 5 + 5 + 4;
      return max_blindex;
    };
    var send_all_trees = (s, lcodes, dcodes, blcodes) => {
      let rank;
      send_bits(s, lcodes - 257, 5);
      send_bits(s, dcodes - 1, 5);
      send_bits(s, blcodes - 4, 4);
      for (rank = 0; rank < blcodes; rank++) {
        send_bits(s, s.bl_tree[bl_order[rank] * 2 + 1], 3);
      }
      send_tree(s, s.dyn_ltree, lcodes - 1);
      send_tree(s, s.dyn_dtree, dcodes - 1);
    };
    var detect_data_type = (s) => {
      let block_mask = 4093624447;
      let n;
      for (n = 0; n <= 31; n++, block_mask >>>= 1) {
        if (block_mask & 1 && s.dyn_ltree[n * 2] !== 0) {
          return Z_BINARY;
        }
      }
      if (s.dyn_ltree[9 * 2] !== 0 || s.dyn_ltree[10 * 2] !== 0 || s.dyn_ltree[13 * 2] !== 0) {
        return Z_TEXT;
      }
      for (n = 32; n < LITERALS; n++) {
        if (s.dyn_ltree[n * 2] !== 0) {
          return Z_TEXT;
        }
      }
      return Z_BINARY;
    };
    var static_init_done = false;
    var _tr_init = (s) => {
      if (!static_init_done) {
        tr_static_init();
        static_init_done = true;
      }
      s.l_desc = new TreeDesc(s.dyn_ltree, static_l_desc);
      s.d_desc = new TreeDesc(s.dyn_dtree, static_d_desc);
      s.bl_desc = new TreeDesc(s.bl_tree, static_bl_desc);
      s.bi_buf = 0;
      s.bi_valid = 0;
      init_block(s);
    };
    var _tr_stored_block = (s, buf, stored_len, last) => {
      send_bits(s, (STORED_BLOCK << 1) + (last ? 1 : 0), 3);
      bi_windup(s);
      put_short(s, stored_len);
      put_short(s, ~stored_len);
      if (stored_len) {
        s.pending_buf.set(s.window.subarray(buf, buf + stored_len), s.pending);
      }
      s.pending += stored_len;
    };
    var _tr_align = (s) => {
      send_bits(s, STATIC_TREES << 1, 3);
      send_code(s, END_BLOCK, static_ltree);
      bi_flush(s);
    };
    var _tr_flush_block = (s, buf, stored_len, last) => {
      let opt_lenb, static_lenb;
      let max_blindex = 0;
      if (s.level > 0) {
        if (s.strm.data_type === Z_UNKNOWN) {
          s.strm.data_type = detect_data_type(s);
        }
        build_tree(s, s.l_desc);
        build_tree(s, s.d_desc);
        max_blindex = build_bl_tree(s);
        opt_lenb = s.opt_len + 3 + 7 >>> 3;
        static_lenb = s.static_len + 3 + 7 >>> 3;
        if (static_lenb <= opt_lenb) {
          opt_lenb = static_lenb;
        }
      } else {
        opt_lenb = static_lenb = stored_len + 5;
      }
      if (stored_len + 4 <= opt_lenb && buf !== -1) {
        _tr_stored_block(s, buf, stored_len, last);
      } else if (s.strategy === Z_FIXED || static_lenb === opt_lenb) {
        send_bits(s, (STATIC_TREES << 1) + (last ? 1 : 0), 3);
        compress_block(s, static_ltree, static_dtree);
      } else {
        send_bits(s, (DYN_TREES << 1) + (last ? 1 : 0), 3);
        send_all_trees(s, s.l_desc.max_code + 1, s.d_desc.max_code + 1, max_blindex + 1);
        compress_block(s, s.dyn_ltree, s.dyn_dtree);
      }
      init_block(s);
      if (last) {
        bi_windup(s);
      }
    };
    var _tr_tally = (s, dist, lc) => {
      s.pending_buf[s.sym_buf + s.sym_next++] = dist;
      s.pending_buf[s.sym_buf + s.sym_next++] = dist >> 8;
      s.pending_buf[s.sym_buf + s.sym_next++] = lc;
      if (dist === 0) {
        s.dyn_ltree[lc * 2]++;
      } else {
        s.matches++;
        dist--;
        s.dyn_ltree[(_length_code[lc] + LITERALS + 1) * 2]++;
        s.dyn_dtree[d_code(dist) * 2]++;
      }
      return s.sym_next === s.sym_end;
    };
    module.exports._tr_init = _tr_init;
    module.exports._tr_stored_block = _tr_stored_block;
    module.exports._tr_flush_block = _tr_flush_block;
    module.exports._tr_tally = _tr_tally;
    module.exports._tr_align = _tr_align;
  }
});

// node_modules/pako/lib/zlib/adler32.js
var require_adler32 = __commonJS({
  "node_modules/pako/lib/zlib/adler32.js"(exports, module) {
    "use strict";
    var adler32 = (adler, buf, len, pos) => {
      let s1 = adler & 65535 | 0, s2 = adler >>> 16 & 65535 | 0, n = 0;
      while (len !== 0) {
        n = len > 2e3 ? 2e3 : len;
        len -= n;
        do {
          s1 = s1 + buf[pos++] | 0;
          s2 = s2 + s1 | 0;
        } while (--n);
        s1 %= 65521;
        s2 %= 65521;
      }
      return s1 | s2 << 16 | 0;
    };
    module.exports = adler32;
  }
});

// node_modules/pako/lib/zlib/crc32.js
var require_crc32 = __commonJS({
  "node_modules/pako/lib/zlib/crc32.js"(exports, module) {
    "use strict";
    var makeTable = () => {
      let c, table = [];
      for (var n = 0; n < 256; n++) {
        c = n;
        for (var k = 0; k < 8; k++) {
          c = c & 1 ? 3988292384 ^ c >>> 1 : c >>> 1;
        }
        table[n] = c;
      }
      return table;
    };
    var crcTable = new Uint32Array(makeTable());
    var crc32 = (crc, buf, len, pos) => {
      const t = crcTable;
      const end = pos + len;
      crc ^= -1;
      for (let i = pos; i < end; i++) {
        crc = crc >>> 8 ^ t[(crc ^ buf[i]) & 255];
      }
      return crc ^ -1;
    };
    module.exports = crc32;
  }
});

// node_modules/pako/lib/zlib/messages.js
var require_messages = __commonJS({
  "node_modules/pako/lib/zlib/messages.js"(exports, module) {
    "use strict";
    module.exports = {
      2: "need dictionary",
      /* Z_NEED_DICT       2  */
      1: "stream end",
      /* Z_STREAM_END      1  */
      0: "",
      /* Z_OK              0  */
      "-1": "file error",
      /* Z_ERRNO         (-1) */
      "-2": "stream error",
      /* Z_STREAM_ERROR  (-2) */
      "-3": "data error",
      /* Z_DATA_ERROR    (-3) */
      "-4": "insufficient memory",
      /* Z_MEM_ERROR     (-4) */
      "-5": "buffer error",
      /* Z_BUF_ERROR     (-5) */
      "-6": "incompatible version"
      /* Z_VERSION_ERROR (-6) */
    };
  }
});

// node_modules/pako/lib/zlib/constants.js
var require_constants = __commonJS({
  "node_modules/pako/lib/zlib/constants.js"(exports, module) {
    "use strict";
    module.exports = {
      /* Allowed flush values; see deflate() and inflate() below for details */
      Z_NO_FLUSH: 0,
      Z_PARTIAL_FLUSH: 1,
      Z_SYNC_FLUSH: 2,
      Z_FULL_FLUSH: 3,
      Z_FINISH: 4,
      Z_BLOCK: 5,
      Z_TREES: 6,
      /* Return codes for the compression/decompression functions. Negative values
      * are errors, positive values are used for special but normal events.
      */
      Z_OK: 0,
      Z_STREAM_END: 1,
      Z_NEED_DICT: 2,
      Z_ERRNO: -1,
      Z_STREAM_ERROR: -2,
      Z_DATA_ERROR: -3,
      Z_MEM_ERROR: -4,
      Z_BUF_ERROR: -5,
      //Z_VERSION_ERROR: -6,
      /* compression levels */
      Z_NO_COMPRESSION: 0,
      Z_BEST_SPEED: 1,
      Z_BEST_COMPRESSION: 9,
      Z_DEFAULT_COMPRESSION: -1,
      Z_FILTERED: 1,
      Z_HUFFMAN_ONLY: 2,
      Z_RLE: 3,
      Z_FIXED: 4,
      Z_DEFAULT_STRATEGY: 0,
      /* Possible values of the data_type field (though see inflate()) */
      Z_BINARY: 0,
      Z_TEXT: 1,
      //Z_ASCII:                1, // = Z_TEXT (deprecated)
      Z_UNKNOWN: 2,
      /* The deflate compression method */
      Z_DEFLATED: 8
      //Z_NULL:                 null // Use -1 or null inline, depending on var type
    };
  }
});

// node_modules/pako/lib/zlib/deflate.js
var require_deflate = __commonJS({
  "node_modules/pako/lib/zlib/deflate.js"(exports, module) {
    "use strict";
    var { _tr_init, _tr_stored_block, _tr_flush_block, _tr_tally, _tr_align } = require_trees();
    var adler32 = require_adler32();
    var crc32 = require_crc32();
    var msg = require_messages();
    var {
      Z_NO_FLUSH,
      Z_PARTIAL_FLUSH,
      Z_FULL_FLUSH,
      Z_FINISH: Z_FINISH2,
      Z_BLOCK,
      Z_OK: Z_OK2,
      Z_STREAM_END: Z_STREAM_END2,
      Z_STREAM_ERROR,
      Z_DATA_ERROR,
      Z_BUF_ERROR,
      Z_DEFAULT_COMPRESSION,
      Z_FILTERED,
      Z_HUFFMAN_ONLY,
      Z_RLE,
      Z_FIXED,
      Z_DEFAULT_STRATEGY: Z_DEFAULT_STRATEGY2,
      Z_UNKNOWN,
      Z_DEFLATED: Z_DEFLATED2
    } = require_constants();
    var MAX_MEM_LEVEL = 9;
    var MAX_WBITS = 15;
    var DEF_MEM_LEVEL = 8;
    var LENGTH_CODES = 29;
    var LITERALS = 256;
    var L_CODES = LITERALS + 1 + LENGTH_CODES;
    var D_CODES = 30;
    var BL_CODES = 19;
    var HEAP_SIZE = 2 * L_CODES + 1;
    var MAX_BITS = 15;
    var MIN_MATCH2 = 3;
    var MAX_MATCH = 258;
    var MIN_LOOKAHEAD = MAX_MATCH + MIN_MATCH2 + 1;
    var PRESET_DICT = 32;
    var INIT_STATE = 42;
    var GZIP_STATE = 57;
    var EXTRA_STATE = 69;
    var NAME_STATE = 73;
    var COMMENT_STATE = 91;
    var HCRC_STATE = 103;
    var BUSY_STATE = 113;
    var FINISH_STATE = 666;
    var BS_NEED_MORE = 1;
    var BS_BLOCK_DONE = 2;
    var BS_FINISH_STARTED = 3;
    var BS_FINISH_DONE = 4;
    var OS_CODE = 3;
    var err = (strm, errorCode) => {
      strm.msg = msg[errorCode];
      return errorCode;
    };
    var rank = (f) => {
      return f * 2 - (f > 4 ? 9 : 0);
    };
    var zero = (buf) => {
      let len = buf.length;
      while (--len >= 0) {
        buf[len] = 0;
      }
    };
    var slide_hash = (s) => {
      let n, m;
      let p;
      let wsize = s.w_size;
      n = s.hash_size;
      p = n;
      do {
        m = s.head[--p];
        s.head[p] = m >= wsize ? m - wsize : 0;
      } while (--n);
      n = wsize;
      p = n;
      do {
        m = s.prev[--p];
        s.prev[p] = m >= wsize ? m - wsize : 0;
      } while (--n);
    };
    var HASH = (s, prev, data) => (prev << s.hash_shift ^ data) & s.hash_mask;
    var INSERT_STRING = (s, str) => {
      let h;
      if (s.legacy_hash) {
        h = s.ins_h = HASH(s, s.ins_h, s.window[str + MIN_MATCH2 - 1]);
      } else {
        const w = s.window;
        const value = w[str] | w[str + 1] << 8 | w[str + 2] << 16 | w[str + 3] << 24;
        h = s.ins_h = Math.imul(value, 66521) + 66521 >>> 16 & s.hash_mask;
      }
      const hash_head = s.prev[str & s.w_mask] = s.head[h];
      s.head[h] = str;
      return hash_head;
    };
    var flush_pending = (strm) => {
      const s = strm.state;
      let len = s.pending;
      if (len > strm.avail_out) {
        len = strm.avail_out;
      }
      if (len === 0) {
        return;
      }
      strm.output.set(s.pending_buf.subarray(s.pending_out, s.pending_out + len), strm.next_out);
      strm.next_out += len;
      s.pending_out += len;
      strm.total_out += len;
      strm.avail_out -= len;
      s.pending -= len;
      if (s.pending === 0) {
        s.pending_out = 0;
      }
    };
    var flush_block_only = (s, last) => {
      _tr_flush_block(s, s.block_start >= 0 ? s.block_start : -1, s.strstart - s.block_start, last);
      s.block_start = s.strstart;
      flush_pending(s.strm);
    };
    var put_byte = (s, b) => {
      s.pending_buf[s.pending++] = b;
    };
    var putShortMSB = (s, b) => {
      s.pending_buf[s.pending++] = b >>> 8 & 255;
      s.pending_buf[s.pending++] = b & 255;
    };
    var read_buf = (strm, buf, start, size) => {
      let len = strm.avail_in;
      if (len > size) {
        len = size;
      }
      if (len === 0) {
        return 0;
      }
      strm.avail_in -= len;
      buf.set(strm.input.subarray(strm.next_in, strm.next_in + len), start);
      if (strm.state.wrap === 1) {
        strm.adler = adler32(strm.adler, buf, len, start);
      } else if (strm.state.wrap === 2) {
        strm.adler = crc32(strm.adler, buf, len, start);
      }
      strm.next_in += len;
      strm.total_in += len;
      return len;
    };
    var longest_match = (s, cur_match) => {
      let chain_length = s.max_chain_length;
      let scan = s.strstart;
      let match;
      let len;
      let best_len = s.prev_length;
      let nice_match = s.nice_match;
      const limit = s.strstart > s.w_size - MIN_LOOKAHEAD ? s.strstart - (s.w_size - MIN_LOOKAHEAD) : 0;
      const _win = s.window;
      const wmask = s.w_mask;
      const prev = s.prev;
      const strend = s.strstart + MAX_MATCH;
      let scan_end1 = _win[scan + best_len - 1];
      let scan_end = _win[scan + best_len];
      if (s.prev_length >= s.good_match) {
        chain_length >>= 2;
      }
      if (nice_match > s.lookahead) {
        nice_match = s.lookahead;
      }
      do {
        match = cur_match;
        if (_win[match + best_len] !== scan_end || _win[match + best_len - 1] !== scan_end1 || _win[match] !== _win[scan] || _win[++match] !== _win[scan + 1]) {
          continue;
        }
        scan += 2;
        match++;
        do {
        } while (_win[++scan] === _win[++match] && _win[++scan] === _win[++match] && _win[++scan] === _win[++match] && _win[++scan] === _win[++match] && _win[++scan] === _win[++match] && _win[++scan] === _win[++match] && _win[++scan] === _win[++match] && _win[++scan] === _win[++match] && scan < strend);
        len = MAX_MATCH - (strend - scan);
        scan = strend - MAX_MATCH;
        if (len > best_len) {
          s.match_start = cur_match;
          best_len = len;
          if (len >= nice_match) {
            break;
          }
          scan_end1 = _win[scan + best_len - 1];
          scan_end = _win[scan + best_len];
        }
      } while ((cur_match = prev[cur_match & wmask]) > limit && --chain_length !== 0);
      if (best_len <= s.lookahead) {
        return best_len;
      }
      return s.lookahead;
    };
    var fill_window = (s) => {
      const _w_size = s.w_size;
      let n, more, str;
      do {
        more = s.window_size - s.lookahead - s.strstart;
        if (s.strstart >= _w_size + (_w_size - MIN_LOOKAHEAD)) {
          s.window.set(s.window.subarray(_w_size, _w_size + _w_size - more), 0);
          s.match_start -= _w_size;
          s.strstart -= _w_size;
          s.block_start -= _w_size;
          if (s.insert > s.strstart) {
            s.insert = s.strstart;
          }
          slide_hash(s);
          more += _w_size;
        }
        if (s.strm.avail_in === 0) {
          break;
        }
        n = read_buf(s.strm, s.window, s.strstart + s.lookahead, more);
        s.lookahead += n;
        if (!s.legacy_hash) {
          if (s.lookahead + s.insert > MIN_MATCH2) {
            str = s.strstart - s.insert;
            while (s.insert) {
              INSERT_STRING(s, str);
              str++;
              s.insert--;
              if (s.lookahead + s.insert <= MIN_MATCH2) {
                break;
              }
            }
          }
        } else if (s.lookahead + s.insert >= MIN_MATCH2) {
          str = s.strstart - s.insert;
          s.ins_h = s.window[str];
          s.ins_h = HASH(s, s.ins_h, s.window[str + 1]);
          while (s.insert) {
            INSERT_STRING(s, str);
            str++;
            s.insert--;
            if (s.lookahead + s.insert < MIN_MATCH2) {
              break;
            }
          }
        }
      } while (s.lookahead < MIN_LOOKAHEAD && s.strm.avail_in !== 0);
    };
    var deflate_stored = (s, flush) => {
      let min_block = s.pending_buf_size - 5 > s.w_size ? s.w_size : s.pending_buf_size - 5;
      let len, left, have, last = 0;
      let used = s.strm.avail_in;
      do {
        len = 65535;
        have = s.bi_valid + 42 >> 3;
        if (s.strm.avail_out < have) {
          break;
        }
        have = s.strm.avail_out - have;
        left = s.strstart - s.block_start;
        if (len > left + s.strm.avail_in) {
          len = left + s.strm.avail_in;
        }
        if (len > have) {
          len = have;
        }
        if (len < min_block && (len === 0 && flush !== Z_FINISH2 || flush === Z_NO_FLUSH || len !== left + s.strm.avail_in)) {
          break;
        }
        last = flush === Z_FINISH2 && len === left + s.strm.avail_in ? 1 : 0;
        _tr_stored_block(s, 0, 0, last);
        s.pending_buf[s.pending - 4] = len;
        s.pending_buf[s.pending - 3] = len >> 8;
        s.pending_buf[s.pending - 2] = ~len;
        s.pending_buf[s.pending - 1] = ~len >> 8;
        flush_pending(s.strm);
        if (left) {
          if (left > len) {
            left = len;
          }
          s.strm.output.set(s.window.subarray(s.block_start, s.block_start + left), s.strm.next_out);
          s.strm.next_out += left;
          s.strm.avail_out -= left;
          s.strm.total_out += left;
          s.block_start += left;
          len -= left;
        }
        if (len) {
          read_buf(s.strm, s.strm.output, s.strm.next_out, len);
          s.strm.next_out += len;
          s.strm.avail_out -= len;
          s.strm.total_out += len;
        }
      } while (last === 0);
      used -= s.strm.avail_in;
      if (used) {
        if (used >= s.w_size) {
          s.matches = 2;
          s.window.set(s.strm.input.subarray(s.strm.next_in - s.w_size, s.strm.next_in), 0);
          s.strstart = s.w_size;
          s.insert = s.strstart;
        } else {
          if (s.window_size - s.strstart <= used) {
            s.strstart -= s.w_size;
            s.window.set(s.window.subarray(s.w_size, s.w_size + s.strstart), 0);
            if (s.matches < 2) {
              s.matches++;
            }
            if (s.insert > s.strstart) {
              s.insert = s.strstart;
            }
          }
          s.window.set(s.strm.input.subarray(s.strm.next_in - used, s.strm.next_in), s.strstart);
          s.strstart += used;
          s.insert += used > s.w_size - s.insert ? s.w_size - s.insert : used;
        }
        s.block_start = s.strstart;
      }
      if (s.high_water < s.strstart) {
        s.high_water = s.strstart;
      }
      if (last) {
        return BS_FINISH_DONE;
      }
      if (flush !== Z_NO_FLUSH && flush !== Z_FINISH2 && s.strm.avail_in === 0 && s.strstart === s.block_start) {
        return BS_BLOCK_DONE;
      }
      have = s.window_size - s.strstart;
      if (s.strm.avail_in > have && s.block_start >= s.w_size) {
        s.block_start -= s.w_size;
        s.strstart -= s.w_size;
        s.window.set(s.window.subarray(s.w_size, s.w_size + s.strstart), 0);
        if (s.matches < 2) {
          s.matches++;
        }
        have += s.w_size;
        if (s.insert > s.strstart) {
          s.insert = s.strstart;
        }
      }
      if (have > s.strm.avail_in) {
        have = s.strm.avail_in;
      }
      if (have) {
        read_buf(s.strm, s.window, s.strstart, have);
        s.strstart += have;
        s.insert += have > s.w_size - s.insert ? s.w_size - s.insert : have;
      }
      if (s.high_water < s.strstart) {
        s.high_water = s.strstart;
      }
      have = s.bi_valid + 42 >> 3;
      have = s.pending_buf_size - have > 65535 ? 65535 : s.pending_buf_size - have;
      min_block = have > s.w_size ? s.w_size : have;
      left = s.strstart - s.block_start;
      if (left >= min_block || (left || flush === Z_FINISH2) && flush !== Z_NO_FLUSH && s.strm.avail_in === 0 && left <= have) {
        len = left > have ? have : left;
        last = flush === Z_FINISH2 && s.strm.avail_in === 0 && len === left ? 1 : 0;
        _tr_stored_block(s, s.block_start, len, last);
        s.block_start += len;
        flush_pending(s.strm);
      }
      return last ? BS_FINISH_STARTED : BS_NEED_MORE;
    };
    var deflate_fast = (s, flush) => {
      let hash_head;
      let bflush;
      for (; ; ) {
        if (s.lookahead < MIN_LOOKAHEAD) {
          fill_window(s);
          if (s.lookahead < MIN_LOOKAHEAD && flush === Z_NO_FLUSH) {
            return BS_NEED_MORE;
          }
          if (s.lookahead === 0) {
            break;
          }
        }
        hash_head = 0;
        if (s.lookahead >= MIN_MATCH2) {
          hash_head = INSERT_STRING(s, s.strstart);
        }
        if (hash_head !== 0 && s.strstart - hash_head <= s.w_size - MIN_LOOKAHEAD) {
          s.match_length = longest_match(s, hash_head);
        }
        if (s.match_length >= MIN_MATCH2) {
          bflush = _tr_tally(s, s.strstart - s.match_start, s.match_length - MIN_MATCH2);
          s.lookahead -= s.match_length;
          if (s.match_length <= s.max_lazy_match && s.lookahead >= MIN_MATCH2) {
            s.match_length--;
            do {
              s.strstart++;
              hash_head = INSERT_STRING(s, s.strstart);
            } while (--s.match_length !== 0);
            s.strstart++;
          } else {
            s.strstart += s.match_length;
            s.match_length = 0;
            if (s.legacy_hash) {
              s.ins_h = s.window[s.strstart];
              s.ins_h = HASH(s, s.ins_h, s.window[s.strstart + 1]);
            }
          }
        } else {
          bflush = _tr_tally(s, 0, s.window[s.strstart]);
          s.lookahead--;
          s.strstart++;
        }
        if (bflush) {
          flush_block_only(s, false);
          if (s.strm.avail_out === 0) {
            return BS_NEED_MORE;
          }
        }
      }
      s.insert = s.strstart < MIN_MATCH2 - 1 ? s.strstart : MIN_MATCH2 - 1;
      if (flush === Z_FINISH2) {
        flush_block_only(s, true);
        if (s.strm.avail_out === 0) {
          return BS_FINISH_STARTED;
        }
        return BS_FINISH_DONE;
      }
      if (s.sym_next) {
        flush_block_only(s, false);
        if (s.strm.avail_out === 0) {
          return BS_NEED_MORE;
        }
      }
      return BS_BLOCK_DONE;
    };
    var deflate_slow = (s, flush) => {
      let hash_head;
      let bflush;
      let max_insert;
      for (; ; ) {
        if (s.lookahead < MIN_LOOKAHEAD) {
          fill_window(s);
          if (s.lookahead < MIN_LOOKAHEAD && flush === Z_NO_FLUSH) {
            return BS_NEED_MORE;
          }
          if (s.lookahead === 0) {
            break;
          }
        }
        hash_head = 0;
        if (s.lookahead >= MIN_MATCH2) {
          hash_head = INSERT_STRING(s, s.strstart);
        }
        s.prev_length = s.match_length;
        s.prev_match = s.match_start;
        s.match_length = MIN_MATCH2 - 1;
        if (hash_head !== 0 && s.prev_length < s.max_lazy_match && s.strstart - hash_head <= s.w_size - MIN_LOOKAHEAD) {
          s.match_length = longest_match(s, hash_head);
          if (s.match_length <= 5 && (s.strategy === Z_FILTERED || s.match_length === MIN_MATCH2 && s.strstart - s.match_start > 4096)) {
            s.match_length = MIN_MATCH2 - 1;
          }
        }
        if (s.prev_length >= MIN_MATCH2 && s.match_length <= s.prev_length) {
          max_insert = s.strstart + s.lookahead - MIN_MATCH2;
          bflush = _tr_tally(s, s.strstart - 1 - s.prev_match, s.prev_length - MIN_MATCH2);
          s.lookahead -= s.prev_length - 1;
          s.prev_length -= 2;
          do {
            if (++s.strstart <= max_insert) {
              hash_head = INSERT_STRING(s, s.strstart);
            }
          } while (--s.prev_length !== 0);
          s.match_available = 0;
          s.match_length = MIN_MATCH2 - 1;
          s.strstart++;
          if (bflush) {
            flush_block_only(s, false);
            if (s.strm.avail_out === 0) {
              return BS_NEED_MORE;
            }
          }
        } else if (s.match_available) {
          bflush = _tr_tally(s, 0, s.window[s.strstart - 1]);
          if (bflush) {
            flush_block_only(s, false);
          }
          s.strstart++;
          s.lookahead--;
          if (s.strm.avail_out === 0) {
            return BS_NEED_MORE;
          }
        } else {
          s.match_available = 1;
          s.strstart++;
          s.lookahead--;
        }
      }
      if (s.match_available) {
        bflush = _tr_tally(s, 0, s.window[s.strstart - 1]);
        s.match_available = 0;
      }
      s.insert = s.strstart < MIN_MATCH2 - 1 ? s.strstart : MIN_MATCH2 - 1;
      if (flush === Z_FINISH2) {
        flush_block_only(s, true);
        if (s.strm.avail_out === 0) {
          return BS_FINISH_STARTED;
        }
        return BS_FINISH_DONE;
      }
      if (s.sym_next) {
        flush_block_only(s, false);
        if (s.strm.avail_out === 0) {
          return BS_NEED_MORE;
        }
      }
      return BS_BLOCK_DONE;
    };
    var deflate_rle = (s, flush) => {
      let bflush;
      let prev;
      let scan, strend;
      const _win = s.window;
      for (; ; ) {
        if (s.lookahead <= MAX_MATCH) {
          fill_window(s);
          if (s.lookahead <= MAX_MATCH && flush === Z_NO_FLUSH) {
            return BS_NEED_MORE;
          }
          if (s.lookahead === 0) {
            break;
          }
        }
        s.match_length = 0;
        if (s.lookahead >= MIN_MATCH2 && s.strstart > 0) {
          scan = s.strstart - 1;
          prev = _win[scan];
          if (prev === _win[++scan] && prev === _win[++scan] && prev === _win[++scan]) {
            strend = s.strstart + MAX_MATCH;
            do {
            } while (prev === _win[++scan] && prev === _win[++scan] && prev === _win[++scan] && prev === _win[++scan] && prev === _win[++scan] && prev === _win[++scan] && prev === _win[++scan] && prev === _win[++scan] && scan < strend);
            s.match_length = MAX_MATCH - (strend - scan);
            if (s.match_length > s.lookahead) {
              s.match_length = s.lookahead;
            }
          }
        }
        if (s.match_length >= MIN_MATCH2) {
          bflush = _tr_tally(s, 1, s.match_length - MIN_MATCH2);
          s.lookahead -= s.match_length;
          s.strstart += s.match_length;
          s.match_length = 0;
        } else {
          bflush = _tr_tally(s, 0, s.window[s.strstart]);
          s.lookahead--;
          s.strstart++;
        }
        if (bflush) {
          flush_block_only(s, false);
          if (s.strm.avail_out === 0) {
            return BS_NEED_MORE;
          }
        }
      }
      s.insert = 0;
      if (flush === Z_FINISH2) {
        flush_block_only(s, true);
        if (s.strm.avail_out === 0) {
          return BS_FINISH_STARTED;
        }
        return BS_FINISH_DONE;
      }
      if (s.sym_next) {
        flush_block_only(s, false);
        if (s.strm.avail_out === 0) {
          return BS_NEED_MORE;
        }
      }
      return BS_BLOCK_DONE;
    };
    var deflate_huff = (s, flush) => {
      let bflush;
      for (; ; ) {
        if (s.lookahead === 0) {
          fill_window(s);
          if (s.lookahead === 0) {
            if (flush === Z_NO_FLUSH) {
              return BS_NEED_MORE;
            }
            break;
          }
        }
        s.match_length = 0;
        bflush = _tr_tally(s, 0, s.window[s.strstart]);
        s.lookahead--;
        s.strstart++;
        if (bflush) {
          flush_block_only(s, false);
          if (s.strm.avail_out === 0) {
            return BS_NEED_MORE;
          }
        }
      }
      s.insert = 0;
      if (flush === Z_FINISH2) {
        flush_block_only(s, true);
        if (s.strm.avail_out === 0) {
          return BS_FINISH_STARTED;
        }
        return BS_FINISH_DONE;
      }
      if (s.sym_next) {
        flush_block_only(s, false);
        if (s.strm.avail_out === 0) {
          return BS_NEED_MORE;
        }
      }
      return BS_BLOCK_DONE;
    };
    function Config(good_length, max_lazy, nice_length, max_chain, func) {
      this.good_length = good_length;
      this.max_lazy = max_lazy;
      this.nice_length = nice_length;
      this.max_chain = max_chain;
      this.func = func;
    }
    var configuration_table = [
      /*      good lazy nice chain */
      new Config(0, 0, 0, 0, deflate_stored),
      /* 0 store only */
      new Config(4, 4, 8, 4, deflate_fast),
      /* 1 max speed, no lazy matches */
      new Config(4, 5, 16, 8, deflate_fast),
      /* 2 */
      new Config(4, 6, 32, 32, deflate_fast),
      /* 3 */
      new Config(4, 4, 16, 16, deflate_slow),
      /* 4 lazy matches */
      new Config(8, 16, 32, 32, deflate_slow),
      /* 5 */
      new Config(8, 16, 128, 128, deflate_slow),
      /* 6 */
      new Config(8, 32, 128, 256, deflate_slow),
      /* 7 */
      new Config(32, 128, 258, 1024, deflate_slow),
      /* 8 */
      new Config(32, 258, 258, 4096, deflate_slow)
      /* 9 max compression */
    ];
    var lm_init = (s) => {
      s.window_size = 2 * s.w_size;
      zero(s.head);
      s.max_lazy_match = configuration_table[s.level].max_lazy;
      s.good_match = configuration_table[s.level].good_length;
      s.nice_match = configuration_table[s.level].nice_length;
      s.max_chain_length = configuration_table[s.level].max_chain;
      s.strstart = 0;
      s.block_start = 0;
      s.lookahead = 0;
      s.insert = 0;
      s.match_length = s.prev_length = MIN_MATCH2 - 1;
      s.match_available = 0;
      s.ins_h = 0;
    };
    function DeflateState() {
      this.strm = null;
      this.status = 0;
      this.pending_buf = null;
      this.pending_buf_size = 0;
      this.pending_out = 0;
      this.pending = 0;
      this.wrap = 0;
      this.gzhead = null;
      this.gzindex = 0;
      this.method = Z_DEFLATED2;
      this.last_flush = -1;
      this.w_size = 0;
      this.w_bits = 0;
      this.w_mask = 0;
      this.window = null;
      this.window_size = 0;
      this.prev = null;
      this.head = null;
      this.ins_h = 0;
      this.legacy_hash = 0;
      this.hash_size = 0;
      this.hash_bits = 0;
      this.hash_mask = 0;
      this.hash_shift = 0;
      this.block_start = 0;
      this.match_length = 0;
      this.prev_match = 0;
      this.match_available = 0;
      this.strstart = 0;
      this.match_start = 0;
      this.lookahead = 0;
      this.prev_length = 0;
      this.max_chain_length = 0;
      this.max_lazy_match = 0;
      this.level = 0;
      this.strategy = 0;
      this.good_match = 0;
      this.nice_match = 0;
      this.dyn_ltree = new Uint16Array(HEAP_SIZE * 2);
      this.dyn_dtree = new Uint16Array((2 * D_CODES + 1) * 2);
      this.bl_tree = new Uint16Array((2 * BL_CODES + 1) * 2);
      zero(this.dyn_ltree);
      zero(this.dyn_dtree);
      zero(this.bl_tree);
      this.l_desc = null;
      this.d_desc = null;
      this.bl_desc = null;
      this.bl_count = new Uint16Array(MAX_BITS + 1);
      this.heap = new Uint16Array(2 * L_CODES + 1);
      zero(this.heap);
      this.heap_len = 0;
      this.heap_max = 0;
      this.depth = new Uint16Array(2 * L_CODES + 1);
      zero(this.depth);
      this.sym_buf = 0;
      this.lit_bufsize = 0;
      this.sym_next = 0;
      this.sym_end = 0;
      this.opt_len = 0;
      this.static_len = 0;
      this.matches = 0;
      this.insert = 0;
      this.bi_buf = 0;
      this.bi_valid = 0;
    }
    var deflateStateCheck = (strm) => {
      if (!strm) {
        return 1;
      }
      const s = strm.state;
      if (!s || s.strm !== strm || s.status !== INIT_STATE && //#ifdef GZIP
      s.status !== GZIP_STATE && //#endif
      s.status !== EXTRA_STATE && s.status !== NAME_STATE && s.status !== COMMENT_STATE && s.status !== HCRC_STATE && s.status !== BUSY_STATE && s.status !== FINISH_STATE) {
        return 1;
      }
      return 0;
    };
    var deflateResetKeep2 = (strm) => {
      if (deflateStateCheck(strm)) {
        return err(strm, Z_STREAM_ERROR);
      }
      strm.total_in = strm.total_out = 0;
      strm.data_type = Z_UNKNOWN;
      const s = strm.state;
      s.pending = 0;
      s.pending_out = 0;
      if (s.wrap < 0) {
        s.wrap = -s.wrap;
      }
      s.status = //#ifdef GZIP
      s.wrap === 2 ? GZIP_STATE : (
        //#endif
        s.wrap ? INIT_STATE : BUSY_STATE
      );
      strm.adler = s.wrap === 2 ? 0 : 1;
      s.last_flush = -2;
      _tr_init(s);
      return Z_OK2;
    };
    var deflateReset = (strm) => {
      const ret = deflateResetKeep2(strm);
      if (ret === Z_OK2) {
        lm_init(strm.state);
      }
      return ret;
    };
    var deflateSetHeader = (strm, head) => {
      if (deflateStateCheck(strm) || strm.state.wrap !== 2) {
        return Z_STREAM_ERROR;
      }
      strm.state.gzhead = head;
      return Z_OK2;
    };
    var deflateInit22 = (strm, level, method, windowBits, memLevel, strategy, legacyHash) => {
      if (!strm) {
        return Z_STREAM_ERROR;
      }
      let wrap = 1;
      if (level === Z_DEFAULT_COMPRESSION) {
        level = 6;
      }
      if (windowBits < 0) {
        wrap = 0;
        windowBits = -windowBits;
      } else if (windowBits > 15) {
        wrap = 2;
        windowBits -= 16;
      }
      if (memLevel < 1 || memLevel > MAX_MEM_LEVEL || method !== Z_DEFLATED2 || windowBits < 8 || windowBits > 15 || level < 0 || level > 9 || strategy < 0 || strategy > Z_FIXED || windowBits === 8 && wrap !== 1) {
        return err(strm, Z_STREAM_ERROR);
      }
      if (windowBits === 8) {
        windowBits = 9;
      }
      const s = new DeflateState();
      strm.state = s;
      s.strm = strm;
      s.status = INIT_STATE;
      s.wrap = wrap;
      s.gzhead = null;
      s.w_bits = windowBits;
      s.w_size = 1 << s.w_bits;
      s.w_mask = s.w_size - 1;
      s.legacy_hash = legacyHash ? 1 : 0;
      s.hash_bits = memLevel + 7;
      if (!s.legacy_hash && s.hash_bits < 15) {
        s.hash_bits = 15;
      }
      s.hash_size = 1 << s.hash_bits;
      s.hash_mask = s.hash_size - 1;
      s.hash_shift = ~~((s.hash_bits + MIN_MATCH2 - 1) / MIN_MATCH2);
      s.window = new Uint8Array(s.w_size * 2);
      s.head = new Uint16Array(s.hash_size);
      s.prev = new Uint16Array(s.w_size);
      s.lit_bufsize = 1 << memLevel + 6;
      s.pending_buf_size = s.lit_bufsize * 4;
      s.pending_buf = new Uint8Array(s.pending_buf_size);
      s.sym_buf = s.lit_bufsize;
      s.sym_end = (s.lit_bufsize - 1) * 3;
      s.level = level;
      s.strategy = strategy;
      s.method = method;
      return deflateReset(strm);
    };
    var deflateInit = (strm, level) => {
      return deflateInit22(strm, level, Z_DEFLATED2, MAX_WBITS, DEF_MEM_LEVEL, Z_DEFAULT_STRATEGY2);
    };
    var deflate2 = (strm, flush) => {
      if (deflateStateCheck(strm) || flush > Z_BLOCK || flush < 0) {
        return strm ? err(strm, Z_STREAM_ERROR) : Z_STREAM_ERROR;
      }
      const s = strm.state;
      if (!strm.output || strm.avail_in !== 0 && !strm.input || s.status === FINISH_STATE && flush !== Z_FINISH2) {
        return err(strm, strm.avail_out === 0 ? Z_BUF_ERROR : Z_STREAM_ERROR);
      }
      const old_flush = s.last_flush;
      s.last_flush = flush;
      if (s.pending !== 0) {
        flush_pending(strm);
        if (strm.avail_out === 0) {
          s.last_flush = -1;
          return Z_OK2;
        }
      } else if (strm.avail_in === 0 && rank(flush) <= rank(old_flush) && flush !== Z_FINISH2) {
        return err(strm, Z_BUF_ERROR);
      }
      if (s.status === FINISH_STATE && strm.avail_in !== 0) {
        return err(strm, Z_BUF_ERROR);
      }
      if (s.status === INIT_STATE && s.wrap === 0) {
        s.status = BUSY_STATE;
      }
      if (s.status === INIT_STATE) {
        let header = Z_DEFLATED2 + (s.w_bits - 8 << 4) << 8;
        let level_flags = -1;
        if (s.strategy >= Z_HUFFMAN_ONLY || s.level < 2) {
          level_flags = 0;
        } else if (s.level < 6) {
          level_flags = 1;
        } else if (s.level === 6) {
          level_flags = 2;
        } else {
          level_flags = 3;
        }
        header |= level_flags << 6;
        if (s.strstart !== 0) {
          header |= PRESET_DICT;
        }
        header += 31 - header % 31;
        putShortMSB(s, header);
        if (s.strstart !== 0) {
          putShortMSB(s, strm.adler >>> 16);
          putShortMSB(s, strm.adler & 65535);
        }
        strm.adler = 1;
        s.status = BUSY_STATE;
        flush_pending(strm);
        if (s.pending !== 0) {
          s.last_flush = -1;
          return Z_OK2;
        }
      }
      if (s.status === GZIP_STATE) {
        strm.adler = 0;
        put_byte(s, 31);
        put_byte(s, 139);
        put_byte(s, 8);
        if (!s.gzhead) {
          put_byte(s, 0);
          put_byte(s, 0);
          put_byte(s, 0);
          put_byte(s, 0);
          put_byte(s, 0);
          put_byte(s, s.level === 9 ? 2 : s.strategy >= Z_HUFFMAN_ONLY || s.level < 2 ? 4 : 0);
          put_byte(s, OS_CODE);
          s.status = BUSY_STATE;
          flush_pending(strm);
          if (s.pending !== 0) {
            s.last_flush = -1;
            return Z_OK2;
          }
        } else {
          put_byte(
            s,
            (s.gzhead.text ? 1 : 0) + (s.gzhead.hcrc ? 2 : 0) + (!s.gzhead.extra ? 0 : 4) + (!s.gzhead.name ? 0 : 8) + (!s.gzhead.comment ? 0 : 16)
          );
          put_byte(s, s.gzhead.time & 255);
          put_byte(s, s.gzhead.time >> 8 & 255);
          put_byte(s, s.gzhead.time >> 16 & 255);
          put_byte(s, s.gzhead.time >> 24 & 255);
          put_byte(s, s.level === 9 ? 2 : s.strategy >= Z_HUFFMAN_ONLY || s.level < 2 ? 4 : 0);
          put_byte(s, s.gzhead.os & 255);
          if (s.gzhead.extra && s.gzhead.extra.length) {
            put_byte(s, s.gzhead.extra.length & 255);
            put_byte(s, s.gzhead.extra.length >> 8 & 255);
          }
          if (s.gzhead.hcrc) {
            strm.adler = crc32(strm.adler, s.pending_buf, s.pending, 0);
          }
          s.gzindex = 0;
          s.status = EXTRA_STATE;
        }
      }
      if (s.status === EXTRA_STATE) {
        if (s.gzhead.extra) {
          let beg = s.pending;
          let left = (s.gzhead.extra.length & 65535) - s.gzindex;
          while (s.pending + left > s.pending_buf_size) {
            let copy = s.pending_buf_size - s.pending;
            s.pending_buf.set(s.gzhead.extra.subarray(s.gzindex, s.gzindex + copy), s.pending);
            s.pending = s.pending_buf_size;
            if (s.gzhead.hcrc && s.pending > beg) {
              strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
            }
            s.gzindex += copy;
            flush_pending(strm);
            if (s.pending !== 0) {
              s.last_flush = -1;
              return Z_OK2;
            }
            beg = 0;
            left -= copy;
          }
          let gzhead_extra = new Uint8Array(s.gzhead.extra);
          s.pending_buf.set(gzhead_extra.subarray(s.gzindex, s.gzindex + left), s.pending);
          s.pending += left;
          if (s.gzhead.hcrc && s.pending > beg) {
            strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
          }
          s.gzindex = 0;
        }
        s.status = NAME_STATE;
      }
      if (s.status === NAME_STATE) {
        if (s.gzhead.name) {
          let beg = s.pending;
          let val;
          do {
            if (s.pending === s.pending_buf_size) {
              if (s.gzhead.hcrc && s.pending > beg) {
                strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
              }
              flush_pending(strm);
              if (s.pending !== 0) {
                s.last_flush = -1;
                return Z_OK2;
              }
              beg = 0;
            }
            if (s.gzindex < s.gzhead.name.length) {
              val = s.gzhead.name.charCodeAt(s.gzindex++) & 255;
            } else {
              val = 0;
            }
            put_byte(s, val);
          } while (val !== 0);
          if (s.gzhead.hcrc && s.pending > beg) {
            strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
          }
          s.gzindex = 0;
        }
        s.status = COMMENT_STATE;
      }
      if (s.status === COMMENT_STATE) {
        if (s.gzhead.comment) {
          let beg = s.pending;
          let val;
          do {
            if (s.pending === s.pending_buf_size) {
              if (s.gzhead.hcrc && s.pending > beg) {
                strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
              }
              flush_pending(strm);
              if (s.pending !== 0) {
                s.last_flush = -1;
                return Z_OK2;
              }
              beg = 0;
            }
            if (s.gzindex < s.gzhead.comment.length) {
              val = s.gzhead.comment.charCodeAt(s.gzindex++) & 255;
            } else {
              val = 0;
            }
            put_byte(s, val);
          } while (val !== 0);
          if (s.gzhead.hcrc && s.pending > beg) {
            strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
          }
        }
        s.status = HCRC_STATE;
      }
      if (s.status === HCRC_STATE) {
        if (s.gzhead.hcrc) {
          if (s.pending + 2 > s.pending_buf_size) {
            flush_pending(strm);
            if (s.pending !== 0) {
              s.last_flush = -1;
              return Z_OK2;
            }
          }
          put_byte(s, strm.adler & 255);
          put_byte(s, strm.adler >> 8 & 255);
          strm.adler = 0;
        }
        s.status = BUSY_STATE;
        flush_pending(strm);
        if (s.pending !== 0) {
          s.last_flush = -1;
          return Z_OK2;
        }
      }
      if (strm.avail_in !== 0 || s.lookahead !== 0 || flush !== Z_NO_FLUSH && s.status !== FINISH_STATE) {
        let bstate = s.level === 0 ? deflate_stored(s, flush) : s.strategy === Z_HUFFMAN_ONLY ? deflate_huff(s, flush) : s.strategy === Z_RLE ? deflate_rle(s, flush) : configuration_table[s.level].func(s, flush);
        if (bstate === BS_FINISH_STARTED || bstate === BS_FINISH_DONE) {
          s.status = FINISH_STATE;
        }
        if (bstate === BS_NEED_MORE || bstate === BS_FINISH_STARTED) {
          if (strm.avail_out === 0) {
            s.last_flush = -1;
          }
          return Z_OK2;
        }
        if (bstate === BS_BLOCK_DONE) {
          if (flush === Z_PARTIAL_FLUSH) {
            _tr_align(s);
          } else if (flush !== Z_BLOCK) {
            _tr_stored_block(s, 0, 0, false);
            if (flush === Z_FULL_FLUSH) {
              zero(s.head);
              if (s.lookahead === 0) {
                s.strstart = 0;
                s.block_start = 0;
                s.insert = 0;
              }
            }
          }
          flush_pending(strm);
          if (strm.avail_out === 0) {
            s.last_flush = -1;
            return Z_OK2;
          }
        }
      }
      if (flush !== Z_FINISH2) {
        return Z_OK2;
      }
      if (s.wrap <= 0) {
        return Z_STREAM_END2;
      }
      if (s.wrap === 2) {
        put_byte(s, strm.adler & 255);
        put_byte(s, strm.adler >> 8 & 255);
        put_byte(s, strm.adler >> 16 & 255);
        put_byte(s, strm.adler >> 24 & 255);
        put_byte(s, strm.total_in & 255);
        put_byte(s, strm.total_in >> 8 & 255);
        put_byte(s, strm.total_in >> 16 & 255);
        put_byte(s, strm.total_in >> 24 & 255);
      } else {
        putShortMSB(s, strm.adler >>> 16);
        putShortMSB(s, strm.adler & 65535);
      }
      flush_pending(strm);
      if (s.wrap > 0) {
        s.wrap = -s.wrap;
      }
      return s.pending !== 0 ? Z_OK2 : Z_STREAM_END2;
    };
    var deflateEnd = (strm) => {
      if (deflateStateCheck(strm)) {
        return Z_STREAM_ERROR;
      }
      const status = strm.state.status;
      strm.state = null;
      return status === BUSY_STATE ? err(strm, Z_DATA_ERROR) : Z_OK2;
    };
    var deflateSetDictionary = (strm, dictionary) => {
      let dictLength = dictionary.length;
      if (deflateStateCheck(strm)) {
        return Z_STREAM_ERROR;
      }
      const s = strm.state;
      const wrap = s.wrap;
      if (wrap === 2 || wrap === 1 && s.status !== INIT_STATE || s.lookahead) {
        return Z_STREAM_ERROR;
      }
      if (wrap === 1) {
        strm.adler = adler32(strm.adler, dictionary, dictLength, 0);
      }
      s.wrap = 0;
      if (dictLength >= s.w_size) {
        if (wrap === 0) {
          zero(s.head);
          s.strstart = 0;
          s.block_start = 0;
          s.insert = 0;
        }
        let tmpDict = new Uint8Array(s.w_size);
        tmpDict.set(dictionary.subarray(dictLength - s.w_size, dictLength), 0);
        dictionary = tmpDict;
        dictLength = s.w_size;
      }
      const avail = strm.avail_in;
      const next = strm.next_in;
      const input = strm.input;
      strm.avail_in = dictLength;
      strm.next_in = 0;
      strm.input = dictionary;
      fill_window(s);
      while (s.lookahead >= MIN_MATCH2) {
        let str = s.strstart;
        let n = s.lookahead - (MIN_MATCH2 - 1);
        do {
          INSERT_STRING(s, str);
          str++;
        } while (--n);
        s.strstart = str;
        s.lookahead = MIN_MATCH2 - 1;
        fill_window(s);
      }
      s.strstart += s.lookahead;
      s.block_start = s.strstart;
      s.insert = s.lookahead;
      s.lookahead = 0;
      s.match_length = s.prev_length = MIN_MATCH2 - 1;
      s.match_available = 0;
      strm.next_in = next;
      strm.input = input;
      strm.avail_in = avail;
      s.wrap = wrap;
      return Z_OK2;
    };
    module.exports.deflateInit = deflateInit;
    module.exports.deflateInit2 = deflateInit22;
    module.exports.deflateReset = deflateReset;
    module.exports.deflateResetKeep = deflateResetKeep2;
    module.exports.deflateSetHeader = deflateSetHeader;
    module.exports.deflate = deflate2;
    module.exports.deflateEnd = deflateEnd;
    module.exports.deflateSetDictionary = deflateSetDictionary;
    module.exports.deflateInfo = "pako deflate (from Nodeca project)";
  }
});

// node_modules/pako/lib/zlib/zstream.js
var require_zstream = __commonJS({
  "node_modules/pako/lib/zlib/zstream.js"(exports, module) {
    "use strict";
    function ZStream2() {
      this.input = null;
      this.next_in = 0;
      this.avail_in = 0;
      this.total_in = 0;
      this.output = null;
      this.next_out = 0;
      this.avail_out = 0;
      this.total_out = 0;
      this.msg = "";
      this.state = null;
      this.data_type = 2;
      this.adler = 0;
    }
    module.exports = ZStream2;
  }
});

// src/core/errors.ts
var InputError = class extends Error {
  name = "InputError";
};
var LineInputError = class extends InputError {
  constructor(file, line, field2, detail) {
    super(`${file}:${line}: ${field2 === void 0 ? "" : `field '${field2}': `}${detail}`);
    this.file = file;
    this.line = line;
    this.field = field2;
    this.detail = detail;
  }
  file;
  line;
  field;
  detail;
  name = "LineInputError";
};
var EventLogError = class extends LineInputError {
  name = "EventLogError";
};
var FieldConfigError = class extends Error {
  constructor(field2, problem) {
    super(field2 === "" ? problem : `${field2}: ${problem}`);
    this.field = field2;
    this.problem = problem;
  }
  field;
  problem;
  name = "FieldConfigError";
};
var OutputError = class extends InputError {
  name = "OutputError";
};

// src/core/events.ts
var envelope = {
  event_id: external_exports.string(),
  timestamp: external_exports.string().optional(),
  round_number: external_exports.number().int()
};
var messageSchema = external_exports.object({
  message_id: external_exports.string(),
  channel_id: external_exports.string(),
  sender_agent_id: external_exports.string(),
  sender_display_name: external_exports.string(),
  text: external_exports.string(),
  timestamp: external_exports.string().optional(),
  round_number: external_exports.number().int()
});
var usageSchema = external_exports.object({
  input_tokens: external_exports.number().int(),
  output_tokens: external_exports.number().int(),
  cache_read_input_tokens: external_exports.number().int().optional(),
  cache_creation_input_tokens: external_exports.number().int().optional()
});
var jsonObject = external_exports.custom(
  (value) => typeof value === "object" && value !== null && !Array.isArray(value),
  "expected a JSON object"
);
var channelVisibilitySchema = external_exports.discriminatedUnion("kind", [
  external_exports.strictObject({ kind: external_exports.literal("full") }),
  external_exports.strictObject({ kind: external_exports.literal("none") }),
  external_exports.strictObject({ kind: external_exports.literal("from_round"), round_floor: external_exports.number().int().min(1) })
]);
var coreEventSchemas = {
  simulation_started: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("simulation_started"),
    run_id: external_exports.string(),
    scenario_name: external_exports.string(),
    scenario_description: external_exports.string(),
    channel_ids: external_exports.array(external_exports.string()),
    scenario_config: jsonObject.default({}),
    provider: external_exports.string()
  }),
  agent_registered: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("agent_registered"),
    agent_id: external_exports.string(),
    role_name: external_exports.string(),
    system_prompt: external_exports.string(),
    channel_ids: external_exports.array(external_exports.string()),
    tool_names: external_exports.array(external_exports.string()),
    model: external_exports.string(),
    provider: external_exports.string(),
    max_tokens: external_exports.number().int()
  }),
  agent_connected: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("agent_connected"),
    agent_id: external_exports.string(),
    role_name: external_exports.string(),
    model: external_exports.string()
  }),
  message_sent: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("message_sent"),
    message: messageSchema,
    token_count: external_exports.number().int()
  }),
  llm_response_received: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("llm_response_received"),
    agent_id: external_exports.string(),
    thinking: external_exports.string().nullable().default(null),
    text: external_exports.string().nullable(),
    tool_calls: external_exports.array(external_exports.object({ call_id: external_exports.string(), tool_name: external_exports.string(), arguments: jsonObject })),
    stop_reason: external_exports.string().nullable(),
    usage: usageSchema
  }),
  tool_call_invoked: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("tool_call_invoked"),
    agent_id: external_exports.string(),
    call_id: external_exports.string(),
    tool_name: external_exports.string(),
    arguments: jsonObject
  }),
  tool_result_received: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("tool_result_received"),
    agent_id: external_exports.string(),
    tool_name: external_exports.string(),
    call_id: external_exports.string(),
    arguments: jsonObject,
    result: external_exports.string()
  }),
  context_compacted: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("context_compacted"),
    agent_id: external_exports.string(),
    provider_name: external_exports.string(),
    summary_char_count: external_exports.number().int(),
    summary_text: external_exports.string()
  }),
  round_advanced: external_exports.object({ ...envelope, event_type: external_exports.literal("round_advanced"), trigger: external_exports.string() }),
  agent_run_cycle_failed: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("agent_run_cycle_failed"),
    agent_id: external_exports.string(),
    cycle: external_exports.number().int(),
    error_type: external_exports.string(),
    message: external_exports.string()
  }),
  round_ended: external_exports.object({ ...envelope, event_type: external_exports.literal("round_ended"), trigger: external_exports.string() }),
  round_result_recorded: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("round_result_recorded"),
    success: external_exports.boolean(),
    team_id: external_exports.string().nullable(),
    reason: external_exports.string()
  }),
  injection_delivered: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("injection_delivered"),
    agent_id: external_exports.string(),
    text: external_exports.string()
  }),
  postmortem_started: external_exports.object({ ...envelope, event_type: external_exports.literal("postmortem_started") }),
  postmortem_ended: external_exports.object({ ...envelope, event_type: external_exports.literal("postmortem_ended"), trigger: external_exports.string() }),
  channel_history_cleared: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("channel_history_cleared"),
    channel_id: external_exports.string(),
    reason: external_exports.string()
  }),
  channel_membership_changed: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("channel_membership_changed"),
    channel_id: external_exports.string(),
    member_agent_ids: external_exports.array(external_exports.string()),
    reason: external_exports.string()
  }),
  world_event_delivered: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("world_event_delivered"),
    agent_id: external_exports.string(),
    text: external_exports.string()
  }),
  simulation_ended: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("simulation_ended"),
    reason: external_exports.enum(["scenario_complete", "in_progress", "starting", "error", "killed"]),
    total_messages: external_exports.number().int(),
    total_cost_usd: external_exports.number()
  }),
  agent_swapped_mid_run: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("agent_swapped_mid_run"),
    agent_id: external_exports.string(),
    new_model: external_exports.string(),
    new_provider: external_exports.string(),
    channel_visibility: external_exports.record(external_exports.string(), channelVisibilitySchema)
  }),
  postmortem_disabled_mid_run: external_exports.object({ ...envelope, event_type: external_exports.literal("postmortem_disabled_mid_run") }),
  case_injected_mid_run: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("case_injected_mid_run"),
    scenario_payload: jsonObject
  })
};
function isCoreEventType(type) {
  return Object.hasOwn(coreEventSchemas, type);
}
var predicates = /* @__PURE__ */ new Map();
function ofType(type) {
  let predicate = predicates.get(type);
  if (predicate === void 0) {
    predicate = (event) => event.event_type === type;
    predicates.set(type, predicate);
  }
  return predicate;
}
var typeIndexes = /* @__PURE__ */ new WeakMap();
function eventsOfType(events, type) {
  let index = typeIndexes.get(events);
  if (index === void 0) {
    index = /* @__PURE__ */ new Map();
    for (const event of events) {
      const list = index.get(event.event_type);
      if (list === void 0) index.set(event.event_type, [event]);
      else list.push(event);
    }
    typeIndexes.set(events, index);
  }
  return index.get(type) ?? [];
}
function agentConfigsOf(events) {
  return events.filter(ofType("agent_registered")).map((e) => ({
    agent_id: e.agent_id,
    role_name: e.role_name,
    system_prompt: e.system_prompt,
    channel_ids: e.channel_ids,
    tool_names: e.tool_names,
    model: e.model,
    provider: e.provider,
    max_tokens: e.max_tokens
  }));
}

// src/core/scenario.ts
function metricNameFor(base, channel) {
  return channel.team_id === null ? base : `${base}_${channel.team_id}`;
}
function channelDisplayName(scenario, channelId) {
  return scenario.channelDisplayNames[channelId] ?? channelId;
}
function agentDisplayName(scenario, agentId) {
  if (agentId === "world") return scenario.worldName;
  return scenario.agentDisplayNames[agentId] ?? agentId;
}
var scenarioConfigFileSchema = external_exports.strictObject({
  name: external_exports.string().min(1).optional(),
  primary_channels: external_exports.array(external_exports.strictObject({ channel_id: external_exports.string().min(1), team_id: external_exports.string().min(1).nullable().default(null) })).min(1),
  channel_display_names: external_exports.record(external_exports.string(), external_exports.string()).default({}),
  agent_display_names: external_exports.record(external_exports.string(), external_exports.string()).default({}),
  world_name: external_exports.string().default("world"),
  /** The scenario's knob names, so `--knobs` can set one its runs did not record. */
  knobs: external_exports.array(external_exports.string().min(1)).default([])
});
function descriptorFromConfigFile(config, scenarioName) {
  return {
    name: config.name ?? scenarioName,
    mode: "custom",
    primaryChannels: config.primary_channels,
    channelDisplayNames: config.channel_display_names,
    agentDisplayNames: config.agent_display_names,
    worldName: config.world_name
  };
}
var NON_PRIMARY_CHANNEL = /^(postmortem|debrief)(_|$)/;
function inferDescriptor(scenarioName, channelIds) {
  return {
    name: scenarioName,
    mode: "inferred",
    primaryChannels: channelIds.filter((id) => !NON_PRIMARY_CHANNEL.test(id)).map((id) => ({ channel_id: id, team_id: null })),
    channelDisplayNames: {},
    agentDisplayNames: {},
    worldName: "world"
  };
}

// src/core/schema-issue.ts
function firstIssue(error) {
  const issue = error.issues[0];
  const field2 = issue === void 0 || issue.path.length === 0 ? void 0 : issue.path.map(String).join(".");
  return { field: field2, message: issue?.message ?? "invalid" };
}

// node_modules/yocto-queue/index.js
var Node = class {
  value;
  next;
  constructor(value) {
    this.value = value;
  }
};
var Queue = class {
  #head;
  #tail;
  #size;
  constructor() {
    this.clear();
  }
  enqueue(value) {
    const node = new Node(value);
    if (this.#head) {
      this.#tail.next = node;
      this.#tail = node;
    } else {
      this.#head = node;
      this.#tail = node;
    }
    this.#size++;
  }
  dequeue() {
    const current = this.#head;
    if (!current) {
      return;
    }
    this.#head = this.#head.next;
    this.#size--;
    if (!this.#head) {
      this.#tail = void 0;
    }
    return current.value;
  }
  peek() {
    if (!this.#head) {
      return;
    }
    return this.#head.value;
  }
  clear() {
    this.#head = void 0;
    this.#tail = void 0;
    this.#size = 0;
  }
  get size() {
    return this.#size;
  }
  *[Symbol.iterator]() {
    let current = this.#head;
    while (current) {
      yield current.value;
      current = current.next;
    }
  }
  *drain() {
    while (this.#head) {
      yield this.dequeue();
    }
  }
};

// node_modules/p-limit/index.js
function pLimit(concurrency) {
  let rejectOnClear = false;
  if (typeof concurrency === "object") {
    ({ concurrency, rejectOnClear = false } = concurrency);
  }
  validateConcurrency(concurrency);
  if (typeof rejectOnClear !== "boolean") {
    throw new TypeError("Expected `rejectOnClear` to be a boolean");
  }
  const queue = new Queue();
  let activeCount = 0;
  const resumeNext = () => {
    if (activeCount < concurrency && queue.size > 0) {
      activeCount++;
      queue.dequeue().run();
    }
  };
  const next = () => {
    activeCount--;
    resumeNext();
  };
  const run = async (function_, resolve, arguments_) => {
    const result = (async () => function_(...arguments_))();
    resolve(result);
    try {
      await result;
    } catch {
    }
    next();
  };
  const enqueue = (function_, resolve, reject, arguments_) => {
    const queueItem = { reject };
    new Promise((internalResolve) => {
      queueItem.run = internalResolve;
      queue.enqueue(queueItem);
    }).then(run.bind(void 0, function_, resolve, arguments_));
    if (activeCount < concurrency) {
      resumeNext();
    }
  };
  const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
    enqueue(function_, resolve, reject, arguments_);
  });
  Object.defineProperties(generator, {
    activeCount: {
      get: () => activeCount
    },
    pendingCount: {
      get: () => queue.size
    },
    clearQueue: {
      value() {
        if (!rejectOnClear) {
          queue.clear();
          return;
        }
        const abortError = AbortSignal.abort().reason;
        while (queue.size > 0) {
          queue.dequeue().reject(abortError);
        }
      }
    },
    concurrency: {
      get: () => concurrency,
      set(newConcurrency) {
        validateConcurrency(newConcurrency);
        concurrency = newConcurrency;
        queueMicrotask(() => {
          while (activeCount < concurrency && queue.size > 0) {
            resumeNext();
          }
        });
      }
    },
    map: {
      async value(iterable, function_) {
        const promises = [];
        try {
          Array.from(iterable, (value, index) => {
            const promise = generator(function_, value, index);
            promises.push(promise);
            return promise;
          });
        } catch (error) {
          for (const promise of promises) {
            promise.catch(() => {
            });
          }
          throw error;
        }
        return Promise.all(promises);
      }
    }
  });
  return generator;
}
function validateConcurrency(concurrency) {
  if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
    throw new TypeError("Expected `concurrency` to be a number from 1 and up");
  }
}

// src/judge/limit.ts
var DEFAULT_JUDGE_CONCURRENCY = 8;
function checkConcurrency(concurrency) {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`judge concurrency must be a positive integer, got ${String(concurrency)}`);
  }
}
function createLimiter(concurrency = DEFAULT_JUDGE_CONCURRENCY) {
  checkConcurrency(concurrency);
  const limit = pLimit(concurrency);
  return (task) => limit(task);
}
function limitedJudge(inner, concurrency = DEFAULT_JUDGE_CONCURRENCY) {
  const limit = createLimiter(concurrency);
  return {
    source: inner.source,
    call: (request, options) => limit(() => inner.call(request, options))
  };
}

// src/metrics/gpt2/byte-level-bpe.ts
var PRE_TOKENIZER = new RegExp("'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\p{White_Space}\\p{L}\\p{N}]+|\\p{White_Space}+(?!\\P{White_Space})|\\p{White_Space}+", "gu");
function byteAlphabet() {
  const printable = [];
  for (let b = 33; b <= 126; b++) printable.push(b);
  for (let b = 161; b <= 172; b++) printable.push(b);
  for (let b = 174; b <= 255; b++) printable.push(b);
  const table = new Array(256);
  const kept = new Set(printable);
  let next = 0;
  for (let b = 0; b < 256; b++) {
    if (kept.has(b)) table[b] = String.fromCodePoint(b);
    else table[b] = String.fromCodePoint(256 + next++);
  }
  return table;
}
var BYTE_CHARS = byteAlphabet();
var encoder = new TextEncoder();
var ByteLevelBpe = class {
  constructor(data) {
    this.data = data;
    data.merges.forEach(([left, right], rank) => {
      const key = `${left} ${right}`;
      if (!this.ranks.has(key)) this.ranks.set(key, rank);
    });
    const literals = [...data.specialTokens.keys()].filter((s) => s !== "").sort((a, b) => b.length - a.length);
    this.specials = literals.length === 0 ? void 0 : new RegExp(literals.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "gu");
  }
  data;
  ranks = /* @__PURE__ */ new Map();
  cache = /* @__PURE__ */ new Map();
  specials;
  /** Token ids of `text`. Throws when a symbol is not in the vocabulary (a vocabulary without GPT-2's 256 byte symbols). */
  encode(text2) {
    const ids = [];
    if (this.specials === void 0) {
      this.encodeOrdinary(text2, ids);
      return ids;
    }
    let last = 0;
    for (const match of text2.matchAll(this.specials)) {
      this.encodeOrdinary(text2.slice(last, match.index), ids);
      ids.push(this.data.specialTokens.get(match[0]));
      last = match.index + match[0].length;
    }
    this.encodeOrdinary(text2.slice(last), ids);
    return ids;
  }
  encodeOrdinary(text2, ids) {
    if (text2 === "") return;
    for (const match of text2.matchAll(PRE_TOKENIZER)) {
      const piece = match[0];
      let pieceIds = this.cache.get(piece);
      if (pieceIds === void 0) {
        pieceIds = this.bpe(piece);
        if (this.cache.size < 1e5) this.cache.set(piece, pieceIds);
      }
      for (const id of pieceIds) ids.push(id);
    }
  }
  bpe(piece) {
    let symbols = Array.from(encoder.encode(piece), (b) => BYTE_CHARS[b]);
    while (symbols.length > 1) {
      let best = Number.POSITIVE_INFINITY;
      let bestAt = -1;
      for (let i = 0; i < symbols.length - 1; i++) {
        const rank = this.ranks.get(`${symbols[i]} ${symbols[i + 1]}`);
        if (rank !== void 0 && rank < best) {
          best = rank;
          bestAt = i;
        }
      }
      if (bestAt === -1) break;
      const left = symbols[bestAt];
      const right = symbols[bestAt + 1];
      const merged = [];
      for (let i = 0; i < symbols.length; i++) {
        if (i < symbols.length - 1 && symbols[i] === left && symbols[i + 1] === right) {
          merged.push(left + right);
          i += 1;
        } else merged.push(symbols[i]);
      }
      symbols = merged;
    }
    return symbols.map((symbol) => {
      const id = this.data.vocab.get(symbol);
      if (id === void 0) throw new Error(`GPT-2 tokenizer: the symbol ${JSON.stringify(symbol)} of ${JSON.stringify(piece)} is not in the vocabulary`);
      return id;
    });
  }
};

// src/metrics/gpt2/gpt2-model.ts
function transpose(m, rows, cols) {
  const out = new Float32Array(rows * cols);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) out[c * rows + r] = m[r * cols + c];
  return out;
}
function dot(x, xo, w, wo, n) {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let k = 0;
  for (; k + 3 < n; k += 4) {
    s0 += x[xo + k] * w[wo + k];
    s1 += x[xo + k + 1] * w[wo + k + 1];
    s2 += x[xo + k + 2] * w[wo + k + 2];
    s3 += x[xo + k + 3] * w[wo + k + 3];
  }
  for (; k < n; k++) s0 += x[xo + k] * w[wo + k];
  return s0 + s1 + (s2 + s3);
}
function linear(x, rows, inDim, weightT, bias, outDim) {
  const y = new Float64Array(rows * outDim);
  for (let j = 0; j < outDim; j++) {
    const wo = j * inDim;
    const b = bias[j];
    for (let t = 0; t < rows; t++) y[t * outDim + j] = b + dot(x, t * inDim, weightT, wo, inDim);
  }
  return y;
}
function layerNorm(x, rows, dim, weight, bias, eps) {
  const y = new Float64Array(rows * dim);
  for (let t = 0; t < rows; t++) {
    const o = t * dim;
    let sum = 0;
    for (let j = 0; j < dim; j++) sum += x[o + j];
    const mu = sum / dim;
    let sq = 0;
    for (let j = 0; j < dim; j++) {
      const d = x[o + j] - mu;
      sq += d * d;
    }
    const inv = 1 / Math.sqrt(sq / dim + eps);
    for (let j = 0; j < dim; j++) y[o + j] = (x[o + j] - mu) * inv * weight[j] + bias[j];
  }
  return y;
}
var GELU_C = Math.sqrt(2 / Math.PI);
function gelu(x) {
  for (let i = 0; i < x.length; i++) {
    const v = x[i];
    x[i] = 0.5 * v * (1 + Math.tanh(GELU_C * (v + 0.044715 * v * v * v)));
  }
}
function attention(qkv, rows, config) {
  const c = config.n_embd;
  const heads = config.n_head;
  const hd = c / heads;
  const scale = 1 / Math.sqrt(hd);
  const out = new Float64Array(rows * c);
  const scores = new Float64Array(rows);
  for (let h = 0; h < heads; h++) {
    const qOff = h * hd;
    const kOff = c + h * hd;
    const vOff = 2 * c + h * hd;
    for (let i = 0; i < rows; i++) {
      const qi = i * 3 * c + qOff;
      let max = Number.NEGATIVE_INFINITY;
      for (let j = 0; j <= i; j++) {
        const kj = j * 3 * c + kOff;
        let dot2 = 0;
        for (let d = 0; d < hd; d++) dot2 += qkv[qi + d] * qkv[kj + d];
        const s = dot2 * scale;
        scores[j] = s;
        if (s > max) max = s;
      }
      let total = 0;
      for (let j = 0; j <= i; j++) {
        const e = Math.exp(scores[j] - max);
        scores[j] = e;
        total += e;
      }
      const oi = i * c + h * hd;
      for (let j = 0; j <= i; j++) {
        const p = scores[j] / total;
        const vj = j * 3 * c + vOff;
        for (let d = 0; d < hd; d++) out[oi + d] = out[oi + d] + p * qkv[vj + d];
      }
    }
  }
  return out;
}
function addInPlace(x, y) {
  for (let i = 0; i < x.length; i++) x[i] = x[i] + y[i];
}
var POSITION_BLOCK = 32;
var Gpt2Model = class {
  constructor(config, weights) {
    this.config = config;
    this.weights = weights;
    const c = config.n_embd;
    const inner = config.n_inner;
    this.blocks = weights.blocks.map((block) => ({
      ...block,
      attnWeight: transpose(block.attnWeight, c, 3 * c),
      attnProjWeight: transpose(block.attnProjWeight, c, c),
      fcWeight: transpose(block.fcWeight, c, inner),
      mlpProjWeight: transpose(block.mlpProjWeight, inner, c)
    }));
  }
  config;
  weights;
  blocks;
  /** Final hidden states `[T, n_embd]` (after ln_f) of a token sequence. */
  hiddenStates(ids) {
    const { config, weights } = this;
    const rows = ids.length;
    const c = config.n_embd;
    if (rows > config.n_positions) {
      throw new Error(`a message of ${rows} tokens exceeds the model's context of ${config.n_positions} positions`);
    }
    const x = new Float64Array(rows * c);
    for (let t = 0; t < rows; t++) {
      const id = ids[t];
      if (!Number.isInteger(id) || id < 0 || id >= config.vocab_size) throw new Error(`token id ${id} is outside the model's vocabulary of ${config.vocab_size}`);
      for (let j = 0; j < c; j++) x[t * c + j] = weights.wte[id * c + j] + weights.wpe[t * c + j];
    }
    for (const block of this.blocks) {
      const a = layerNorm(x, rows, c, block.ln1Weight, block.ln1Bias, config.layer_norm_epsilon);
      const qkv = linear(a, rows, c, block.attnWeight, block.attnBias, 3 * c);
      const attended = attention(qkv, rows, config);
      addInPlace(x, linear(attended, rows, c, block.attnProjWeight, block.attnProjBias, c));
      const m = layerNorm(x, rows, c, block.ln2Weight, block.ln2Bias, config.layer_norm_epsilon);
      const hidden = linear(m, rows, c, block.fcWeight, block.fcBias, config.n_inner);
      gelu(hidden);
      addInPlace(x, linear(hidden, rows, config.n_inner, block.mlpProjWeight, block.mlpProjBias, c));
    }
    return layerNorm(x, rows, c, weights.lnFWeight, weights.lnFBias, config.layer_norm_epsilon);
  }
  /**
   * Natural-log probabilities of tokens 2..n, each under the model's prediction from the tokens
   * before it (the first token is not scored: no start-of-text token is prepended). Empty for n < 2.
   */
  tokenLogProbs(ids) {
    const n = ids.length;
    if (n < 2) return new Float64Array(0);
    const c = this.config.n_embd;
    const vocab = this.config.vocab_size;
    const head = this.weights.lmHead ?? this.weights.wte;
    const h = this.hiddenStates(ids);
    const out = new Float64Array(n - 1);
    const logits = new Float64Array(POSITION_BLOCK * vocab);
    for (let start = 0; start < n - 1; start += POSITION_BLOCK) {
      const count = Math.min(POSITION_BLOCK, n - 1 - start);
      for (let v = 0; v < vocab; v++) {
        const wo = v * c;
        for (let b = 0; b < count; b++) logits[b * vocab + v] = dot(h, (start + b) * c, head, wo, c);
      }
      for (let b = 0; b < count; b++) {
        const lo = b * vocab;
        let max = Number.NEGATIVE_INFINITY;
        for (let v = 0; v < vocab; v++) if (logits[lo + v] > max) max = logits[lo + v];
        let total = 0;
        for (let v = 0; v < vocab; v++) total += Math.exp(logits[lo + v] - max);
        const target = ids[start + b + 1];
        out[start + b] = logits[lo + target] - max - Math.log(total);
      }
    }
    return out;
  }
};

// src/core/pynum.ts
function neumaierSum(values) {
  let f = 0;
  let c = 0;
  let first = true;
  for (const x of values) {
    if (first) {
      f = 0 + x;
      first = false;
      continue;
    }
    const t = f + x;
    if (Math.abs(f) >= Math.abs(x)) c += f - t + x;
    else c += x - t + f;
    f = t;
  }
  if (c !== 0 && Number.isFinite(c)) f += c;
  return f;
}
function fsum(values) {
  const partials = [];
  for (let x of values) {
    let i = 0;
    for (let j = 0; j < partials.length; j++) {
      let y = partials[j];
      if (Math.abs(x) < Math.abs(y)) [x, y] = [y, x];
      const hi2 = x + y;
      const lo2 = y - (hi2 - x);
      if (lo2 !== 0) partials[i++] = lo2;
      x = hi2;
    }
    partials.length = i;
    if (x !== 0) partials.push(x);
  }
  let n = partials.length;
  if (n === 0) return 0;
  let hi = partials[--n];
  let lo = 0;
  while (n > 0) {
    const x = hi;
    const y = partials[--n];
    hi = x + y;
    lo = y - (hi - x);
    if (lo !== 0) break;
  }
  if (n > 0) {
    const below = partials[n - 1];
    if (lo < 0 && below < 0 || lo > 0 && below > 0) {
      const y = lo * 2;
      const x = hi + y;
      if (y === x - hi) hi = x;
    }
  }
  return hi;
}
function fmean(values) {
  if (values.length === 0) throw new RangeError("fmean requires at least one data point");
  return fsum(values) / values.length;
}
function mean(values) {
  return values.length === 0 ? 0 : neumaierSum(values) / values.length;
}
function populationStd(values, centre = mean(values)) {
  if (values.length < 2) return 0;
  return Math.sqrt(neumaierSum(values.map((v) => (v - centre) ** 2)) / values.length);
}
var TWO_52 = 2 ** 52;
function decompose(x) {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Math.abs(x));
  const bits = view.getBigUint64(0);
  const rawExponent = Number(bits >> 52n & 0x7ffn);
  const fraction = bits & 0xfffffffffffffn;
  if (rawExponent === 0) return { mantissa: fraction, exponent: -1074 };
  return { mantissa: fraction | 1n << 52n, exponent: rawExponent - 1075 };
}
function formatFixed(x, digits) {
  if (Number.isNaN(x)) return "nan";
  if (!Number.isFinite(x)) return x > 0 ? "inf" : "-inf";
  const sign = x < 0 || Object.is(x, -0) ? "-" : "";
  const magnitude = Math.abs(x);
  if (magnitude >= 1e21) return sign + BigInt(magnitude).toString() + (digits > 0 ? "." + "0".repeat(digits) : "");
  const plain = magnitude.toFixed(digits);
  if (magnitude === 0) return sign + plain;
  const { mantissa, exponent } = decompose(magnitude);
  if (exponent >= 0) return sign + plain;
  const scaled = mantissa * 10n ** BigInt(digits);
  const shift = BigInt(-exponent);
  const remainder = scaled & (1n << shift) - 1n;
  const half = 1n << shift - 1n;
  if (remainder !== half) return sign + plain;
  const floor = scaled >> shift;
  const rounded = floor % 2n === 0n ? floor : floor + 1n;
  const text2 = rounded.toString().padStart(digits + 1, "0");
  const body = digits === 0 ? text2 : `${text2.slice(0, -digits)}.${text2.slice(-digits)}`;
  return sign + body;
}
function pyRound(x) {
  if (!Number.isFinite(x) || Math.abs(x) >= TWO_52) return x;
  const floor = Math.floor(x);
  const diff = x - floor;
  if (diff > 0.5) return floor + 1;
  if (diff < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}
function pyIntList(values) {
  return `[${values.join(", ")}]`;
}
var PY_WHITESPACE = /[\u0009-\u000d\u001c-\u001f\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/u;
function pySplit(text2) {
  return text2.split(PY_WHITESPACE).filter((part) => part !== "");
}
function codePointLength(text2) {
  let n = 0;
  for (let i = 0; i < text2.length; i++) {
    const c = text2.charCodeAt(i);
    if (c >= 55296 && c <= 56319 && i + 1 < text2.length) {
      const d = text2.charCodeAt(i + 1);
      if (d >= 56320 && d <= 57343) i++;
    }
    n++;
  }
  return n;
}
function compareCodePoints(a, b) {
  if (a === b) return 0;
  const ai = a[Symbol.iterator]();
  const bi = b[Symbol.iterator]();
  for (; ; ) {
    const x = ai.next();
    const y = bi.next();
    if (x.done === true) return y.done === true ? 0 : -1;
    if (y.done === true) return 1;
    const cx = x.value.codePointAt(0);
    const cy = y.value.codePointAt(0);
    if (cx !== cy) return cx < cy ? -1 : 1;
  }
}
var PY_STRIP = /^[\u0009-\u000d\u001c-\u001f\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\u0009-\u000d\u001c-\u001f\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/gu;
function pyStrip(text2) {
  return text2.replace(PY_STRIP, "");
}

// src/metrics/shared/pristine-text.ts
var cache = /* @__PURE__ */ new WeakMap();
function buildPristineTextIndex(events) {
  const cached = cache.get(events);
  if (cached !== void 0) return cached;
  const index = /* @__PURE__ */ new Map();
  for (const event of eventsOfType(events, "tool_result_received")) {
    if (event.tool_name !== "send_message") continue;
    let result;
    try {
      result = JSON.parse(event.result);
    } catch {
      continue;
    }
    if (typeof result !== "object" || result === null || Array.isArray(result)) continue;
    const { status, message_id: messageId } = result;
    const text2 = event.arguments.text;
    if (status !== "sent" || typeof messageId !== "string" || typeof text2 !== "string") continue;
    index.set(messageId, text2);
  }
  cache.set(events, index);
  return index;
}
function pristineTextFor(index, event) {
  return index.get(event.message.message_id) ?? event.message.text;
}

// src/metrics/shared/primary-channel-messages.ts
function messagesByRound(events, channelId, textOf) {
  const byRound = /* @__PURE__ */ new Map();
  for (const event of eventsOfType(events, "message_sent")) {
    if (event.message.channel_id !== channelId) continue;
    const text2 = textOf(event);
    if (text2 === "") continue;
    const bucket = byRound.get(event.round_number);
    if (bucket === void 0) byRound.set(event.round_number, [text2]);
    else bucket.push(text2);
  }
  return new Map([...byRound.entries()].sort(([a], [b]) => a - b));
}
function textSelector(events, choice) {
  if (choice === "transmitted") return (event) => event.message.text;
  const index = buildPristineTextIndex(events);
  return (event) => pristineTextFor(index, event);
}
function scoreChannel(context, channel, spec, textOf) {
  const byRound = messagesByRound(context.events, channel.channel_id, textOf);
  const name = metricNameFor(spec.base, channel);
  if (byRound.size === 0) return `${name}: no non-empty message on ${channel.channel_id}`;
  const perRound2 = [];
  const roundMeans = [];
  let totalMessages = 0;
  for (const [round, texts] of byRound) {
    const values = texts.map(spec.score).filter((v) => !Number.isNaN(v));
    if (values.length === 0) continue;
    const roundMean = mean(values);
    const roundStd = populationStd(values, roundMean);
    roundMeans.push(roundMean);
    totalMessages += values.length;
    perRound2.push({ round_number: round, value: roundMean, note: `${values.length} messages, std=${formatFixed(roundStd, 3)}` });
  }
  if (roundMeans.length === 0) return `${name}: no message on ${channel.channel_id} could be scored`;
  const score = mean(roundMeans);
  const runStd = populationStd(roundMeans, score);
  return {
    metric_name: name,
    score,
    score_unit: spec.unit,
    summary: spec.summary({
      messages: totalMessages,
      channelId: channel.channel_id,
      rounds: roundMeans.length,
      score: formatFixed(score, 3),
      roundStd: formatFixed(runStd, 3)
    }),
    per_round: perRound2,
    per_agent: []
  };
}
function perMessageLanguageMetric(context, spec) {
  const channels = context.scenario.primaryChannels;
  if (channels.length === 0) {
    context.log(`${spec.base}: the scenario has no primary channel`);
    return [];
  }
  const textOf = textSelector(context.events, "pristine");
  const out = [];
  const skipped = [];
  for (const channel of channels) {
    const result = scoreChannel(context, channel, spec, textOf);
    if (typeof result === "string") skipped.push(result);
    else out.push(result);
  }
  if (skipped.length > 0) context.log(`${skipped.join("; ")} (no measurement, not a zero)`);
  return out;
}
function transmittedMessagesPerChannel(context, base) {
  const channels = context.scenario.primaryChannels;
  if (channels.length === 0) {
    context.log(`${base}: the scenario has no primary channel`);
    return [];
  }
  const textOf = textSelector(context.events, "transmitted");
  return channels.map((channel) => ({ channel, byRound: messagesByRound(context.events, channel.channel_id, textOf) })).filter(({ byRound }) => byRound.size > 0);
}

// src/metrics/perplexity.ts
var PERPLEXITY = "perplexity";
var PERPLEXITY_UNAVAILABLE = {
  name: PERPLEXITY,
  reason: "needs a local GPT-2 model (no weights are bundled or downloaded): pass --gpt2-model DIR naming a directory with config.json, model.safetensors and the tokenizer (vocab.json + merges.txt, or tokenizer.json), e.g. a copy of the Hugging Face 'gpt2' repository"
};
function gpt2MessageScorer(config, weights, tokenizer) {
  const bpe = new ByteLevelBpe(tokenizer);
  const model = new Gpt2Model(config, weights);
  return {
    surprisal(text2) {
      const logProbs = model.tokenLogProbs(bpe.encode(text2));
      if (logProbs.length === 0) return Number.NaN;
      let sum = 0;
      for (const value of logProbs) sum += value;
      return Math.fround(-sum / logProbs.length);
    }
  };
}
var PERPLEXITY_DECLARATION = { direction: "none", fraction: false };
function perplexityMetric(loadScorer) {
  let scorer;
  const loadScorerOnce = () => loadScorer().catch((error) => {
    scorer = void 0;
    throw error;
  });
  return {
    name: PERPLEXITY,
    version: "1",
    kind: "deterministic",
    ...PERPLEXITY_DECLARATION,
    eventTypes: ["message_sent", "tool_result_received"],
    description: "Mean per-token surprisal of primary-channel messages under a local GPT-2 model (first token unscored, as GlossoGen's minicons scorer).",
    unit: "nats/token (gpt2)",
    notApplicableWhen: "the scenario has no primary channel, or no message on a channel has two or more tokens",
    async compute(context) {
      const model = context.scenario.primaryChannels.length === 0 ? void 0 : await (scorer ??= loadScorerOnce());
      return perMessageLanguageMetric(context, {
        base: PERPLEXITY,
        unit: "nats/token (gpt2)",
        score: (text2) => model === void 0 ? Number.NaN : model.surprisal(text2),
        summary: (f) => `${f.messages} messages on ${f.channelId} across ${f.rounds} rounds; mean per-token surprisal ${f.score} nats (round-to-round std ${f.roundStd})`
      });
    }
  };
}
function withPerplexity(registry, metric) {
  const unavailable = new Map(registry.unavailable);
  unavailable.delete(PERPLEXITY);
  return { metrics: new Map([...registry.metrics, [PERPLEXITY, metric]]), unavailable };
}

// src/core/history/instants.ts
var ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;
function instantMicros(timestamp) {
  const m = ISO.exec(timestamp.trim());
  if (m === null) throw new Error(`not an ISO 8601 timestamp: ${JSON.stringify(timestamp)}`);
  const [, year, month, day, hour, minute, second, fraction, zone] = m;
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second ?? "0"));
  const micros = fraction === void 0 ? 0 : Number(fraction.padEnd(6, "0").slice(0, 6));
  let offsetMinutes = 0;
  if (zone !== void 0 && zone !== "Z" && zone !== "z") {
    const digits = zone.slice(1).replace(":", "");
    offsetMinutes = (zone.startsWith("-") ? -1 : 1) * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || "0"));
  }
  return (ms - offsetMinutes * 6e4) * 1e3 + micros;
}
function elapsedSecondsRounded(laterMicros, earlierMicros) {
  const seconds = (laterMicros - earlierMicros) / 1e6;
  return Number(formatFixed(seconds, 3));
}

// src/core/json-format.ts
function formatPyJsonFloat(x) {
  if (!Number.isFinite(x)) return "null";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const sign = x < 0 ? "-" : "";
  const magnitude = Math.abs(x);
  const [mantissaText, exponentText] = magnitude.toExponential().split("e");
  const digits = mantissaText.replace(".", "");
  const exponent = Number(exponentText);
  if (magnitude >= 1e-5 && magnitude < 1e16) {
    if (exponent >= 0) {
      const intPart = digits.slice(0, exponent + 1).padEnd(exponent + 1, "0");
      const fracPart = digits.slice(exponent + 1);
      return `${sign}${intPart}.${fracPart === "" ? "0" : fracPart}`;
    }
    return `${sign}0.${"0".repeat(-exponent - 1)}${digits}`;
  }
  const mantissa = digits.length === 1 ? digits : `${digits[0] ?? ""}.${digits.slice(1)}`;
  return `${sign}${mantissa}e${exponent}`;
}
var PyFloat = class {
  constructor(value) {
    this.value = value;
  }
  value;
};
function writeString(text2) {
  return JSON.stringify(text2);
}
function write(value, indent, out) {
  if (value === null) out.push("null");
  else if (typeof value === "boolean") out.push(value ? "true" : "false");
  else if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new TypeError(`expected an integer, got ${value}`);
    out.push(String(value));
  } else if (typeof value === "string") out.push(writeString(value));
  else if (value instanceof PyFloat) out.push(formatPyJsonFloat(value.value));
  else if (Array.isArray(value)) {
    const items = value;
    if (items.length === 0) {
      out.push("[]");
      return;
    }
    const inner = `${indent}  `;
    out.push("[\n");
    items.forEach((item, i) => {
      out.push(inner);
      write(item, inner, out);
      out.push(i === items.length - 1 ? "\n" : ",\n");
    });
    out.push(`${indent}]`);
  } else {
    const entries = Object.entries(value);
    if (entries.length === 0) {
      out.push("{}");
      return;
    }
    const inner = `${indent}  `;
    out.push("{\n");
    entries.forEach(([key, item], i) => {
      out.push(`${inner}${writeString(key)}: `);
      write(item, inner, out);
      out.push(i === entries.length - 1 ? "\n" : ",\n");
    });
    out.push(`${indent}}`);
  }
}
function dumpsIndent2(value) {
  const out = [];
  write(value, "", out);
  return out.join("");
}

// src/metrics/judge/py-json.ts
function pyFloatRepr(x) {
  if (Number.isNaN(x)) return "NaN";
  if (!Number.isFinite(x)) return x > 0 ? "Infinity" : "-Infinity";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const sign = x < 0 ? "-" : "";
  const [mantissaText, exponentText] = Math.abs(x).toExponential().split("e");
  const digits = mantissaText.replace(".", "");
  const exponent = Number(exponentText);
  if (exponent < -4 || exponent >= 16) {
    const mantissa = digits.length === 1 ? digits : `${digits.slice(0, 1)}.${digits.slice(1)}`;
    const expSign = exponent < 0 ? "-" : "+";
    return `${sign}${mantissa}e${expSign}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  if (exponent < 0) return `${sign}0.${"0".repeat(-exponent - 1)}${digits}`;
  const intPart = digits.slice(0, exponent + 1).padEnd(exponent + 1, "0");
  const fracPart = digits.slice(exponent + 1);
  return `${sign}${intPart}.${fracPart === "" ? "0" : fracPart}`;
}
var SHORT_ESCAPES = {
  '"': '\\"',
  "\\": "\\\\",
  "\n": "\\n",
  "\r": "\\r",
  "	": "\\t",
  "\b": "\\b",
  "\f": "\\f"
};
function pyJsonString(text2) {
  let out = '"';
  for (let i = 0; i < text2.length; i++) {
    const ch = text2.charAt(i);
    const code = text2.charCodeAt(i);
    const short = SHORT_ESCAPES[ch];
    if (short !== void 0) out += short;
    else if (code >= 32 && code <= 126) out += ch;
    else out += `\\u${code.toString(16).padStart(4, "0")}`;
  }
  return `${out}"`;
}
function pyJsonDumps(value) {
  if (value === null) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new TypeError(`expected an integer, got ${value}; wrap floats in PyFloat`);
    return String(value);
  }
  if (typeof value === "string") return pyJsonString(value);
  if (value instanceof PyFloat) return pyFloatRepr(value.value);
  if (Array.isArray(value)) return `[${value.map(pyJsonDumps).join(", ")}]`;
  const entries = Object.entries(value);
  return `{${entries.map(([key, item]) => `${pyJsonString(key)}: ${pyJsonDumps(item)}`).join(", ")}}`;
}

// src/core/history/py-json.ts
var PyJsonSyntaxError = class extends Error {
};
var WS = /* @__PURE__ */ new Set([" ", "	", "\n", "\r"]);
function pyJsonLoads(text2) {
  let i = 0;
  const fail = (what) => {
    throw new PyJsonSyntaxError(`${what} at char ${i}`);
  };
  const skip = () => {
    while (i < text2.length && WS.has(text2.charAt(i))) i++;
  };
  const parseString = () => {
    i++;
    let out = "";
    for (; ; ) {
      if (i >= text2.length) fail("unterminated string");
      const ch = text2.charAt(i);
      if (ch === '"') {
        i++;
        return out;
      }
      if (ch === "\\") {
        const esc = text2.charAt(i + 1);
        i += 2;
        switch (esc) {
          case '"':
          case "\\":
          case "/":
            out += esc;
            break;
          case "b":
            out += "\b";
            break;
          case "f":
            out += "\f";
            break;
          case "n":
            out += "\n";
            break;
          case "r":
            out += "\r";
            break;
          case "t":
            out += "	";
            break;
          case "u": {
            const hex = text2.slice(i, i + 4);
            if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail("invalid \\u escape");
            out += String.fromCharCode(parseInt(hex, 16));
            i += 4;
            break;
          }
          default:
            fail("invalid escape");
        }
        continue;
      }
      if (ch.charCodeAt(0) < 32) fail("invalid control character");
      out += ch;
      i++;
    }
  };
  const parseValue = () => {
    skip();
    const ch = text2.charAt(i);
    if (ch === "{") {
      i++;
      const entries = /* @__PURE__ */ new Map();
      skip();
      if (text2.charAt(i) === "}") {
        i++;
        return { kind: "dict", entries };
      }
      for (; ; ) {
        skip();
        if (text2.charAt(i) !== '"') fail("expected a key");
        const key = parseString();
        skip();
        if (text2.charAt(i) !== ":") fail("expected ':'");
        i++;
        entries.set(key, parseValue());
        skip();
        const next = text2.charAt(i);
        i++;
        if (next === "}") return { kind: "dict", entries };
        if (next !== ",") fail("expected ',' or '}'");
      }
    }
    if (ch === "[") {
      i++;
      const items = [];
      skip();
      if (text2.charAt(i) === "]") {
        i++;
        return { kind: "list", items };
      }
      for (; ; ) {
        items.push(parseValue());
        skip();
        const next = text2.charAt(i);
        i++;
        if (next === "]") return { kind: "list", items };
        if (next !== ",") fail("expected ',' or ']'");
      }
    }
    if (ch === '"') return { kind: "str", value: parseString() };
    for (const [literal2, value2] of [
      ["null", { kind: "null" }],
      ["true", { kind: "bool", value: true }],
      ["false", { kind: "bool", value: false }],
      ["NaN", { kind: "float", value: Number.NaN }],
      ["Infinity", { kind: "float", value: Number.POSITIVE_INFINITY }],
      ["-Infinity", { kind: "float", value: Number.NEGATIVE_INFINITY }]
    ]) {
      if (text2.startsWith(literal2, i)) {
        i += literal2.length;
        return value2;
      }
    }
    const match = /^-?(?:0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/.exec(text2.slice(i, i + 400));
    if (match === null) return fail("expected a value");
    i += match[0].length;
    if (match[1] === void 0 && match[2] === void 0) return { kind: "int", digits: match[0] };
    return { kind: "float", value: Number(match[0]) };
  };
  const value = parseValue();
  skip();
  if (i !== text2.length) fail("extra data");
  return value;
}
function tryPyJsonLoads(text2) {
  try {
    return pyJsonLoads(text2);
  } catch (error) {
    if (error instanceof PyJsonSyntaxError) return void 0;
    throw error;
  }
}
function pyJsonDumpsValue(value) {
  switch (value.kind) {
    case "null":
      return "null";
    case "bool":
      return value.value ? "true" : "false";
    case "int":
      return value.digits.replace(/^-0$/, "0");
    case "float":
      return pyFloatRepr(value.value);
    case "str":
      return pyJsonString(value.value);
    case "list":
      return `[${value.items.map(pyJsonDumpsValue).join(", ")}]`;
    case "dict":
      return `{${[...value.entries].map(([key, item]) => `${pyJsonString(key)}: ${pyJsonDumpsValue(item)}`).join(", ")}}`;
  }
}

// src/core/history/message-history.ts
var CHANNEL_TOOLS = /* @__PURE__ */ new Set(["send_message", "read_channel"]);
function lastEventTimestamp(events) {
  const last = events[events.length - 1];
  return last === void 0 ? void 0 : last.timestamp;
}
var truthy = (text2) => typeof text2 === "string" && text2 !== "";
function buildMessageHistory(events, options) {
  const { agentId, cutoffRound } = options;
  const visibility = options.channelVisibility ?? /* @__PURE__ */ new Map();
  const target = options.targetTimestamp === void 0 ? void 0 : instantMicros(options.targetTimestamp);
  const invokedById = /* @__PURE__ */ new Map();
  const agentInvoked = [];
  for (const event of eventsOfType(events, "tool_call_invoked")) {
    invokedById.set(event.call_id, event);
    if (event.agent_id === agentId) agentInvoked.push(event);
  }
  const responses = eventsOfType(events, "llm_response_received").filter((e) => e.agent_id === agentId);
  const results = /* @__PURE__ */ new Map();
  for (const event of eventsOfType(events, "tool_result_received")) if (event.agent_id === agentId) results.set(event.call_id, event);
  const pastCutoff = (event) => {
    if (cutoffRound !== null) return event.round_number >= cutoffRound;
    if (target === void 0 || event.timestamp === void 0) return false;
    return instantMicros(event.timestamp) > target;
  };
  const calledIds = /* @__PURE__ */ new Set();
  for (const response of responses) for (const call of response.tool_calls) calledIds.add(call.call_id);
  const orphans = agentInvoked.filter((invoked) => !calledIds.has(invoked.call_id) && !pastCutoff(invoked));
  if (responses.length === 0 && orphans.length === 0) return [];
  const started = eventsOfType(events, "simulation_started")[0];
  if (started?.timestamp === void 0) {
    throw new Error(`cannot rebuild the history of agent ${agentId}: the log has no simulation_started event with a timestamp`);
  }
  const start = instantMicros(started.timestamp);
  let nonChannelFloor;
  for (const entry of visibility.values()) {
    if (entry.kind === "from_round") nonChannelFloor = nonChannelFloor === void 0 ? entry.floor : Math.min(nonChannelFloor, entry.floor);
  }
  const visible = (toolName, args, callId) => {
    if (!CHANNEL_TOOLS.has(toolName)) return true;
    const channel = args.channel_id;
    if (typeof channel !== "string") return true;
    const entry = visibility.get(channel);
    if (entry === void 0 || entry.kind === "full") return true;
    if (entry.kind === "none") return false;
    if (toolName === "read_channel") return false;
    const invoked = invokedById.get(callId);
    return invoked !== void 0 && invoked.round_number >= entry.floor;
  };
  const aboveFloor = (toolName, callId) => {
    if (nonChannelFloor === void 0 || CHANNEL_TOOLS.has(toolName)) return true;
    const invoked = invokedById.get(callId);
    return invoked !== void 0 && invoked.round_number >= nonChannelFloor;
  };
  const withinCutoff = (callId) => {
    const invoked = invokedById.get(callId);
    return invoked !== void 0 && !pastCutoff(invoked);
  };
  const toolReturn = (result) => ({
    kind: "tool_return",
    tool_name: result.tool_name,
    content: result.tool_name.endsWith("read_channel") ? rewriteChannelTimestamps(result.result, start) : result.result,
    tool_call_id: result.call_id
  });
  const cycles = [];
  for (const response of responses) {
    const kept = response.tool_calls.filter(
      (call) => visible(call.tool_name, call.arguments, call.call_id) && aboveFloor(call.tool_name, call.call_id) && withinCutoff(call.call_id) && results.has(call.call_id)
    );
    const parentPastCutoff = pastCutoff(response);
    const parts = [];
    if (options.toolCallsOnly !== true && !parentPastCutoff) {
      if (truthy(response.thinking)) parts.push({ kind: "thinking", content: response.thinking });
      if (truthy(response.text)) parts.push({ kind: "text", content: response.text });
    }
    for (const call of kept) parts.push({ kind: "tool_call", tool_name: call.tool_name, args: call.arguments, tool_call_id: call.call_id });
    if (parts.length === 0) continue;
    const returns = kept.map((call) => toolReturn(results.get(call.call_id)));
    cycles.push({ parts, returns, stopReason: response.stop_reason, parentPastCutoff });
  }
  const orphanCalls = orphans.map((invoked, index) => ({ invoked, index, at: invoked.timestamp === void 0 ? 0 : instantMicros(invoked.timestamp) })).sort((a, b) => a.at - b.at || a.index - b.index).map((entry) => entry.invoked).filter((invoked) => visible(invoked.tool_name, invoked.arguments, invoked.call_id) && aboveFloor(invoked.tool_name, invoked.call_id) && results.has(invoked.call_id));
  if (orphanCalls.length > 0) {
    cycles.push({
      parts: orphanCalls.map((invoked) => ({ kind: "tool_call", tool_name: invoked.tool_name, args: invoked.arguments, tool_call_id: invoked.call_id })),
      returns: orphanCalls.map((invoked) => toolReturn(results.get(invoked.call_id))),
      stopReason: "end_turn",
      parentPastCutoff: true
    });
  }
  if (cycles.length === 0) return [];
  const messages = [
    {
      kind: "request",
      parts: [
        { kind: "system_prompt", content: options.systemPrompt },
        { kind: "user_prompt", content: options.prompts.initial }
      ]
    }
  ];
  cycles.forEach((cycle, i) => {
    const calls = cycle.parts.filter((part) => part.kind === "tool_call");
    if (options.splitParallelToolCalls === true && calls.length >= 2) {
      const others = cycle.parts.filter((part) => part.kind !== "tool_call");
      calls.forEach((call, j) => {
        messages.push({ kind: "response", parts: j === 0 ? [...others, call] : [call] });
        const ret = cycle.returns[j];
        if (ret !== void 0) messages.push({ kind: "request", parts: [ret] });
      });
    } else {
      messages.push({ kind: "response", parts: cycle.parts });
      if (cycle.returns.length > 0) messages.push({ kind: "request", parts: cycle.returns });
    }
    if (cycle.stopReason === "end_turn" && !cycle.parentPastCutoff && i !== cycles.length - 1) {
      messages.push({ kind: "request", parts: [{ kind: "user_prompt", content: options.prompts.continuation }] });
    }
  });
  return messages;
}
function rewriteChannelTimestamps(content, startMicros) {
  const parsed = tryPyJsonLoads(content);
  if (parsed?.kind !== "dict") return content;
  const messages = parsed.entries.get("messages");
  if (messages?.kind !== "list") return content;
  let converted = 0;
  for (const message of messages.items) {
    if (message.kind !== "dict") continue;
    const timestamp = message.entries.get("timestamp");
    if (timestamp?.kind !== "str") continue;
    const elapsed = elapsedSecondsRounded(instantMicros(timestamp.value), startMicros);
    message.entries.delete("timestamp");
    message.entries.set("elapsed_seconds", { kind: "float", value: elapsed });
    converted++;
  }
  return converted === 0 ? content : pyJsonDumpsValue(parsed);
}

// src/core/template.ts
var import_nunjucks = __toESM(require_nunjucks(), 1);
var environment = new import_nunjucks.default.Environment(null, { autoescape: false, throwOnUndefined: true });
var compiled = /* @__PURE__ */ new Map();
function templateFor(source, name) {
  let template2 = compiled.get(source);
  if (template2 === void 0) {
    template2 = new import_nunjucks.default.Template(source, environment, name, true);
    compiled.set(source, template2);
  }
  return template2;
}
function renderTemplate(source, variables, options) {
  let text2;
  try {
    text2 = templateFor(source, options.name).render({ ...variables });
  } catch (error) {
    throw new Error(`template ${options.name}: ${error.message}`, { cause: error });
  }
  return options.strip === true ? text2.trim() : text2;
}

// src/metrics/probes/probe-config.ts
var teamed = (role) => [role, `${role} Alpha`, `${role} Beta`];
var BUILTIN_PROBE_LAYOUTS = {
  veyru: {
    questionsFile: "protocol_probe_questions.json",
    roleGroups: { field_observer: teamed("Field Observer"), stabilization_engineer: teamed("Stabilization Engineer") },
    probeTemplates: { field_observer: "field_observer_probe.jinja", stabilization_engineer: "engineer_probe.jinja" },
    describeTemplates: { field_observer: "field_observer_describe.jinja", stabilization_engineer: "engineer_describe.jinja" }
  },
  drive_module_repair: {
    questionsFile: "protocol_probe_questions.json",
    roleGroups: { field_technician: ["Field Technician"], diagnostics_engineer: ["Diagnostics Engineer"], spec_engineer: ["Spec Engineer"] },
    probeTemplates: {
      field_technician: "field_technician_probe.jinja",
      diagnostics_engineer: "diagnostics_engineer_probe.jinja",
      spec_engineer: "spec_engineer_probe.jinja"
    },
    describeTemplates: {
      field_technician: "field_technician_describe.jinja",
      diagnostics_engineer: "diagnostics_engineer_describe.jinja",
      spec_engineer: "spec_engineer_describe.jinja"
    }
  },
  spot_the_difference: {
    questionsFile: "protocol_probe_questions.json",
    roleGroups: {
      viewer: ["Scene Viewer L", "Scene Viewer R", "Scene Viewer L (Team A)", "Scene Viewer R (Team A)", "Scene Viewer L (Team B)", "Scene Viewer R (Team B)"]
    },
    probeTemplates: { viewer: "viewer_probe.jinja" },
    describeTemplates: { viewer: "viewer_describe.jinja" }
  }
};
var PROBE_LAYOUT_FILE = "agent-eval-probe-config.json";
var probeLayoutFileSchema = external_exports.strictObject({
  questions_file: external_exports.string().nullable().default(null),
  role_groups: external_exports.record(external_exports.string(), external_exports.array(external_exports.string())),
  probe_templates: external_exports.record(external_exports.string(), external_exports.string()).default({}),
  describe_templates: external_exports.record(external_exports.string(), external_exports.string()).default({})
});
function layoutFromFile(file) {
  return {
    questionsFile: file.questions_file ?? void 0,
    roleGroups: file.role_groups,
    probeTemplates: file.probe_templates,
    describeTemplates: file.describe_templates
  };
}
var probeQuestionsSchema = external_exports.array(
  external_exports.object({ id: external_exports.string(), agent_role_filter: external_exports.string(), inputs: external_exports.record(external_exports.string(), external_exports.string()) })
);
function renderStrict(template2, variables) {
  return pyStrip(renderTemplate(template2.source, variables, { name: template2.name }));
}
function fullSystemPrompt(base, roleName, runner) {
  return `${base}

${renderStrict(runner.systemSuffix, { role_name: roleName })}`;
}
function historyPrompts(runner) {
  return { initial: renderStrict(runner.initial, {}), continuation: renderStrict(runner.continuation, {}) };
}

// src/metrics/probes/probe-call.ts
import { createHash } from "node:crypto";

// src/metrics/judge/schemas.ts
var laxInt = external_exports.union([
  external_exports.number().int(),
  external_exports.string().regex(/^\s*[+-]?\d+\s*$/).transform((s) => Number(s.trim())).pipe(external_exports.number().int())
]);
var laxNumber = external_exports.union([
  external_exports.number(),
  external_exports.string().regex(/^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/).transform((s) => Number(s.trim())).pipe(external_exports.number())
]);
function field(json, zod, definitions = []) {
  return { json, zod, required: true, definitions };
}
function integerProperty(title, description) {
  return field({ description, title, type: "integer" }, laxInt);
}
function numberProperty(title, description, range) {
  if (range === void 0) return field({ description, title, type: "number" }, laxNumber);
  return field(
    { description, maximum: range.maximum, minimum: range.minimum, title, type: "number" },
    laxNumber.pipe(external_exports.number().min(range.minimum).max(range.maximum))
  );
}
function stringProperty(title, description) {
  return field({ description, title, type: "string" }, external_exports.string());
}
function optionalStringProperty(title, description, fallback) {
  return { ...field({ default: fallback, description, title, type: "string" }, external_exports.string().default(fallback)), required: false };
}
function booleanProperty(title, description) {
  return field({ description, title, type: "boolean" }, external_exports.boolean());
}
function stringListProperty(title, description) {
  return field({ description, items: { type: "string" }, title, type: "array" }, external_exports.array(external_exports.string()));
}
function listProperty(title, definition, description, options = {}) {
  const list = external_exports.array(definition.zod);
  return field(
    {
      ...description === void 0 ? {} : { description },
      items: { $ref: `#/$defs/${definition.title}` },
      ...options.minItems === void 0 ? {} : { minItems: options.minItems },
      title,
      type: "array"
    },
    options.minItems === void 0 ? list : list.min(options.minItems),
    [definition, ...definition.definitions]
  );
}
function objectParts(fields) {
  const names = Object.keys(fields);
  const shape = Object.fromEntries(names.map((name) => [name, fields[name]?.zod]));
  return {
    properties: Object.fromEntries(names.map((name) => [name, fields[name]?.json])),
    required: names.filter((name) => fields[name]?.required === true),
    zod: external_exports.object(shape),
    definitions: names.flatMap((name) => fields[name]?.definitions ?? [])
  };
}
function objectDefinition(options) {
  const { properties, required, zod, definitions } = objectParts(options.properties);
  return {
    title: options.title,
    json: { description: options.description, properties, required, title: options.title, type: "object" },
    zod,
    definitions
  };
}
function collectDefinitions(definitions) {
  const byTitle = /* @__PURE__ */ new Map();
  for (const definition of definitions) {
    const seen = byTitle.get(definition.title);
    if (seen !== void 0 && seen !== definition) throw new Error(`two different output definitions are titled ${definition.title}`);
    byTitle.set(definition.title, definition);
  }
  return Object.fromEntries([...byTitle.keys()].sort().map((title) => [title, byTitle.get(title).json]));
}
function outputSchema(options) {
  const { properties, required, zod, definitions } = objectParts(options.properties);
  const defs = collectDefinitions(definitions);
  return {
    json: {
      ...Object.keys(defs).length === 0 ? {} : { $defs: defs },
      description: options.description,
      properties,
      required,
      title: options.title,
      type: "object"
    },
    zod
  };
}
var ROUND_NOTE = objectDefinition({
  title: "RoundNote",
  description: "An observation the judge made about one round of the transcript.",
  properties: {
    round_number: integerProperty("Round Number", "Number of the round this note is about, as printed in the round header."),
    note: stringProperty("Note", "What was seen in this round, quoting the messages that show it.")
  }
});
var EXPLANATION_PROPERTY = stringProperty(
  "Explanation",
  "Your overall reasoning for this assessment, quoting concrete messages from the transcript."
);

// src/metrics/probes/probe-call.ts
function probedAgents(events, configs) {
  const swaps = /* @__PURE__ */ new Map();
  for (const swap of eventsOfType(events, "agent_swapped_mid_run")) swaps.set(swap.agent_id, { model: swap.new_model, provider: swap.new_provider });
  const byId = /* @__PURE__ */ new Map();
  for (const config of configs) {
    const swap = swaps.get(config.agent_id);
    const overridden = swap === void 0 ? config : { ...config, model: swap.model, provider: swap.provider };
    byId.set(config.agent_id, overridden);
  }
  return [...byId.values()];
}
function probeSettings(provider) {
  if (provider === "anthropic") return { max_tokens: 32768 };
  if (provider === "openai") return { max_output_tokens: 32768, reasoning_effort: "high", reasoning_summary: "concise" };
  return {};
}
var OUTPUT_TOOL = "final_result";
var PROBE_DESCRIPTION = "The answer to one protocol probe question.";
var PROBE_CONTRACT = outputSchema({
  title: "ProtocolProbeOutput",
  description: PROBE_DESCRIPTION,
  properties: {
    reasoning: stringProperty(
      "Reasoning",
      "Why this message follows from the conventions you and your teammate settled on; for the evaluator only, never sent."
    ),
    message: stringProperty(
      "Message",
      "Exactly the text you would send to your teammate for this input, written with your team's protocol, nothing else."
    )
  }
});
var PROBE_OUTPUT = {
  description: PROBE_DESCRIPTION,
  schema: PROBE_CONTRACT.json,
  output: PROBE_CONTRACT.zod
};
var EXPLANATION_DESCRIPTION = "A prose account of the communication protocol the team used.";
var EXPLANATION_CONTRACT = outputSchema({
  title: "ProtocolExplanationOutput",
  description: EXPLANATION_DESCRIPTION,
  properties: {
    description: stringProperty(
      "Description",
      "A concrete description of the protocol as your team actually used it: codes and abbreviations and their meanings, message structure, how errors and retries were signalled, with examples. Say so if there was no real protocol."
    )
  }
});
var EXPLANATION_OUTPUT = {
  description: EXPLANATION_DESCRIPTION,
  schema: EXPLANATION_CONTRACT.json,
  output: EXPLANATION_CONTRACT.zod
};
function probeRequest(metric, agent, conversation, spec, replica, templateSource) {
  const templateVersion = createHash("sha256").update(JSON.stringify([templateSource, spec.description, spec.schema])).digest("hex").slice(0, 12);
  return {
    metric,
    system: conversation.system,
    user: "",
    conversation: conversation.messages,
    outputName: OUTPUT_TOOL,
    outputDescription: spec.description,
    outputSchema: spec.schema,
    model: agent.model,
    provider: agent.provider,
    settings: probeSettings(agent.provider),
    replica,
    templateVersion
  };
}
function requireProbeModel(context, metric) {
  if (context.probeModel === void 0) {
    throw new Error(`${metric} needs a probe model stack (the agents' own providers, or replay from recorded-judges/${metric}/)`);
  }
  return context.probeModel;
}
function assetsOrReason(context) {
  if (context.probeAssets === void 0) {
    return "no GlossoGen scenario assets were given (--scenario-assets DIR, a GlossoGen checkout's src/glossogen/scenarios folder): the probe prompts are the user's GlossoGen files, agent-eval bundles none";
  }
  return context.probeAssets;
}
async function callProbe(model, request, spec, context, what) {
  try {
    const response = await model.call(request, {
      validate: (output2) => {
        const parsed = spec.output.safeParse(output2);
        return parsed.success ? void 0 : external_exports.prettifyError(parsed.error);
      }
    });
    return { output: spec.output.parse(response.output), response };
  } catch (error) {
    if (error instanceof JudgeFixtureMissingError || error instanceof FixtureSecretError || error instanceof InputError) throw error;
    context.log(`${what} failed, skipped: ${error instanceof Error ? error.message : String(error)}`);
    return void 0;
  }
}
var ProbeUsage = class {
  perModel = /* @__PURE__ */ new Map();
  add(model, provider, usage) {
    const key = JSON.stringify([model, provider]);
    const entry = this.perModel.get(key);
    if (entry === void 0) this.perModel.set(key, { model, provider, usage: addUsage(ZERO_USAGE, usage) });
    else entry.usage = addUsage(entry.usage, usage);
  }
  totalCostUsd() {
    return neumaierSum([...this.perModel.values()].map((entry) => estimateCostUsd(entry.usage, entry.model)));
  }
  /** `model_dump_json(indent=2) + "\n"`. */
  serialize() {
    return `${dumpsIndent2({
      total_estimated_cost_usd: new PyFloat(this.totalCostUsd()),
      per_model: [...this.perModel.values()].map((entry) => ({
        usage: {
          input_tokens: entry.usage.input_tokens,
          output_tokens: entry.usage.output_tokens,
          cache_read_input_tokens: entry.usage.cache_read_input_tokens,
          cache_creation_input_tokens: entry.usage.cache_creation_input_tokens
        },
        estimated_cost_usd: new PyFloat(estimateCostUsd(entry.usage, entry.model)),
        model: entry.model,
        provider_name: entry.provider
      }))
    })}
`;
  }
};
function rowTimestamp(response, context) {
  const at = response.recordedAt ?? context.now?.();
  if (at === void 0) throw new Error("no clock was given to stamp the probe rows (MetricContext.now)");
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(?:Z|\+00:00)$/.exec(at);
  if (m === null) return at;
  const fraction = (m[2] ?? "").padEnd(6, "0");
  return fraction === "000000" ? `${m[1]}Z` : `${m[1]}.${fraction}Z`;
}

// src/metrics/registry.ts
var import_fastest_levenshtein2 = __toESM(require_mod(), 1);

// src/metrics/content-filter-refusal.ts
var contentFilterRefusal = {
  name: "content_filter_refusal",
  version: "1",
  kind: "deterministic",
  direction: "lower",
  fraction: false,
  eventTypes: ["round_advanced", "agent_run_cycle_failed"],
  description: "Number of agent run cycles that failed with a provider content-filter refusal.",
  unit: "refusal events across the run",
  notApplicableWhen: "never (zero refusals is a real observation)",
  compute(context) {
    const totalRounds = eventsOfType(context.events, "round_advanced").length;
    const refusals = context.events.filter(ofType("agent_run_cycle_failed")).filter((e) => e.error_type === "ContentFilterError");
    const perAgent = new Map(context.agentConfigs.map((config) => [config.agent_id, 0]));
    const perRound2 = /* @__PURE__ */ new Map();
    for (const refusal of refusals) {
      perAgent.set(refusal.agent_id, (perAgent.get(refusal.agent_id) ?? 0) + 1);
      const agents = perRound2.get(refusal.round_number);
      if (agents === void 0) perRound2.set(refusal.round_number, [refusal.agent_id]);
      else agents.push(refusal.agent_id);
    }
    const measurement = {
      metric_name: "content_filter_refusal",
      score: refusals.length,
      score_unit: "refusal events across the run",
      summary: `${refusals.length} content-filter refusals across ${perRound2.size}/${totalRounds} rounds`,
      per_round: [...perRound2.entries()].sort(([a], [b]) => a - b).map(([round, agents]) => ({
        round_number: round,
        value: agents.length,
        note: `refused: ${[...agents].sort(compareCodePoints).join(", ")}`
      })),
      per_agent: [...perAgent.entries()].filter(([, count]) => count > 0).sort(([a], [b]) => compareCodePoints(a, b)).map(([agentId, count]) => ({ agent_id: agentId, value: count, note: `${count} refusals` }))
    };
    return Promise.resolve([measurement]);
  }
};

// src/metrics/ngram/plain-trigram.ts
var countSchema = external_exports.number().int().nonnegative();
var plainTrigramTableSchema = external_exports.object({
  vocab: external_exports.array(external_exports.string()),
  bigram: external_exports.record(external_exports.string(), countSchema),
  trigram: external_exports.record(external_exports.string(), countSchema)
});
var PLAIN_SMOOTHING_K = 1;
var OOV = "\0";
function describeSchemaIssue(error) {
  const issue = error.issues[0];
  if (issue === void 0) return "invalid table";
  if (issue.path.length === 0) return `the table itself: ${issue.message}`;
  const [head, ...rest] = issue.path;
  const field2 = String(head) + rest.map((key) => typeof key === "number" ? `[${key}]` : `[${JSON.stringify(String(key))}]`).join("");
  return `field ${field2}: ${issue.message}`;
}
var compiledTables = /* @__PURE__ */ new WeakMap();
function compiled2(table) {
  let model = compiledTables.get(table);
  if (model === void 0) {
    model = {
      vocabSet: new Set(table.vocab),
      vocabSize: table.vocab.length,
      bigram: new Map(Object.entries(table.bigram)),
      trigram: new Map(Object.entries(table.trigram))
    };
    compiledTables.set(table, model);
  }
  return model;
}
function meanCharSurprisal(model, text2) {
  const m = compiled2(model);
  let total = 0;
  let n = 0;
  for (const word of pySplit(text2.toLowerCase())) {
    const padded = ["^", "^"];
    for (const ch of word) padded.push(m.vocabSet.has(ch) ? ch : OOV);
    padded.push("$");
    for (let i = 2; i < padded.length; i++) {
      const context = padded[i - 2] + padded[i - 1];
      const ch = padded[i];
      const denominator = (m.bigram.get(context) ?? 0) + PLAIN_SMOOTHING_K * m.vocabSize;
      if (denominator === 0) throw new Error("english trigram table has an empty vocabulary; cannot score");
      const p = ((m.trigram.get(context + ch) ?? 0) + PLAIN_SMOOTHING_K) / denominator;
      total += -Math.log(p);
      n += 1;
    }
  }
  return n === 0 ? Number.NaN : total / n;
}

// src/metrics/shared/compute-async.ts
function computeAsync(body) {
  return new Promise((resolve) => resolve(body()));
}

// src/metrics/english-ngram-surprisal.ts
var PLAIN_TRIGRAM_FILE = "english_char_trigram.json";
var validatedTables = /* @__PURE__ */ new WeakMap();
function requireNgramTable(metric, fileName, raw, location, schema) {
  if (raw === void 0 || raw === null) {
    throw new Error(
      `${metric} needs GlossoGen's English n-gram count table ${fileName}, which was not found in ${location}. GlossoGen trains it from the wikitext-2-raw-v1 corpus on the first use of \`glossogen evaluate\` with the metrics-ml extra installed, and caches it in ~/.cache/glossogen/. Copy that folder's ${fileName} into ${location}, or pass --ngram-tables DIR naming a folder that contains it. agent-eval never substitutes a different model.`
    );
  }
  if (typeof raw === "object") {
    const cached = validatedTables.get(raw);
    if (cached !== void 0) return cached;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`${metric}: ${fileName} in ${location} is not a valid GlossoGen n-gram table: ${describeSchemaIssue(parsed.error)}`);
  }
  if (typeof raw === "object") validatedTables.set(raw, parsed.data);
  return parsed.data;
}
function perMessageWithModel(context, loadModel, spec) {
  const model = context.scenario.primaryChannels.length === 0 ? void 0 : loadModel();
  return perMessageLanguageMetric(context, {
    ...spec,
    score: (text2) => model === void 0 ? Number.NaN : spec.score(model, text2)
  });
}
var englishNgramSurprisal = {
  name: "english_ngram_surprisal",
  version: "1",
  kind: "deterministic",
  direction: "none",
  fraction: false,
  eventTypes: ["message_sent", "tool_result_received"],
  description: "Mean per-character surprisal under GlossoGen's English character-trigram model on each primary channel (higher = less English-like).",
  unit: "nats/char (english-trigram)",
  notApplicableWhen: "the scenario has no primary channel, or a channel has no message with a scorable word",
  compute(context) {
    return computeAsync(
      () => perMessageWithModel(
        context,
        () => requireNgramTable("english_ngram_surprisal", PLAIN_TRIGRAM_FILE, context.ngramTables.plain, context.ngramTables.location, plainTrigramTableSchema),
        {
          base: "english_ngram_surprisal",
          unit: "nats/char (english-trigram)",
          score: meanCharSurprisal,
          summary: (f) => `${f.messages} messages on ${f.channelId} across ${f.rounds} rounds; mean per-char English-trigram surprisal ${f.score} nats (higher = less English-like; round-to-round std ${f.roundStd})`
        }
      )
    );
  }
};

// src/metrics/ngram/backoff-trigram.ts
var countSchema2 = external_exports.number().int().nonnegative();
var backoffTrigramTableSchema = external_exports.object({
  vocab: external_exports.array(external_exports.string()),
  trigram: external_exports.record(external_exports.string(), countSchema2),
  bigram: external_exports.record(external_exports.string(), countSchema2),
  unigram: external_exports.record(external_exports.string(), countSchema2),
  total: countSchema2,
  case_sensitive: external_exports.boolean(),
  keep_punctuation: external_exports.boolean()
});
var BACKOFF_PUNCTUATION = new Set(`.,;:!?'"()[]{}-/+=*&%#@_<>~`);
var BACKOFF_ALPHA = 0.4;
var compiledTables2 = /* @__PURE__ */ new WeakMap();
function compiled3(table) {
  let model = compiledTables2.get(table);
  if (model === void 0) {
    model = {
      vocabSet: new Set(table.vocab),
      trigram: new Map(Object.entries(table.trigram)),
      bigram: new Map(Object.entries(table.bigram)),
      unigram: new Map(Object.entries(table.unigram)),
      total: table.total,
      caseSensitive: table.case_sensitive,
      keepPunctuation: table.keep_punctuation
    };
    compiledTables2.set(table, model);
  }
  return model;
}
function divide(numerator, denominator, what) {
  if (denominator === 0) throw new Error(`backoff trigram table is inconsistent: ${what} is 0`);
  return numerator / denominator;
}
function meanCharSurprisal2(model, text2) {
  const m = compiled3(model);
  const source = m.caseSensitive ? text2 : text2.toLowerCase();
  let totalSurprisal = 0;
  let n = 0;
  for (const word of pySplit(source)) {
    const padded = ["^", "^"];
    for (const ch of word) {
      if (ch === "^" || ch === "$") padded.push(OOV);
      else if (!m.keepPunctuation && BACKOFF_PUNCTUATION.has(ch)) continue;
      else padded.push(m.vocabSet.has(ch) ? ch : OOV);
    }
    padded.push("$");
    for (let i = 2; i < padded.length; i++) {
      const first = padded[i - 2];
      const second = padded[i - 1];
      const ch = padded[i];
      const context = first + second;
      const trigramCount = m.trigram.get(context + ch) ?? 0;
      let p;
      if (trigramCount > 0) {
        p = divide(trigramCount, m.bigram.get(context) ?? 0, `bigram[${JSON.stringify(context)}]`);
      } else {
        const bigramCount = m.bigram.get(second + ch) ?? 0;
        if (bigramCount > 0) {
          p = divide(BACKOFF_ALPHA * bigramCount, m.unigram.get(second) ?? 0, `unigram[${JSON.stringify(second)}]`);
        } else {
          const unigramCount = m.unigram.get(ch) ?? 0;
          if (unigramCount > 0) p = divide(BACKOFF_ALPHA * BACKOFF_ALPHA * unigramCount, m.total, "total");
          else p = divide(BACKOFF_ALPHA * BACKOFF_ALPHA * BACKOFF_ALPHA, m.total, "total");
        }
      }
      totalSurprisal += -Math.log(p);
      n += 1;
    }
  }
  return n === 0 ? Number.NaN : totalSurprisal / n;
}

// src/metrics/english-ngram-backoff-surprisal.ts
var BACKOFF_TRIGRAM_FILE = "english_backoff_trigram_cased_punct.json";
var METRIC = "english_ngram_backoff_surprisal";
function loadBackoffTable(raw, location) {
  const table = requireNgramTable(METRIC, BACKOFF_TRIGRAM_FILE, raw, location, backoffTrigramTableSchema);
  for (const field2 of ["case_sensitive", "keep_punctuation"]) {
    if (!table[field2]) {
      throw new Error(
        `${METRIC}: ${BACKOFF_TRIGRAM_FILE} in ${location} is not a valid GlossoGen n-gram table: field ${field2}: expected true (the metric uses the cased, punctuation-keeping model)`
      );
    }
  }
  return table;
}
var englishNgramBackoffSurprisal = {
  name: METRIC,
  version: "1",
  kind: "deterministic",
  direction: "none",
  fraction: false,
  eventTypes: ["message_sent", "tool_result_received"],
  description: "Mean per-character surprisal under GlossoGen's cased stupid-backoff English character-trigram model on each primary channel (higher = less English-like).",
  unit: "nats/char (english-backoff-trigram)",
  notApplicableWhen: "the scenario has no primary channel, or a channel has no message with a scorable word",
  compute(context) {
    return computeAsync(
      () => perMessageWithModel(context, () => loadBackoffTable(context.ngramTables.backoff, context.ngramTables.location), {
        base: METRIC,
        unit: "nats/char (english-backoff-trigram)",
        score: meanCharSurprisal2,
        summary: (f) => `${f.messages} messages on ${f.channelId} across ${f.rounds} rounds; mean per-char backoff-trigram surprisal ${f.score} nats (higher = less English-like; round-to-round std ${f.roundStd})`
      })
    );
  }
};

// src/metrics/shared/raw-deflate.ts
var zlibDeflate = __toESM(require_deflate(), 1);
var import_zstream = __toESM(require_zstream(), 1);
var Z_FINISH = 4;
var Z_STREAM_END = 1;
var Z_OK = 0;
var Z_DEFLATED = 8;
var Z_DEFAULT_STRATEGY = 0;
var LEVEL = 9;
var WINDOW_BITS = -15;
var MEM_LEVEL = 8;
var MIN_MATCH = 3;
var stream;
var tuning;
var output = new Uint8Array(1 << 16);
function stateOf(strm) {
  return strm.state;
}
function compressor() {
  if (stream === void 0) {
    stream = new import_zstream.default();
    const status = zlibDeflate.deflateInit2(stream, LEVEL, Z_DEFLATED, WINDOW_BITS, MEM_LEVEL, Z_DEFAULT_STRATEGY, true);
    if (status !== Z_OK) throw new Error(`deflateInit2 failed with status ${status}`);
    const s2 = stateOf(stream);
    tuning = { max_lazy_match: s2.max_lazy_match, good_match: s2.good_match, nice_match: s2.nice_match, max_chain_length: s2.max_chain_length };
    return stream;
  }
  if (zlibDeflate.deflateResetKeep(stream) !== Z_OK || tuning === void 0) throw new Error("deflateResetKeep failed");
  const s = stateOf(stream);
  s.window_size = 2 * s.w_size;
  s.head.fill(0);
  Object.assign(s, tuning);
  s.strstart = 0;
  s.block_start = 0;
  s.lookahead = 0;
  s.insert = 0;
  s.match_length = s.prev_length = MIN_MATCH - 1;
  s.match_available = 0;
  s.ins_h = 0;
  return stream;
}
function rawDeflateSize(bytes) {
  const strm = compressor();
  const bound = bytes.length + (bytes.length >> 12) + (bytes.length >> 14) + 64;
  if (output.length < bound) output = new Uint8Array(bound);
  strm.input = bytes;
  strm.next_in = 0;
  strm.avail_in = bytes.length;
  strm.output = output;
  strm.next_out = 0;
  strm.avail_out = output.length;
  const status = zlibDeflate.deflate(strm, Z_FINISH);
  if (status !== Z_STREAM_END) throw new Error(`deflate did not finish (status ${status})`);
  const size = strm.next_out;
  strm.input = null;
  return size;
}

// src/metrics/gzip-compression-ratio.ts
var encoder2 = new TextEncoder();
function gzipCompressionRatio(text2) {
  const bytes = encoder2.encode(text2);
  if (bytes.length === 0) return Number.NaN;
  return rawDeflateSize(bytes) / bytes.length;
}
var gzipCompressionRatioMetric = {
  name: "gzip_compression_ratio",
  version: "1",
  kind: "deterministic",
  direction: "none",
  fraction: false,
  eventTypes: ["message_sent", "tool_result_received"],
  description: "Mean per-message raw-DEFLATE compression ratio on each primary channel (lower = more compressible).",
  unit: "compressed/original",
  notApplicableWhen: "the scenario has no primary channel, or a channel has no non-empty message",
  compute(context) {
    return Promise.resolve(
      perMessageLanguageMetric(context, {
        base: "gzip_compression_ratio",
        unit: "compressed/original",
        score: gzipCompressionRatio,
        summary: (f) => `${f.messages} messages on ${f.channelId} across ${f.rounds} rounds; mean per-message gzip compression ratio ${f.score} compressed/original (raw DEFLATE, gzip framing excluded; lower = more compressible/repetitive; round-to-round std ${f.roundStd})`
      })
    );
  }
};

// raw-text:templates/judge/communication_feature_presence_user.njk
var communication_feature_presence_user_default = `You will read, round by round, the messages that AI agents exchanged on their primary communication channel while working on a task together. Each round also shows the task's ground truth for that round: what each agent could see. Use it to understand what information the agents needed to get across; it was not visible to both of them.
{% for round in rounds %}
--- ROUND {{ round.round_number }} ({{ round.messages | length }} messages) ---
Case: {{ round.header }}
Ground truth:
{{ round.ground_truth_block }}
Messages:
{% for message in round.messages %}[{{ message.channel_id }}] {{ message.sender_agent_id }}: {{ message.text }}
{% else %}(No messages this round)
{% endfor %}{% endfor %}
Below is a fixed list of communication features. For EACH feature, decide how confident you are that the messages above exhibit it.
{% for category in categories %}
* id: {{ category.id }}
  name: {{ category.name }}
  definition: {{ category.description }}
{%- if category.synonyms | length %}
  also described as: {{ category.synonyms | join("; ") }}
{%- endif %}
{% endfor %}
How to answer:
1. scores: exactly one entry per feature, in the order listed, using the feature's id. Give a confidence from 0.0 (clearly absent) to 1.0 (clearly and repeatedly present), and a short justification that quotes the messages, or says what is missing. Score every feature, including absent ones.
2. notes: optional. Mention features that nearly matched one of the definitions, or notable features the list does not cover. Leave it empty if there is nothing to add.
`;

// raw-text:templates/judge/communication_open_coding_user.njk
var communication_open_coding_user_default = `You will read, round by round, the messages that AI agents exchanged on their primary communication channel while working on a task together. Each round also shows the task's ground truth for that round: what each agent could see. Use it to understand what information the agents needed to get across; it was not visible to both of them.

Your job is open coding: name, in your own words, every distinct feature of HOW the agents communicate, and back each one with evidence.
{% for round in rounds %}
--- ROUND {{ round.round_number }} ({{ round.messages | length }} messages) ---
Case: {{ round.header }}
Ground truth:
{{ round.ground_truth_block }}
Messages:
{% for message in round.messages %}[{{ message.channel_id }}] {{ message.sender_agent_id }}: {{ message.text }}
{% else %}(No messages this round)
{% endfor %}{% endfor %}
What to label: features of the communication itself, such as message templates, field order, abbreviations and codes, how numbers are written, acknowledgements, error checking or correction, turn-taking, and how the agents split the work of describing and deciding.

How to answer:
1. labels: one entry per distinct feature. Each text is a short neutral description ("values sent as digits only", "fixed symptom;action layout"), not a judgement of quality. Do not list the same feature twice under different wordings.
2. evidence: for every label, cite EVERY round where the feature clearly appears, each with the round number and a short verbatim quote of one message from that round. A feature seen once gets one citation; a feature used throughout gets many. Every label needs at least one citation.
3. explanation: a short summary of the communication style the agents converged on over the run.
`;

// src/metrics/judge/communication-rounds.ts
function scenarioConfigOf(events) {
  return events.find(ofType("simulation_started"))?.scenario_config ?? {};
}
var NO_CASE = "(no case data for this round)";
var LINKS = /* @__PURE__ */ new Set(["link", "link_a", "link_b"]);
function parseCase(recipe, event) {
  const parsed = recipe.caseSchema.safeParse(event);
  if (parsed.success) return parsed.data;
  const { field: field2, message } = firstIssue(parsed.error);
  throw new Error(`round ${event.round_number}: ${recipe.caseEvent} event ${event.event_id}: field '${field2 ?? ""}': ${message}`);
}
function buildRounds(events, recipe) {
  const cases = /* @__PURE__ */ new Map();
  const messages = /* @__PURE__ */ new Map();
  for (const event of events) {
    if (event.event_type === recipe.caseEvent) {
      cases.set(event.round_number, event);
    } else if (ofType("message_sent")(event) && recipe.channels.has(event.message.channel_id)) {
      const bucket = messages.get(event.round_number) ?? [];
      bucket.push({ channel_id: event.message.channel_id, sender_agent_id: event.message.sender_agent_id, text: event.message.text });
      messages.set(event.round_number, bucket);
    }
  }
  const rounds = [.../* @__PURE__ */ new Set([...cases.keys(), ...messages.keys()])].sort((a, b) => a - b);
  return rounds.map((round) => {
    const caseEvent = cases.get(round);
    const found = caseEvent === void 0 ? void 0 : parseCase(recipe, caseEvent);
    return {
      round_number: round,
      header: recipe.header(found),
      ground_truth_block: recipe.groundTruth(found),
      messages: messages.get(round) ?? []
    };
  });
}
var caseText = external_exports.union([external_exports.string(), external_exports.number().transform(String)]);
var caseInt = external_exports.number().int();
function plural(count) {
  return count === 1 ? "" : "s";
}
var veyruCase = external_exports.looseObject({
  failure_name: external_exports.string().nullish(),
  stages: external_exports.array(
    external_exports.looseObject({
      observable_symptoms: external_exports.unknown(),
      motif_name: external_exports.unknown(),
      treatment_motif_name: external_exports.unknown(),
      judge_expected_actions: external_exports.unknown()
    })
  ).nullish()
});
function text(value) {
  if (typeof value === "string") return value;
  if (value === void 0 || value === null) return "None";
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "True" : "False";
  return JSON.stringify(value) ?? "";
}
var VEYRU = {
  caseEvent: "veyru_case_started",
  channels: LINKS,
  caseSchema: veyruCase,
  // Python `case.failure_name or "(unknown)"`
  header: (found) => typeof found?.failure_name === "string" && found.failure_name !== "" ? found.failure_name : "(unknown)",
  groundTruth: (found) => {
    if (found === void 0) return NO_CASE;
    const stages = found.stages ?? [];
    if (stages.length === 0) return "(no stage data)";
    return [
      "OBSERVER sees (raw symptoms, no motif names):",
      ...stages.map((stage, i) => `- stage ${i + 1}: ${text(stage.observable_symptoms)}`),
      "",
      "ENGINEER sees (per-motif stellar table this round):",
      ...stages.map(
        (stage) => `- ${text(stage.motif_name)} \u2192 treatment motif: ${text(stage.treatment_motif_name)}; procedure to relay: ${text(stage.judge_expected_actions)}`
      )
    ].join("\n");
  }
};
var GROUND_TRUTH_LABELS = {
  yardSpotter: "YARD SPOTTER sees (container attributes and intake slots, no target bays):",
  logisticsPlanner: "LOGISTICS PLANNER sees (container attributes and target bays, no intake slots):",
  craneOperator: "CRANE OPERATOR sees only occupancy (no container attributes):",
  yardTruth: "Per-container ground truth (intake slot -> target bay):",
  technician: "TECHNICIAN sees (unit and symptom, no component names):",
  engineers: "ENGINEERS hold the mapping + procedure (symptom -> component -> procedure):",
  leftViewer: "LEFT VIEWER sees (scene A):",
  rightViewer: "RIGHT VIEWER sees (scene B):"
};
var container = external_exports.looseObject({ attributes: external_exports.array(external_exports.looseObject({ name: external_exports.string(), value: caseText })) });
var yardCase = external_exports.looseObject({
  batch: external_exports.array(external_exports.looseObject({ container, intake_slot: caseInt, target_slot: caseInt })),
  initial_row: external_exports.array(external_exports.looseObject({ slot: caseInt, container: container.nullable() }))
});
function containerText(item) {
  return item.attributes.map((attribute) => attribute.value).join(", ");
}
var CONTAINER_YARD = {
  caseEvent: "container_yard_case_started",
  channels: LINKS,
  caseSchema: yardCase,
  header: (found) => found === void 0 ? "(unknown)" : `${found.batch.length} container(s) \xB7 ${found.batch.map((item) => `${item.intake_slot}->${item.target_slot}`).join(" | ")}`,
  groundTruth: (found) => {
    if (found === void 0) return NO_CASE;
    const byIntake = [...found.batch].sort((a, b) => a.intake_slot - b.intake_slot);
    const byTarget = [...found.batch].sort((a, b) => a.target_slot - b.target_slot);
    const slots = (occupied) => found.initial_row.filter((slot) => slot.container !== null === occupied).map((slot) => slot.slot).sort((a, b) => a - b);
    return [
      GROUND_TRUTH_LABELS.yardSpotter,
      ...byIntake.map((item) => `- ${containerText(item.container)} @ slot ${item.intake_slot}`),
      "",
      GROUND_TRUTH_LABELS.logisticsPlanner,
      ...byTarget.map((item) => `- ${containerText(item.container)} -> bay ${item.target_slot}`),
      "",
      GROUND_TRUTH_LABELS.craneOperator,
      `- occupied slots: ${pyIntList(slots(true))}`,
      `- empty slots: ${pyIntList(slots(false))}`,
      "",
      GROUND_TRUTH_LABELS.yardTruth,
      ...found.batch.map((item) => `  ${containerText(item.container)}: slot ${item.intake_slot} -> bay ${item.target_slot}`)
    ].join("\n");
  }
};
var driveCase = external_exports.looseObject({
  case_number: caseInt,
  module_count: caseInt,
  replacement_count: caseInt,
  stages: external_exports.array(external_exports.looseObject({ module_label: caseText, component: caseText, symptom: caseText, judge_expected_action: caseText }))
});
var NO_FAULT_DATA = "(no fault data)";
var DRIVE_MODULE_REPAIR = {
  caseEvent: "drive_module_case_started",
  channels: /* @__PURE__ */ new Set(["bay"]),
  caseSchema: driveCase,
  header: (found) => found === void 0 ? "(unknown case)" : `case ${found.case_number}: ${found.module_count} unit${plural(found.module_count)}, ${found.replacement_count} fault${plural(found.replacement_count)}`,
  groundTruth: (found) => {
    if (found === void 0) return NO_CASE;
    const orNone = (lines) => lines.length === 0 ? [NO_FAULT_DATA] : lines;
    return [
      GROUND_TRUTH_LABELS.technician,
      ...orNone(found.stages.map((stage) => `- ${stage.module_label}: ${stage.symptom}`)),
      "",
      GROUND_TRUTH_LABELS.engineers,
      ...orNone(
        found.stages.map(
          (stage) => `- ${stage.module_label} / "${stage.symptom}" -> ${stage.component}; procedure to relay: ${stage.judge_expected_action}`
        )
      )
    ].join("\n");
  }
};
var sceneObject = external_exports.looseObject({ shape: caseText, color: caseText, size: caseText, column: caseInt, row: caseInt, region: caseText });
var spotCase = external_exports.looseObject({
  difference_count: caseInt,
  scene_a: external_exports.array(sceneObject),
  scene_b: external_exports.array(sceneObject),
  differences: external_exports.array(external_exports.looseObject({ kind: caseText, description: caseText }))
});
function sceneLines(scene) {
  return [...scene].sort((a, b) => a.row - b.row || a.column - b.column).map((item) => `- ${item.size} ${item.color} ${item.shape} in the ${item.region}`);
}
var SPOT_THE_DIFFERENCE = {
  caseEvent: "spot_the_difference_case_started",
  channels: LINKS,
  caseSchema: spotCase,
  header: (found) => found === void 0 ? "(unknown)" : `${found.scene_a.length} objects \xB7 K=${found.difference_count} differences`,
  groundTruth: (found) => {
    if (found === void 0) return NO_CASE;
    return [
      GROUND_TRUTH_LABELS.leftViewer,
      ...sceneLines(found.scene_a),
      "",
      GROUND_TRUTH_LABELS.rightViewer,
      ...sceneLines(found.scene_b),
      "",
      `PLANTED DIFFERENCES (the ${found.difference_count} to be found):`,
      ...found.differences.map((difference, i) => `  ${i + 1}. [${difference.kind}] ${difference.description}`)
    ].join("\n");
  }
};
var RECIPES = {
  veyru: (events) => buildRounds(events, VEYRU),
  container_yard_stacking: (events) => buildRounds(events, CONTAINER_YARD),
  drive_module_repair: (events) => buildRounds(events, DRIVE_MODULE_REPAIR),
  spot_the_difference: (events) => buildRounds(events, SPOT_THE_DIFFERENCE)
};
function buildCommunicationRounds(events, scenarioName) {
  const build = Object.hasOwn(RECIPES, scenarioName) ? RECIPES[scenarioName] : void 0;
  return build === void 0 ? [] : build(events);
}
function integerValue(value) {
  return typeof value === "number" && Number.isInteger(value) ? value : void 0;
}
function defaultBoundary(events) {
  const swap = events.find(ofType("agent_swapped_mid_run"));
  if (swap === void 0) return void 0;
  const r = swap.round_number;
  return {
    mode_label: "scheduled_swap",
    boundary_round: r,
    pre_boundary_last_round: r - 1,
    post_boundary_first_round: r,
    newcomer_label: `swapped-in ${swap.agent_id}`,
    boundary_includes_round: true
  };
}
function internOrSwap(config, internLabel, swapLabel) {
  const takeover = integerValue(config.intern_takeover_round);
  if (config.intern_enabled === true && takeover !== void 0) {
    return {
      mode_label: "intern",
      boundary_round: takeover,
      pre_boundary_last_round: takeover - 1,
      post_boundary_first_round: takeover,
      newcomer_label: internLabel,
      boundary_includes_round: true
    };
  }
  const swapRound = integerValue(config.swap_round);
  if (config.two_teams === true && swapRound !== void 0) {
    return {
      mode_label: "swap",
      boundary_round: swapRound,
      pre_boundary_last_round: swapRound,
      post_boundary_first_round: swapRound + 1,
      newcomer_label: swapLabel,
      boundary_includes_round: false
    };
  }
  return void 0;
}
function detectProtocolBoundaryWindow(events, scenarioName, config = scenarioConfigOf(events)) {
  let window2;
  if (scenarioName === "veyru") {
    window2 = internOrSwap(
      config,
      "intern (now acting as field observer)",
      "the swapped-in field observer in each team (observer_a on link_b, observer_b on link_a)"
    );
  } else if (scenarioName === "container_yard_stacking") {
    window2 = internOrSwap(
      config,
      "intern (now acting as crane operator)",
      "the swapped-in crane operator in each team (crane_operator_a on link_b, crane_operator_b on link_a)"
    );
  }
  return window2 ?? defaultBoundary(events);
}

// src/metrics/judge/judge-call.ts
import { createHash as createHash2 } from "node:crypto";

// raw-text:templates/judge/evaluator_system.njk
var evaluator_system_default = "You are an impartial evaluator of conversations between AI agents. Base every judgement only on what the transcript actually shows, apply the stated criteria literally, and report your assessment by calling the structured-output tool you are given.\n";

// src/metrics/judge/judge-call.ts
var SYSTEM_TEMPLATE_NAME = "evaluator_system.njk";
var NEEDS_A_JUDGE = "needs a judge (--provider/--model, or replay from recorded-judges)";
function defineJudgeCall(spec) {
  const digest = createHash2("sha256").update(JSON.stringify([evaluator_system_default, spec.templateSource, spec.outputName, spec.outputDescription, spec.outputSchema])).digest("hex");
  return { ...spec, templateVersion: digest.slice(0, 12) };
}
function requireJudge(context, metric) {
  if (context.judge === void 0 || context.judgeIdentity === void 0) throw new Error(`${metric} ${NEEDS_A_JUDGE}`);
  const concurrency = context.judgeConcurrency ?? DEFAULT_JUDGE_CONCURRENCY;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error(`${metric}: judge concurrency must be a positive integer, got ${concurrency}`);
  }
  return { judge: context.judge, identity: context.judgeIdentity, concurrency };
}
function renderSystemPrompt() {
  return renderTemplate(evaluator_system_default, {}, { name: SYSTEM_TEMPLATE_NAME, strip: true });
}
function renderUserPrompt(spec, variables) {
  for (const name of spec.variables) {
    if (variables[name] === void 0) throw new Error(`template ${spec.templateName}: variable '${name}' is undefined`);
  }
  return renderTemplate(spec.templateSource, variables, { name: spec.templateName, strip: true });
}
function describeIssues(error) {
  return error.issues.map((issue) => `${issue.path.length === 0 ? "(root)" : issue.path.map(String).join(".")}: ${issue.message}`).join("; ");
}
function outputIssues(spec, output2) {
  const parsed = spec.output.safeParse(output2);
  return parsed.success ? void 0 : describeIssues(parsed.error);
}
function parseJudgeOutput(spec, output2, replica) {
  const parsed = spec.output.safeParse(output2);
  if (!parsed.success) {
    throw new Error(
      `${spec.metric}: the judge's ${spec.outputName} (replica ${replica}) does not match its schema: ${describeIssues(parsed.error)}`
    );
  }
  return parsed.data;
}
async function callJudge(access2, spec, variables, replica = 1) {
  const user = renderUserPrompt(spec, variables);
  const request = {
    metric: spec.metric,
    system: renderSystemPrompt(),
    user,
    outputName: spec.outputName,
    outputDescription: spec.outputDescription,
    outputSchema: spec.outputSchema,
    model: access2.identity.model,
    provider: access2.identity.provider,
    settings: access2.identity.settings,
    replica,
    templateVersion: spec.templateVersion
  };
  const response = await access2.judge.call(request, { validate: (output2) => outputIssues(spec, output2) });
  return parseJudgeOutput(spec, response.output, replica);
}
function isFatalJudgeError(reason) {
  return typeof reason === "object" && reason !== null && reason.fatal === true;
}
function successfulReplicas(settled, onFailure) {
  const fatal = settled.find((result) => result.status === "rejected" && isFatalJudgeError(result.reason));
  if (fatal !== void 0) throw fatal.reason;
  const outputs = [];
  settled.forEach((result, i) => {
    if (result.status === "fulfilled") outputs.push(result.value);
    else onFailure(i + 1, errorText(result.reason));
  });
  return outputs;
}
function errorText(reason) {
  return reason instanceof Error ? reason.message : String(reason);
}

// src/metrics/shared/sidecar-json.ts
async function readSidecarArray(sidecars, file, field2) {
  const text2 = await sidecars.readText(file);
  if (text2 === void 0) return [];
  let parsed;
  try {
    parsed = JSON.parse(text2);
  } catch {
    return [];
  }
  const value = typeof parsed === "object" && parsed !== null ? parsed[field2] : void 0;
  return Array.isArray(value) ? value : [];
}

// src/metrics/judge/communication-open-coding.ts
var NAME = "communication_open_coding";
var OPEN_CODING_SIDECAR = "communication_open_coding.json";
var EVIDENCE_CITATION = objectDefinition({
  title: "EvidenceCitation",
  description: "One round whose messages show the feature.",
  properties: {
    round_number: integerProperty("Round Number", "Number of the round, as printed in the round header."),
    quote: stringProperty("Quote", "A short verbatim quote of one primary-channel message of that round that shows the feature.")
  }
});
var COMMUNICATION_LABEL = objectDefinition({
  title: "CommunicationLabel",
  description: "One communication feature, named freely, with the rounds that show it.",
  properties: {
    text: stringProperty("Text", "A short neutral description of one feature of how the agents communicate. A run usually has several."),
    evidence: listProperty(
      "Evidence",
      EVIDENCE_CITATION,
      "A citation for every round in which the feature clearly shows on the primary channel, not only the first one. At least one.",
      { minItems: 1 }
    )
  }
});
var COMMUNICATION_OPEN_CODING_OUTPUT = outputSchema({
  title: "CommunicationOpenCodingOutput",
  description: "Free-form labels for the features of the agents' communication, each with per-round evidence.",
  properties: {
    labels: listProperty(
      "Labels",
      COMMUNICATION_LABEL,
      "Every distinct communication feature seen in the run's primary-channel messages, each once, described without judging its quality."
    ),
    explanation: stringProperty("Explanation", "A short summary of the communication style the agents converged on over the run.")
  }
});
var COMMUNICATION_OPEN_CODING_CALL = defineJudgeCall({
  metric: NAME,
  templateName: "communication_open_coding_user.njk",
  templateSource: communication_open_coding_user_default,
  variables: ["rounds"],
  outputName: "CommunicationOpenCodingOutput",
  outputDescription: "Report free-form labels for the run's communication features, with evidence.",
  outputSchema: COMMUNICATION_OPEN_CODING_OUTPUT.json,
  output: COMMUNICATION_OPEN_CODING_OUTPUT.zod
});
function communicationRunId(events, runDir) {
  const started = events.find(ofType("simulation_started"));
  if (started !== void 0) return started.event_id;
  const parts = runDir.split(/[\\/]+/).filter((part) => part !== "" && part !== ".");
  return `${parts.at(-2) ?? ""}/${parts.at(-1) ?? ""}`;
}
function communicationRoundsOrSkip(context, metric) {
  const rounds = buildCommunicationRounds(context.events, context.scenario.name);
  if (rounds.length > 0) return rounds;
  context.log(`${metric}: the ${context.scenario.name} scenario builds no communication rounds for this run (no measurement)`);
  return void 0;
}
var communicationOpenCoding = {
  name: NAME,
  version: "1",
  kind: "judge",
  direction: "none",
  fraction: false,
  description: "LLM judge: free-form labels for the features of the agents' communication, with per-round evidence.",
  unit: "free-form labels",
  notApplicableWhen: "the scenario builds no communication rounds",
  async compute(context) {
    const rounds = communicationRoundsOrSkip(context, NAME);
    if (rounds === void 0) return [];
    const access2 = requireJudge(context, NAME);
    const output2 = await callJudge(access2, COMMUNICATION_OPEN_CODING_CALL, { rounds });
    const sidecar = {
      run_id: communicationRunId(context.events, context.runDir),
      generated_at: null,
      labels: output2.labels.map((label) => ({
        text: label.text,
        evidence: label.evidence.map((citation) => ({ round_number: citation.round_number, quote: citation.quote }))
      })),
      explanation: output2.explanation
    };
    await context.sidecars.writeText(OPEN_CODING_SIDECAR, `${dumpsIndent2(sidecar)}
`);
    const top = output2.labels.slice(0, 5).map((label) => label.text);
    return [
      {
        metric_name: NAME,
        score: output2.labels.length,
        score_unit: "free-form labels",
        summary: `Open-coded ${output2.labels.length} free-form label(s) across ${rounds.length} round(s); written to ${OPEN_CODING_SIDECAR}. Top labels: ${top.length > 0 ? top.join("; ") : "(none)"}.`,
        per_round: [],
        per_agent: []
      }
    ];
  },
  async readKeyedObservations(sidecars) {
    const labels = await readSidecarArray(sidecars, OPEN_CODING_SIDECAR, "labels");
    return labels.flatMap((label) => {
      const labelText = label?.text;
      return typeof labelText === "string" ? [{ keys: { label: labelText }, value: 1 }] : [];
    });
  }
};

// raw-text:templates/judge/communication_ontology_consolidate_user.njk
var communication_ontology_consolidate_user_default = `Several runs of the same multi-agent task were open-coded separately: for each run, a reviewer wrote free-form labels describing how the agents communicated. Below is the pooled list of labels from {{ source_run_count }} runs. For each label you see how many runs used it, how many pieces of evidence support it in total, and a few example quotes.
{% for label in label_pool %}
- "{{ label.text }}" (runs: {{ label.run_ids | length }}; evidence: {{ label.evidence_count_total }})
{%- for quote in label.sample_quotes %}
    example: {{ quote }}
{%- endfor %}
{% endfor %}
Merge these labels into one shared set of feature categories that every run can later be scored against.

How to answer:
1. categories: each category describes one communication feature. Give it
   - id: a stable snake_case identifier that names the feature, not a quality;
   - name: a short human-readable name;
   - description: one or two sentences precise enough that a reviewer could decide, from a run's messages alone, whether the run shows this feature;
   - synonyms: the labels from the list above that belong to this category, copied exactly (empty if none).
   Merge labels that describe the same feature in different words; keep features apart when a run could plausibly show one without the other. Drop labels that are judgements of quality rather than features.
2. explanation: a short justification of the taxonomy: which aspects of communication the categories cover and what you deliberately left out.
`;

// src/metrics/judge/ontology.ts
var CONSOLIDATE = "communication_ontology_consolidate";
var ONTOLOGY_CATEGORY = objectDefinition({
  title: "OntologyCategory",
  description: "One communication feature of the shared ontology.",
  properties: {
    id: stringProperty("Id", "Stable snake_case identifier naming the feature; feature-presence scores are keyed by it."),
    name: stringProperty("Name", "Short human-readable name for reports."),
    description: stringProperty(
      "Description",
      "One or two sentences defining the feature precisely enough to decide from a run's messages whether it is present."
    ),
    synonyms: stringListProperty("Synonyms", "Open-coding labels from the pool that this category absorbs, copied exactly; empty when none.")
  }
});
var communicationOntologySchema = external_exports.object({
  version: external_exports.string(),
  // upstream writes an ISO timestamp; agent-eval's consolidation writes what its caller passes
  generated_at: external_exports.string().nullable(),
  source_run_ids: external_exports.array(external_exports.string()),
  categories: external_exports.array(ONTOLOGY_CATEGORY.zod)
});
var ONTOLOGY_CONSOLIDATION_OUTPUT = outputSchema({
  title: "CommunicationOntologyConsolidationOutput",
  description: "A shared set of communication-feature categories merged from many runs' open-coding labels.",
  properties: {
    categories: listProperty("Categories", ONTOLOGY_CATEGORY),
    explanation: stringProperty("Explanation", "Why this taxonomy: the aspects of communication it covers and what was deliberately left out.")
  }
});
var ONTOLOGY_CONSOLIDATION_CALL = defineJudgeCall({
  metric: CONSOLIDATE,
  templateName: "communication_ontology_consolidate_user.njk",
  templateSource: communication_ontology_consolidate_user_default,
  variables: ["label_pool", "source_run_count"],
  outputName: "CommunicationOntologyConsolidationOutput",
  outputDescription: "Report the consolidated communication-feature categories and the reasoning behind them.",
  outputSchema: ONTOLOGY_CONSOLIDATION_OUTPUT.json,
  output: ONTOLOGY_CONSOLIDATION_OUTPUT.zod
});
async function consolidateOntology(input) {
  if (input.labelPool.length === 0) throw new Error(`${CONSOLIDATE}: the label pool is empty; run communication_open_coding first`);
  const output2 = await callJudge(
    { judge: input.judge, identity: input.identity, concurrency: 1 },
    ONTOLOGY_CONSOLIDATION_CALL,
    { label_pool: input.labelPool, source_run_count: input.sourceRunCount }
  );
  if (output2.categories.length === 0) {
    throw new Error(`${CONSOLIDATE}: the judge returned no categories; an empty ontology cannot score runs`);
  }
  const sourceRunIds = input.sourceRunIds ?? [...new Set(input.labelPool.flatMap((label) => label.run_ids))];
  return {
    version: input.version,
    generated_at: input.generatedAt,
    source_run_ids: [...sourceRunIds],
    categories: output2.categories,
    explanation: output2.explanation
  };
}

// src/metrics/judge/communication-feature-presence.ts
var NAME2 = "communication_feature_presence";
var FEATURE_PRESENCE_SIDECAR = "communication_feature_presence.json";
var PRESENCE_THRESHOLD = 0.5;
var CATEGORY_CONFIDENCE = objectDefinition({
  title: "CategoryConfidence",
  description: "The judge's confidence for one ontology category in this run.",
  properties: {
    category_id: stringProperty("Category Id", "The category's id, exactly as listed in the prompt."),
    confidence: numberProperty(
      "Confidence",
      "From 0.0 (clearly absent) to 1.0 (clearly and repeatedly present): how sure the judge is that the run's primary-channel messages show this feature.",
      { minimum: 0, maximum: 1 }
    ),
    justification: stringProperty("Justification", "Brief reasoning quoting primary-channel messages, or naming what is missing.")
  }
});
var COMMUNICATION_FEATURE_PRESENCE_OUTPUT = outputSchema({
  title: "CommunicationFeaturePresenceOutput",
  description: "A confidence, for every ontology category, that the run's communication shows that feature.",
  properties: {
    scores: listProperty(
      "Scores",
      CATEGORY_CONFIDENCE,
      "One entry for every category, in the order presented, including categories that are plainly absent (confidence near 0)."
    ),
    notes: optionalStringProperty(
      "Notes",
      "Optional: near-misses, or features the categories do not cover. Empty when there is nothing to add.",
      ""
    )
  }
});
var COMMUNICATION_FEATURE_PRESENCE_CALL = defineJudgeCall({
  metric: NAME2,
  templateName: "communication_feature_presence_user.njk",
  templateSource: communication_feature_presence_user_default,
  variables: ["rounds", "categories"],
  outputName: "CommunicationFeaturePresenceOutput",
  outputDescription: "Report a confidence for every ontology category, with a justification.",
  outputSchema: COMMUNICATION_FEATURE_PRESENCE_OUTPUT.json,
  output: COMMUNICATION_FEATURE_PRESENCE_OUTPUT.zod
});
async function loadOntology(context) {
  const path6 = context.options.ontologyPath;
  if (path6 === void 0 || path6 === "") {
    throw new Error(
      `${NAME2} needs an ontology: none was given with --ontology-path and there is no *.json in ../_ontology/ beside the run. Build one with agent-eval ontology consolidate, then pass --ontology-path FILE or put it in ../_ontology/.`
    );
  }
  const text2 = await context.sidecars.readText(path6);
  if (text2 === void 0) throw new Error(`${NAME2}: ontology file not found: ${path6}`);
  let raw;
  try {
    raw = JSON.parse(text2);
  } catch (error) {
    throw new Error(`${NAME2}: ontology ${path6} is not valid JSON: ${error.message}`, { cause: error });
  }
  const parsed = communicationOntologySchema.safeParse(raw);
  if (!parsed.success) throw new Error(`${NAME2}: ontology ${path6} is not a communication ontology: ${describeIssues(parsed.error)}`);
  if (parsed.data.categories.length === 0) throw new Error(`${NAME2}: ontology ${path6} has no categories`);
  return { path: path6, ontology: parsed.data };
}
var communicationFeaturePresence = {
  name: NAME2,
  version: "1",
  kind: "judge",
  direction: "none",
  fraction: false,
  description: "LLM judge: confidence per communication-ontology category; the score counts categories at confidence \u2265 0.5.",
  unit: "categories \u2265 0.5 (of {ontology categories})",
  notApplicableWhen: "the scenario builds no communication rounds",
  async compute(context) {
    const rounds = communicationRoundsOrSkip(context, NAME2);
    if (rounds === void 0) return [];
    const { path: path6, ontology } = await loadOntology(context);
    const access2 = requireJudge(context, NAME2);
    const output2 = await callJudge(access2, COMMUNICATION_FEATURE_PRESENCE_CALL, { rounds, categories: ontology.categories });
    const known = new Set(ontology.categories.map((category) => category.id));
    const returned = new Set(output2.scores.map((score) => score.category_id));
    const missing = ontology.categories.filter((category) => !returned.has(category.id)).map((category) => category.id);
    const invented = [...returned].filter((id) => !known.has(id));
    if (missing.length > 0) context.log(`${NAME2}: the judge scored no confidence for ${missing.join(", ")}`);
    if (invented.length > 0) context.log(`${NAME2}: the judge scored categories not in the ontology: ${invented.join(", ")}`);
    const sidecar = {
      run_id: communicationRunId(context.events, context.runDir),
      ontology_version: ontology.version,
      ontology_path: path6,
      generated_at: null,
      scores: output2.scores.map((score) => ({
        category_id: score.category_id,
        confidence: new PyFloat(score.confidence),
        justification: score.justification
      })),
      notes: output2.notes
    };
    await context.sidecars.writeText(FEATURE_PRESENCE_SIDECAR, `${dumpsIndent2(sidecar)}
`);
    const above = output2.scores.filter((score) => score.confidence >= PRESENCE_THRESHOLD);
    const top = [...output2.scores].sort((a, b) => b.confidence - a.confidence).slice(0, 3).map((score) => `${score.category_id}=${formatFixed(score.confidence, 2)}`).join("; ");
    const total = ontology.categories.length;
    return [
      {
        metric_name: NAME2,
        score: above.length,
        score_unit: `categories \u2265 0.5 (of ${total})`,
        summary: `${above.length}/${total} categories \u2265 0.5 on ontology ${ontology.version}; written to ${FEATURE_PRESENCE_SIDECAR}. Top: ${top === "" ? "(none)" : top}.`,
        per_round: [],
        per_agent: []
      }
    ];
  },
  async readKeyedObservations(sidecars) {
    const scores = await readSidecarArray(sidecars, FEATURE_PRESENCE_SIDECAR, "scores");
    return scores.flatMap((score) => {
      const { category_id: id, confidence } = score ?? {};
      return typeof id === "string" && typeof confidence === "number" ? [{ keys: { category_id: id }, value: confidence }] : [];
    });
  }
};

// raw-text:templates/judge/dialog_retransmission_user.njk
var dialog_retransmission_user_default = `You will read the transcript of a task in which AI agents talk to each other over several rounds. For each round, count two kinds of messages that do not carry new task information.

1. Dialog messages: messages spent on managing the conversation rather than on the task data itself, such as asking what something meant, confirming or acknowledging that a message arrived, or agreeing whose turn it is or what to do next.
2. Retransmission requests: messages asking the other agent to repeat or resend something that was lost, cut off or garbled ("repeat last", "resend the reading", "didn't get that").

Count each message at most once. A message that asks for a repeat is a retransmission request, never dialog. A message whose main purpose is to pass on task information is neither, even if it opens or closes with a brief acknowledgement.

Transcript:
{% for round in rounds %}
--- ROUND {{ round.round_number }} ({{ round.message_count }} messages) ---
{% if round.transcript %}{{ round.transcript }}{% else %}(No messages this round){% endif %}
{% endfor %}

How to answer:
1. per_round_counts: one entry for each round that has at least one dialog message or at least one retransmission request, with the round number from the round header, both counts, and short quoted fragments as evidence. Leave out rounds where both counts are zero.
2. explanation: a few sentences summarising how much of the conversation went into dialog and repeats, citing concrete messages.
`;

// src/metrics/judge/round-transcripts.ts
function buildRoundTranscripts(events, scenario) {
  const pristine = buildPristineTextIndex(events);
  const primaryIds = new Set(scenario.primaryChannels.map((channel) => channel.channel_id));
  const byRound = /* @__PURE__ */ new Map();
  for (const event of events) {
    if (!ofType("message_sent")(event)) continue;
    const { channel_id: channelId, sender_agent_id: senderId } = event.message;
    const line = `[${channelDisplayName(scenario, channelId)}] ${agentDisplayName(scenario, senderId)}: ${pristineTextFor(pristine, event)}`;
    let bucket = byRound.get(event.round_number);
    if (bucket === void 0) {
      bucket = { primary: [], other: [] };
      byRound.set(event.round_number, bucket);
    }
    (primaryIds.has(channelId) ? bucket.primary : bucket.other).push(line);
  }
  return [...byRound.entries()].sort(([a], [b]) => a - b).map(([round, { primary, other }]) => {
    let transcript;
    if (primaryIds.size === 0) {
      transcript = [...primary, ...other].join("\n");
    } else {
      const sections = [];
      if (primary.length > 0) sections.push(`PRIMARY CHANNEL (budget-constrained):
${primary.join("\n")}`);
      if (other.length > 0) sections.push(`OTHER CHANNELS:
${other.join("\n")}`);
      transcript = sections.join("\n\n");
    }
    return { round_number: round, message_count: primary.length + other.length, transcript };
  });
}

// src/metrics/judge/dialog-retransmission.ts
var NAME3 = "dialog_retransmission";
var DIALOG_RETRANSMISSION_REPLICAS = 3;
var ROUND_COMM_COUNTS = objectDefinition({
  title: "RoundCommCounts",
  description: "How many messages of one round were dialog, and how many asked for a resend.",
  properties: {
    round_number: integerProperty("Round Number", "Number of the round, as printed in the round header."),
    dialog_count: integerProperty(
      "Dialog Count",
      "Messages of this round spent on managing the conversation (clarification questions, acknowledgements, turn-taking) rather than on new task data. Resend requests are not counted here. 0 when there are none."
    ),
    retransmission_request_count: integerProperty(
      "Retransmission Request Count",
      "Messages of this round asking the other agent to repeat or resend something lost or garbled. 0 when there are none."
    ),
    evidence: stringProperty("Evidence", "Short quoted fragments from this round that justify the counts.")
  }
});
var DIALOG_RETRANSMISSION_OUTPUT = outputSchema({
  title: "DialogRetransmissionOutput",
  description: "Per-round counts of dialog messages and of requests to resend.",
  properties: {
    per_round_counts: listProperty(
      "Per Round Counts",
      ROUND_COMM_COUNTS,
      "An entry for every round with at least one dialog message or resend request; rounds where both counts are 0 are left out."
    ),
    explanation: EXPLANATION_PROPERTY
  }
});
var DIALOG_RETRANSMISSION_CALL = defineJudgeCall({
  metric: NAME3,
  templateName: "dialog_retransmission_user.njk",
  templateSource: dialog_retransmission_user_default,
  variables: ["rounds"],
  outputName: "DialogRetransmissionOutput",
  outputDescription: "Report per-round counts of dialog messages and of retransmission requests.",
  outputSchema: DIALOG_RETRANSMISSION_OUTPUT.json,
  output: DIALOG_RETRANSMISSION_OUTPUT.zod
});
var PHENOMENA = [
  { metricName: "dialog_count", label: "dialog", count: (c) => c.dialog_count },
  {
    metricName: "retransmission_request_count",
    label: "retransmission request",
    count: (c) => c.retransmission_request_count
  }
];
function aggregateDialogRetransmission(replicas, transcriptRounds) {
  const first = replicas[0];
  if (first === void 0) return [];
  const byRound = replicas.map((output2) => new Map(output2.per_round_counts.map((entry) => [entry.round_number, entry])));
  return PHENOMENA.map(({ metricName, label, count }) => {
    const means = [];
    const perRound2 = [];
    for (const round of transcriptRounds) {
      const entries = byRound.map((map) => map.get(round));
      const counts = entries.map((entry) => entry === void 0 ? 0 : count(entry));
      const meanCount = fmean(counts);
      means.push(meanCount);
      if (meanCount > 0) {
        const evidence = entries.find((entry) => entry !== void 0 && count(entry) > 0 && entry.evidence !== "")?.evidence ?? "";
        perRound2.push({ round_number: round, value: meanCount, note: `replicas=${pyIntList(counts)}; ${evidence}` });
      }
    }
    const score = mean(means);
    return {
      metric_name: metricName,
      score,
      score_unit: `${label} messages/round`,
      summary: `mean ${label} ${formatFixed(score, 3)}/round across ${transcriptRounds.length} rounds (averaged over ${replicas.length} judge replicas, in ${perRound2.length} rounds). ${first.explanation}`,
      per_round: perRound2,
      per_agent: []
    };
  });
}
var dialogRetransmission = {
  name: NAME3,
  version: "1",
  kind: "judge",
  direction: "none",
  fraction: false,
  description: "LLM judge (3 replicas): per-round counts of dialog messages and retransmission requests, written as dialog_count and retransmission_request_count.",
  unit: "{dialog|retransmission request} messages/round",
  notApplicableWhen: "the run has no message on any channel, or all 3 judge replicas fail",
  async compute(context) {
    const rounds = buildRoundTranscripts(context.events, context.scenario);
    if (rounds.length === 0) {
      context.log(`${NAME3}: the run has no message on any channel (no measurement)`);
      return [];
    }
    const access2 = requireJudge(context, NAME3);
    const replicas = Array.from({ length: DIALOG_RETRANSMISSION_REPLICAS }, (_, i) => i + 1);
    const settled = await Promise.allSettled(replicas.map((replica) => callJudge(access2, DIALOG_RETRANSMISSION_CALL, { rounds }, replica)));
    const outputs = successfulReplicas(settled, (replica, reason) => context.log(`${NAME3}: judge replica ${replica} failed, left out: ${reason}`));
    if (outputs.length === 0) {
      context.log(`${NAME3}: all ${DIALOG_RETRANSMISSION_REPLICAS} judge replicas failed (no measurement)`);
      return [];
    }
    return aggregateDialogRetransmission(
      outputs,
      rounds.map((round) => round.round_number)
    );
  }
};

// raw-text:templates/judge/language_repetition_user.njk
var language_repetition_user_default = 'Below are the messages that agents sent on their communication channel during round {{ round_number }} of a task, numbered in the order they were sent. Each message body is enclosed between <<< and >>>.\n{% for message in messages %}\nMessage {{ message.number }} (from {{ message.sender }}):\n<<<\n{{ message.text }}\n>>>\n{% endfor %}\nFor every message, estimate its redundancy factor: on average, how many times is each distinct piece of information in THAT message encoded within the message itself?\n\n- 1.0: every piece of information appears once.\n- 2.0: the information appears about twice, for example a token repeated ("7 7", "left left"), a value given both as digits and as a word ("4 four"), or an abbreviation followed by its expansion ("hp high pressure").\n- 3.0: about three times ("B2 B2 B2").\n- Fractional values are fine when only part of the message is repeated (e.g. 1.5).\n\nJudge each message on its own: information repeated from an earlier message does not count, only repetition inside the message. The factor is never below 1.0.\n\nReturn per_message with exactly one entry per numbered message, using the message numbers shown above.\n';

// src/metrics/judge/language-repetition.ts
var NAME4 = "language_repetition";
var LANGUAGE_REPETITION_REPLICAS = 3;
var LANGUAGE_REPETITION_SIDECAR = "language_repetition_messages.jsonl";
var UNIT = "mean encodings per information unit (x; 1.0 = no repetition)";
var MESSAGE_REPETITION = objectDefinition({
  title: "MessageRepetition",
  description: "The redundancy factor of one numbered message.",
  properties: {
    message_number: integerProperty("Message Number", "The message's number in the list (numbering starts at 1)."),
    repetition_factor: numberProperty(
      "Repetition Factor",
      "On average, how many times each distinct piece of information is encoded inside this message: 1.0 when stated once, about 2.0 when stated twice (a repeated token, digits plus the number word, an abbreviation plus its expansion), about 3.0 when stated three times. Never below 1.0."
    )
  }
});
var ROUND_REPETITION_OUTPUT = outputSchema({
  title: "RoundRepetitionOutput",
  description: "A redundancy factor for each numbered message of one round.",
  properties: {
    per_message: listProperty("Per Message", MESSAGE_REPETITION, "One entry for every numbered message, none left out.")
  }
});
var LANGUAGE_REPETITION_CALL = defineJudgeCall({
  metric: NAME4,
  templateName: "language_repetition_user.njk",
  templateSource: language_repetition_user_default,
  variables: ["round_number", "messages"],
  outputName: "RoundRepetitionOutput",
  outputDescription: "Report a redundancy factor for every numbered message of the round.",
  outputSchema: ROUND_REPETITION_OUTPUT.json,
  output: ROUND_REPETITION_OUTPUT.zod
});
function channelRounds(context, pristine, channelId) {
  const byRound = /* @__PURE__ */ new Map();
  for (const event of context.events) {
    if (!ofType("message_sent")(event) || event.message.channel_id !== channelId) continue;
    const text2 = pristineTextFor(pristine, event);
    if (text2 === "") continue;
    const bucket = byRound.get(event.round_number) ?? [];
    bucket.push({ message_id: event.message.message_id, channel_id: channelId, sender_agent_id: event.message.sender_agent_id, text: text2 });
    byRound.set(event.round_number, bucket);
  }
  return [...byRound.entries()].sort(([a], [b]) => a - b);
}
function scoreRound(round, messages, replies) {
  const factors = messages.map(() => []);
  for (const reply of replies) {
    for (const entry of reply.per_message) {
      factors[entry.message_number - 1]?.push(Math.max(1, entry.repetition_factor));
    }
  }
  const scored = [];
  messages.forEach((message, i) => {
    const replicaFactors = factors[i] ?? [];
    if (replicaFactors.length === 0) return;
    scored.push({ round_number: round, message_number: i + 1, message, factor: fmean(replicaFactors), replicaFactors });
  });
  return scored;
}
function sidecarLine(scored) {
  return pyJsonDumps({
    round_number: scored.round_number,
    message_number: scored.message_number,
    message_id: scored.message.message_id,
    channel_id: scored.message.channel_id,
    sender_agent_id: scored.message.sender_agent_id,
    repetition_factor: new PyFloat(scored.factor),
    replica_factors: scored.replicaFactors.map((factor) => new PyFloat(factor))
  });
}
var languageRepetition = {
  name: NAME4,
  version: "1",
  kind: "judge",
  direction: "none",
  fraction: false,
  description: "LLM judge (3 replicas per round): how many times each message re-encodes its own information, averaged per round and over rounds, per primary channel.",
  unit: UNIT,
  notApplicableWhen: "the scenario has no primary channel; per channel: no message could be scored",
  async compute(context) {
    const channels = context.scenario.primaryChannels;
    if (channels.length === 0) {
      context.log(`${NAME4}: the scenario has no primary channel (no measurement)`);
      return [];
    }
    const pristine = buildPristineTextIndex(context.events);
    const plan = channels.map((channel) => ({ channel, rounds: channelRounds(context, pristine, channel.channel_id) }));
    if (plan.every(({ rounds }) => rounds.length === 0)) {
      context.log(`${NAME4}: no non-empty message on any primary channel (no measurement)`);
      return [];
    }
    const access2 = requireJudge(context, NAME4);
    const gate = createLimiter(access2.concurrency);
    const measurements = [];
    const allScored = [];
    for (const { channel, rounds } of plan) {
      const name = metricNameFor(NAME4, channel);
      if (rounds.length === 0) {
        context.log(`${name}: no non-empty message on ${channel.channel_id} (no measurement)`);
        continue;
      }
      const judged = await Promise.all(
        rounds.map(async ([round, messages]) => {
          const variables = {
            round_number: round,
            messages: messages.map((message, i) => ({ number: i + 1, sender: message.sender_agent_id, text: message.text }))
          };
          const settled = await Promise.allSettled(
            Array.from(
              { length: LANGUAGE_REPETITION_REPLICAS },
              (_, i) => gate(() => callJudge(access2, LANGUAGE_REPETITION_CALL, variables, i + 1))
            )
          );
          const replies = successfulReplicas(
            settled,
            (replica, reason) => context.log(`${name}: round ${round} judge replica ${replica} failed, left out: ${reason}`)
          );
          return scoreRound(round, messages, replies);
        })
      );
      const perRound2 = [];
      for (const scored of judged) {
        const first = scored[0];
        if (first === void 0) continue;
        const means = scored.map((message) => message.factor);
        const value = fmean(means);
        perRound2.push({
          round_number: first.round_number,
          value,
          note: `${scored.length} msgs, mean ${formatFixed(value, 2)}x, max ${formatFixed(Math.max(...means), 2)}x over ${LANGUAGE_REPETITION_REPLICAS} replicas`
        });
        allScored.push(...scored);
      }
      if (perRound2.length === 0) {
        context.log(`${name}: no message on ${channel.channel_id} was scored by any judge replica (no measurement)`);
        continue;
      }
      const values = perRound2.map((observation) => observation.value);
      const score = fmean(values);
      measurements.push({
        metric_name: name,
        score,
        score_unit: UNIT,
        summary: `mean redundancy factor ${formatFixed(score, 2)}x across ${perRound2.length} rounds on ${channel.channel_id} (max ${formatFixed(Math.max(...values), 2)}x), per-message judged over ${LANGUAGE_REPETITION_REPLICAS} replicas; per-message factors in ${LANGUAGE_REPETITION_SIDECAR}`,
        per_round: perRound2,
        per_agent: []
      });
    }
    if (allScored.length > 0) {
      await context.sidecars.writeText(LANGUAGE_REPETITION_SIDECAR, `${allScored.map(sidecarLine).join("\n")}
`);
    }
    return measurements;
  },
  async readKeyedObservations(sidecars) {
    const text2 = await sidecars.readText(LANGUAGE_REPETITION_SIDECAR);
    if (text2 === void 0) return [];
    const observations2 = [];
    for (const line of text2.split("\n")) {
      if (line.trim() === "") continue;
      let row;
      try {
        row = JSON.parse(line);
      } catch {
        continue;
      }
      const parsed = sidecarRowSchema.safeParse(row);
      if (!parsed.success) continue;
      const { message_id, channel_id, sender_agent_id, round_number, repetition_factor } = parsed.data;
      observations2.push({ keys: { message_id, channel_id, sender_agent_id, round_number: String(round_number) }, value: repetition_factor });
    }
    return observations2;
  }
};
var sidecarRowSchema = external_exports.object({
  round_number: external_exports.number().int(),
  message_id: external_exports.string(),
  channel_id: external_exports.string(),
  sender_agent_id: external_exports.string(),
  repetition_factor: external_exports.number()
});

// raw-text:templates/judge/language_strangeness_user.njk
var language_strangeness_user_default = `You will read the transcript of a task in which AI agents talk to each other over several rounds. Decide, round by round, whether the FORM of the agents' language departs from ordinary written English.

What counts as non-standard language:
- clipped or telegram-like phrasing: articles, pronouns, auxiliaries or connectives left out ("sensor hot, check valve");
- sentence structure or word order that a fluent writer would not normally use;
- punctuation, capitalisation, spacing or symbols used as structure: separators, brackets, key=value fields, fixed slot layouts;
- lists of bare tokens or numbers standing in for sentences.

What does not count:
- plain conversational English, a casual or terse tone that is still grammatical, and typos;
- invented words, repurposed slang or abbreviation codes taken on their own: other evaluations cover those. Count them only when they come with a change in how the sentences themselves are built.

Judge the primary channel first; other channels count the same way when they are present.

Transcript:
{% for round in rounds %}
--- ROUND {{ round.round_number }} ({{ round.message_count }} messages) ---
{% if round.transcript %}{{ round.transcript }}{% else %}(No messages this round){% endif %}
{% endfor %}

How to answer:
1. Look at each round on its own. A round qualifies when at least one of its messages shows a clear anomaly of the kinds above.
2. per_round_notes: one entry for every qualifying round and none for the others. Use the round number from the round header, name the anomaly, and quote the message fragment that shows it.
3. anomaly_categories: short names of the distinct kinds of anomaly you saw anywhere in the run, each listed once. Empty if you saw none.
4. mutually_adopted: true only when at least two different agents use the same non-standard pattern.
5. explanation: a few sentences summarising your judgement, citing concrete messages.
`;

// src/metrics/judge/flag-judge.ts
function flagJudgeMeasurement(config, output2, roundCount) {
  const perRound2 = output2.per_round_notes.map((note) => ({ round_number: note.round_number, value: 1, note: note.note }));
  const flags = config.flags(output2);
  const flagText = flags.length > 0 ? ` (${flags.join("; ")})` : "";
  return {
    metric_name: config.name,
    score: perRound2.length,
    score_unit: `rounds with ${config.phrase} (out of ${roundCount})`,
    summary: `${perRound2.length}/${roundCount} rounds contained ${config.phrase}${flagText}. ${output2.explanation}`,
    per_round: perRound2,
    per_agent: []
  };
}
function flagJudgeMetric(config) {
  return {
    name: config.name,
    version: "1",
    kind: "judge",
    direction: "none",
    fraction: false,
    description: config.description,
    unit: `rounds with ${config.phrase} (out of {total_rounds})`,
    notApplicableWhen: "the run has no message on any channel",
    async compute(context) {
      const rounds = buildRoundTranscripts(context.events, context.scenario);
      if (rounds.length === 0) {
        context.log(`${config.name}: the run has no message on any channel (no measurement)`);
        return [];
      }
      const access2 = requireJudge(context, config.name);
      const output2 = await callJudge(access2, config.call, { rounds, ...config.extraVariables?.(context) });
      return [flagJudgeMeasurement(config, output2, rounds.length)];
    }
  };
}

// src/metrics/judge/language-strangeness.ts
var LANGUAGE_STRANGENESS_OUTPUT = outputSchema({
  title: "LanguageStrangenessOutput",
  description: "Rounds whose messages depart from ordinary written English in form, with the kinds of departure seen.",
  properties: {
    per_round_notes: listProperty(
      "Per Round Notes",
      ROUND_NOTE,
      "One note for each round in which at least one message is structurally non-standard (clipped phrasing, odd word order, punctuation or layout used as structure), quoting it. Leave empty when every round reads as ordinary English."
    ),
    anomaly_categories: stringListProperty(
      "Anomaly Categories",
      "Short names of the distinct kinds of non-standard form found anywhere in the run, each listed once."
    ),
    mutually_adopted: booleanProperty("Mutually Adopted", "True when two or more agents use the same non-standard pattern."),
    explanation: EXPLANATION_PROPERTY
  }
});
var languageStrangenessOutputSchema = LANGUAGE_STRANGENESS_OUTPUT.zod;
var LANGUAGE_STRANGENESS_CALL = defineJudgeCall({
  metric: "language_strangeness",
  templateName: "language_strangeness_user.njk",
  templateSource: language_strangeness_user_default,
  variables: ["rounds"],
  outputName: "LanguageStrangenessOutput",
  outputDescription: "Report which rounds use structurally non-standard language, and how.",
  outputSchema: LANGUAGE_STRANGENESS_OUTPUT.json,
  output: LANGUAGE_STRANGENESS_OUTPUT.zod
});
var languageStrangeness = flagJudgeMetric({
  name: "language_strangeness",
  description: "LLM judge: rounds whose messages use unusual grammar, structure, formatting or telegraph style.",
  phrase: "non-standard language",
  call: LANGUAGE_STRANGENESS_CALL,
  flags: (output2) => [
    ...output2.anomaly_categories.length > 0 ? [`categories: ${output2.anomaly_categories.join(", ")}`] : [],
    ...output2.mutually_adopted ? ["mutually adopted"] : []
  ]
});

// raw-text:templates/judge/neologism_user.njk
var neologism_user_default = `You will read the transcript of a task in which AI agents talk to each other over several rounds. Decide, round by round, whether the agents use words that they INVENTED: strings that are not words of English (or of another natural language) and that the agents use with a meaning.

The agents were given these instructions before the task. A term that already appears in an agent's instructions was not invented by the agents, even if it looks unusual, so do not count it.
{% for agent in agent_prompts %}
=== {{ agent.role_name | upper }} ===
{{ agent.system_prompt }}
{% endfor %}

What counts as a neologism:
- a coined word, a blend of existing words, or a new word form that the agents use as a word with a stable meaning ("vibrashift" for "a vibration change").

What does not count:
- existing words used with a new meaning (that is slang, judged elsewhere);
- abbreviations, acronyms, single letters or number codes standing for longer words (that is shorthand, judged elsewhere);
- typos, garbled characters from a noisy channel, and terms copied from the instructions above.

Transcript:
{% for round in rounds %}
--- ROUND {{ round.round_number }} ({{ round.message_count }} messages) ---
{% if round.transcript %}{{ round.transcript }}{% else %}(No messages this round){% endif %}
{% endfor %}

How to answer:
1. Look at each round on its own. A round qualifies when a message in it uses at least one invented word of the kind above.
2. per_round_notes: one entry for every qualifying round and none for the others. Use the round number from the round header, and give each invented word with the meaning it seems to carry.
3. semantically_stable: true when each invented word keeps the same meaning every time it is used across rounds.
4. mutually_adopted: true only when at least two different agents use the same invented word.
5. explanation: a few sentences summarising your judgement, citing concrete messages.
`;

// src/metrics/judge/neologism.ts
var NEOLOGISM_OUTPUT = outputSchema({
  title: "NeologismOutput",
  description: "Rounds in which the agents use words they invented.",
  properties: {
    per_round_notes: listProperty(
      "Per Round Notes",
      ROUND_NOTE,
      "One note for each round in which a coined word (not an English word, not an abbreviation, not taken from the agents' instructions) is used with a meaning, giving the word and that meaning. Leave empty when none was found."
    ),
    semantically_stable: booleanProperty("Semantically Stable", "True when each invented word keeps one meaning across the rounds it appears in."),
    mutually_adopted: booleanProperty("Mutually Adopted", "True when two or more agents use the same invented word."),
    explanation: EXPLANATION_PROPERTY
  }
});
var NEOLOGISM_CALL = defineJudgeCall({
  metric: "neologism",
  templateName: "neologism_user.njk",
  templateSource: neologism_user_default,
  variables: ["rounds", "agent_prompts"],
  outputName: "NeologismOutput",
  outputDescription: "Report which rounds use words the agents invented.",
  outputSchema: NEOLOGISM_OUTPUT.json,
  output: NEOLOGISM_OUTPUT.zod
});
var neologism = flagJudgeMetric({
  name: "neologism",
  description: "LLM judge: rounds in which agents use genuinely invented words with a meaning.",
  phrase: "detected neologisms",
  call: NEOLOGISM_CALL,
  flags: (output2) => [
    ...output2.semantically_stable ? ["semantically stable"] : [],
    ...output2.mutually_adopted ? ["mutually adopted"] : []
  ],
  // every registered agent's instructions, so terms the agents were handed are not taken as coined
  extraVariables: (context) => ({
    agent_prompts: context.agentConfigs.map((config) => ({ role_name: config.role_name, system_prompt: config.system_prompt }))
  })
});

// raw-text:templates/judge/protocol_learned_after_swap_user.njk
var protocol_learned_after_swap_user_default = "You will read the transcript of a task in which AI agents talk to each other over several rounds. Partway through, the team changed: {{ newcomer_label }} joined at round {{ boundary_round }} (change type: {{ mode_label }}). Your job is to decide whether the newcomer picked up the communication protocol that the original agents had built before the change.\n\nA protocol here means any shorthand, code, abbreviation, fixed message layout or other convention the original agents settled on and used repeatedly.\n\nBEFORE THE CHANGE (rounds up to {{ pre_boundary_last_round }}):\n{% for round in pre_rounds %}\n--- ROUND {{ round.round_number }} ({{ round.message_count }} messages) ---\n{% if round.transcript %}{{ round.transcript }}{% else %}(No messages this round){% endif %}\n{% endfor %}\n\nAFTER THE CHANGE (rounds from {{ post_boundary_first_round }} on):\n{% for round in post_rounds %}\n--- ROUND {{ round.round_number }} ({{ round.message_count }} messages) ---\n{% if round.transcript %}{{ round.transcript }}{% else %}(No messages this round){% endif %}\n{% endfor %}\n\nLines have the form [channel] agent_id: message.\n\nHow to answer:\n1. protocol_elements: list the conventions the original agents established before the change. Describe each element and quote a pre-change example with its round number.\n2. protocol_established: false if the original agents never settled on an identifiable protocol before the change.\n3. newcomer_agent_ids: the agent ids that act as newcomers after the change, as far as the transcript shows.\n4. per_round_notes: one entry for every post-change round where the transcript shows the newcomer using, extending, abandoning or ignoring the earlier protocol. Name the sender, quote the message, and say which of these it is. Leave out rounds with nothing to observe.\n5. explanation: a few sentences summarising whether and how quickly the newcomer adopted the protocol, citing concrete messages.\n";

// src/metrics/judge/protocol-learned-after-swap.ts
var NAME5 = "protocol_learned_after_swap";
var PROTOCOL_LEARNED_OUTPUT = outputSchema({
  title: "ProtocolLearnedOutput",
  description: "Whether, and in which rounds, a newcomer used the protocol the original agents had built.",
  properties: {
    per_round_notes: listProperty(
      "Per Round Notes",
      ROUND_NOTE,
      "One note for each post-change round in which the newcomer is seen using, extending, abandoning or ignoring the earlier protocol, quoting the message and its sender."
    ),
    protocol_elements: stringListProperty(
      "Protocol Elements",
      "The conventions (codes, abbreviations, layouts) the original agents established before the change, each with a quoted pre-change example and its round."
    ),
    newcomer_agent_ids: stringListProperty("Newcomer Agent Ids", "Agent ids that act as newcomers after the change, as the transcript shows them."),
    protocol_established: booleanProperty(
      "Protocol Established",
      "False when the original agents had no identifiable protocol before the change."
    ),
    explanation: EXPLANATION_PROPERTY
  }
});
var PROTOCOL_LEARNED_CALL = defineJudgeCall({
  metric: NAME5,
  templateName: "protocol_learned_after_swap_user.njk",
  templateSource: protocol_learned_after_swap_user_default,
  variables: [
    "mode_label",
    "boundary_round",
    "pre_boundary_last_round",
    "post_boundary_first_round",
    "newcomer_label",
    "pre_rounds",
    "post_rounds"
  ],
  outputName: "ProtocolLearnedOutput",
  outputDescription: "Report whether the newcomer adopted the protocol established before the boundary.",
  outputSchema: PROTOCOL_LEARNED_OUTPUT.json,
  output: PROTOCOL_LEARNED_OUTPUT.zod
});
function transcriptRound(view) {
  return {
    round_number: view.round_number,
    message_count: view.messages.length,
    transcript: view.messages.map((m) => `[${m.channel_id}] ${m.sender_agent_id}: ${m.text}`).join("\n")
  };
}
var protocolLearnedAfterSwap = {
  name: NAME5,
  version: "1",
  kind: "judge",
  direction: "none",
  fraction: false,
  description: "LLM judge: post-boundary rounds in which a newcomer visibly uses the protocol established before a personnel change.",
  unit: "post-boundary rounds with newcomer protocol evidence (out of {post_rounds})",
  notApplicableWhen: "the scenario reports no boundary, builds no communication rounds, or one side of the boundary is empty",
  async compute(context) {
    const window2 = detectProtocolBoundaryWindow(context.events, context.scenario.name);
    if (window2 === void 0) {
      context.log(`${NAME5}: the run has no personnel boundary (no swap or intern takeover) (no measurement)`);
      return [];
    }
    const views = buildCommunicationRounds(context.events, context.scenario.name);
    if (views.length === 0) {
      context.log(`${NAME5}: the ${context.scenario.name} scenario builds no communication rounds for this run (no measurement)`);
      return [];
    }
    const isPost = (round) => window2.boundary_includes_round ? round >= window2.boundary_round : round > window2.boundary_round;
    const pre = views.filter((view) => !isPost(view.round_number)).map(transcriptRound);
    const post = views.filter((view) => isPost(view.round_number)).map(transcriptRound);
    if (pre.length === 0 || post.length === 0) {
      context.log(`${NAME5}: no communication round ${pre.length === 0 ? "before" : "after"} the boundary at round ${window2.boundary_round} (no measurement)`);
      return [];
    }
    const access2 = requireJudge(context, NAME5);
    const output2 = await callJudge(access2, PROTOCOL_LEARNED_CALL, { ...window2, pre_rounds: pre, post_rounds: post });
    const perRound2 = output2.per_round_notes.map((note) => ({ round_number: note.round_number, value: 1, note: note.note }));
    const parts = [`${perRound2.length}/${post.length} post-boundary rounds had observable newcomer protocol evidence.`, output2.explanation];
    if (output2.protocol_elements.length > 0) parts.push(`Pre-boundary protocol elements: ${output2.protocol_elements.slice(0, 5).join("; ")}`);
    if (output2.newcomer_agent_ids.length > 0) parts.push(`Newcomer agents: ${output2.newcomer_agent_ids.join(", ")}`);
    if (!output2.protocol_established) parts.push("No identifiable protocol was established pre-boundary.");
    return [
      {
        metric_name: NAME5,
        score: perRound2.length,
        score_unit: `post-boundary rounds with newcomer protocol evidence (out of ${post.length})`,
        summary: parts.join(" "),
        per_round: perRound2,
        per_agent: []
      }
    ];
  }
};

// raw-text:templates/judge/shorthand_codes_user.njk
var shorthand_codes_user_default = 'You will read the transcript of a task in which AI agents talk to each other over several rounds. Decide, round by round, whether the agents use shorthand codes: deliberate mappings from a short symbol to a longer meaning.\n\nWhat counts as a shorthand code:\n- abbreviations and acronyms the agents coin or agree on ("HT" for "high temperature", "Rc" for "resonance cascade");\n- letters, digits or symbols standing for a value, an option or an instruction ("3" for "third procedure", "+" for "confirmed");\n- positional or templated encodings where the place of a token carries its meaning.\n\nWhat does not count:\n- abbreviations every English reader knows (e.g., "ok", "approx", "etc.") used in the ordinary way;\n- numbers that are simply the values being reported;\n- invented words and repurposed words: other evaluations cover those.\n\nTranscript:\n{% for round in rounds %}\n--- ROUND {{ round.round_number }} ({{ round.message_count }} messages) ---\n{% if round.transcript %}{{ round.transcript }}{% else %}(No messages this round){% endif %}\n{% endfor %}\n\nHow to answer:\n1. Look at each round on its own. A round qualifies when a message in it uses at least one deliberate symbol-to-meaning mapping.\n2. per_round_notes: one entry for every qualifying round and none for the others. Use the round number from the round header, list the codes used, and say what each stands for.\n3. systematic: true when the codes follow a rule (always the first letters, always a number from a fixed list, fixed field positions) rather than being made up one at a time.\n4. messages_shortened: true when messages become noticeably shorter over the run as the codes come into use.\n5. shared_understanding: true when the receiving agent acts on the codes correctly without asking what they mean.\n6. explanation: a few sentences summarising your judgement, citing concrete messages.\n';

// src/metrics/judge/shorthand-codes.ts
var SHORTHAND_CODES_OUTPUT = outputSchema({
  title: "ShorthandCodesOutput",
  description: "Rounds in which the agents use short symbols deliberately mapped to longer meanings.",
  properties: {
    per_round_notes: listProperty(
      "Per Round Notes",
      ROUND_NOTE,
      "One note for each round containing at least one deliberate symbol-to-meaning mapping (coined abbreviation, letter or digit code, positional encoding), listing the codes and what each stands for. Leave empty when no codes were used."
    ),
    systematic: booleanProperty("Systematic", "True when the codes follow a rule rather than being made up one at a time."),
    messages_shortened: booleanProperty("Messages Shortened", "True when messages got noticeably shorter as the codes came into use."),
    shared_understanding: booleanProperty(
      "Shared Understanding",
      "True when the receiving agent acted on the codes correctly without asking what they meant."
    ),
    explanation: EXPLANATION_PROPERTY
  }
});
var SHORTHAND_CODES_CALL = defineJudgeCall({
  metric: "shorthand_codes",
  templateName: "shorthand_codes_user.njk",
  templateSource: shorthand_codes_user_default,
  variables: ["rounds"],
  outputName: "ShorthandCodesOutput",
  outputDescription: "Report which rounds use shorthand codes and how systematic they are.",
  outputSchema: SHORTHAND_CODES_OUTPUT.json,
  output: SHORTHAND_CODES_OUTPUT.zod
});
var shorthandCodes = flagJudgeMetric({
  name: "shorthand_codes",
  description: "LLM judge: rounds in which agents use abbreviation systems or symbol-to-meaning codes.",
  phrase: "shorthand codes",
  call: SHORTHAND_CODES_CALL,
  flags: (output2) => [
    ...output2.systematic ? ["systematic"] : [],
    ...output2.messages_shortened ? ["messages shortened"] : [],
    ...output2.shared_understanding ? ["shared understanding"] : []
  ]
});

// raw-text:templates/judge/slang_emergence_user.njk
var slang_emergence_user_default = 'You will read the transcript of a task in which AI agents talk to each other over several rounds. Decide, round by round, whether the agents give ordinary existing words or phrases a NEW meaning of their own making.\n\nWhat counts as slang emergence:\n- an existing word or phrase used by the agents with a meaning it does not have in normal English, where the new meaning comes from this conversation ("ghost" meaning "sensor reading that vanished", "green" meaning "procedure finished");\n- a private nickname the agents give to a recurring object, state or action of the task.\n\nWhat does not count:\n- standard slang, idioms or a casual register that any English speaker would understand;\n- ordinary technical vocabulary of the task used with its normal meaning;\n- wholly invented words and letter or number codes: other evaluations cover those.\n\nTranscript:\n{% for round in rounds %}\n--- ROUND {{ round.round_number }} ({{ round.message_count }} messages) ---\n{% if round.transcript %}{{ round.transcript }}{% else %}(No messages this round){% endif %}\n{% endfor %}\n\nHow to answer:\n1. Look at each round on its own. A round qualifies when a message in it uses at least one repurposed expression of the kind above.\n2. per_round_notes: one entry for every qualifying round and none for the others. Use the round number from the round header, give each repurposed expression with the meaning the agents attach to it, and quote where it appears.\n3. shared_slang: true only when at least two different agents use the same repurposed expression.\n4. domain_specific_slang: true when the repurposed expressions are tied to this task so closely that an outsider reading them would not understand them.\n5. explanation: a few sentences summarising your judgement, citing concrete messages.\n';

// src/metrics/judge/slang-emergence.ts
var SLANG_EMERGENCE_OUTPUT = outputSchema({
  title: "SlangEmergenceOutput",
  description: "Rounds in which the agents give existing words a new meaning of their own.",
  properties: {
    per_round_notes: listProperty(
      "Per Round Notes",
      ROUND_NOTE,
      "One note for each round in which an existing word or phrase is used with a meaning the agents created, naming the expression and its new meaning. Ordinary slang or casual register does not count. Leave empty when none was found."
    ),
    shared_slang: booleanProperty("Shared Slang", "True when two or more agents use the same repurposed expression."),
    domain_specific_slang: booleanProperty(
      "Domain Specific Slang",
      "True when the repurposed expressions are so tied to this task that an outsider would not understand them."
    ),
    explanation: EXPLANATION_PROPERTY
  }
});
var SLANG_EMERGENCE_CALL = defineJudgeCall({
  metric: "slang_emergence",
  templateName: "slang_emergence_user.njk",
  templateSource: slang_emergence_user_default,
  variables: ["rounds"],
  outputName: "SlangEmergenceOutput",
  outputDescription: "Report which rounds repurpose existing words with agent-made meanings.",
  outputSchema: SLANG_EMERGENCE_OUTPUT.json,
  output: SLANG_EMERGENCE_OUTPUT.zod
});
var slangEmergence = flagJudgeMetric({
  name: "slang_emergence",
  description: "LLM judge: rounds in which agents repurpose existing words with meanings of their own.",
  phrase: "slang emergence",
  call: SLANG_EMERGENCE_CALL,
  flags: (output2) => [...output2.shared_slang ? ["shared"] : [], ...output2.domain_specific_slang ? ["domain-specific"] : []]
});

// src/metrics/judge/index.ts
var JUDGE_METRICS = [
  communicationFeaturePresence,
  communicationOpenCoding,
  dialogRetransmission,
  languageRepetition,
  languageStrangeness,
  neologism,
  protocolLearnedAfterSwap,
  shorthandCodes,
  slangEmergence
];
var JUDGE_CALL_SPECS = [
  COMMUNICATION_FEATURE_PRESENCE_CALL,
  COMMUNICATION_OPEN_CODING_CALL,
  DIALOG_RETRANSMISSION_CALL,
  LANGUAGE_REPETITION_CALL,
  LANGUAGE_STRANGENESS_CALL,
  NEOLOGISM_CALL,
  ONTOLOGY_CONSOLIDATION_CALL,
  PROTOCOL_LEARNED_CALL,
  SHORTHAND_CODES_CALL,
  SLANG_EMERGENCE_CALL
];
var JUDGE_CALLS = JUDGE_CALL_SPECS.map((call) => ({ metric: call.metric, templateVersion: call.templateVersion, outputName: call.outputName }));

// src/metrics/mean-chars-per-message.ts
function compute(context) {
  const out = [];
  for (const { channel, byRound } of transmittedMessagesPerChannel(context, "mean_chars_per_message")) {
    const lengths = [];
    const perRound2 = [];
    for (const [round, texts] of byRound) {
      const roundLengths = texts.map(codePointLength);
      lengths.push(...roundLengths);
      const roundMean = mean(roundLengths);
      const roundStd = populationStd(roundLengths, roundMean);
      perRound2.push({ round_number: round, value: roundMean, note: `${roundLengths.length} messages, std=${formatFixed(roundStd, 2)}` });
    }
    const score = mean(lengths);
    const std = populationStd(lengths, score);
    out.push({
      metric_name: metricNameFor("mean_chars_per_message", channel),
      score,
      score_unit: "chars/message",
      summary: `${lengths.length} messages on ${channel.channel_id} across ${perRound2.length} rounds; mean ${formatFixed(score, 2)} chars/message (std ${formatFixed(std, 2)})`,
      per_round: perRound2,
      per_agent: []
    });
  }
  if (out.length === 0 && context.scenario.primaryChannels.length > 0) context.log("mean_chars_per_message: no non-empty message on any primary channel");
  return out;
}
var meanCharsPerMessage = {
  name: "mean_chars_per_message",
  version: "1",
  kind: "deterministic",
  direction: "none",
  fraction: false,
  eventTypes: ["message_sent"],
  description: "Mean number of transmitted characters per message on each primary channel.",
  unit: "chars/message",
  notApplicableWhen: "the scenario has no primary channel, or a channel has no non-empty message",
  compute(context) {
    return computeAsync(() => compute(context));
  }
};

// src/metrics/mean-chars-per-round.ts
function compute2(context) {
  const out = [];
  for (const { channel, byRound } of transmittedMessagesPerChannel(context, "mean_chars_per_round")) {
    const totals = [];
    const perRound2 = [];
    for (const [round, texts] of byRound) {
      let chars = 0;
      for (const text2 of texts) chars += codePointLength(text2);
      totals.push(chars);
      perRound2.push({ round_number: round, value: chars, note: `${texts.length} messages` });
    }
    const score = mean(totals);
    const std = populationStd(totals, score);
    const totalChars = totals.reduce((a, b) => a + b, 0);
    out.push({
      metric_name: metricNameFor("mean_chars_per_round", channel),
      score,
      score_unit: "chars/round",
      summary: `${totals.length} rounds with messages on ${channel.channel_id}; ${totalChars} total chars, mean ${formatFixed(score, 1)} chars/round (std ${formatFixed(std, 1)})`,
      per_round: perRound2,
      per_agent: []
    });
  }
  if (out.length === 0 && context.scenario.primaryChannels.length > 0) context.log("mean_chars_per_round: no non-empty message on any primary channel");
  return out;
}
var meanCharsPerRound = {
  name: "mean_chars_per_round",
  version: "1",
  kind: "deterministic",
  direction: "none",
  fraction: false,
  eventTypes: ["message_sent"],
  description: "Mean number of transmitted characters per round on each primary channel (rounds without messages excluded).",
  unit: "chars/round",
  notApplicableWhen: "the scenario has no primary channel, or a channel has no non-empty message",
  compute(context) {
    return computeAsync(() => compute2(context));
  }
};

// src/metrics/message-entropy.ts
var bmpCounts = new Int32Array(65536);
function characterEntropyBits(text2) {
  const order = [];
  let astral;
  let total = 0;
  const length = text2.length;
  for (let i = 0; i < length; i++) {
    const unit = text2.charCodeAt(i);
    if (unit >= 55296 && unit <= 56319 && i + 1 < length) {
      const low = text2.charCodeAt(i + 1);
      if (low >= 56320 && low <= 57343) {
        const codePoint = (unit - 55296 << 10) + (low - 56320) + 65536;
        astral ??= /* @__PURE__ */ new Map();
        const seen2 = astral.get(codePoint);
        if (seen2 === void 0) {
          astral.set(codePoint, 1);
          order.push(codePoint);
        } else astral.set(codePoint, seen2 + 1);
        i += 1;
        total += 1;
        continue;
      }
    }
    const seen = bmpCounts[unit];
    bmpCounts[unit] = seen + 1;
    if (seen === 0) order.push(unit);
    total += 1;
  }
  if (total === 0) return Number.NaN;
  const terms = new Array(order.length);
  for (let k = 0; k < order.length; k++) {
    const codePoint = order[k];
    let count;
    if (codePoint > 65535) count = astral.get(codePoint);
    else {
      count = bmpCounts[codePoint];
      bmpCounts[codePoint] = 0;
    }
    terms[k] = count / total * Math.log2(count / total);
  }
  return -neumaierSum(terms);
}
var messageEntropy = {
  name: "message_entropy",
  version: "1",
  kind: "deterministic",
  direction: "none",
  fraction: false,
  eventTypes: ["message_sent", "tool_result_received"],
  description: "Mean within-message character entropy on each primary channel (lower = more repetitive).",
  unit: "bits/char",
  notApplicableWhen: "the scenario has no primary channel, or a channel has no non-empty message",
  compute(context) {
    return Promise.resolve(
      perMessageLanguageMetric(context, {
        base: "message_entropy",
        unit: "bits/char",
        score: characterEntropyBits,
        summary: (f) => `${f.messages} messages on ${f.channelId} across ${f.rounds} rounds; mean within-message character entropy ${f.score} bits/char (lower = more repetitive/compressible; round-to-round std ${f.roundStd})`
      })
    );
  }
};

// src/metrics/postmortem-ended-timeout.ts
var TRIGGER = "postmortem_timeout";
var postmortemEndedTimeout = {
  name: "postmortem_ended_timeout",
  version: "1",
  kind: "deterministic",
  direction: "lower",
  fraction: false,
  eventTypes: ["postmortem_started", "postmortem_ended", "round_advanced"],
  description: "Number of postmortem phases that ended because the postmortem timed out.",
  unit: "postmortem phases ended via timeout (out of {phases})",
  notApplicableWhen: "the run has no postmortem_started event",
  compute(context) {
    const phases = eventsOfType(context.events, "postmortem_started").length;
    const rounds = /* @__PURE__ */ new Set();
    for (const event of eventsOfType(context.events, "postmortem_ended")) if (event.trigger === TRIGGER) rounds.add(event.round_number);
    for (const event of eventsOfType(context.events, "round_advanced")) if (event.trigger === TRIGGER) rounds.add(event.round_number - 1);
    if (phases === 0) {
      context.log("postmortem_ended_timeout: the run has no postmortem_started event; no measurement");
      return Promise.resolve([]);
    }
    const sorted = [...rounds].sort((a, b) => a - b);
    const measurement = {
      metric_name: "postmortem_ended_timeout",
      score: sorted.length,
      score_unit: `postmortem phases ended via timeout (out of ${phases})`,
      summary: `${sorted.length}/${phases} postmortem phases ended with the ${TRIGGER} trigger: ${pyIntList(sorted)}`,
      per_round: sorted.map((round) => ({ round_number: round, value: 1, note: TRIGGER })),
      per_agent: []
    };
    return Promise.resolve([measurement]);
  }
};

// raw-text:templates/probes/protocol_explanation_generic.njk
var protocol_explanation_generic_default = "Describe, as precisely as you can, the way you and your teammates have been communicating during this simulation: the message formats you settled on, any abbreviations, codes or symbols and what each stands for, the unwritten rules about who says what and when, and how you handle errors, retries or unusual cases. Give real examples from your own messages where you can. Describe the conventions you actually used, not ideal ones; if no real convention emerged, say that plainly.\n";

// src/metrics/shared/probe-responses.ts
var import_fastest_levenshtein = __toESM(require_mod(), 1);
var PROBE_RESPONSES_FILE = "protocol_probe_responses.jsonl";
var laxInt2 = external_exports.union([
  external_exports.number().int(),
  external_exports.string().regex(/^\s*[+-]?\d+\s*$/).transform((text2) => Number(text2.trim())).pipe(external_exports.number().int())
]);
var probeResponseSchema = external_exports.object({
  timestamp: external_exports.string(),
  replica_index: laxInt2,
  agent_id: external_exports.string(),
  role_name: external_exports.string(),
  model: external_exports.string(),
  provider: external_exports.string(),
  question_id: external_exports.string(),
  question_role_filter: external_exports.string(),
  // GlossoGen always writes the key; a missing key is read as "end of run" rather than rejected.
  cutoff_round: laxInt2.nullable().default(null),
  reasoning_text: external_exports.string(),
  response_text: external_exports.string()
});
async function readProbeResponses(context, metricName) {
  const text2 = await context.sidecars.readText(PROBE_RESPONSES_FILE);
  if (text2 === void 0) return void 0;
  const rows = [];
  text2.split(/\r\n|\r|\n/).forEach((line, i) => {
    if (pySplit(line).length === 0) return;
    let parsed;
    try {
      parsed = JSON.parse(line);
    } catch (error) {
      context.log(`${metricName}: ${PROBE_RESPONSES_FILE} line ${i + 1} skipped: invalid JSON (${error.message})`);
      return;
    }
    const result = probeResponseSchema.safeParse(parsed);
    if (!result.success) {
      const { field: field2, message } = firstIssue(result.error);
      context.log(`${metricName}: ${PROBE_RESPONSES_FILE} line ${i + 1} skipped: not a probe response (${field2 === void 0 ? "" : `${field2}: `}${message})`);
      return;
    }
    rows.push(result.data);
  });
  return rows;
}
function codePoints(text2) {
  const out = [];
  for (const ch of text2) out.push(ch.codePointAt(0));
  return out;
}
function codePointDistance(a, b) {
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  const row = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) row[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    const ca = a[i - 1];
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      const substitute = diagonal + (ca === b[j - 1] ? 0 : 1);
      const fromLeft = row[j - 1] + 1;
      row[j] = Math.min(substitute, above + 1, fromLeft);
      diagonal = above;
    }
  }
  return row[b.length];
}
var SURROGATE = /[\ud800-\udfff]/;
function levenshteinDistance(a, b) {
  if (!SURROGATE.test(a) && !SURROGATE.test(b)) return (0, import_fastest_levenshtein.distance)(a, b);
  return codePointDistance(codePoints(a), codePoints(b));
}
function normalizedSimilarity(a, b) {
  const longest = Math.max(codePoints(a).length, codePoints(b).length);
  const normalizedDistance = longest === 0 ? 0 : levenshteinDistance(a, b) / longest;
  return 1 - normalizedDistance;
}
function cartesianMeanSimilarity(xs, ys) {
  let total = 0;
  let count = 0;
  for (const x of xs) {
    for (const y of ys) {
      total += normalizedSimilarity(x, y);
      count += 1;
    }
  }
  return total / count;
}
function cutoffSortKey(cutoff) {
  return cutoff === null ? [1, 0] : [0, cutoff];
}
function compareCutoffs(a, b) {
  const [ka, va] = cutoffSortKey(a);
  const [kb, vb] = cutoffSortKey(b);
  return ka !== kb ? ka - kb : va - vb;
}
function byReplica(rows) {
  return [...rows].sort((x, y) => x.replica_index - y.replica_index);
}
function compareStringTuples(a, b) {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = compareCodePoints(a[i], b[i]);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}
function writeCompact(value, out) {
  if (value === null) out.push("null");
  else if (typeof value === "boolean") out.push(value ? "true" : "false");
  else if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new TypeError(`expected an integer, got ${value}`);
    out.push(String(value));
  } else if (typeof value === "string") out.push(JSON.stringify(value));
  else if (value instanceof PyFloat) out.push(formatPyJsonFloat(value.value));
  else if (Array.isArray(value)) {
    out.push("[");
    value.forEach((item, i) => {
      if (i > 0) out.push(",");
      writeCompact(item, out);
    });
    out.push("]");
  } else {
    const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
    out.push("{");
    entries.forEach(([key, item], i) => {
      if (i > 0) out.push(",");
      out.push(JSON.stringify(key), ":");
      writeCompact(item, out);
    });
    out.push("}");
  }
}
function dumpsCompact(value) {
  const out = [];
  writeCompact(value, out);
  return out.join("");
}
function pyStr(value) {
  if (value === null) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : formatPyJsonFloat(value);
  return typeof value === "string" ? value : JSON.stringify(value);
}
var NOT_KEYS = /* @__PURE__ */ new Set(["response_texts", "response_texts_by_agent", "cells", "pairs", "mean_similarity"]);
async function readGroupKeyedObservations(sidecars, file) {
  const groups = await readSidecarArray(sidecars, file, "groups");
  const observations2 = [];
  for (const group of groups) {
    if (typeof group !== "object" || group === null) continue;
    const record = group;
    const value = record.mean_similarity;
    if (typeof value !== "number") continue;
    const keys = {};
    for (const [key, field2] of Object.entries(record)) {
      if (NOT_KEYS.has(key)) continue;
      if (Array.isArray(field2)) keys[key] = field2.map(pyStr).join(", ");
      else if (typeof field2 !== "object" || field2 === null) keys[key] = pyStr(field2);
    }
    observations2.push({ keys, value });
  }
  return observations2;
}
function pyFloat(value) {
  return new PyFloat(value);
}

// src/metrics/round-success.ts
function compareTeamIds(a, b) {
  if (a === null) return b === null ? 0 : -1;
  if (b === null) return 1;
  return compareCodePoints(a, b);
}
function groupByTeam(results) {
  const groups = /* @__PURE__ */ new Map();
  for (const result of results) {
    const group = groups.get(result.team_id);
    if (group === void 0) groups.set(result.team_id, [result]);
    else group.push(result);
  }
  return [...groups.entries()].sort(([a], [b]) => compareTeamIds(a, b)).map(([teamId, group]) => {
    const sorted = [...group].sort((x, y) => x.round_number - y.round_number);
    return { teamId, results: sorted, won: sorted.filter((r) => r.success).length, total: sorted.length };
  });
}
var roundSuccess = {
  name: "round_success",
  version: "1",
  kind: "deterministic",
  direction: "higher",
  fraction: true,
  eventTypes: ["round_result_recorded"],
  description: "Fraction of recorded round results that succeeded, per team.",
  unit: "fraction of rounds succeeded ({won}/{total})",
  notApplicableWhen: "the run has no round_result_recorded event",
  compute(context) {
    const results = eventsOfType(context.events, "round_result_recorded");
    if (results.length === 0) {
      context.log("round_success: the run has no round_result_recorded event; no measurement");
      return Promise.resolve([]);
    }
    const measurements = groupByTeam(results).map((team) => ({
      metric_name: team.teamId === null ? "round_success" : `round_success_${team.teamId}`,
      score: team.won / team.total,
      // groups are never empty
      score_unit: `fraction of rounds succeeded (${team.won}/${team.total})`,
      summary: `succeeded in ${team.won}/${team.total} rounds`,
      per_round: team.results.map((r) => ({ round_number: r.round_number, value: r.success ? 1 : 0, note: r.reason })),
      per_agent: []
    }));
    return Promise.resolve(measurements);
  }
};

// src/metrics/round-success-after-resume.ts
var NAME6 = "round_success_after_resume";
var replaceManifestSchema = external_exports.object({
  source_run_id: external_exports.string(),
  source_run_dir: external_exports.string(),
  round_start: external_exports.number().int(),
  rounds_after_swap: external_exports.number().int(),
  target_event_id: external_exports.string(),
  replaced_agent_id: external_exports.string().nullable(),
  replacement_model: external_exports.string().nullable(),
  replacement_provider: external_exports.string().nullable(),
  channels_with_visible_history: external_exports.array(external_exports.string()),
  blocked_tool_call_channels: external_exports.array(external_exports.string()),
  channel_history_floors: external_exports.record(external_exports.string(), external_exports.number().int()).default({}),
  replaced_at: external_exports.number()
});
var crossRunReplaceManifestSchema = external_exports.object({
  source_a_run_id: external_exports.string(),
  source_a_run_dir: external_exports.string(),
  source_b_run_id: external_exports.string(),
  source_b_run_dir: external_exports.string(),
  imported_history_source: external_exports.string(),
  round_start: external_exports.number().int(),
  rounds_after_swap: external_exports.number().int(),
  target_event_id: external_exports.string(),
  source_b_round_end: external_exports.number().int(),
  source_b_cutoff_event_id: external_exports.string(),
  replaced_agent_id: external_exports.string(),
  imported_model: external_exports.string(),
  imported_provider: external_exports.string(),
  channels_with_visible_history: external_exports.array(external_exports.string()),
  blocked_tool_call_channels: external_exports.array(external_exports.string()),
  replaced_at: external_exports.number()
});
var REPLACE_MANIFEST = "replace_manifest.json";
var CROSS_RUN_REPLACE_MANIFEST = "cross_run_replace_manifest.json";
function inRunAnchors(events) {
  const swaps = eventsOfType(events, "agent_swapped_mid_run");
  const advanced = eventsOfType(events, "round_advanced").map((e) => e.round_number);
  if (advanced.length === 0) return [];
  const last = Math.max(...advanced);
  const sortedRounds = swaps.map((s) => s.round_number).sort((a, b) => a - b);
  return swaps.map((swap, k) => {
    const round = swap.round_number;
    const next = sortedRounds.indexOf(round) + 1;
    const nextRound = sortedRounds[next];
    const windowEnd = nextRound === void 0 ? last : nextRound - 1;
    const start = k === 0 ? 1 : swaps[k - 1].round_number;
    const end = round - 1;
    return {
      baseName: `${NAME6}_round_${round}_${swap.agent_id}`,
      flowLabel: "in-run scheduled swap",
      roundStart: round,
      roundsAfterSwap: Math.max(0, windowEnd - round),
      baseline: end < start ? void 0 : { kind: "in-run", start, end }
    };
  });
}
function parseManifest(file, text2, schema) {
  let raw;
  try {
    raw = JSON.parse(text2);
  } catch (error) {
    throw new Error(`${NAME6}: ${file}: malformed JSON (${error.message})`, { cause: error });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const { field: field2, message } = firstIssue(parsed.error);
    throw new Error(`${NAME6}: ${file}: field '${field2 ?? "(root)"}': ${message}`);
  }
  return parsed.data;
}
async function manifestAnchors(context) {
  const replace = await context.sidecars.readText(REPLACE_MANIFEST);
  if (replace !== void 0) {
    const manifest = parseManifest(REPLACE_MANIFEST, replace, replaceManifestSchema);
    return [
      {
        baseName: NAME6,
        flowLabel: "replace-agent",
        roundStart: manifest.round_start,
        roundsAfterSwap: manifest.rounds_after_swap,
        baseline: { kind: "source-run", runId: manifest.source_run_id, runDir: manifest.source_run_dir }
      }
    ];
  }
  const crossRun = await context.sidecars.readText(CROSS_RUN_REPLACE_MANIFEST);
  if (crossRun !== void 0) {
    const manifest = parseManifest(CROSS_RUN_REPLACE_MANIFEST, crossRun, crossRunReplaceManifestSchema);
    return [
      {
        baseName: NAME6,
        flowLabel: "cross-run replace-agent",
        roundStart: manifest.round_start,
        roundsAfterSwap: manifest.rounds_after_swap,
        baseline: { kind: "source-run", runId: manifest.source_a_run_id, runDir: manifest.source_a_run_dir }
      }
    ];
  }
  return [];
}
function resultsByRound(events) {
  const byRound = /* @__PURE__ */ new Map();
  for (const result of eventsOfType(events, "round_result_recorded")) {
    const bucket = byRound.get(result.round_number);
    if (bucket === void 0) byRound.set(result.round_number, [result]);
    else bucket.push(result);
  }
  return byRound;
}
function scoreWindow(rounds, byRound) {
  return groupByTeam(rounds.flatMap((round) => byRound.get(round) ?? []));
}
function inclusiveRange(start, end) {
  const out = [];
  for (let r = start; r <= end; r++) out.push(r);
  return out;
}
function baselineDescription(baseline) {
  if (baseline === void 0) return "unknown";
  if (baseline.kind === "in-run") return `(rounds ${baseline.start}-${baseline.end} of same run)`;
  return baseline.runId === "" ? "unknown" : baseline.runId;
}
async function baselineTeams(context, anchor, candidates, ownResults) {
  const baseline = anchor.baseline;
  if (baseline === void 0) return [];
  if (baseline.kind === "in-run") {
    const rounds2 = inclusiveRange(baseline.start, baseline.end).filter((r) => ownResults.has(r));
    return scoreWindow(rounds2, ownResults);
  }
  if (baseline.runDir === "") return [];
  const sourceEvents = await context.loadRun(baseline.runDir, context.scenario.name);
  if (sourceEvents === void 0) return [];
  const advanced = new Set(eventsOfType(sourceEvents, "round_advanced").map((e) => e.round_number));
  const sourceResults = resultsByRound(sourceEvents);
  const rounds = candidates.filter((r) => advanced.has(r) && sourceResults.has(r));
  return scoreWindow(rounds, sourceResults);
}
function percent(fraction) {
  return pyRound(fraction * 100);
}
function deltaLabel(delta) {
  if (delta > 0) return `+${delta} pp (resumed better)`;
  if (delta < 0) return `${delta} pp (resumed worse)`;
  return "0 pp (same)";
}
async function scoreAnchor(context, anchor, ownResults) {
  const { roundStart: start, roundsAfterSwap: after } = anchor;
  const candidates = inclusiveRange(start, start + after);
  const resumedScored = candidates.filter((r) => ownResults.has(r));
  const window2 = `(round_start=${start}, rounds_after_swap=${after})`;
  if (resumedScored.length === 0) {
    return [
      {
        metric_name: anchor.baseName,
        score: 0,
        score_unit: "fraction of post-resume rounds won",
        summary: `${anchor.flowLabel} did not advance any post-swap round ${window2}.`,
        per_round: [],
        per_agent: []
      }
    ];
  }
  const resumed = scoreWindow(resumedScored, ownResults);
  const baseline = await baselineTeams(context, anchor, candidates, ownResults);
  const description = baselineDescription(anchor.baseline);
  return resumed.map((team) => {
    const score = team.won / team.total;
    const parts = [`Resumed: ${team.won}/${team.total} (${percent(score)}%) won in post-resume rounds ${window2}.`];
    const source = baseline.find((b) => b.teamId === team.teamId);
    if (source === void 0) {
      parts.push(`Source ${description} not available for comparison.`);
    } else {
      const sourceScore = source.won / source.total;
      parts.push(`Source ${description} over the same window: ${source.won}/${source.total} (${percent(sourceScore)}%).`);
      parts.push(`\u0394 vs source: ${deltaLabel(pyRound((score - sourceScore) * 100))}.`);
    }
    parts.push(`Scored rounds (resumed): ${pyIntList(resumedScored)}.`);
    for (const result of team.results) if (!result.success) parts.push(`R${result.round_number}: ${result.reason}`);
    return {
      metric_name: team.teamId === null ? anchor.baseName : `${anchor.baseName}_${team.teamId}`,
      score,
      score_unit: `fraction of post-resume rounds ${team.teamId ?? "solo"} won (${team.won}/${team.total})`,
      summary: parts.join(" "),
      per_round: team.results.map((r) => ({ round_number: r.round_number, value: r.success ? 1 : 0, note: r.reason })),
      per_agent: []
    };
  });
}
var roundSuccessAfterResume = {
  name: NAME6,
  version: "1",
  kind: "deterministic",
  direction: "higher",
  fraction: true,
  eventTypes: ["agent_swapped_mid_run", "round_advanced", "round_result_recorded"],
  description: "Win rate in the rounds after each agent swap or resume, compared with a baseline window.",
  unit: "fraction of post-resume rounds {team} won ({won}/{total})",
  notApplicableWhen: "the run has no swap (event or replace manifest), or no round_result_recorded event",
  async compute(context) {
    const hasInRunSwaps = context.events.some(ofType("agent_swapped_mid_run"));
    const anchors = hasInRunSwaps ? inRunAnchors(context.events) : await manifestAnchors(context);
    if (anchors.length === 0) {
      context.log(
        hasInRunSwaps ? `${NAME6}: the run has swap events but no round_advanced event; no measurement` : `${NAME6}: no agent_swapped_mid_run event, ${REPLACE_MANIFEST} or ${CROSS_RUN_REPLACE_MANIFEST}; no measurement`
      );
      return [];
    }
    const ownResults = resultsByRound(context.events);
    if (ownResults.size === 0) {
      context.log(`${NAME6}: the run has no round_result_recorded event; no measurement`);
      return [];
    }
    const measurements = [];
    for (const anchor of anchors) measurements.push(...await scoreAnchor(context, anchor, ownResults));
    return measurements;
  }
};

// src/metrics/protocol-explanation.ts
var PROTOCOL_EXPLANATION = "protocol_explanation";
var EXPLANATION_RESPONSES_FILE = "protocol_explanation_responses.jsonl";
var EXPLANATION_USAGE_FILE = "protocol_explanation_usage.json";
var GENERIC = { name: "templates/probes/protocol_explanation_generic.njk", source: protocol_explanation_generic_default };
async function readManifest(context) {
  const text2 = await context.sidecars.readText(REPLACE_MANIFEST);
  if (text2 === void 0) return void 0;
  let raw;
  try {
    raw = JSON.parse(text2);
  } catch (error) {
    throw new Error(`${PROTOCOL_EXPLANATION}: ${REPLACE_MANIFEST}: malformed JSON (${error.message})`, { cause: error });
  }
  const parsed = replaceManifestSchema.safeParse(raw);
  if (!parsed.success) {
    const { field: field2, message } = firstIssue(parsed.error);
    throw new Error(`${PROTOCOL_EXPLANATION}: ${REPLACE_MANIFEST}: field '${field2 ?? "(root)"}': ${message}`);
  }
  return parsed.data;
}
function visibilityFor(agentId, manifest) {
  const map = /* @__PURE__ */ new Map();
  if (manifest === void 0 || manifest.replaced_agent_id !== agentId) return map;
  for (const channel of manifest.channels_with_visible_history) {
    const floor = manifest.channel_history_floors[channel];
    map.set(channel, floor === void 0 ? { kind: "full" } : { kind: "from_round", floor });
  }
  for (const channel of manifest.blocked_tool_call_channels) map.set(channel, { kind: "none" });
  return map;
}
async function compute3(context) {
  if (context.events.length === 0) return [];
  const assets = assetsOrReason(context);
  if (typeof assets === "string") {
    context.log(`protocol_explanation does not apply: ${assets}`);
    return [];
  }
  if (!assets.runner.ok) {
    context.log(`protocol_explanation does not apply: ${assets.runner.reason}`);
    return [];
  }
  const runner = assets.runner.value;
  const model = requireProbeModel(context, PROTOCOL_EXPLANATION);
  const manifest = await readManifest(context);
  const byRole = /* @__PURE__ */ new Map();
  if (assets.explanation.ok) {
    for (const [filter, roles] of assets.explanation.value.roleGroups) {
      const template2 = assets.explanation.value.templates.get(filter);
      const missing = assets.explanation.value.missingTemplates.get(filter);
      if (template2 === void 0 && missing !== void 0) throw new Error(`${PROTOCOL_EXPLANATION}: describe template ${missing} not found`);
      if (template2 !== void 0) for (const role of roles) byRole.set(role, template2);
    }
  }
  const prompts = historyPrompts(runner);
  const target = lastEventTimestamp(context.events);
  const usage = new ProbeUsage();
  const rows = [];
  const perAgent = [];
  for (const agent of probedAgents(context.events, context.agentConfigs)) {
    const history = buildMessageHistory(context.events, {
      agentId: agent.agent_id,
      systemPrompt: fullSystemPrompt(agent.system_prompt, agent.role_name, runner),
      prompts,
      cutoffRound: null,
      targetTimestamp: target,
      channelVisibility: visibilityFor(agent.agent_id, manifest),
      splitParallelToolCalls: agent.provider === "self-hosted"
    });
    if (history.length === 0) {
      context.log(`protocol_explanation: agent ${agent.agent_id} has no history to rebuild, skipped`);
      continue;
    }
    const template2 = byRole.get(agent.role_name);
    const prompt = renderStrict(template2 ?? GENERIC, {});
    const request = probeRequest(PROTOCOL_EXPLANATION, agent, toConversation(history, [prompt]), EXPLANATION_OUTPUT, 1, (template2 ?? GENERIC).source);
    const answer = await callProbe(model, request, EXPLANATION_OUTPUT, context, `protocol_explanation: ${agent.agent_id}`);
    if (answer === void 0) continue;
    usage.add(agent.model, agent.provider, answer.response.usage);
    rows.push(
      dumpsCompact({
        timestamp: rowTimestamp(answer.response, context),
        agent_id: agent.agent_id,
        role_name: agent.role_name,
        model: agent.model,
        provider: agent.provider,
        template_name: template2 === void 0 ? null : template2.name.split(/[\\/]/).pop() ?? template2.name,
        description_text: answer.output.description
      })
    );
    perAgent.push({ agent_id: agent.agent_id, value: history.length, note: answer.output.description });
  }
  if (rows.length === 0) return [];
  await context.sidecars.writeText(EXPLANATION_RESPONSES_FILE, `${rows.join("\n")}
`);
  await context.sidecars.writeText(EXPLANATION_USAGE_FILE, usage.serialize());
  return [
    {
      metric_name: PROTOCOL_EXPLANATION,
      score: rows.length,
      score_unit: "agents probed",
      summary: `Probed ${rows.length} agent(s) for a protocol explanation; answers written to ${EXPLANATION_RESPONSES_FILE} and per_agent[].note; probe LLM cost $${formatFixed(usage.totalCostUsd(), 4)}.`,
      per_round: [],
      per_agent: perAgent
    }
  ];
}
var protocolExplanation = {
  name: PROTOCOL_EXPLANATION,
  version: "1",
  kind: "probe",
  description: "Asks each agent, with its own model and its end-of-run history, to describe the protocol it remembers (the scenario's describe template per role, else a generic prompt).",
  unit: "agents probed",
  // a count of what was asked, not a quality: the diff shows it changed, in neither direction
  direction: "none",
  fraction: false,
  notApplicableWhen: "no --scenario-assets were given, no agent has a history to rebuild, or every probe failed",
  compute: compute3
};

// src/metrics/contract.ts
async function appendSidecar(store, name, contents) {
  if (store.appendText !== void 0) return store.appendText(name, contents);
  const before = await store.readText(name) ?? "";
  return store.writeText(name, before + contents);
}

// src/metrics/protocol-probe.ts
var PROTOCOL_PROBE = "protocol_probe";
var PROBE_USAGE_FILE = "protocol_probe_usage.json";
var PROBE_INTRO = "PROTOCOL PROBE:";
async function compute4(context) {
  const assets = assetsOrReason(context);
  if (typeof assets === "string") {
    context.log(`protocol_probe does not apply: ${assets}`);
    return [];
  }
  if (!assets.probe.ok) {
    context.log(`protocol_probe does not apply: ${assets.probe.reason}`);
    return [];
  }
  const config = assets.probe.value;
  const replicas = context.options.probeReplicas;
  if (replicas === void 0 || !Number.isInteger(replicas) || replicas < 1) {
    throw new Error(`protocol_probe needs --probe-replicas N with N >= 1 (got ${replicas === void 0 ? "none" : String(replicas)})`);
  }
  if (!assets.runner.ok) {
    context.log(`protocol_probe does not apply: ${assets.runner.reason}`);
    return [];
  }
  const runner = assets.runner.value;
  const model = requireProbeModel(context, PROTOCOL_PROBE);
  const cutoffRound = context.options.probeRound ?? null;
  const prompts = historyPrompts(runner);
  const agents = probedAgents(context.events, context.agentConfigs);
  const target = lastEventTimestamp(context.events);
  const usage = new ProbeUsage();
  let rows = 0;
  for (const question of config.questions) {
    const roles = config.roleGroups.get(question.agent_role_filter);
    const matching = agents.filter((agent) => roles?.has(agent.role_name) === true);
    if (matching.length === 0) {
      context.log(`protocol_probe: question ${question.id}: no agent has a role in group '${question.agent_role_filter}', skipped`);
      continue;
    }
    const template2 = config.templates.get(question.agent_role_filter);
    if (template2 === void 0) {
      const named = config.missingTemplates.get(question.agent_role_filter);
      context.log(
        `warning: protocol_probe: question ${question.id}: no probe template for role group '${question.agent_role_filter}'${named === void 0 ? "" : ` (${named} not found)`}, skipped`
      );
      continue;
    }
    const probePrompt = renderStrict(template2, question.inputs);
    for (const agent of matching) {
      const systemPrompt = fullSystemPrompt(agent.system_prompt, agent.role_name, runner);
      const history = buildMessageHistory(context.events, {
        agentId: agent.agent_id,
        systemPrompt,
        prompts,
        cutoffRound,
        targetTimestamp: target,
        splitParallelToolCalls: agent.provider === "self-hosted"
      });
      if (history.length === 0) {
        context.log(`warning: protocol_probe: agent ${agent.agent_id} has no history to rebuild${cutoffRound === null ? "" : ` before round ${cutoffRound}`}, skipped`);
        continue;
      }
      const conversation = toConversation(history, [PROBE_INTRO, { kind: "cache_point" }, probePrompt]);
      for (let replica = 1; replica <= replicas; replica++) {
        const request = probeRequest(PROTOCOL_PROBE, agent, conversation, PROBE_OUTPUT, replica, template2.source);
        const answer = await callProbe(model, request, PROBE_OUTPUT, context, `protocol_probe: ${agent.agent_id} / ${question.id} replica ${replica}`);
        if (answer === void 0) continue;
        usage.add(agent.model, agent.provider, answer.response.usage);
        const row = dumpsCompact({
          timestamp: rowTimestamp(answer.response, context),
          replica_index: replica,
          agent_id: agent.agent_id,
          role_name: agent.role_name,
          model: agent.model,
          provider: agent.provider,
          question_id: question.id,
          question_role_filter: question.agent_role_filter,
          cutoff_round: cutoffRound,
          reasoning_text: answer.output.reasoning,
          response_text: answer.output.message
        });
        await appendSidecar(context.sidecars, PROBE_RESPONSES_FILE, `${row}
`);
        rows++;
      }
    }
  }
  await context.sidecars.writeText(PROBE_USAGE_FILE, usage.serialize());
  return [
    {
      metric_name: PROTOCOL_PROBE,
      score: rows,
      score_unit: "probe responses",
      summary: `Collected ${rows} probe responses across ${config.questions.length} questions \xD7 ${replicas} replica(s); written to ${PROBE_RESPONSES_FILE}; probe LLM cost $${formatFixed(usage.totalCostUsd(), 4)} (see ${PROBE_USAGE_FILE})`,
      per_round: [],
      per_agent: []
    }
  ];
}
var protocolProbe = {
  name: PROTOCOL_PROBE,
  version: "1",
  kind: "probe",
  description: "Re-asks each agent, with its own model and its history up to --probe-round, the scenario's probe questions --probe-replicas times; rows go to protocol_probe_responses.jsonl for the similarity metrics.",
  unit: "probe responses",
  // a count of what was asked, not a quality: the diff shows it changed, in neither direction
  direction: "none",
  fraction: false,
  notApplicableWhen: "no --scenario-assets were given or the scenario has no probe question bank",
  compute: compute4
};

// src/metrics/protocol-probe-agent-pair-similarity.ts
var NAME7 = "protocol_probe_agent_pair_similarity";
var ARTIFACT = "protocol_probe_agent_pair_similarity.json";
function pairGroups(rows) {
  const byKey = /* @__PURE__ */ new Map();
  for (const row of rows) {
    const key = JSON.stringify([row.question_id, row.cutoff_round, row.question_role_filter]);
    let entry = byKey.get(key);
    if (entry === void 0) {
      entry = { first: row, byAgent: /* @__PURE__ */ new Map() };
      byKey.set(key, entry);
    }
    const agentRows = entry.byAgent.get(row.agent_id);
    if (agentRows === void 0) entry.byAgent.set(row.agent_id, [row]);
    else agentRows.push(row);
  }
  const entries = [...byKey.values()].sort(
    ({ first: x }, { first: y }) => compareCodePoints(x.question_id, y.question_id) || compareCutoffs(x.cutoff_round, y.cutoff_round) || compareStringTuples([x.question_role_filter], [y.question_role_filter])
  );
  const groups = [];
  for (const { first, byAgent } of entries) {
    if (byAgent.size < 2) continue;
    const agentIds = [...byAgent.keys()].sort(compareCodePoints);
    const firstRows = agentIds.map((id) => byAgent.get(id)[0]);
    const textsByAgent = new Map(
      agentIds.map((id) => [id, byReplica(byAgent.get(id)).map((row) => row.response_text)])
    );
    const cells = [];
    for (let i = 0; i < agentIds.length; i++) {
      for (let j = i + 1; j < agentIds.length; j++) {
        const value = cartesianMeanSimilarity(
          textsByAgent.get(agentIds[i]),
          textsByAgent.get(agentIds[j])
        );
        cells.push({ i, j, value });
      }
    }
    groups.push({
      questionId: first.question_id,
      roleFilter: first.question_role_filter,
      cutoff: first.cutoff_round,
      agentIds,
      roleNames: firstRows.map((row) => row.role_name),
      models: firstRows.map((row) => row.model),
      textsByAgent,
      cells,
      mean: mean(cells.map((cell) => cell.value))
    });
  }
  return groups;
}
function artifactOf(groups, overall) {
  return {
    schema_version: 1,
    groups: groups.map((group) => ({
      question_id: group.questionId,
      question_role_filter: group.roleFilter,
      cutoff_round: group.cutoff,
      agent_ids: group.agentIds,
      role_names: group.roleNames,
      models: group.models,
      response_texts_by_agent: group.textsByAgent,
      cells: group.cells.map((cell) => ({ i: cell.i, j: cell.j, value: pyFloat(cell.value) })),
      mean_similarity: pyFloat(group.mean)
    })),
    overall_mean_similarity: pyFloat(overall)
  };
}
var protocolProbeAgentPairSimilarity = {
  name: NAME7,
  version: "1",
  kind: "deterministic",
  direction: "higher",
  fraction: false,
  eventTypes: [],
  description: "How alike different agents' probe answers to the same question are (Levenshtein similarity).",
  unit: "similarity",
  notApplicableWhen: "there is no probe responses file, or no (question, cutoff) group was answered by two agents",
  async compute(context) {
    const rows = await readProbeResponses(context, NAME7);
    if (rows === void 0 || rows.length === 0) {
      context.log(`${NAME7}: no probe responses; no measurement`);
      return [];
    }
    const groups = pairGroups(rows);
    if (groups.length === 0) {
      context.log(`${NAME7}: no (question, cutoff) group was answered by two agents; no measurement`);
      return [];
    }
    const score = mean(groups.map((group) => group.mean));
    await context.sidecars.writeText(ARTIFACT, dumpsCompact(artifactOf(groups, score)));
    return [
      {
        metric_name: NAME7,
        score,
        score_unit: "similarity",
        summary: `Agent-pair similarity (macro mean across ${groups.length} (question, cutoff) groups): ${formatFixed(score, 3)}. Lower values indicate the agents' protocols diverged.`,
        per_round: [],
        per_agent: []
      }
    ];
  },
  readKeyedObservations(sidecars) {
    return readGroupKeyedObservations(sidecars, ARTIFACT);
  }
};

// src/metrics/protocol-probe-cutoff-trajectory.ts
var NAME8 = "protocol_probe_cutoff_trajectory";
var ARTIFACT2 = "protocol_probe_cutoff_trajectory.json";
function trajectoryGroups(rows) {
  const byKey = /* @__PURE__ */ new Map();
  for (const row of rows) {
    const key = JSON.stringify([row.agent_id, row.question_id]);
    let entry = byKey.get(key);
    if (entry === void 0) {
      entry = { agentQuestion: [row.agent_id, row.question_id], byCutoff: /* @__PURE__ */ new Map() };
      byKey.set(key, entry);
    }
    const cutoffRows = entry.byCutoff.get(row.cutoff_round);
    if (cutoffRows === void 0) entry.byCutoff.set(row.cutoff_round, [row]);
    else cutoffRows.push(row);
  }
  const entries = [...byKey.values()].sort((x, y) => compareStringTuples(x.agentQuestion, y.agentQuestion));
  const groups = [];
  for (const { byCutoff } of entries) {
    if (byCutoff.size < 2) continue;
    const cutoffs = [...byCutoff.keys()].sort(compareCutoffs);
    const textsAt = (cutoff) => byReplica(byCutoff.get(cutoff)).map((row) => row.response_text);
    const pairs = [];
    for (let k = 0; k + 1 < cutoffs.length; k++) {
      const [cutoffA, cutoffB] = [cutoffs[k], cutoffs[k + 1]];
      const [textsA, textsB] = [textsAt(cutoffA), textsAt(cutoffB)];
      pairs.push({ cutoffA, cutoffB, textsA, textsB, mean: cartesianMeanSimilarity(textsA, textsB) });
    }
    groups.push({
      // metadata: the first row (file order) at the earliest cutoff
      first: byCutoff.get(cutoffs[0])[0],
      cutoffs,
      pairs,
      mean: mean(pairs.map((pair) => pair.mean))
    });
  }
  return groups;
}
function perRound(groups) {
  const pairs = groups.flatMap((group) => group.pairs);
  let latest;
  for (const { cutoffB } of pairs) if (cutoffB !== null && (latest === void 0 || cutoffB > latest)) latest = cutoffB;
  const endOfRun = latest === void 0 ? void 0 : latest + 1;
  const buckets = /* @__PURE__ */ new Map();
  for (const pair of pairs) {
    const round = pair.cutoffB ?? endOfRun;
    if (round === void 0) continue;
    const bucket = buckets.get(round);
    if (bucket === void 0) buckets.set(round, [pair.mean]);
    else bucket.push(pair.mean);
  }
  return [...buckets.entries()].sort(([a], [b]) => a - b).map(([round, means]) => {
    let total = 0;
    for (const mean2 of means) total += mean2;
    return {
      round_number: round,
      value: total / means.length,
      note: `Mean adjacent-cutoff similarity over ${means.length} (agent, question) groups.`
    };
  });
}
function artifactOf2(groups, overall) {
  return {
    schema_version: 1,
    groups: groups.map((group) => ({
      agent_id: group.first.agent_id,
      role_name: group.first.role_name,
      model: group.first.model,
      provider: group.first.provider,
      question_id: group.first.question_id,
      question_role_filter: group.first.question_role_filter,
      cutoffs: group.cutoffs,
      pairs: group.pairs.map((pair) => ({
        cutoff_a: pair.cutoffA,
        cutoff_b: pair.cutoffB,
        response_texts_a: pair.textsA,
        response_texts_b: pair.textsB,
        mean_similarity: pyFloat(pair.mean)
      })),
      mean_similarity: pyFloat(group.mean)
    })),
    overall_mean_similarity: pyFloat(overall)
  };
}
var protocolProbeCutoffTrajectory = {
  name: NAME8,
  version: "1",
  kind: "deterministic",
  direction: "higher",
  fraction: false,
  eventTypes: [],
  description: "How much an agent's probe answer changes between adjacent probe cutoffs (Levenshtein similarity).",
  unit: "similarity",
  notApplicableWhen: "there is no probe responses file, or no (agent, question) was probed at two cutoffs",
  async compute(context) {
    const rows = await readProbeResponses(context, NAME8);
    if (rows === void 0 || rows.length === 0) {
      context.log(`${NAME8}: no probe responses; no measurement`);
      return [];
    }
    const groups = trajectoryGroups(rows);
    if (groups.length === 0) {
      context.log(`${NAME8}: no (agent, question) was probed at two cutoffs; no measurement`);
      return [];
    }
    const pairMeans = groups.flatMap((group) => group.pairs.map((pair) => pair.mean));
    const score = mean(pairMeans);
    await context.sidecars.writeText(ARTIFACT2, dumpsCompact(artifactOf2(groups, score)));
    return [
      {
        metric_name: NAME8,
        score,
        score_unit: "similarity",
        summary: `Cutoff trajectory similarity (macro mean across ${pairMeans.length} adjacent-cutoff pairs in ${groups.length} (agent, question) groups): ${formatFixed(score, 3)}.`,
        per_round: perRound(groups),
        per_agent: []
      }
    ];
  },
  /**
   * Always []: GlossoGen's reader looks up `pair["similarity"]`, a key its own artifact never
   * writes (pairs carry `mean_similarity`), so it never yields an observation (spec §4.22, §11.11).
   * Reproduced deliberately, so keyed observations agree with GlossoGen's.
   */
  readKeyedObservations() {
    return Promise.resolve([]);
  }
};

// src/metrics/protocol-probe-replica-self-similarity.ts
var NAME9 = "protocol_probe_replica_self_similarity";
var ARTIFACT3 = "protocol_probe_replica_self_similarity.json";
function replicaGroups(rows) {
  const byKey = /* @__PURE__ */ new Map();
  for (const row of rows) {
    const key = JSON.stringify([row.agent_id, row.question_id, row.cutoff_round]);
    const bucket = byKey.get(key);
    if (bucket === void 0) byKey.set(key, [row]);
    else bucket.push(row);
  }
  const buckets = [...byKey.values()].sort((a, b) => {
    const [x, y] = [a[0], b[0]];
    return compareStringTuples([x.agent_id, x.question_id], [y.agent_id, y.question_id]) || compareCutoffs(x.cutoff_round, y.cutoff_round);
  });
  const groups = [];
  for (const bucket of buckets) {
    if (bucket.length < 2) continue;
    const sorted = byReplica(bucket);
    const texts = sorted.map((row) => row.response_text);
    const cells = [];
    let total = 0;
    for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length; j++) {
        const value = normalizedSimilarity(texts[i], texts[j]);
        cells.push({ i, j, value });
        total += value;
      }
    }
    groups.push({ first: sorted[0], rows: sorted, cells, mean: total / cells.length });
  }
  return groups;
}
function artifactOf3(groups, overall) {
  return {
    schema_version: 1,
    groups: groups.map((group) => ({
      agent_id: group.first.agent_id,
      role_name: group.first.role_name,
      model: group.first.model,
      provider: group.first.provider,
      question_id: group.first.question_id,
      question_role_filter: group.first.question_role_filter,
      cutoff_round: group.first.cutoff_round,
      replica_indices: group.rows.map((row) => row.replica_index),
      response_texts: group.rows.map((row) => row.response_text),
      cells: group.cells.map((cell) => ({ i: cell.i, j: cell.j, value: pyFloat(cell.value) })),
      mean_similarity: pyFloat(group.mean)
    })),
    overall_mean_similarity: pyFloat(overall)
  };
}
var protocolProbeReplicaSelfSimilarity = {
  name: NAME9,
  version: "1",
  kind: "deterministic",
  direction: "higher",
  fraction: false,
  eventTypes: [],
  description: "How alike an agent's replicated probe answers are, per (question, cutoff) group (Levenshtein similarity).",
  unit: "similarity",
  notApplicableWhen: "there is no probe responses file, or no (agent, question, cutoff) group has two replicas",
  async compute(context) {
    const rows = await readProbeResponses(context, NAME9);
    if (rows === void 0 || rows.length === 0) {
      context.log(`${NAME9}: no probe responses; no measurement`);
      return [];
    }
    const groups = replicaGroups(rows);
    if (groups.length === 0) {
      context.log(`${NAME9}: no (agent, question, cutoff) group has two replicas; no measurement`);
      return [];
    }
    const score = mean(groups.map((group) => group.mean));
    await context.sidecars.writeText(ARTIFACT3, dumpsCompact(artifactOf3(groups, score)));
    const byAgent = /* @__PURE__ */ new Map();
    for (const group of groups) {
      const entry = byAgent.get(group.first.agent_id);
      if (entry === void 0) byAgent.set(group.first.agent_id, { means: [group.mean], role: group.first.role_name });
      else {
        entry.means.push(group.mean);
        entry.role = group.first.role_name;
      }
    }
    const perAgent = [...byAgent.entries()].sort(([a], [b]) => compareCodePoints(a, b)).map(([agentId, { means, role }]) => ({
      agent_id: agentId,
      value: mean(means),
      note: `role=${role}; mean self-similarity over ${means.length} (question, cutoff) groups.`
    }));
    return [
      {
        metric_name: NAME9,
        score,
        score_unit: "similarity",
        summary: `Replica self-similarity (macro mean across ${groups.length} groups): ${formatFixed(score, 3)}. Saturation at 1.0 is expected on converged protocols.`,
        per_round: [],
        per_agent: perAgent
      }
    ];
  },
  readKeyedObservations(sidecars) {
    return readGroupKeyedObservations(sidecars, ARTIFACT3);
  }
};

// src/metrics/shared/round-ended.ts
function roundEndedMetric(name, trigger, description, direction) {
  return {
    name,
    version: "1",
    kind: "deterministic",
    direction,
    fraction: false,
    eventTypes: ["round_advanced", "round_ended"],
    description,
    unit: `rounds ended via ${trigger} (out of {total_rounds})`,
    notApplicableWhen: "never (a run without round_ended events gets a zero-score legacy notice)",
    compute(context) {
      let totalRounds = 0;
      const triggers = /* @__PURE__ */ new Map();
      let sawRoundEnded = false;
      for (const event of eventsOfType(context.events, "round_advanced")) totalRounds = Math.max(totalRounds, event.round_number);
      for (const event of eventsOfType(context.events, "round_ended")) {
        sawRoundEnded = true;
        triggers.set(event.round_number, event.trigger);
      }
      if (totalRounds > 0 && !sawRoundEnded) {
        const legacy = {
          metric_name: name,
          score: 0,
          score_unit: `rounds ended via ${trigger}`,
          summary: `${name} metric requires round_ended events; this run predates that event type \u2014 re-run the scenario to re-evaluate.`,
          per_round: [],
          per_agent: []
        };
        return Promise.resolve([legacy]);
      }
      const identified = [...triggers.entries()].filter(([, t]) => t === trigger).map(([round]) => round).sort((a, b) => a - b);
      const measurement = {
        metric_name: name,
        score: identified.length,
        score_unit: `rounds ended via ${trigger} (out of ${totalRounds})`,
        summary: `${identified.length}/${totalRounds} rounds ended with the ${trigger} trigger: ${pyIntList(identified)}`,
        per_round: identified.map((round) => ({ round_number: round, value: 1, note: trigger })),
        per_agent: []
      };
      return Promise.resolve([measurement]);
    }
  };
}

// src/metrics/round-ended-idle.ts
var roundEndedIdle = roundEndedMetric(
  "round_ended_idle",
  "all_agents_idle",
  "Number of rounds whose main phase ended because all agents went idle.",
  // idling can be a finished task or a stuck one
  "none"
);

// src/metrics/round-ended-timeout.ts
var roundEndedTimeout = roundEndedMetric(
  "round_ended_timeout",
  "round_timeout",
  "Number of rounds whose main phase ended because the round timed out.",
  // a timeout is a failure of the run
  "lower"
);

// src/metrics/registry.ts
var BUILTIN_METRICS = [
  contentFilterRefusal,
  englishNgramBackoffSurprisal,
  englishNgramSurprisal,
  gzipCompressionRatioMetric,
  meanCharsPerMessage,
  meanCharsPerRound,
  messageEntropy,
  postmortemEndedTimeout,
  protocolExplanation,
  protocolProbe,
  protocolProbeAgentPairSimilarity,
  protocolProbeCutoffTrajectory,
  protocolProbeReplicaSelfSimilarity,
  roundEndedIdle,
  roundEndedTimeout,
  roundSuccess,
  roundSuccessAfterResume,
  ...JUDGE_METRICS
];
var BUILTIN_DECLARATIONS = new Map([
  ...BUILTIN_METRICS.map((m) => [m.name, { direction: m.direction, fraction: m.fraction }]),
  [PERPLEXITY, PERPLEXITY_DECLARATION]
]);
function recordedDeclaration(metric) {
  if (BUILTIN_DECLARATIONS.has(metric.name)) return {};
  return {
    ...metric.direction === void 0 ? {} : { direction: metric.direction },
    ...metric.fraction === void 0 ? {} : { fraction: metric.fraction }
  };
}
var UNAVAILABLE_METRICS = [
  PERPLEXITY_UNAVAILABLE
];
var BUILTIN_REGISTRY = {
  metrics: new Map(BUILTIN_METRICS.map((m) => [m.name, m])),
  unavailable: new Map(UNAVAILABLE_METRICS.map((m) => [m.name, m]))
};
function builtinRegistry() {
  return BUILTIN_REGISTRY;
}
function resolveMetricList(registry, list, label = "--metrics") {
  const names = list.split(",").map((name) => name.trim());
  if (names.some((name) => name === "")) throw new InputError(`${label}: empty metric name in '${list}'`);
  return names.map((name) => {
    const metric = registry.metrics.get(name);
    if (metric !== void 0) return metric;
    const unavailable = registry.unavailable.get(name);
    if (unavailable !== void 0) throw new InputError(`${label}: '${name}' is not available: ${unavailable.reason}`);
    const suggestion = closestName(name, [...registry.metrics.keys(), ...registry.unavailable.keys()]);
    if (suggestion !== void 0) {
      throw new InputError(`${label}: unknown metric '${name}'. Did you mean '${suggestion}'? (\`agent-eval metrics\` lists them all)`);
    }
    const valid = [...registry.metrics.keys()].sort().join(", ");
    throw new InputError(`${label}: unknown metric '${name}'. Available: ${valid}`);
  });
}
function closestName(name, known) {
  const limit = Math.max(2, Math.floor(name.length / 3));
  let best;
  let bestDistance = Number.POSITIVE_INFINITY;
  let tie = false;
  for (const candidate of [...new Set(known)].sort()) {
    const d = (0, import_fastest_levenshtein2.distance)(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance) tie = true;
  }
  return best !== void 0 && bestDistance <= limit && !tie ? best : void 0;
}

// src/node/api-keys.ts
var ENV_KEYS = {
  anthropic: { key: "ANTHROPIC_API_KEY", baseUrl: "ANTHROPIC_BASE_URL" },
  openai: { key: "OPENAI_API_KEY", baseUrl: "OPENAI_BASE_URL" }
};
function configuredApiKeys(env) {
  return Object.values(ENV_KEYS).map((names) => env[names.key]).filter((value) => typeof value === "string" && value.length >= 8);
}
function redactApiKeys(text2, env = process.env) {
  let out = text2;
  for (const key of configuredApiKeys(env)) if (out.includes(key)) out = out.split(key).join("[redacted]");
  return out;
}

// src/node/files.ts
import { randomBytes } from "node:crypto";
import {
  appendFileSync,
  closeSync,
  constants,
  fstatSync,
  mkdirSync,
  openSync,
  readSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync
} from "node:fs";
import os from "node:os";
import path from "node:path";
var ERRNO_WORDS = {
  ENOENT: "no such file or directory",
  EISDIR: "it is a directory, not a file",
  ENOTDIR: "a part of the path is not a directory",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  ENOSPC: "no space left on the device",
  EDQUOT: "disk quota exceeded",
  EROFS: "read-only file system",
  EMFILE: "too many open files in this process",
  ENFILE: "too many open files on the system",
  ELOOP: "too many symbolic links",
  ENAMETOOLONG: "the path is too long",
  EIO: "input/output error",
  EBUSY: "the resource is busy",
  EEXIST: "it already exists",
  ENOTEMPTY: "the directory is not empty",
  EXDEV: "cannot move across file systems",
  EFBIG: "the file is too large",
  ETXTBSY: "the file is busy",
  EAGAIN: "the resource is temporarily unavailable"
};
function isFsError(error) {
  return error instanceof Error && typeof error.code === "string" && typeof error.syscall === "string";
}
function describeFsError(error) {
  if (!isFsError(error)) return error instanceof Error ? error.message : String(error);
  const code = error.code;
  const words = ERRNO_WORDS[code];
  return words === void 0 ? `${code}: ${error.message}` : `${words} (${code})`;
}
function annotated(error, file) {
  if (!isFsError(error) || typeof error.path !== "string" || error.path === file || error.path.startsWith(`${file}.`)) return file;
  return `${file} (${error.path})`;
}
function fsInputError(error, file, doing) {
  if (error instanceof InputError) return error;
  const target = annotated(error, file);
  return new InputError(`${target}: cannot ${doing}: ${describeFsError(error)}`, { cause: error });
}
function fsOutputError(error, file, doing) {
  if (error instanceof OutputError) return error;
  const target = annotated(error, file);
  return new OutputError(`${target}: cannot ${doing}: ${error instanceof InputError ? error.message : describeFsError(error)}`, { cause: error });
}
var MAX_INPUT_BYTES = 256 << 20;
function kindOf(info) {
  if (info.isDirectory()) return "a directory";
  if (info.isFIFO()) return "a named pipe (FIFO)";
  if (info.isSocket()) return "a socket";
  if (info.isCharacterDevice()) return "a character device";
  if (info.isBlockDevice()) return "a block device";
  return "not a regular file";
}
function openRegularFileSync(file) {
  let fd;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw fsInputError(error, file, "read it");
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) throw new InputError(`${file}: cannot read it: ${kindOf(info)}, not a regular file`);
    return { fd, size: info.size };
  } catch (error) {
    closeSync(fd);
    throw fsInputError(error, file, "read it");
  }
}
function readRegularFileSync(file, maxBytes = MAX_INPUT_BYTES) {
  const { fd, size } = openRegularFileSync(file);
  try {
    if (size > maxBytes) throw new InputError(`${file}: cannot read it: ${size} bytes, more than the ${maxBytes} bytes accepted for this input`);
    const chunks = [];
    let total = 0;
    for (; ; ) {
      const chunk = Buffer.allocUnsafe(Math.max(64 * 1024, Math.min(size - total + 1, 16 << 20)));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      total += n;
      if (total > maxBytes) throw new InputError(`${file}: cannot read it: more than the ${maxBytes} bytes accepted for this input`);
      chunks.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    }
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total);
  } catch (error) {
    throw fsInputError(error, file, "read it");
  } finally {
    closeSync(fd);
  }
}
function readRegularTextSync(file, maxBytes) {
  return readRegularFileSync(file, maxBytes).toString("utf8");
}
function readRegularText(file, maxBytes) {
  try {
    return Promise.resolve(readRegularTextSync(file, maxBytes));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
function readRegularFile(file, maxBytes) {
  try {
    return Promise.resolve(readRegularFileSync(file, maxBytes));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
function isNotFound(error) {
  const cause = error instanceof InputError ? error.cause : error;
  return isFsError(cause) && cause.code === "ENOENT";
}
function absent(file) {
  try {
    return statSync(file, { throwIfNoEntry: false }) === void 0;
  } catch {
    return false;
  }
}
function readTextIfExistsSync(file, maxBytes) {
  if (absent(file)) return void 0;
  try {
    return readRegularTextSync(file, maxBytes);
  } catch (error) {
    if (isNotFound(error)) return void 0;
    throw error;
  }
}
function readTextIfExists(file, maxBytes) {
  try {
    return Promise.resolve(readTextIfExistsSync(file, maxBytes));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
var OWN_TEMPORARY = /^(.+)\.(\d+)\.[0-9a-f]{8}\.tmp$/;
var STALE_TEMPORARY_MS = 10 * 60 * 1e3;
function processIsAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
function removeStaleTemporaries(file, nowMs = Date.now()) {
  const dir = path.dirname(file);
  const base = path.basename(file);
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const match = OWN_TEMPORARY.exec(name);
    if (match === null || match[1] !== base) continue;
    const full = path.join(dir, name);
    try {
      const info = statSync(full);
      if (!info.isFile() || nowMs - info.mtimeMs < STALE_TEMPORARY_MS) continue;
      if (Number(match[2]) !== process.pid && processIsAlive(Number(match[2]))) continue;
      unlinkSync(full);
    } catch {
    }
  }
}
function stageFileSync(file, givenContents) {
  const contents = redactApiKeys(givenContents);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
  } catch (error) {
    throw fsOutputError(error, path.dirname(file), "create the directory");
  }
  removeStaleTemporaries(file);
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    writeFileSync(temporary, contents, { encoding: "utf8", flag: "wx" });
  } catch (error) {
    rmSync(temporary, { force: true });
    throw fsOutputError(error, file, "write it");
  }
  return {
    file,
    temporary,
    commit: () => {
      try {
        renameSync(temporary, file);
      } catch (error) {
        rmSync(temporary, { force: true });
        throw fsOutputError(error, file, "write it");
      }
    },
    abandon: () => rmSync(temporary, { force: true })
  };
}
function writeFileAtomicSync(file, contents) {
  stageFileSync(file, contents).commit();
}
function writeFileAtomic(file, contents) {
  try {
    writeFileAtomicSync(file, contents);
    return Promise.resolve();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
function readHolder(lockFile) {
  try {
    const parsed = JSON.parse(readRegularTextSync(lockFile, 4096));
    if (typeof parsed.pid === "number" && typeof parsed.host === "string" && typeof parsed.at === "string" && typeof parsed.token === "string") {
      return { pid: parsed.pid, host: parsed.host, at: parsed.at, token: parsed.token };
    }
  } catch {
  }
  return void 0;
}
function lockIsStale(lockFile, holder, staleMs, nowMs) {
  let ageMs;
  try {
    ageMs = nowMs - statSync(lockFile).mtimeMs;
  } catch {
    return false;
  }
  if (ageMs > staleMs) return true;
  if (holder === void 0) return ageMs > 5e3;
  return holder.host === os.hostname() && !processIsAlive(holder.pid);
}
function breakStaleLock(lockFile, stale) {
  const aside = `${lockFile}.${process.pid}.${randomBytes(4).toString("hex")}.stale`;
  try {
    renameSync(lockFile, aside);
  } catch {
    return;
  }
  const moved = readHolder(aside);
  const same = stale === void 0 ? moved === void 0 : moved !== void 0 && moved.token === stale.token;
  if (same) {
    rmSync(aside, { force: true });
    return;
  }
  try {
    closeSync(openSync(lockFile, "wx"));
    renameSync(aside, lockFile);
  } catch {
    rmSync(aside, { force: true });
  }
}
function defaultLockTimeout() {
  const fromEnv = Number(process.env.AGENT_EVAL_LOCK_TIMEOUT_MS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : 12e4;
}
async function withFileLock(file, work, options = {}) {
  const lockFile = `${file}.lock`;
  const timeoutMs = options.timeoutMs ?? defaultLockTimeout();
  const staleMs = options.staleMs ?? 30 * 60 * 1e3;
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const me = { pid: process.pid, host: os.hostname(), at: (/* @__PURE__ */ new Date()).toISOString(), token: randomBytes(8).toString("hex") };
  const started = Date.now();
  let wait = 5;
  try {
    mkdirSync(path.dirname(lockFile), { recursive: true });
  } catch (error) {
    throw fsOutputError(error, path.dirname(lockFile), "create the directory");
  }
  for (; ; ) {
    let fd;
    try {
      fd = openSync(lockFile, "wx");
    } catch (error) {
      if (!isFsError(error) || error.code !== "EEXIST") throw fsOutputError(error, lockFile, "create the lock file");
    }
    if (fd !== void 0) {
      try {
        writeFileSync(fd, `${JSON.stringify(me)}
`);
      } catch (error) {
        closeSync(fd);
        rmSync(lockFile, { force: true });
        throw fsOutputError(error, lockFile, "write the lock file");
      }
      closeSync(fd);
      break;
    }
    const holder = readHolder(lockFile);
    if (lockIsStale(lockFile, holder, staleMs, Date.now())) {
      breakStaleLock(lockFile, holder);
      continue;
    }
    if (Date.now() - started >= timeoutMs) {
      throw new InputError(
        `${file}: another agent-eval has been writing it for over ${Math.round(timeoutMs / 1e3)} s` + (holder === void 0 ? "" : ` (pid ${holder.pid} on ${holder.host}, since ${holder.at})`) + `; nothing was written. If no agent-eval is running, delete ${lockFile}.`
      );
    }
    await sleep(wait + Math.floor(Math.random() * wait));
    wait = Math.min(wait * 2, 200);
  }
  try {
    return await work();
  } finally {
    const holder = readHolder(lockFile);
    if (holder !== void 0 && holder.token === me.token) rmSync(lockFile, { force: true });
  }
}
function directorySidecars(runDir, writeDir) {
  const written = /* @__PURE__ */ new Set();
  const store = {
    readText: (name) => readTextIfExists(path.resolve(writeDir !== void 0 && written.has(name) ? writeDir : runDir, name)),
    writeText: (name, contents) => {
      try {
        writeFileAtomicSync(path.resolve(writeDir ?? runDir, name), contents);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      written.add(name);
      return Promise.resolve();
    },
    appendText: async (name, contents) => {
      if (writeDir !== void 0) return store.writeText(name, (await store.readText(name) ?? "") + contents);
      try {
        appendFileSync(path.resolve(runDir, name), contents, "utf8");
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      return Promise.resolve();
    }
  };
  return store;
}

// src/plugins/external-command-metric.ts
import { spawn } from "node:child_process";

// src/core/measurement.ts
var roundObservationSchema = external_exports.object({
  round_number: external_exports.number().int(),
  value: external_exports.number(),
  note: external_exports.string()
});
var agentObservationSchema = external_exports.object({
  agent_id: external_exports.string(),
  value: external_exports.number(),
  note: external_exports.string()
});
var measurementSchema = external_exports.object({
  metric_name: external_exports.string().min(1),
  score: external_exports.number(),
  score_unit: external_exports.string(),
  summary: external_exports.string(),
  per_round: external_exports.array(roundObservationSchema).default([]),
  per_agent: external_exports.array(agentObservationSchema).default([])
});
function plainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
var isNumber = (value) => typeof value === "number" && Number.isFinite(value);
var isInteger = (value) => typeof value === "number" && Number.isSafeInteger(value);
function observations(value, key, keyOk) {
  if (value === void 0) return [];
  if (!Array.isArray(value)) return void 0;
  const out = new Array(value.length);
  for (let i = 0; i < value.length; i++) {
    const item = value[i];
    if (!plainObject(item)) return void 0;
    const id = item[key];
    const v = item.value;
    const note = item.note;
    if (!keyOk(id) || !isNumber(v) || typeof note !== "string") return void 0;
    out[i] = { [key]: id, value: v, note };
  }
  return out;
}
function checkMeasurement(value) {
  if (!plainObject(value)) return void 0;
  const { metric_name: name, score, score_unit: unit, summary } = value;
  if (typeof name !== "string" || name.length === 0 || !isNumber(score) || typeof unit !== "string" || typeof summary !== "string") return void 0;
  const perRound2 = observations(value.per_round, "round_number", isInteger);
  if (perRound2 === void 0) return void 0;
  const perAgent = observations(value.per_agent, "agent_id", (id) => typeof id === "string");
  if (perAgent === void 0) return void 0;
  return { metric_name: name, score, score_unit: unit, summary, per_round: perRound2, per_agent: perAgent };
}

// src/plugins/external-command-metric.ts
var EXTERNAL_CONTEXT_FORMAT = "agent-eval/metric-context/v1";
var DEFAULT_TIMEOUT_SECONDS = 60;
var MAX_STDOUT_BYTES = 64 * 1024 * 1024;
var STDERR_TAIL_BYTES = 4096;
var MAX_FORWARDED_LINES = 20;
function externalMetricContext(name, context) {
  const { scenario } = context;
  return {
    format: EXTERNAL_CONTEXT_FORMAT,
    metric: name,
    run_dir: context.runDir,
    scenario: {
      name: scenario.name,
      mode: scenario.mode,
      primary_channels: scenario.primaryChannels.map((c) => ({ channel_id: c.channel_id, team_id: c.team_id })),
      channel_display_names: scenario.channelDisplayNames,
      agent_display_names: scenario.agentDisplayNames,
      world_name: scenario.worldName
    },
    options: {
      probe_round: context.options.probeRound ?? null,
      probe_replicas: context.options.probeReplicas ?? null,
      ontology_path: context.options.ontologyPath ?? null
    },
    agent_configs: context.agentConfigs,
    // `opaque` is agent-eval's marker for event types it does not model, not part of the log
    events: context.events.map((event) => {
      if (!("opaque" in event)) return event;
      const line = { ...event };
      delete line.opaque;
      return line;
    })
  };
}
function shown(command) {
  return command.map((part) => /^[\w@%+=:,./-]+$/.test(part) ? part : JSON.stringify(part)).join(" ");
}
function tail(text2, bytes) {
  const trimmed = text2.trimEnd();
  return trimmed.length <= bytes ? trimmed : `\u2026${trimmed.slice(-bytes)}`;
}
function runCommand(spec, input, label) {
  const [program, ...args] = spec.command;
  if (program === void 0 || program === "") return Promise.reject(new Error(`${label}: the command is empty`));
  const timeoutMs = (spec.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1e3;
  const ownGroup = process.platform !== "win32";
  return new Promise((resolve, reject) => {
    let settled = false;
    const stdout = [];
    let stdoutBytes = 0;
    let stderr = "";
    const child = spawn(program, args, {
      cwd: spec.cwd,
      env: { ...process.env, PYTHONIOENCODING: process.env.PYTHONIOENCODING ?? "utf-8", ...spec.env },
      stdio: ["pipe", "pipe", "pipe"],
      detached: ownGroup,
      windowsHide: true
    });
    const kill = () => {
      try {
        if (ownGroup && child.pid !== void 0) process.kill(-child.pid, "SIGKILL");
        else child.kill("SIGKILL");
      } catch {
      }
    };
    const fail = (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      kill();
      child.stdout.destroy();
      child.stderr.destroy();
      reject(error);
    };
    const timer = setTimeout(() => {
      const said = stderr.trim() === "" ? "" : `; stderr so far:
${tail(stderr, STDERR_TAIL_BYTES)}`;
      fail(new Error(`${label} timed out after ${timeoutMs / 1e3} s and was killed${said}`));
    }, timeoutMs);
    child.on("error", (error) => {
      const why = error.code === "ENOENT" ? `not found (is '${program}' installed and on PATH?)` : error.message;
      fail(new Error(`${label}: could not start '${program}': ${why}`));
    });
    child.stdout.on("data", (chunk) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > MAX_STDOUT_BYTES) {
        fail(new Error(`${label} printed more than ${MAX_STDOUT_BYTES / (1024 * 1024)} MiB on stdout; expected a JSON list of measurements`));
        return;
      }
      stdout.push(chunk);
    });
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_BYTES * 2);
    });
    child.on("close", (code, signal) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ code, signal, stdout: Buffer.concat(stdout).toString("utf8"), stderr });
    });
    child.stdin.on("error", () => void 0);
    child.stdin.end(input);
  });
}
function parseMeasurements(stdout, label) {
  const text2 = stdout.trim();
  if (text2 === "") throw new Error(`${label} printed nothing on stdout; expected a JSON list of measurements ([] when it does not apply)`);
  let output2;
  try {
    output2 = JSON.parse(text2);
  } catch (error) {
    const start = text2.length > 120 ? `${text2.slice(0, 120)}\u2026` : text2;
    throw new Error(`${label} printed invalid JSON on stdout (${error.message}); stdout begins: ${JSON.stringify(start)}`, {
      cause: error
    });
  }
  if (!Array.isArray(output2)) {
    const what = output2 === null ? "null" : typeof output2 === "object" ? "a JSON object" : `a JSON ${typeof output2}`;
    throw new Error(`${label} printed ${what}; expected a JSON list of measurements ([] when it does not apply)`);
  }
  return output2.map((item, i) => {
    const parsed = measurementSchema.safeParse(item);
    if (!parsed.success) {
      const { field: field2, message } = firstIssue(parsed.error);
      throw new Error(`${label} printed an invalid measurement #${i + 1}: ${field2 === void 0 ? "(the item itself)" : `field '${field2}'`}: ${message}`);
    }
    return parsed.data;
  });
}
function externalCommandMetric(name, spec) {
  const label = `command \`${shown(spec.command)}\``;
  return {
    name,
    version: spec.version,
    kind: "deterministic",
    description: spec.description ?? `external command: ${shown(spec.command)}`,
    unit: spec.unit ?? "",
    notApplicableWhen: spec.notApplicableWhen ?? "the command prints []",
    ...spec.direction === void 0 ? {} : { direction: spec.direction },
    ...spec.fraction === void 0 ? {} : { fraction: spec.fraction },
    async compute(context) {
      const input = JSON.stringify(externalMetricContext(name, context));
      const result = await runCommand(spec, input, label);
      if (result.code !== 0) {
        const how = result.signal === null ? `exited with status ${result.code}` : `was killed by ${result.signal}`;
        const said = result.stderr.trim() === "" ? " (no stderr)" : `; stderr:
${tail(result.stderr, STDERR_TAIL_BYTES)}`;
        throw new Error(`${label} ${how}${said}`);
      }
      const measurements = parseMeasurements(result.stdout, label);
      const lines = result.stderr.split("\n").filter((line) => line.trim() !== "");
      for (const line of lines.slice(0, MAX_FORWARDED_LINES)) context.log(`${name}: ${line.trimEnd()}`);
      if (lines.length > MAX_FORWARDED_LINES) context.log(`${name}: \u2026 ${lines.length - MAX_FORWARDED_LINES} more stderr lines`);
      return measurements;
    }
  };
}

// src/plugins/load-plugins.ts
import { access, realpath } from "node:fs/promises";
import path2 from "node:path";
import { pathToFileURL } from "node:url";
var METRIC_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
var PACKAGE_NAME = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i;
var PluginError = class extends Error {
};
function errorMessage(error) {
  const text2 = error instanceof SyntaxError ? describeJsonSyntaxError(error, "") : error instanceof Error ? error.message : String(error);
  const first = text2.split("\n").find((line) => line.trim() !== "") ?? text2;
  return first.length > 300 ? `${first.slice(0, 300)}\u2026` : first;
}
async function exists(file) {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
function isPathSpec(spec) {
  return spec.startsWith(".") || path2.isAbsolute(spec);
}
async function resolvePluginDir(spec, cwd) {
  if (isPathSpec(spec)) {
    let dir = path2.resolve(cwd, spec);
    if (path2.basename(dir) === "package.json") dir = path2.dirname(dir);
    if (!await exists(path2.join(dir, "package.json"))) throw new PluginError(`no package.json in ${dir}`);
    return realpath(dir);
  }
  if (!PACKAGE_NAME.test(spec)) throw new PluginError(`not a package name or a path (start a path with ./ or /)`);
  for (let dir = path2.resolve(cwd); ; dir = path2.dirname(dir)) {
    const candidate = path2.join(dir, "node_modules", spec);
    if (await exists(path2.join(candidate, "package.json"))) return realpath(candidate);
    if (path2.dirname(dir) === dir) break;
  }
  throw new PluginError(`package not found in node_modules from ${cwd} (is it installed?)`);
}
async function readPackageJson(dir) {
  const file = path2.join(dir, "package.json");
  let parsed;
  try {
    parsed = JSON.parse(await readRegularText(file));
  } catch (error) {
    throw new PluginError(`cannot read ${file}: ${errorMessage(error)}`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new PluginError(`${file} is not a JSON object`);
  return parsed;
}
var DIRECTIONS = ["higher", "lower", "none"];
function isDirection(value) {
  return DIRECTIONS.includes(value);
}
var METRIC_FIELDS = ["name", "version", "description", "unit", "notApplicableWhen"];
function metricProblem(value) {
  if (typeof value !== "object" || value === null) return `exports ${value === null ? "null" : typeof value}, not a Metric object`;
  const candidate = value;
  const bad = METRIC_FIELDS.filter((field2) => typeof candidate[field2] !== "string");
  if (candidate.kind !== "deterministic" && candidate.kind !== "judge" && candidate.kind !== "probe") bad.push('kind ("deterministic", "judge" or "probe")');
  if (typeof candidate.compute !== "function") bad.push("compute()");
  if (candidate.readKeyedObservations !== void 0 && typeof candidate.readKeyedObservations !== "function") bad.push("readKeyedObservations()");
  if (candidate.direction !== void 0 && !isDirection(candidate.direction)) bad.push('direction ("higher", "lower" or "none")');
  if (candidate.fraction !== void 0 && typeof candidate.fraction !== "boolean") bad.push("fraction (true or false)");
  return bad.length === 0 ? void 0 : `not a Metric: missing or invalid ${bad.join(", ")}`;
}
async function importMetric(dir, target) {
  const hash = target.indexOf("#");
  const modulePath = hash === -1 ? target : target.slice(0, hash);
  const exportName = hash === -1 ? void 0 : target.slice(hash + 1);
  const file = path2.resolve(dir, modulePath);
  const inside = path2.relative(dir, file);
  if (inside.startsWith("..") || path2.isAbsolute(inside)) throw new PluginError(`module path ${modulePath} points outside the package`);
  let loaded;
  try {
    loaded = await import(pathToFileURL(file).href);
  } catch (error) {
    throw new PluginError(`cannot import ${modulePath}: ${errorMessage(error)}`);
  }
  let value;
  if (exportName !== void 0) {
    if (!(exportName in loaded)) throw new PluginError(`${modulePath} has no export '${exportName}'`);
    value = loaded[exportName];
  } else {
    value = loaded.metric ?? loaded.default;
    if (value === void 0) {
      const names = Object.keys(loaded).join(", ") || "none";
      throw new PluginError(`${modulePath} exports neither 'metric' nor 'default' (exports: ${names}); name one with '${modulePath}#<export>'`);
    }
  }
  const problem = metricProblem(value);
  if (problem !== void 0) throw new PluginError(`${target}: ${problem}`);
  return value;
}
function commandMetric(name, declaration, dir, packageVersion) {
  const known = /* @__PURE__ */ new Set(["command", "version", "description", "unit", "not_applicable_when", "direction", "fraction", "timeout_seconds"]);
  const unknown = Object.keys(declaration).filter((key) => !known.has(key));
  if (unknown.length > 0) throw new PluginError(`unknown field(s) ${unknown.join(", ")} (allowed: ${[...known].join(", ")})`);
  const { command, timeout_seconds: timeout } = declaration;
  if (!Array.isArray(command) || command.length === 0 || !command.every((part) => typeof part === "string" && part !== "")) {
    throw new PluginError(`"command" must be a non-empty list of strings, e.g. ["python3", "metric.py"]`);
  }
  if (timeout !== void 0 && (typeof timeout !== "number" || !(timeout > 0))) throw new PluginError(`"timeout_seconds" must be a positive number`);
  const { direction, fraction } = declaration;
  if (direction !== void 0 && !isDirection(direction)) throw new PluginError(`"direction" must be "higher", "lower" or "none"`);
  if (fraction !== void 0 && typeof fraction !== "boolean") throw new PluginError(`"fraction" must be true or false`);
  const text2 = (field2) => {
    const value = declaration[field2];
    if (value !== void 0 && typeof value !== "string") throw new PluginError(`"${field2}" must be a string`);
    return value;
  };
  const description = text2("description");
  const unit = text2("unit");
  const notApplicableWhen = text2("not_applicable_when");
  return externalCommandMetric(name, {
    command,
    cwd: dir,
    // a command has no version of its own: it changes with its package
    version: text2("version") ?? packageVersion,
    timeoutSeconds: typeof timeout === "number" ? timeout : DEFAULT_TIMEOUT_SECONDS,
    ...description === void 0 ? {} : { description },
    ...unit === void 0 ? {} : { unit },
    ...notApplicableWhen === void 0 ? {} : { notApplicableWhen },
    ...direction === void 0 ? {} : { direction },
    ...fraction === void 0 ? {} : { fraction }
  });
}
async function loadPluginMetrics(specs, options) {
  const builtin = options.builtin ?? builtinRegistry();
  const metrics = [];
  const skipped = [];
  const plugins = [];
  const declaredBy = /* @__PURE__ */ new Map();
  const seenDirs = /* @__PURE__ */ new Set();
  const skip = (entry, line) => {
    skipped.push(entry);
    options.log(line);
  };
  for (const spec of specs) {
    let dir;
    let manifest;
    try {
      dir = await resolvePluginDir(spec, options.cwd);
      if (seenDirs.has(dir)) continue;
      seenDirs.add(dir);
      manifest = await readPackageJson(dir);
    } catch (error) {
      const reason = errorMessage(error);
      skip({ name: spec, plugin: spec, scope: "plugin", reason }, `warning: plug-in ${spec} skipped: ${reason}`);
      continue;
    }
    const packageName = typeof manifest.name === "string" ? manifest.name : spec;
    const packageVersion = typeof manifest.version === "string" ? manifest.version : "0";
    const block = manifest["agent-eval"];
    const declared2 = typeof block === "object" && block !== null ? block.metrics : void 0;
    if (typeof declared2 !== "object" || declared2 === null || Array.isArray(declared2)) {
      const reason = `${path2.join(dir, "package.json")} declares no metrics (expected "agent-eval": { "metrics": { "<name>": "./module.js" } })`;
      skip({ name: spec, plugin: spec, scope: "plugin", reason }, `warning: plug-in ${spec} skipped: ${reason}`);
      continue;
    }
    const contributed = [];
    for (const [name, target] of Object.entries(declared2)) {
      if (options.only !== void 0 && !options.only.includes(name)) continue;
      const refuse = (reason) => skip({ name, plugin: spec, scope: "metric", reason }, `warning: plug-in ${packageName}: metric '${name}' skipped: ${reason}`);
      if (builtin.metrics.has(name) || builtin.unavailable.has(name)) {
        skip(
          { name, plugin: spec, scope: "metric", reason: `'${name}' is a built-in metric name; the built-in is kept` },
          `warning: metric '${name}' is already provided by agent-eval; ignoring the one declared by ${packageName}`
        );
        continue;
      }
      const first = declaredBy.get(name);
      if (first !== void 0) {
        skip(
          { name, plugin: spec, scope: "metric", reason: `'${name}' is also declared by ${first}, which was loaded first` },
          `warning: metric '${name}' is declared by both ${first} and ${packageName}; keeping the one from ${first}`
        );
        continue;
      }
      declaredBy.set(name, packageName);
      if (!METRIC_NAME.test(name)) {
        refuse(`invalid metric name (letters, digits, '_', '.', '-'; starting with a letter or digit)`);
        continue;
      }
      try {
        let metric;
        if (typeof target === "string") metric = await importMetric(dir, target);
        else if (typeof target === "object" && target !== null && !Array.isArray(target)) {
          metric = commandMetric(name, target, dir, packageVersion);
        } else throw new PluginError(`declaration must be a module path string or { "command": [...] }`);
        if (metric.name !== name) {
          throw new PluginError(
            `the metric is named '${metric.name}' but declared as '${name}'; the declared name must equal the metric's name (reports are keyed by it)`
          );
        }
        metrics.push(metric);
        contributed.push(name);
      } catch (error) {
        refuse(errorMessage(error));
      }
    }
    plugins.push({ spec, packageName, packageVersion, dir, metrics: contributed });
  }
  return { metrics, skipped, plugins };
}
function registryWithPlugins(builtin, loaded) {
  const metrics = new Map(builtin.metrics);
  const unavailable = new Map(builtin.unavailable);
  for (const metric of loaded.metrics) {
    if (!metrics.has(metric.name) && !unavailable.has(metric.name)) metrics.set(metric.name, metric);
  }
  for (const entry of loaded.skipped) {
    if (entry.scope !== "metric" || metrics.has(entry.name) || unavailable.has(entry.name)) continue;
    unavailable.set(entry.name, { name: entry.name, reason: `declared by plug-in ${entry.plugin} but not loaded: ${entry.reason}` });
  }
  return { metrics, unavailable };
}
async function pluginSpecs(options) {
  const specs = [];
  for (let dir = path2.resolve(options.cwd); ; dir = path2.dirname(dir)) {
    const file = path2.join(dir, "package.json");
    if (await exists(file)) {
      let manifest;
      try {
        manifest = JSON.parse(await readRegularText(file));
      } catch (error) {
        throw new InputError(`${file}: cannot read the agent-eval plug-in list: ${errorMessage(error)}`, { cause: error });
      }
      const block = manifest?.["agent-eval"];
      const list = typeof block === "object" && block !== null ? block.plugins : void 0;
      if (list !== void 0) {
        if (!Array.isArray(list) || !list.every((item) => typeof item === "string" && item !== "")) {
          throw new InputError(`${file}: "agent-eval"."plugins" must be a list of package names or paths`);
        }
        for (const item of list) specs.push(isPathSpec(item) ? path2.resolve(dir, item) : item);
      }
      break;
    }
    if (path2.dirname(dir) === dir) break;
  }
  for (const flag2 of options.flags ?? []) specs.push(isPathSpec(flag2) ? path2.resolve(options.cwd, flag2) : flag2);
  return [...new Set(specs)];
}
var registryCache = /* @__PURE__ */ new Map();
function pluginRegistry(specs, options) {
  const builtin = options.builtin ?? builtinRegistry();
  if (specs.length === 0) {
    return Promise.resolve({ registry: builtin, loaded: { metrics: [], skipped: [], plugins: [] } });
  }
  const load = () => loadPluginMetrics(specs, { ...options, builtin }).then((loaded) => ({ registry: registryWithPlugins(builtin, loaded), loaded }));
  if (options.builtin !== void 0) return load();
  const key = JSON.stringify([path2.resolve(options.cwd), specs, options.only ?? null]);
  let cached = registryCache.get(key);
  if (cached === void 0) {
    cached = load();
    registryCache.set(key, cached);
  }
  return cached;
}

// src/core/builtin-scenarios.ts
var solo = (channel) => [{ channel_id: channel, team_id: null }];
var teams = (a, b, teamA, teamB) => [
  { channel_id: a, team_id: teamA },
  { channel_id: b, team_id: teamB }
];
function flag(config, key, fallback) {
  const value = config[key];
  return typeof value === "boolean" ? value : fallback;
}
function descriptor(name, mode, primaryChannels, channelDisplayNames, agentDisplayNames, worldName) {
  return { name, mode, primaryChannels, channelDisplayNames, agentDisplayNames, worldName };
}
var TEAM_DISCUSSION = { postmortem: "team discussion" };
var BUILTIN_SCENARIOS = {
  veyru: (config) => {
    const agents = {
      field_observer: "Field Observer",
      stabilization_engineer: "Stabilization Engineer",
      observer_a: "Field Observer Alpha",
      stabilization_engineer_a: "Stabilization Engineer Alpha",
      observer_b: "Field Observer Beta",
      stabilization_engineer_b: "Stabilization Engineer Beta",
      intern: "Intern Observer"
    };
    const channels = {
      link: "comm link",
      link_a: "comm link",
      link_b: "comm link",
      postmortem: "team discussion",
      postmortem_a: "team discussion",
      postmortem_b: "team discussion"
    };
    return flag(config, "two_teams", false) ? descriptor("veyru", "two_teams", teams("link_a", "link_b", "a", "b"), channels, agents, "Veyru") : descriptor("veyru", "solo", solo("link"), channels, agents, "Veyru");
  },
  container_yard_stacking: (config) => flag(config, "two_teams", false) ? descriptor(
    "container_yard_stacking",
    "two_teams",
    teams("link_a", "link_b", "team_a", "team_b"),
    {
      link_a: "link (Team A)",
      link_b: "link (Team B)",
      postmortem_a: "team discussion (Team A)",
      postmortem_b: "team discussion (Team B)"
    },
    {
      yard_operator_a: "Yard Scanner A",
      logistics_planner_a: "Logistics Planner A",
      crane_operator_a: "Crane Operator A",
      yard_operator_b: "Yard Scanner B",
      logistics_planner_b: "Logistics Planner B",
      crane_operator_b: "Crane Operator B"
    },
    "Yard"
  ) : descriptor(
    "container_yard_stacking",
    "solo",
    solo("link"),
    { link: "link", ...TEAM_DISCUSSION },
    { yard_operator: "Yard Scanner", logistics_planner: "Logistics Planner", crane_operator: "Crane Operator" },
    "Yard"
  ),
  drive_module_repair: () => descriptor(
    "drive_module_repair",
    "solo",
    solo("bay"),
    { bay: "bay", ...TEAM_DISCUSSION },
    { field_technician: "Field Technician", diagnostics_engineer: "Diagnostics Engineer", spec_engineer: "Spec Engineer" },
    "Drive Module"
  ),
  hospital_bed_assignment_privacy: () => descriptor(
    "hospital_bed_assignment_privacy",
    "solo",
    solo("public_ops"),
    { public_ops: "public ops", ...TEAM_DISCUSSION },
    { bed_manager: "Bed Manager", transport_lead: "Transport Lead", unauthorized_observer: "Unauthorized Observer" },
    "Hospital"
  ),
  orbital_anomaly: () => descriptor(
    "orbital_anomaly",
    "solo",
    solo("link"),
    { link: "comm loop", postmortem: "debrief" },
    { astronaut: "Astronaut", telemetry_officer: "Telemetry Officer", systems_engineer: "Systems Engineer" },
    "Vehicle"
  ),
  prisoners_dilemma: () => descriptor("prisoners_dilemma", "solo", solo("link"), { link: "link" }, { player_a: "Player A", player_b: "Player B" }, "Game"),
  satellite_contact_window: () => descriptor(
    "satellite_contact_window",
    "solo",
    solo("link"),
    { link: "link", ...TEAM_DISCUSSION },
    { telemetry_operator: "Telemetry Operator", subsystem_engineer: "Subsystem Engineer", flight_director: "Flight Director" },
    "Satellite"
  ),
  spillway_release: () => descriptor(
    "spillway_release",
    "solo",
    solo("ops"),
    { ops: "ops", ...TEAM_DISCUSSION },
    { dam_operator: "Dam Operator", civil_defense: "Civil Defense Coordinator", park_ranger: "Park Ranger" },
    "Spillway"
  ),
  spot_the_difference: (config) => {
    const channels = {
      link_a: "link (Team A)",
      link_b: "link (Team B)",
      link: "link (shared)",
      postmortem_a: "team discussion (Team A)",
      postmortem_b: "team discussion (Team B)"
    };
    const agents = {
      viewer_left_a: "Scene Viewer L (Team A)",
      viewer_right_a: "Scene Viewer R (Team A)",
      viewer_left_b: "Scene Viewer L (Team B)",
      viewer_right_b: "Scene Viewer R (Team B)"
    };
    if (!flag(config, "two_teams", true)) return descriptor("spot_the_difference", "solo", solo("link"), channels, agents, "Scene");
    if (flag(config, "shared_link", false))
      return descriptor("spot_the_difference", "two_teams_shared_link", solo("link"), channels, agents, "Scene");
    return descriptor("spot_the_difference", "two_teams", teams("link_a", "link_b", "team_a", "team_b"), channels, agents, "Scene");
  },
  warehouse_robot_recovery: () => descriptor(
    "warehouse_robot_recovery",
    "solo",
    solo("radio"),
    { radio: "radio", ...TEAM_DISCUSSION },
    { floor_associate: "Floor Associate", robotics_engineer: "Robotics Engineer", fleet_safety_coordinator: "Fleet Safety Coordinator" },
    "Warehouse"
  )
};
function builtinScenario(name, config) {
  const build = BUILTIN_SCENARIOS[name];
  return build === void 0 ? void 0 : build(config);
}

// src/metrics/run-metrics.ts
function validateOutput(metric, output2) {
  if (!Array.isArray(output2)) throw new Error(`metric ${metric.name} returned ${typeof output2}, expected a list of measurements`);
  return output2.map((item, i) => {
    const checked = checkMeasurement(item);
    if (checked !== void 0) return checked;
    const parsed = measurementSchema.safeParse(item);
    if (!parsed.success) {
      const { field: field2, message } = firstIssue(parsed.error);
      throw new Error(`metric ${metric.name} returned an invalid measurement #${i + 1}: field '${field2 ?? ""}': ${message}`);
    }
    return parsed.data;
  });
}
function usageDelta(after, before) {
  return {
    input_tokens: after.input_tokens - before.input_tokens,
    output_tokens: after.output_tokens - before.output_tokens,
    cache_read_input_tokens: after.cache_read_input_tokens - before.cache_read_input_tokens,
    cache_creation_input_tokens: after.cache_creation_input_tokens - before.cache_creation_input_tokens
  };
}
async function runMetrics(metrics, context, options = {}) {
  const outcomes = [];
  for (const metric of metrics) {
    const judged = metric.kind === "judge" && context.judgeIdentity !== void 0 && options.judgeUsage !== void 0;
    const before = judged ? options.judgeUsage?.() : void 0;
    const judgeRecord = () => {
      const after = options.judgeUsage?.();
      if (before === void 0 || after === void 0 || context.judgeIdentity === void 0) return {};
      return { judge: { model: context.judgeIdentity.model, provider: context.judgeIdentity.provider, usage: usageDelta(after, before) } };
    };
    try {
      const measurements = validateOutput(metric, await metric.compute(context));
      outcomes.push({
        name: metric.name,
        measurements,
        record: {
          status: measurements.length === 0 ? "not_applicable" : "ok",
          version: metric.version,
          measurements: measurements.map((m) => m.metric_name),
          ...recordedDeclaration(metric),
          ...judgeRecord()
        }
      });
    } catch (error) {
      if (error instanceof OutputError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      outcomes.push({
        name: metric.name,
        measurements: [],
        record: { status: "failed", version: metric.version, measurements: [], error: message }
      });
    }
  }
  return outcomes;
}

// src/node/scenario-assets.ts
import { existsSync, readFileSync, statSync as statSync2 } from "node:fs";
import path3 from "node:path";
var RUNNER_FILES = { systemSuffix: "system_suffix.jinja", initial: "initial_prompt.jinja", continuation: "continue_prompt.jinja" };
var isDir = (p) => existsSync(p) && statSync2(p).isDirectory();
function readJson(file, label) {
  const text2 = readFileSync(file, "utf8");
  try {
    return JSON.parse(text2);
  } catch (error) {
    throw new InputError(`${label} ${file}: not valid JSON (${error.message})`);
  }
}
function template(file) {
  return { name: file, source: readFileSync(file, "utf8") };
}
function scenarioFolder(dir, scenario) {
  const nested = path3.join(dir, scenario);
  if (isDir(nested)) return nested;
  if (path3.basename(path3.resolve(dir)) === scenario || existsSync(path3.join(dir, "prompts")) || existsSync(path3.join(dir, PROBE_LAYOUT_FILE))) return dir;
  return void 0;
}
function runnerTemplates(dir, scenarioDir) {
  const candidates = [
    path3.join(dir, "runners", "prompts"),
    path3.join(dir, "..", "runners", "prompts"),
    ...scenarioDir === void 0 ? [] : [path3.join(scenarioDir, "..", "..", "runners", "prompts")]
  ];
  const found = candidates.find((candidate) => existsSync(path3.join(candidate, RUNNER_FILES.systemSuffix)));
  if (found === void 0) {
    return { ok: false, reason: `GlossoGen's runner prompts (runners/prompts/${RUNNER_FILES.systemSuffix} \u2026) were not found next to ${dir} (looked in ${candidates.join(", ")})` };
  }
  const missing = Object.values(RUNNER_FILES).filter((name) => !existsSync(path3.join(found, name)));
  if (missing.length > 0) return { ok: false, reason: `${found} lacks ${missing.join(", ")}` };
  return {
    ok: true,
    value: {
      systemSuffix: template(path3.join(found, RUNNER_FILES.systemSuffix)),
      initial: template(path3.join(found, RUNNER_FILES.initial)),
      continuation: template(path3.join(found, RUNNER_FILES.continuation))
    }
  };
}
function layoutFor(scenarioDir, scenario) {
  const file = path3.join(scenarioDir, PROBE_LAYOUT_FILE);
  if (existsSync(file)) {
    const parsed = probeLayoutFileSchema.safeParse(readJson(file, "--scenario-assets"));
    if (!parsed.success) {
      const { field: field2, message } = firstIssue(parsed.error);
      throw new InputError(`--scenario-assets ${file}: field '${field2 ?? ""}': ${message}`);
    }
    return layoutFromFile(parsed.data);
  }
  return BUILTIN_PROBE_LAYOUTS[scenario];
}
function roleTemplates(layout, folder, files) {
  const templates = /* @__PURE__ */ new Map();
  const missingTemplates = /* @__PURE__ */ new Map();
  for (const [filter, name] of Object.entries(files)) {
    const file = path3.join(folder, name);
    if (existsSync(file)) templates.set(filter, template(file));
    else missingTemplates.set(filter, file);
  }
  return { roleGroups: new Map(Object.entries(layout.roleGroups).map(([filter, roles]) => [filter, new Set(roles)])), templates, missingTemplates };
}
function loadProbeAssets(dir, scenario) {
  if (!isDir(dir)) throw new InputError(`--scenario-assets ${dir}: no such directory`);
  const scenarioDir = scenarioFolder(dir, scenario);
  const runner = runnerTemplates(dir, scenarioDir);
  if (scenarioDir === void 0) {
    const reason = `${dir} has no folder for scenario '${scenario}'`;
    return { location: dir, runner, probe: { ok: false, reason }, explanation: { ok: false, reason } };
  }
  const layout = layoutFor(scenarioDir, scenario);
  if (layout === void 0) {
    const reason = `scenario '${scenario}' declares no probe layout (agent-eval knows veyru, drive_module_repair and spot_the_difference; add ${PROBE_LAYOUT_FILE} to ${scenarioDir})`;
    return { location: scenarioDir, runner, probe: { ok: false, reason }, explanation: { ok: false, reason } };
  }
  const explanation = { ok: true, value: roleTemplates(layout, path3.join(scenarioDir, "prompts", "describe"), layout.describeTemplates) };
  let probe;
  const questionsFile = layout.questionsFile === void 0 ? void 0 : path3.join(scenarioDir, layout.questionsFile);
  if (questionsFile === void 0 || !existsSync(questionsFile)) {
    probe = { ok: false, reason: `scenario '${scenario}' has no probe question bank${questionsFile === void 0 ? "" : ` (${questionsFile} not found)`}` };
  } else {
    const parsed = probeQuestionsSchema.safeParse(readJson(questionsFile, "--scenario-assets"));
    if (!parsed.success) {
      const { field: field2, message } = firstIssue(parsed.error);
      throw new InputError(`--scenario-assets ${questionsFile}: field '${field2 ?? ""}': ${message}`);
    }
    probe = { ok: true, value: { ...roleTemplates(layout, path3.join(scenarioDir, "prompts", "probe"), layout.probeTemplates), questions: parsed.data } };
  }
  return { location: scenarioDir, runner, probe, explanation };
}

// src/diff/from-reports.ts
function isFractionMetric(unit) {
  return unit.trimStart().toLowerCase().startsWith("fraction");
}
function defaultDirection(name, unit) {
  return name.includes("similarity") || unit.includes("similarity") ? "higher-better" : "neutral";
}
var DIRECTIONS2 = { higher: "higher-better", lower: "lower-better", none: "neutral" };
function declared(report, registry, declarations, measurement) {
  const record = registry === void 0 ? void 0 : report.agent_eval?.metrics[registry];
  const known = registry === void 0 ? void 0 : declarations.get(registry);
  const direction = record?.direction ?? known?.direction;
  const fraction = record?.fraction ?? known?.fraction;
  return {
    direction: direction === void 0 ? defaultDirection(measurement.metric_name, measurement.score_unit) : DIRECTIONS2[direction],
    fraction: fraction ?? isFractionMetric(measurement.score_unit)
  };
}
var COUNTS_IN_UNIT = /\((\d+)\s*\/\s*(\d+)\)\s*$/;
function parseCountsFromUnit(unit) {
  const match = COUNTS_IN_UNIT.exec(unit);
  if (match === null) return void 0;
  const successes = Number(match[1]);
  const trials = Number(match[2]);
  if (trials === 0 || successes > trials) return void 0;
  return { successes, trials };
}
var DETERMINISTIC = /* @__PURE__ */ new Set([...BUILTIN_METRICS.filter((m) => m.kind === "deterministic").map((m) => m.name), PERPLEXITY]);
var BUILTIN_NAMES = [...BUILTIN_METRICS.map((m) => m.name), PERPLEXITY].sort((a, b) => b.length - a.length);
var JUDGE_INPUTS = ["judge_model", "judge_provider", "judge_settings"];
function registryName(report, measurementName) {
  for (const [name, record] of Object.entries(report.agent_eval?.metrics ?? {})) {
    if (record.measurements.includes(measurementName)) return name;
  }
  return BUILTIN_NAMES.find((name) => measurementName === name || measurementName.startsWith(`${name}_`));
}
function metricProvenance(report, registry) {
  const provenance = {};
  const inputs = report.agent_eval?.inputs ?? {};
  if (registry !== void 0) {
    const record = report.agent_eval?.metrics[registry];
    if (record !== void 0) provenance.metric_version = `${registry}@${record.version}`;
  }
  if (registry?.startsWith("english_ngram") === true) {
    for (const [key, value] of Object.entries(inputs)) if (key.startsWith("ngram_table:")) provenance[key] = value;
  }
  if (registry === PERPLEXITY) {
    for (const [key, value] of Object.entries(inputs)) if (key.startsWith("gpt2_model:")) provenance[key] = value;
  }
  if (registry === void 0 || !DETERMINISTIC.has(registry)) {
    const explicit = JUDGE_INPUTS.filter((key) => inputs[key] !== void 0);
    if (explicit.length > 0) {
      for (const key of explicit) provenance[key] = inputs[key];
    } else if (report.evaluation_cost.model !== "none") {
      provenance.judge_model = report.evaluation_cost.model;
      provenance.judge_provider = report.evaluation_cost.provider_name;
    }
  }
  return provenance;
}
function roundsOf(measurement) {
  return measurement.per_round.map((r) => ({ round: r.round_number, value: r.value }));
}
function countsOf(unit, rounds) {
  const fromUnit = parseCountsFromUnit(unit);
  if (fromUnit !== void 0) return fromUnit;
  if (rounds.length === 0 || !rounds.every((r) => r.value === 0 || r.value === 1)) return void 0;
  return { successes: rounds.filter((r) => r.value === 1).length, trials: rounds.length };
}
function reportToRun(report, meta, id, declarations) {
  const metrics = {};
  for (const measurement of report.measurements) {
    let name = measurement.metric_name;
    for (let n = 2; metrics[name] !== void 0; n++) name = `${measurement.metric_name}#${n}`;
    const unit = measurement.score_unit;
    const registry = registryName(report, measurement.metric_name);
    const { direction, fraction } = declared(report, registry, declarations, measurement);
    const rounds = roundsOf(measurement);
    const counts = fraction ? countsOf(unit, rounds) : void 0;
    metrics[name] = {
      unit,
      direction,
      fraction,
      score: measurement.score,
      ...rounds.length > 0 ? { rounds } : {},
      ...counts === void 0 ? {} : { counts },
      provenance: metricProvenance(report, registry)
    };
  }
  const unavailable = {};
  for (const [name, record] of Object.entries(report.agent_eval?.metrics ?? {})) {
    if (record.status === "failed") unavailable[name] = `failed: ${record.error ?? "unknown error"}`;
    else if (record.status === "not_applicable") unavailable[name] = "not applicable to this run";
  }
  const scenarioMode = report.agent_eval?.inputs.scenario_mode;
  const seed = meta?.seed;
  return {
    id,
    pairing: { scenario: meta?.scenario ?? report.scenario_name, ...seed === void 0 ? {} : { seed: String(seed) } },
    ...report.agent_eval === void 0 ? {} : { eventLogDigest: report.agent_eval.event_log_sha256 },
    provenance: scenarioMode === void 0 ? {} : { scenario_mode: scenarioMode },
    metrics,
    ...Object.keys(unavailable).length > 0 ? { unavailable } : {},
    ...report.agent_eval?.incomplete_run === true ? { incomplete: true } : {}
  };
}
function reportsToScoreTable(reports, runMeta = [], declarations = BUILTIN_DECLARATIONS) {
  const items = reports.map((report, i) => {
    const meta = runMeta[i];
    return { report, meta, base: meta?.runId ?? report.simulation_id, content: JSON.stringify([report, meta ?? null]) };
  });
  items.sort((a, b) => compareCodePoints(a.base, b.base) || compareCodePoints(a.content, b.content));
  const used = /* @__PURE__ */ new Set();
  const runs = items.map(({ report, meta, base }) => {
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}#${n}`;
    used.add(id);
    return reportToRun(report, meta, id, declarations);
  });
  runs.sort((a, b) => compareCodePoints(a.id, b.id));
  return { runs };
}

// src/core/fast-validate.ts
function defOf(schema) {
  return schema._zod.def;
}
var Unsupported = class extends Error {
};
var CodeWriter = class {
  bound = [];
  /** Helper functions (one per union member), declared before the main function. */
  helpers = [];
  names = 0;
  fresh(prefix) {
    this.names += 1;
    return `${prefix}${this.names}`;
  }
  bind(value) {
    this.bound.push(value);
    return `bound[${this.bound.length - 1}]`;
  }
};
function literal(value) {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" && Number.isFinite(value) && !Object.is(value, -0)) return String(value);
  return void 0;
}
function oneOf(values, expr, out) {
  const literals = values.map(literal);
  if (values.length > 0 && values.length <= 8 && literals.every((l) => l !== void 0)) return `(${literals.map((l) => `${expr} === ${l}`).join(" || ")})`;
  return `${out.bind(values)}.includes(${expr})`;
}
function numberTest(def, expr) {
  const checks = def.checks ?? [];
  const tests = [`typeof ${expr} === "number"`, `Number.isFinite(${expr})`];
  for (const check of checks) {
    const c = check._zod.def;
    if (c.check === "number_format" && c.format === "safeint") tests.push(`Number.isSafeInteger(${expr})`);
    else if (c.check === "greater_than" && typeof c.value === "number" && literal(c.value) !== void 0) tests.push(`${expr} ${c.inclusive === true ? ">=" : ">"} ${literal(c.value)}`);
    else if (c.check === "less_than" && typeof c.value === "number" && literal(c.value) !== void 0) tests.push(`${expr} ${c.inclusive === true ? "<=" : "<"} ${literal(c.value)}`);
    else throw new Unsupported(`number check ${String(c.check)}`);
  }
  return tests.join(" && ");
}
var PLAIN_OBJECT = (expr) => `(typeof ${expr} === "object" && ${expr} !== null && !Array.isArray(${expr}))`;
function statements(schema, expr, out, indent) {
  const def = defOf(schema);
  const fail = (condition) => [`${indent}if (!(${condition})) return false;`];
  switch (def.type) {
    case "string":
      if (Array.isArray(def.checks) && def.checks.length > 0) throw new Unsupported("string checks");
      return fail(`typeof ${expr} === "string"`);
    case "number":
      return fail(numberTest(def, expr));
    case "boolean":
      return fail(`typeof ${expr} === "boolean"`);
    case "unknown":
      return [];
    case "literal":
      return fail(oneOf(def.values, expr, out));
    case "enum":
      return fail(oneOf(Object.values(def.entries), expr, out));
    case "nullable":
    case "optional": {
      const inner = statements(def.innerType, expr, out, `${indent}  `);
      if (inner.length === 0) return [];
      return [`${indent}if (${expr} !== ${def.type === "nullable" ? "null" : "undefined"}) {`, ...inner, `${indent}}`];
    }
    case "array": {
      if (Array.isArray(def.checks) && def.checks.length > 0) throw new Unsupported("array checks");
      const index = out.fresh("i");
      const element = out.fresh("e");
      const inner = statements(def.element, element, out, `${indent}    `);
      return [
        ...fail(`Array.isArray(${expr})`),
        ...inner.length === 0 ? [] : [`${indent}for (let ${index} = 0; ${index} < ${expr}.length; ${index}++) {`, `${indent}  const ${element} = ${expr}[${index}];`, ...inner.map((l) => l.slice(2)), `${indent}}`]
      ];
    }
    case "record": {
      if (defOf(def.keyType).type !== "string") throw new Unsupported("record key type");
      const values = out.fresh("values");
      const index = out.fresh("i");
      const element = out.fresh("e");
      const inner = statements(def.valueType, element, out, `${indent}    `);
      return [
        ...fail(PLAIN_OBJECT(expr)),
        ...inner.length === 0 ? [] : [
          `${indent}const ${values} = Object.values(${expr});`,
          `${indent}for (let ${index} = 0; ${index} < ${values}.length; ${index}++) {`,
          `${indent}  const ${element} = ${values}[${index}];`,
          ...inner.map((l) => l.slice(2)),
          `${indent}}`
        ]
      ];
    }
    case "union": {
      const members = def.options.map((option) => helper(option, out));
      return fail(members.map((name) => `${name}(${expr})`).join(" || "));
    }
    case "custom":
      return fail(`${out.bind(def.fn)}(${expr}) === true`);
    case "object":
      return objectStatements(def, expr, out, indent);
    default:
      throw new Unsupported(def.type);
  }
}
function objectStatements(def, expr, out, indent) {
  const shape = def.shape;
  const catchall = def.catchall === void 0 ? void 0 : defOf(def.catchall).type;
  if (catchall !== void 0 && catchall !== "never") throw new Unsupported(`object catchall ${catchall}`);
  const lines = [`${indent}if (!${PLAIN_OBJECT(expr)}) return false;`];
  for (const [key, fieldSchema] of Object.entries(shape)) {
    const field2 = out.fresh("f");
    const property = `${expr}[${JSON.stringify(key)}]`;
    const fieldDef = defOf(fieldSchema);
    if (fieldDef.type === "default") {
      const fallback = literal(fieldDef.defaultValue) ?? `structuredClone(${out.bind(fieldDef.defaultValue)})`;
      lines.push(`${indent}let ${field2} = ${property};`, `${indent}if (${field2} === undefined) { ${field2} = ${fallback}; ${property} = ${field2}; }`);
      lines.push(...statements(fieldDef.innerType, field2, out, indent));
    } else {
      lines.push(`${indent}const ${field2} = ${property};`, ...statements(fieldSchema, field2, out, indent));
    }
  }
  if (catchall === "never") {
    const key = out.fresh("k");
    const known = Object.keys(shape);
    const isKnown = known.length <= 16 ? known.map((k) => `${key} === ${JSON.stringify(k)}`).join(" || ") || "false" : `${out.bind(new Set(known))}.has(${key})`;
    lines.push(`${indent}for (const ${key} of Object.keys(${expr})) if (!(${isKnown})) return false;`);
  }
  return lines;
}
function helper(schema, out) {
  const name = out.fresh("member");
  const body = statements(schema, "v", out, "  ");
  out.helpers.push(`function ${name}(v) {
${body.join("\n")}
  return true;
}`);
  return name;
}
function generate(schema) {
  const out = new CodeWriter();
  const body = statements(schema, "v", out, "  ");
  const source = `${out.helpers.join("\n")}
return function check(v) {
${body.join("\n")}
  return true;
};`;
  return { source, bound: out.bound };
}
function compileFastCheck(schema) {
  let generated;
  try {
    generated = generate(schema);
  } catch (error) {
    if (error instanceof Unsupported) return void 0;
    throw error;
  }
  const make = new Function("bound", generated.source);
  return make(generated.bound);
}

// src/core/event-log.ts
var FAST_CHECKS = Object.fromEntries(
  Object.entries(coreEventSchemas).map(([type, schema]) => [type, compileFastCheck(schema)])
);
var EventLogParser = class {
  constructor(file) {
    this.file = file;
  }
  file;
  runningRound = 0;
  eventCount = 0;
  /** Parse one line (without its newline). Returns `undefined` for a blank line. */
  parseLine(line, lineNumber) {
    const first = line.charCodeAt(0);
    const last = line.charCodeAt(line.length - 1);
    const trimmed = first > 32 && first < 127 && last > 32 && last < 127 ? line : line.trim();
    if (trimmed === "") return void 0;
    let raw;
    try {
      raw = JSON.parse(trimmed);
    } catch (error) {
      throw new EventLogError(this.file, lineNumber, void 0, `malformed JSON (${describeJsonSyntaxError(error, trimmed)})`);
    }
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
      throw new EventLogError(this.file, lineNumber, void 0, "expected a JSON object");
    }
    const record = raw;
    const eventType = record.event_type;
    if (typeof eventType !== "string") {
      throw new EventLogError(this.file, lineNumber, "event_type", "missing or not a string");
    }
    if (eventType === "round_advanced" && Number.isInteger(record.round_number)) {
      this.runningRound = record.round_number;
    }
    if (!("round_number" in record)) record.round_number = this.runningRound;
    if (!("event_id" in record)) record.event_id = `line-${lineNumber}`;
    this.eventCount += 1;
    if (!isCoreEventType(eventType)) {
      if (!Number.isInteger(record.round_number)) {
        throw new EventLogError(this.file, lineNumber, "round_number", "must be an integer");
      }
      if (typeof record.event_id !== "string") {
        throw new EventLogError(this.file, lineNumber, "event_id", "must be a string");
      }
      return Object.assign(record, { opaque: true });
    }
    if (eventType === "message_sent") {
      const message = record.message;
      if (typeof message === "object" && message !== null && !Array.isArray(message)) {
        const m = message;
        if (!("round_number" in m)) m.round_number = record.round_number;
        if (!("sender_display_name" in m)) m.sender_display_name = m.sender_agent_id;
      }
    }
    if (FAST_CHECKS[eventType]?.(record) === true) return record;
    const schema = coreEventSchemas[eventType];
    const parsed = schema.safeParse(record);
    if (!parsed.success) {
      const { field: field2, message } = firstIssue(parsed.error);
      throw new EventLogError(
        this.file,
        lineNumber,
        field2,
        `invalid ${eventType} event: ${message}`
      );
    }
    return parsed.data;
  }
  get eventsParsed() {
    return this.eventCount;
  }
};

// src/judge/accounting.ts
var EMPTY = { calls: 0, usage: ZERO_USAGE, costUsd: 0 };
function add(totals, usage, model) {
  return { calls: totals.calls + 1, usage: addUsage(totals.usage, usage), costUsd: totals.costUsd + estimateCostUsd(usage, model) };
}
var JudgeAccounting = class {
  used = EMPTY;
  spent = EMPTY;
  replayed = 0;
  recorded = 0;
  /** A response handed to a metric; `from` says where it came from. */
  noteUsed(response, from) {
    this.used = add(this.used, response.usage, response.model);
    if (from === "replay") this.replayed++;
  }
  /** A provider response paid for in this invocation (valid or not). */
  noteSpent(usage, model) {
    this.spent = add(this.spent, usage, model);
  }
  noteRecorded() {
    this.recorded++;
  }
  snapshot() {
    return { used: this.used, spent: this.spent, replayed: this.replayed, recorded: this.recorded };
  }
};
function meteredJudge(inner, accounting) {
  return {
    source: inner.source,
    async call(request, options) {
      try {
        const response = await inner.call(request, options);
        accounting.noteSpent(response.usage, response.model);
        return response;
      } catch (error) {
        if (error instanceof JudgeOutputError) accounting.noteSpent(error.usage, error.model);
        throw error;
      }
    }
  };
}

// node_modules/diff/libesm/diff/base.js
var Diff = class {
  diff(oldStr, newStr, options = {}) {
    let callback;
    if (typeof options === "function") {
      callback = options;
      options = {};
    } else if ("callback" in options) {
      callback = options.callback;
    }
    const oldString = this.castInput(oldStr, options);
    const newString = this.castInput(newStr, options);
    const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
    const newTokens = this.removeEmpty(this.tokenize(newString, options));
    return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
  }
  diffWithOptionsObj(oldTokens, newTokens, options, callback) {
    var _a;
    const done = (value) => {
      value = this.postProcess(value, options);
      if (callback) {
        setTimeout(function() {
          callback(value);
        }, 0);
        return void 0;
      } else {
        return value;
      }
    };
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let editLength = 1;
    let maxEditLength = newLen + oldLen;
    if (options.maxEditLength != null) {
      maxEditLength = Math.min(maxEditLength, options.maxEditLength);
    }
    const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
    const abortAfterTimestamp = Date.now() + maxExecutionTime;
    const bestPath = [{ oldPos: -1, lastComponent: void 0 }];
    let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
    if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
      return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
    }
    let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
    const execEditLength = () => {
      for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
        let basePath;
        const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
        if (removePath) {
          bestPath[diagonalPath - 1] = void 0;
        }
        let canAdd = false;
        if (addPath) {
          const addPathNewPos = addPath.oldPos - diagonalPath;
          canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
        }
        const canRemove = removePath && removePath.oldPos + 1 < oldLen;
        if (!canAdd && !canRemove) {
          bestPath[diagonalPath] = void 0;
          continue;
        }
        if (!canRemove || canAdd && removePath.oldPos < addPath.oldPos) {
          basePath = this.addToPath(addPath, true, false, 0, options);
        } else {
          basePath = this.addToPath(removePath, false, true, 1, options);
        }
        newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
        if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
          return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
        } else {
          bestPath[diagonalPath] = basePath;
          if (basePath.oldPos + 1 >= oldLen) {
            maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
          }
          if (newPos + 1 >= newLen) {
            minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
          }
        }
      }
      editLength++;
    };
    if (callback) {
      (function exec() {
        setTimeout(function() {
          if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
            return callback(void 0);
          }
          if (!execEditLength()) {
            exec();
          }
        }, 0);
      })();
    } else {
      while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
        const ret = execEditLength();
        if (ret) {
          return ret;
        }
      }
    }
  }
  addToPath(path6, added, removed, oldPosInc, options) {
    const last = path6.lastComponent;
    if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
      return {
        oldPos: path6.oldPos + oldPosInc,
        lastComponent: { count: last.count + 1, added, removed, previousComponent: last.previousComponent }
      };
    } else {
      return {
        oldPos: path6.oldPos + oldPosInc,
        lastComponent: { count: 1, added, removed, previousComponent: last }
      };
    }
  }
  extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
    while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
      newPos++;
      oldPos++;
      commonCount++;
      if (options.oneChangePerToken) {
        basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
      }
    }
    if (commonCount && !options.oneChangePerToken) {
      basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
    }
    basePath.oldPos = oldPos;
    return newPos;
  }
  equals(left, right, options) {
    if (options.comparator) {
      return options.comparator(left, right);
    } else {
      return left === right || !!options.ignoreCase && left.toLowerCase() === right.toLowerCase();
    }
  }
  removeEmpty(array) {
    const ret = [];
    for (let i = 0; i < array.length; i++) {
      if (array[i]) {
        ret.push(array[i]);
      }
    }
    return ret;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  castInput(value, options) {
    return value;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  tokenize(value, options) {
    return Array.from(value);
  }
  join(chars) {
    return chars.join("");
  }
  postProcess(changeObjects, options) {
    return changeObjects;
  }
  get useLongestToken() {
    return false;
  }
  buildValues(lastComponent, newTokens, oldTokens) {
    const components = [];
    let nextComponent;
    while (lastComponent) {
      components.push(lastComponent);
      nextComponent = lastComponent.previousComponent;
      delete lastComponent.previousComponent;
      lastComponent = nextComponent;
    }
    components.reverse();
    const componentLen = components.length;
    let componentPos = 0, newPos = 0, oldPos = 0;
    for (; componentPos < componentLen; componentPos++) {
      const component = components[componentPos];
      if (!component.removed) {
        if (!component.added && this.useLongestToken) {
          let value = newTokens.slice(newPos, newPos + component.count);
          value = value.map(function(value2, i) {
            const oldValue = oldTokens[oldPos + i];
            return oldValue.length > value2.length ? oldValue : value2;
          });
          component.value = this.join(value);
        } else {
          component.value = this.join(newTokens.slice(newPos, newPos + component.count));
        }
        newPos += component.count;
        if (!component.added) {
          oldPos += component.count;
        }
      } else {
        component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
        oldPos += component.count;
      }
    }
    return components;
  }
};

// node_modules/diff/libesm/diff/line.js
var LineDiff = class extends Diff {
  constructor() {
    super(...arguments);
    this.tokenize = tokenize;
  }
  equals(left, right, options) {
    if (options.ignoreWhitespace) {
      if (!options.newlineIsToken || !left.includes("\n")) {
        left = left.trim();
      }
      if (!options.newlineIsToken || !right.includes("\n")) {
        right = right.trim();
      }
    } else if (options.ignoreNewlineAtEof && !options.newlineIsToken) {
      if (left.endsWith("\n")) {
        left = left.slice(0, -1);
      }
      if (right.endsWith("\n")) {
        right = right.slice(0, -1);
      }
    }
    return super.equals(left, right, options);
  }
};
var lineDiff = new LineDiff();
function diffLines(oldStr, newStr, options) {
  return lineDiff.diff(oldStr, newStr, options);
}
function tokenize(value, options) {
  if (options.stripTrailingCr) {
    value = value.replace(/\r\n/g, "\n");
  }
  const retLines = [], linesAndNewlines = value.split(/(\n|\r\n)/);
  if (!linesAndNewlines[linesAndNewlines.length - 1]) {
    linesAndNewlines.pop();
  }
  for (let i = 0; i < linesAndNewlines.length; i++) {
    const line = linesAndNewlines[i];
    if (i % 2 && !options.newlineIsToken) {
      retLines[retLines.length - 1] += line;
    } else {
      retLines.push(line);
    }
  }
  return retLines;
}

// node_modules/diff/libesm/patch/create.js
function structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
  let optionsObj;
  if (!options) {
    optionsObj = {};
  } else if (typeof options === "function") {
    optionsObj = { callback: options };
  } else {
    optionsObj = options;
  }
  if (typeof optionsObj.context === "undefined") {
    optionsObj.context = 4;
  }
  const context = optionsObj.context;
  if (optionsObj.newlineIsToken) {
    throw new Error("newlineIsToken may not be used with patch-generation functions, only with diffing functions");
  }
  if (!optionsObj.callback) {
    return diffLinesResultToPatch(diffLines(oldStr, newStr, optionsObj));
  } else {
    const { callback } = optionsObj;
    diffLines(oldStr, newStr, Object.assign(Object.assign({}, optionsObj), { callback: (diff) => {
      const patch = diffLinesResultToPatch(diff);
      callback(patch);
    } }));
  }
  function diffLinesResultToPatch(diff) {
    if (!diff) {
      return;
    }
    diff.push({ value: "", lines: [] });
    function contextLines(lines) {
      return lines.map(function(entry) {
        return " " + entry;
      });
    }
    const hunks = [];
    let oldRangeStart = 0, newRangeStart = 0, curRange = [], oldLine = 1, newLine = 1;
    for (let i = 0; i < diff.length; i++) {
      const current = diff[i], lines = current.lines || splitLines(current.value);
      current.lines = lines;
      if (current.added || current.removed) {
        if (!oldRangeStart) {
          const prev = diff[i - 1];
          oldRangeStart = oldLine;
          newRangeStart = newLine;
          if (prev) {
            curRange = context > 0 ? contextLines(prev.lines.slice(-context)) : [];
            oldRangeStart -= curRange.length;
            newRangeStart -= curRange.length;
          }
        }
        for (const line of lines) {
          curRange.push((current.added ? "+" : "-") + line);
        }
        if (current.added) {
          newLine += lines.length;
        } else {
          oldLine += lines.length;
        }
      } else {
        if (oldRangeStart) {
          if (lines.length <= context * 2 && i < diff.length - 2) {
            for (const line of contextLines(lines)) {
              curRange.push(line);
            }
          } else {
            const contextSize = Math.min(lines.length, context);
            for (const line of contextLines(lines.slice(0, contextSize))) {
              curRange.push(line);
            }
            const hunk = {
              oldStart: oldRangeStart,
              oldLines: oldLine - oldRangeStart + contextSize,
              newStart: newRangeStart,
              newLines: newLine - newRangeStart + contextSize,
              lines: curRange
            };
            hunks.push(hunk);
            oldRangeStart = 0;
            newRangeStart = 0;
            curRange = [];
          }
        }
        oldLine += lines.length;
        newLine += lines.length;
      }
    }
    for (const hunk of hunks) {
      for (let i = 0; i < hunk.lines.length; i++) {
        if (hunk.lines[i].endsWith("\n")) {
          hunk.lines[i] = hunk.lines[i].slice(0, -1);
        } else {
          hunk.lines.splice(i + 1, 0, "\\ No newline at end of file");
          i++;
        }
      }
    }
    return {
      oldFileName,
      newFileName,
      oldHeader,
      newHeader,
      hunks
    };
  }
}
function splitLines(text2) {
  const hasTrailingNl = text2.endsWith("\n");
  const result = text2.split("\n").map((line) => line + "\n");
  if (hasTrailingNl) {
    result.pop();
  } else {
    result.push(result.pop().slice(0, -1));
  }
  return result;
}

// src/judge/text-diff.ts
var MAX_EDIT_LENGTH = 4e3;
function replaceHunk(a, b, context) {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const from = Math.max(0, start - context);
  const toA = Math.min(a.length, endA + context);
  const toB = Math.min(b.length, endB + context);
  const lines = [
    ...a.slice(from, start).map((l) => ` ${l}`),
    ...a.slice(start, endA).map((l) => `-${l}`),
    ...b.slice(start, endB).map((l) => `+${l}`),
    ...a.slice(endA, toA).map((l) => ` ${l}`)
  ];
  return { oldStart: from + 1, oldLines: toA - from, newStart: from + 1, newLines: toB - from, lines };
}
function unifiedLineDiff(before, after, options = {}) {
  if (before === after) return "";
  const context = options.context ?? 3;
  const maxLines = options.maxLines ?? 120;
  const patch = structuredPatch("a", "b", `${before}
`, `${after}
`, void 0, void 0, { context, maxEditLength: MAX_EDIT_LENGTH });
  const hunks = patch === void 0 ? [replaceHunk(before.split("\n"), after.split("\n"), context)] : patch.hunks;
  const out = [`--- ${options.fromLabel ?? "before"}`, `+++ ${options.toLabel ?? "after"}`];
  let body = 0;
  let truncated = 0;
  for (const hunk of hunks) {
    const header = `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`;
    for (const line of [header, ...hunk.lines.filter((l) => !l.startsWith("\\"))]) {
      if (body < maxLines) out.push(line);
      else truncated++;
      body++;
    }
  }
  if (truncated > 0) out.push(`\u2026 ${truncated} more diff lines not shown`);
  return out.join("\n");
}
function lineSimilarity(a, b) {
  if (a === b) return 1;
  const counts = /* @__PURE__ */ new Map();
  const linesA = a.split("\n");
  const linesB = b.split("\n");
  for (const line of linesA) counts.set(line, (counts.get(line) ?? 0) + 1);
  let common = 0;
  for (const line of linesB) {
    const left = counts.get(line) ?? 0;
    if (left > 0) {
      common++;
      counts.set(line, left - 1);
    }
  }
  const dice = 2 * common / (linesA.length + linesB.length);
  const lengthRatio = Math.min(a.length, b.length) / Math.max(a.length, b.length, 1);
  return 0.95 * dice + 0.05 * lengthRatio;
}

// src/judge/validating-judge.ts
var VALIDATION_ATTEMPTS = 2;
function validatingJudge(inner) {
  return {
    source: inner.source,
    async call(request, options) {
      const validate = options?.validate;
      let spentUsage;
      let lastProblem = "";
      for (let attempt = 1; attempt <= VALIDATION_ATTEMPTS; attempt++) {
        let response;
        try {
          response = await inner.call(request, options);
        } catch (error) {
          if (!(error instanceof JudgeOutputError)) throw error;
          spentUsage = spentUsage === void 0 ? error.usage : addUsage(spentUsage, error.usage);
          lastProblem = error.message;
          continue;
        }
        const usage = spentUsage === void 0 ? response.usage : addUsage(spentUsage, response.usage);
        const problem = validate?.(response.output);
        if (problem === void 0) return { ...response, usage };
        spentUsage = usage;
        lastProblem = problem;
      }
      throw new JudgeValidationError(
        `judge output for metric "${request.metric}" (replica ${request.replica}) was invalid after ${VALIDATION_ATTEMPTS} attempts; last problem:
${lastProblem}`,
        request.metric,
        lastProblem
      );
    }
  };
}

// src/judge/replay-judge.ts
var JUDGE_MODES = ["replay", "record-missing", "record-all", "live"];
function parseJudgeMode(text2) {
  const mode = JUDGE_MODES.find((m) => m === text2);
  if (mode === void 0) throw new Error(`unknown judge mode ${JSON.stringify(text2)}; expected one of: ${JUDGE_MODES.join(", ")}`);
  return mode;
}
var DEFAULT_RECORD_HINT = "To record it, run with --judge-mode record-missing (calls the provider; needs its API key), review the new file and commit it.";
var ReplayJudge = class {
  constructor(options) {
    this.options = options;
    if (options.mode !== "live" && options.store === void 0) {
      throw new Error(`judge mode ${options.mode} needs a fixture store`);
    }
    this.mode = options.mode;
    this.accounting = options.accounting ?? new JudgeAccounting();
  }
  options;
  mode;
  accounting;
  inflight = /* @__PURE__ */ new Map();
  get source() {
    return this.options.source ?? this.options.inner.source;
  }
  async call(request, callOptions) {
    const { mode, store, onKey } = this.options;
    const live = mode === "live" || store === void 0;
    const key = live && onKey === void 0 ? void 0 : judgeRequestKey(request);
    if (key !== void 0) onKey?.(key);
    if (live || key === void 0) {
      const response2 = await this.options.inner.call(request, callOptions);
      this.checkLive(request, response2, callOptions);
      this.checkSecrets(request, response2, "the live answer");
      this.accounting.noteUsed(response2, "live");
      return response2;
    }
    if (mode === "replay" || mode === "record-missing") {
      const stored = await store.get(request.metric, key);
      if (stored !== void 0) return this.serveRecording(request, stored, callOptions);
      if (mode === "replay") throw await explainMiss(store, request, key, this.options.recordHint ?? DEFAULT_RECORD_HINT);
    }
    let pending = this.inflight.get(key);
    if (pending === void 0) {
      pending = this.record(store, request, key, callOptions);
      this.inflight.set(key, pending);
      void pending.catch(() => this.inflight.delete(key));
    }
    const response = await pending;
    this.accounting.noteUsed(response, "live");
    return response;
  }
  serveRecording(request, stored, callOptions) {
    const response = responseFromRecord(stored.record);
    this.checkSecrets(request, response, `the recorded answer ${stored.path}`, "Delete the recording and record it again, or fix it by hand (then `agent-eval fixtures check`).");
    const problem = callOptions?.validate?.(response.output);
    if (problem !== void 0) {
      throw new JudgeValidationError(
        `recorded judge output ${stored.path} for metric "${request.metric}" (replica ${request.replica}) does not pass the metric's validation:
${problem}
Re-record it with --judge-mode record-all.`,
        request.metric,
        problem
      );
    }
    this.accounting.noteUsed(response, "replay");
    return response;
  }
  /**
   * Every answer, replayed or live, passes the same secret check as a recording being written,
   * before any metric sees it. Findings name the JSON path and the kind, never the value.
   */
  checkSecrets(request, response, what, hint = "") {
    const findings = findSecretLikeValues({ output: response.output, model: response.model }, this.options.knownSecrets ?? []);
    if (findings.length === 0) return;
    const where = findings.map((f) => `${f.path}: ${f.rule}`).join("; ");
    throw new JudgeSecretError(
      `${what} for metric "${request.metric}" (replica ${request.replica}) contains something that looks like a credential (${where}); the metric fails rather than carry it into the report.${hint === "" ? "" : ` ${hint}`}`,
      request.metric
    );
  }
  checkLive(request, response, callOptions) {
    const problem = callOptions?.validate?.(response.output);
    if (problem !== void 0) {
      throw new JudgeValidationError(
        `judge output for metric "${request.metric}" (replica ${request.replica}) is invalid (not recorded):
${problem}`,
        request.metric,
        problem
      );
    }
  }
  async record(store, request, key, callOptions) {
    const response = await this.options.inner.call(request, callOptions);
    this.checkLive(request, response, callOptions);
    this.checkSecrets(request, response, "the live answer", "Nothing was recorded.");
    const source = this.source ?? `${request.provider} (live model)`;
    const recordedAt = this.options.now();
    await store.put(buildFixtureRecord(request, response, { recordedAt, source }, key));
    this.accounting.noteRecorded();
    return { ...response, recordedAt };
  }
};
function requestReviewText(request) {
  const pretty = (value) => JSON.stringify(JSON.parse(canonicalJson(value)), null, 2);
  return [
    `provider: ${request.provider}`,
    `model: ${request.model}`,
    `replica: ${request.replica}`,
    `settings: ${canonicalJson(request.settings)}`,
    `output name: ${request.outputName}`,
    `output description: ${request.outputDescription}`,
    `output schema: ${pretty(request.outputSchema)}`,
    `metric (not part of the key): ${request.metric}`,
    `template version (not part of the key): ${request.templateVersion}`,
    "=== system prompt ===",
    request.system,
    "=== user prompt ===",
    request.user,
    ...request.conversation === void 0 ? [] : ["=== conversation ===", conversationReviewText(request.conversation)]
  ].join("\n");
}
function conversationReviewText(messages) {
  const lines = [];
  messages.forEach((message, i) => {
    lines.push(`--- message ${i + 1}: ${message.role} ---`);
    for (const block of message.blocks) {
      switch (block.type) {
        case "prompt":
          if (typeof block.content === "string") lines.push("[prompt]", block.content);
          else for (const item of block.content) lines.push(...typeof item === "string" ? ["[prompt]", item] : ["[cache point]"]);
          break;
        case "tool_result":
          lines.push(`[tool result ${block.tool_call_id} ${block.tool_name}]`, block.content);
          break;
        case "thinking":
          lines.push("[thinking]", block.text);
          break;
        case "text":
          lines.push("[text]", block.text);
          break;
        case "tool_call":
          lines.push(`[tool call ${block.tool_call_id} ${block.tool_name}] ${canonicalJson(block.arguments)}`);
          break;
      }
    }
  });
  return lines.join("\n");
}
function nearness(candidate, request) {
  return lineSimilarity(candidate.user, request.user) + (candidate.conversation === void 0 || request.conversation === void 0 ? 0 : lineSimilarity(conversationReviewText(candidate.conversation), conversationReviewText(request.conversation))) + (candidate.system === request.system ? 0.02 : 0) + (candidate.model === request.model ? 0.01 : 0) + (candidate.provider === request.provider ? 0.01 : 0) + (candidate.outputName === request.outputName ? 0.01 : 0) + 5e-3 / (1 + Math.abs(candidate.replica - request.replica));
}
async function explainMiss(store, request, key, recordHint = DEFAULT_RECORD_HINT) {
  let candidates = [];
  let listError;
  try {
    candidates = await store.listMetric(request.metric);
  } catch (error) {
    listError = error instanceof Error ? error.message : String(error);
  }
  if (candidates.length === 0 && listError === void 0) {
    return new JudgeFixtureMissingError(
      `no recorded judge answers for metric "${request.metric}" yet (replay mode never calls a model). ${recordHint}`,
      request.metric,
      key,
      request.replica,
      void 0,
      ""
    );
  }
  const lines = [
    `No recorded judge response for metric "${request.metric}" (replica ${request.replica}, template ${request.templateVersion}).`,
    `  key:      ${key}`,
    `  expected: ${store.pathFor(request.metric, key)}`
  ];
  if (listError !== void 0) lines.push(`(could not read the other recordings of this metric: ${listError})`);
  let nearestPath;
  let diff = "";
  if (candidates.length === 0) {
    lines.push(`There are no recordings for metric "${request.metric}" yet.`);
  } else {
    let best;
    for (const stored of candidates) {
      const recorded = requestFromRecord(stored.record);
      const score = nearness(recorded, request);
      if (best === void 0 || score > best.score) best = { stored, request: recorded, score };
    }
    if (best !== void 0) {
      nearestPath = best.stored.path;
      diff = unifiedLineDiff(requestReviewText(best.request), requestReviewText(request), {
        fromLabel: `recorded ${best.stored.path}`,
        toLabel: "requested now"
      });
      lines.push(
        `Nearest recorded request for metric "${request.metric}" (of ${candidates.length}): ${best.stored.path} (key ${best.stored.record.key}, recorded ${best.stored.record.recorded_at}, template ${best.request.templateVersion}).`,
        diff === "" ? "It differs only in fields outside the review text." : "What changed (--- recorded, +++ requested now):"
      );
      if (diff !== "") lines.push(diff);
    }
  }
  lines.push(recordHint);
  return new JudgeFixtureMissingError(lines.join("\n"), request.metric, key, request.replica, nearestPath, diff);
}
function createJudgeStack(options) {
  const accounting = new JudgeAccounting();
  const inner = validatingJudge(meteredJudge(limitedJudge(options.provider, options.concurrency), accounting));
  const judge = new ReplayJudge({
    mode: options.mode,
    inner,
    now: options.now,
    accounting,
    ...options.store === void 0 ? {} : { store: options.store },
    ...options.source === void 0 ? {} : { source: options.source },
    ...options.recordHint === void 0 ? {} : { recordHint: options.recordHint },
    ...options.knownSecrets === void 0 ? {} : { knownSecrets: options.knownSecrets },
    ...options.onKey === void 0 ? {} : { onKey: options.onKey }
  });
  return { judge, accounting };
}

// src/providers/fixture-files.ts
import { randomUUID } from "node:crypto";
import { mkdir, readdir, rename, unlink, writeFile } from "node:fs/promises";
import path4 from "node:path";
var DEFAULT_FIXTURE_DIR = "recorded-judges";
function isNotFound2(error) {
  return error instanceof Error && "code" in error && error.code === "ENOENT";
}
function checkRelative(relativePath) {
  const normalized = path4.posix.normalize(relativePath);
  if (path4.isAbsolute(relativePath) || normalized.startsWith("..")) {
    throw new Error(`fixture path escapes the store: ${JSON.stringify(relativePath)}`);
  }
}
var FileFixtureStorage = class {
  /**
   * @param root directory holding the fixtures (created on first write)
   * @param displayRoot how the root is shown in messages (default: `root` as given)
   */
  constructor(root, displayRoot = root) {
    this.root = root;
    this.displayRoot = displayRoot;
  }
  root;
  displayRoot;
  async readText(relativePath) {
    checkRelative(relativePath);
    try {
      return await readRegularText(path4.join(this.root, relativePath));
    } catch (error) {
      if (isNotFound2(error) || isNotFound2(error.cause)) return void 0;
      throw error;
    }
  }
  async writeTextAtomic(relativePath, text2) {
    checkRelative(relativePath);
    const target = path4.join(this.root, relativePath);
    const dir = path4.dirname(target);
    await mkdir(dir, { recursive: true });
    const temp = path4.join(dir, `.${path4.basename(target)}.${process.pid}.${randomUUID()}.tmp`);
    try {
      await writeFile(temp, text2, { encoding: "utf8", flag: "wx" });
      await rename(temp, target);
    } catch (error) {
      await unlink(temp).catch(() => void 0);
      throw error;
    }
  }
  async listFiles(relativeDir) {
    return this.list(relativeDir, "file");
  }
  async listDirs(relativeDir) {
    return this.list(relativeDir, "dir");
  }
  displayPath(relativePath) {
    return path4.posix.join(this.displayRoot.split(path4.sep).join("/"), relativePath);
  }
  async list(relativeDir, kind) {
    checkRelative(relativeDir === "" ? "." : relativeDir);
    try {
      const entries = await readdir(path4.join(this.root, relativeDir), { withFileTypes: true });
      return entries.filter((e) => kind === "file" ? e.isFile() : e.isDirectory()).map((e) => e.name);
    } catch (error) {
      if (isNotFound2(error)) return [];
      throw error;
    }
  }
};
function openFixtureStore(root = DEFAULT_FIXTURE_DIR, options = {}) {
  return new FixtureStore(new FileFixtureStorage(root, options.displayRoot ?? root), options);
}

// src/node/read-run.ts
import { createHash as createHash3 } from "node:crypto";
import { closeSync as closeSync2, readSync as readSync2, readdirSync as readdirSync2, statSync as statSync3 } from "node:fs";
import path5 from "node:path";

// src/core/run.ts
function describeRun(runDir, scenarioName, logPath, events, eventLogSha256) {
  const simulationStarted = events.find(ofType("simulation_started"));
  if (simulationStarted === void 0) {
    throw new InputError(`${logPath}: no simulation_started event; this is not a GlossoGen event log`);
  }
  return {
    runDir,
    scenarioName,
    logPath,
    events,
    agentConfigs: agentConfigsOf(events),
    simulationStarted,
    finished: events.some(ofType("simulation_ended")),
    eventLogSha256
  };
}

// src/node/read-run.ts
var NEWLINE = 10;
var INVOCATION_LOG = "agent_eval_invocations.jsonl";
var KNOWN_SIDECARS = /* @__PURE__ */ new Set([
  "protocol_probe_responses.jsonl",
  "protocol_explanation_responses.jsonl",
  "language_repetition_messages.jsonl",
  INVOCATION_LOG
]);
var CHUNK_BYTES = 1 << 20;
var MAX_LINE_BYTES = 256 << 20;
var spareBuffer;
function streamLines(file, onLine, limits = {}) {
  const chunkBytes = limits.chunkBytes ?? CHUNK_BYTES;
  const maxLineBytes = limits.maxLineBytes ?? MAX_LINE_BYTES;
  const hash = createHash3("sha256");
  let buffer = chunkBytes === CHUNK_BYTES && spareBuffer !== void 0 ? spareBuffer : Buffer.allocUnsafeSlow(chunkBytes);
  if (buffer === spareBuffer) spareBuffer = void 0;
  let carried = 0;
  let lineNumber = 0;
  let fd = openRegularFileSync(file).fd;
  const strict = limits.strictUtf8 === true;
  const emit = (line, lineNumber2, from, start, end) => {
    if (strict && line.includes("\uFFFD")) checkUtf8(file, lineNumber2, from.subarray(start, end));
    onLine(line, lineNumber2);
  };
  try {
    for (; ; ) {
      if (carried === buffer.length) {
        if (carried >= maxLineBytes) {
          throw new EventLogError(file, lineNumber + 1, void 0, `line longer than ${maxLineBytes} bytes without a newline; is this a JSONL event log?`);
        }
        const larger = Buffer.allocUnsafe(Math.min(buffer.length * 2, maxLineBytes + 1));
        buffer.copy(larger, 0, 0, carried);
        buffer = larger;
      }
      const bytesRead = readSync2(fd, buffer, carried, buffer.length - carried, null);
      if (bytesRead === 0) break;
      const filled = buffer.subarray(0, carried + bytesRead);
      hash.update(filled.subarray(carried));
      let start = 0;
      let newline = filled.indexOf(NEWLINE, carried);
      while (newline !== -1) {
        lineNumber += 1;
        emit(filled.toString("utf8", start, newline), lineNumber, filled, start, newline);
        start = newline + 1;
        newline = filled.indexOf(NEWLINE, start);
      }
      carried = filled.length - start;
      if (carried > 0 && start > 0) buffer.copyWithin(0, start, filled.length);
    }
    closeSync2(fd);
    fd = void 0;
    if (carried > 0) {
      lineNumber += 1;
      emit(buffer.toString("utf8", 0, carried), lineNumber, buffer, 0, carried);
    }
  } finally {
    if (fd !== void 0) closeSync2(fd);
    if (buffer.length === CHUNK_BYTES && chunkBytes === CHUNK_BYTES) spareBuffer = buffer;
  }
  return hash.digest("hex");
}
var strictUtf8 = new TextDecoder("utf-8", { fatal: true });
function checkUtf8(file, lineNumber, bytes) {
  try {
    strictUtf8.decode(bytes);
  } catch {
    let offset = 0;
    for (let end = 1; end <= bytes.length; end++) {
      try {
        strictUtf8.decode(bytes.subarray(0, end));
        offset = end;
      } catch {
        if (end - offset > 4) break;
      }
    }
    throw new EventLogError(file, lineNumber, void 0, `invalid UTF-8 at byte ${offset + 1} of the line; GlossoGen's reader refuses such a log too`);
  }
}
var ALWAYS_KEPT = /* @__PURE__ */ new Set(["simulation_started", "agent_registered", "simulation_ended"]);
function readEventLog(file, keep) {
  const parser = new EventLogParser(file);
  const events = [];
  let firstStart;
  const otherStarts = [];
  let endedAt;
  let afterEnd = 0;
  let firstAfterEnd;
  const sha256 = streamLines(file, (line, lineNumber) => {
    const event = parser.parseLine(line, lineNumber);
    if (event === void 0) return;
    if (endedAt !== void 0 && event.event_type !== "simulation_ended") {
      afterEnd += 1;
      firstAfterEnd ??= lineNumber;
    }
    if (event.event_type === "simulation_started") {
      if (firstStart === void 0) firstStart = { id: event.event_id, line: lineNumber };
      else if (event.event_id !== firstStart.id) otherStarts.push(`line ${lineNumber} (${event.event_id})`);
    } else if (event.event_type === "simulation_ended") endedAt ??= lineNumber;
    if (keep === void 0 || keep.has(event.event_type) || ALWAYS_KEPT.has(event.event_type)) events.push(event);
  }, { strictUtf8: true });
  const warnings = [];
  if (firstStart !== void 0 && otherStarts.length > 0) {
    warnings.push(
      `${file}: ${otherStarts.length} more simulation_started event(s) with another id (${otherStarts.slice(0, 3).join(", ")}${otherStarts.length > 3 ? ", \u2026" : ""}); the run is identified by the first one (line ${firstStart.line}, ${firstStart.id}), as GlossoGen does. Were two logs concatenated?`
    );
  }
  if (endedAt !== void 0 && afterEnd > 0) {
    warnings.push(
      `${file}: ${afterEnd} event(s) after simulation_ended (line ${endedAt}), the first on line ${firstAfterEnd}; they are evaluated like the others, as GlossoGen does`
    );
  }
  return { events, sha256, warnings };
}
function firstLine(file) {
  const { fd } = openRegularFileSync(file);
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const bytesRead = readSync2(fd, buffer, 0, buffer.length, 0);
    const text2 = buffer.subarray(0, bytesRead).toString("utf8");
    const newline = text2.indexOf("\n");
    return newline === -1 ? text2 : text2.slice(0, newline);
  } finally {
    closeSync2(fd);
  }
}
function startsWithSimulationStarted(file) {
  try {
    const parsed = JSON.parse(firstLine(file).trim());
    return typeof parsed === "object" && parsed !== null && parsed.event_type === "simulation_started";
  } catch {
    return false;
  }
}
function detectScenario(runDir, given) {
  try {
    return Promise.resolve(detectScenarioSync(runDir, given));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
function detectScenarioSync(runDir, given) {
  let entries;
  try {
    const info = statSync3(runDir);
    if (!info.isDirectory()) throw new InputError(`--run-dir ${runDir}: not a directory`);
    entries = readdirSync2(runDir);
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(`--run-dir ${runDir}: cannot read the directory: ${describeFsError(error)}`, { cause: error });
  }
  if (given !== void 0) {
    if (!entries.includes(`${given}.jsonl`)) {
      throw new InputError(`${runDir}: no event log ${given}.jsonl for scenario '${given}'`);
    }
    return given;
  }
  const logs = entries.filter((name) => name.endsWith(".jsonl")).sort();
  const logsNotSidecars = logs.filter((name) => !KNOWN_SIDECARS.has(name));
  if (logsNotSidecars.length === 1) return logsNotSidecars[0].slice(0, -".jsonl".length);
  const candidates = [];
  for (const name of logsNotSidecars) {
    if (startsWithSimulationStarted(path5.join(runDir, name))) candidates.push(name.slice(0, -".jsonl".length));
  }
  if (candidates.length === 1) return candidates[0];
  if (candidates.length === 0 && logsNotSidecars.length === 1) return logsNotSidecars[0].slice(0, -".jsonl".length);
  if (candidates.length === 0) {
    throw new InputError(
      `${runDir}: no event log found (a *.jsonl whose first event is simulation_started); --run-dir must name the directory that holds <scenario>.jsonl` + (logs.length > 0 ? `; looked at: ${logs.join(", ")}` : "")
    );
  }
  throw new InputError(
    `${runDir}: several event logs could be the run's (${candidates.join(", ")}); name the scenario: agent-eval evaluate <SCENARIO> --run-dir ${runDir}`
  );
}
function loadRun(runDir, scenarioName, keep) {
  const logPath = path5.join(runDir, `${scenarioName}.jsonl`);
  let log;
  try {
    log = readEventLog(logPath, keep);
  } catch (error) {
    throw fsInputError(error, logPath, "read the event log");
  }
  const { events, sha256, warnings } = log;
  return { ...describeRun(runDir, scenarioName, logPath, events, sha256), logWarnings: warnings };
}

export {
  InputError,
  LineInputError,
  EventLogError,
  FieldConfigError,
  OutputError,
  ofType,
  agentConfigsOf,
  fsum,
  fmean,
  formatFixed,
  pySplit,
  codePointLength,
  compareCodePoints,
  metricNameFor,
  scenarioConfigFileSchema,
  descriptorFromConfigFile,
  inferDescriptor,
  formatPyJsonFloat,
  PyFloat,
  dumpsIndent2,
  firstIssue,
  renderTemplate,
  DEFAULT_JUDGE_CONCURRENCY,
  createLimiter,
  NEEDS_A_JUDGE,
  isFatalJudgeError,
  consolidateOntology,
  pyFloatRepr,
  JUDGE_CALLS,
  PERPLEXITY,
  gpt2MessageScorer,
  perplexityMetric,
  withPerplexity,
  lastEventTimestamp,
  buildMessageHistory,
  renderStrict,
  fullSystemPrompt,
  historyPrompts,
  probedAgents,
  probeRequest,
  PROTOCOL_EXPLANATION,
  PROTOCOL_PROBE,
  BUILTIN_METRICS,
  BUILTIN_DECLARATIONS,
  recordedDeclaration,
  UNAVAILABLE_METRICS,
  builtinRegistry,
  resolveMetricList,
  ENV_KEYS,
  configuredApiKeys,
  redactApiKeys,
  isFsError,
  describeFsError,
  fsInputError,
  fsOutputError,
  openRegularFileSync,
  readRegularTextSync,
  readRegularText,
  readRegularFile,
  readTextIfExistsSync,
  readTextIfExists,
  stageFileSync,
  writeFileAtomic,
  withFileLock,
  directorySidecars,
  measurementSchema,
  externalCommandMetric,
  loadPluginMetrics,
  registryWithPlugins,
  pluginSpecs,
  pluginRegistry,
  builtinScenario,
  runMetrics,
  loadProbeAssets,
  isFractionMetric,
  reportsToScoreTable,
  EventLogParser,
  INVOCATION_LOG,
  detectScenario,
  loadRun,
  JudgeAccounting,
  unifiedLineDiff,
  JUDGE_MODES,
  parseJudgeMode,
  ReplayJudge,
  createJudgeStack,
  DEFAULT_FIXTURE_DIR,
  openFixtureStore
};
