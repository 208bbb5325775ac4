import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  PyFloat,
  callJudge,
  codePointLength,
  compareCodePoints,
  defineJudgeCall,
  describeIssues,
  dumpsIndent2,
  firstIssue,
  fmean,
  formatFixed,
  formatPyJsonFloat,
  mean,
  neumaierSum,
  populationStd,
  pyFloatRepr,
  pyIntList,
  pyJsonDumps,
  pyJsonString,
  pyRound,
  pySplit,
  pyStrip,
  renderTemplate,
  requireJudge,
  successfulReplicas
} from "./chunk-O7PZRQRV.js";
import {
  JudgeFixtureMissingError
} from "./chunk-QITUHNQM.js";
import {
  toConversation
} from "./chunk-ZJOIMBVE.js";
import {
  InputError,
  createLimiter
} from "./chunk-LL3HKA3K.js";
import {
  FixtureSecretError,
  ZERO_USAGE,
  addUsage,
  estimateCostUsd,
  external_exports,
  templateVersionOf
} from "./chunk-UMTO33EF.js";
import {
  __commonJS,
  __toESM
} from "./chunk-UH4U5CWS.js";

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
    for (const [literal, value2] of [
      ["null", { kind: "null" }],
      ["true", { kind: "bool", value: true }],
      ["false", { kind: "bool", value: false }],
      ["NaN", { kind: "float", value: Number.NaN }],
      ["Infinity", { kind: "float", value: Number.POSITIVE_INFINITY }],
      ["-Infinity", { kind: "float", value: Number.NEGATIVE_INFINITY }]
    ]) {
      if (text2.startsWith(literal, i)) {
        i += literal.length;
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
function renderStrict(template, variables) {
  return pyStrip(renderTemplate(template.source, variables, { name: template.name }));
}
function fullSystemPrompt(base, roleName, runner) {
  return `${base}

${renderStrict(runner.systemSuffix, { role_name: roleName })}`;
}
function historyPrompts(runner) {
  return { initial: renderStrict(runner.initial, {}), continuation: renderStrict(runner.continuation, {}) };
}

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
  const templateVersion = templateVersionOf([templateSource, spec.description, spec.schema]);
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
function compiled(table) {
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
  const m = compiled(model);
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
function compiled2(table) {
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
  const m = compiled2(model);
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
  let window;
  if (scenarioName === "veyru") {
    window = internOrSwap(
      config,
      "intern (now acting as field observer)",
      "the swapped-in field observer in each team (observer_a on link_b, observer_b on link_a)"
    );
  } else if (scenarioName === "container_yard_stacking") {
    window = internOrSwap(
      config,
      "intern (now acting as crane operator)",
      "the swapped-in crane operator in each team (crane_operator_a on link_b, crane_operator_b on link_a)"
    );
  }
  return window ?? defaultBoundary(events);
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
function parseSidecarJson(metric, file, text2, schema) {
  let raw;
  try {
    raw = JSON.parse(text2);
  } catch (error) {
    throw new Error(`${metric}: ${file}: malformed JSON (${error.message})`, { cause: error });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const { field: field2, message } = firstIssue(parsed.error);
    throw new Error(`${metric}: ${file}: field '${field2 ?? "(root)"}': ${message}`);
  }
  return parsed.data;
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
    const access = requireJudge(context, NAME);
    const output2 = await callJudge(access, COMMUNICATION_OPEN_CODING_CALL, { rounds });
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
  const path = context.options.ontologyPath;
  if (path === void 0 || path === "") {
    throw new Error(
      `${NAME2} needs an ontology: none was given with --ontology-path and there is no *.json in ../_ontology/ beside the run. Build one with agent-eval ontology consolidate, then pass --ontology-path FILE or put it in ../_ontology/.`
    );
  }
  const text2 = await context.sidecars.readText(path);
  if (text2 === void 0) throw new Error(`${NAME2}: ontology file not found: ${path}`);
  let raw;
  try {
    raw = JSON.parse(text2);
  } catch (error) {
    throw new Error(`${NAME2}: ontology ${path} is not valid JSON: ${error.message}`, { cause: error });
  }
  const parsed = communicationOntologySchema.safeParse(raw);
  if (!parsed.success) throw new Error(`${NAME2}: ontology ${path} is not a communication ontology: ${describeIssues(parsed.error)}`);
  if (parsed.data.categories.length === 0) throw new Error(`${NAME2}: ontology ${path} has no categories`);
  return { path, ontology: parsed.data };
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
    const { path, ontology } = await loadOntology(context);
    const access = requireJudge(context, NAME2);
    const output2 = await callJudge(access, COMMUNICATION_FEATURE_PRESENCE_CALL, { rounds, categories: ontology.categories });
    const known = new Set(ontology.categories.map((category) => category.id));
    const returned = new Set(output2.scores.map((score) => score.category_id));
    const missing = ontology.categories.filter((category) => !returned.has(category.id)).map((category) => category.id);
    const invented = [...returned].filter((id) => !known.has(id));
    if (missing.length > 0) context.log(`${NAME2}: the judge scored no confidence for ${missing.join(", ")}`);
    if (invented.length > 0) context.log(`${NAME2}: the judge scored categories not in the ontology: ${invented.join(", ")}`);
    const sidecar = {
      run_id: communicationRunId(context.events, context.runDir),
      ontology_version: ontology.version,
      ontology_path: path,
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
    const access = requireJudge(context, NAME3);
    const replicas = Array.from({ length: DIALOG_RETRANSMISSION_REPLICAS }, (_, i) => i + 1);
    const settled = await Promise.allSettled(replicas.map((replica) => callJudge(access, DIALOG_RETRANSMISSION_CALL, { rounds }, replica)));
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
    const access = requireJudge(context, NAME4);
    const gate = createLimiter(access.concurrency);
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
              (_, i) => gate(() => callJudge(access, LANGUAGE_REPETITION_CALL, variables, i + 1))
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
      const access = requireJudge(context, config.name);
      const output2 = await callJudge(access, config.call, { rounds, ...config.extraVariables?.(context) });
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
    const window = detectProtocolBoundaryWindow(context.events, context.scenario.name);
    if (window === void 0) {
      context.log(`${NAME5}: the run has no personnel boundary (no swap or intern takeover) (no measurement)`);
      return [];
    }
    const views = buildCommunicationRounds(context.events, context.scenario.name);
    if (views.length === 0) {
      context.log(`${NAME5}: the ${context.scenario.name} scenario builds no communication rounds for this run (no measurement)`);
      return [];
    }
    const isPost = (round) => window.boundary_includes_round ? round >= window.boundary_round : round > window.boundary_round;
    const pre = views.filter((view) => !isPost(view.round_number)).map(transcriptRound);
    const post = views.filter((view) => isPost(view.round_number)).map(transcriptRound);
    if (pre.length === 0 || post.length === 0) {
      context.log(`${NAME5}: no communication round ${pre.length === 0 ? "before" : "after"} the boundary at round ${window.boundary_round} (no measurement)`);
      return [];
    }
    const access = requireJudge(context, NAME5);
    const output2 = await callJudge(access, PROTOCOL_LEARNED_CALL, { ...window, pre_rounds: pre, post_rounds: post });
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
async function manifestAnchors(context) {
  const replace = await context.sidecars.readText(REPLACE_MANIFEST);
  if (replace !== void 0) {
    const manifest = parseSidecarJson(NAME6, REPLACE_MANIFEST, replace, replaceManifestSchema);
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
    const manifest = parseSidecarJson(NAME6, CROSS_RUN_REPLACE_MANIFEST, crossRun, crossRunReplaceManifestSchema);
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
  const window = `(round_start=${start}, rounds_after_swap=${after})`;
  if (resumedScored.length === 0) {
    return [
      {
        metric_name: anchor.baseName,
        score: 0,
        score_unit: "fraction of post-resume rounds won",
        summary: `${anchor.flowLabel} did not advance any post-swap round ${window}.`,
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
    const parts = [`Resumed: ${team.won}/${team.total} (${percent(score)}%) won in post-resume rounds ${window}.`];
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
  return text2 === void 0 ? void 0 : parseSidecarJson(PROTOCOL_EXPLANATION, REPLACE_MANIFEST, text2, replaceManifestSchema);
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
      const template = assets.explanation.value.templates.get(filter);
      const missing = assets.explanation.value.missingTemplates.get(filter);
      if (template === void 0 && missing !== void 0) throw new Error(`${PROTOCOL_EXPLANATION}: describe template ${missing} not found`);
      if (template !== void 0) for (const role of roles) byRole.set(role, template);
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
    const template = byRole.get(agent.role_name);
    const prompt = renderStrict(template ?? GENERIC, {});
    const request = probeRequest(PROTOCOL_EXPLANATION, agent, toConversation(history, [prompt]), EXPLANATION_OUTPUT, 1, (template ?? GENERIC).source);
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
        template_name: template === void 0 ? null : template.name.split(/[\\/]/).pop() ?? template.name,
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
    const template = config.templates.get(question.agent_role_filter);
    if (template === void 0) {
      const named = config.missingTemplates.get(question.agent_role_filter);
      context.log(
        `warning: protocol_probe: question ${question.id}: no probe template for role group '${question.agent_role_filter}'${named === void 0 ? "" : ` (${named} not found)`}, skipped`
      );
      continue;
    }
    const probePrompt = renderStrict(template, question.inputs);
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
        const request = probeRequest(PROTOCOL_PROBE, agent, conversation, PROBE_OUTPUT, replica, template.source);
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

// src/diff/from-reports.ts
function isFractionMetric(unit) {
  return unit.trimStart().toLowerCase().startsWith("fraction");
}
function defaultDirection(name, unit) {
  return name.includes("similarity") || unit.includes("similarity") ? "higher-better" : "neutral";
}
var DIRECTIONS = { higher: "higher-better", lower: "lower-better", none: "neutral" };
function declared(report, registry, declarations, measurement) {
  const record = registry === void 0 ? void 0 : report.agent_eval?.metrics[registry];
  const known = registry === void 0 ? void 0 : declarations.get(registry);
  const direction = record?.direction ?? known?.direction;
  const fraction = record?.fraction ?? known?.fraction;
  return {
    direction: direction === void 0 ? defaultDirection(measurement.metric_name, measurement.score_unit) : DIRECTIONS[direction],
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

export {
  coreEventSchemas,
  ofType,
  agentConfigsOf,
  metricNameFor,
  scenarioConfigFileSchema,
  descriptorFromConfigFile,
  inferDescriptor,
  consolidateOntology,
  JUDGE_CALLS,
  PERPLEXITY,
  gpt2MessageScorer,
  perplexityMetric,
  withPerplexity,
  lastEventTimestamp,
  buildMessageHistory,
  BUILTIN_PROBE_LAYOUTS,
  PROBE_LAYOUT_FILE,
  probeLayoutFileSchema,
  layoutFromFile,
  probeQuestionsSchema,
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
  measurementSchema,
  checkMeasurement,
  isFractionMetric,
  reportsToScoreTable
};
