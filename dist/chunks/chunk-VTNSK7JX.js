import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  PERPLEXITY,
  PERPLEXITY_DECLARATION,
  PERPLEXITY_UNAVAILABLE,
  perMessageLanguageMetric,
  transmittedMessagesPerChannel
} from "./chunk-K2GLU2FO.js";
import {
  pyLower
} from "./chunk-H5ITCIL5.js";
import {
  JUDGE_METRICS_ON_USE,
  byReplica,
  cartesianMeanSimilarity,
  compareCutoffs,
  compareStringTuples,
  dumpsCompact,
  normalizedSimilarity,
  protocolExplanationOnUse,
  protocolProbeOnUse,
  pyFloat,
  readGroupKeyedObservations,
  readProbeResponses,
  require_mod,
  roundSuccess,
  roundSuccessAfterResume
} from "./chunk-7JKKI3U2.js";
import {
  PRISTINE_TEXT_EVENTS,
  agentConfigsOf,
  eventsOfType,
  metricNameFor,
  ofType
} from "./chunk-7OZOL6PT.js";
import {
  codePointLength,
  compareCodePoints,
  formatFixed,
  mean,
  neumaierSum,
  populationStd,
  pyIntList,
  pySplit
} from "./chunk-YQUIWL3O.js";
import {
  InputError
} from "./chunk-Q5Q3ZZMX.js";
import {
  __commonJS,
  __toESM
} from "./chunk-UH4U5CWS.js";

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
    var send_code = (s, c2, tree) => {
      send_bits(
        s,
        tree[c2 * 2],
        tree[c2 * 2 + 1]
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
      let c2, table = [];
      for (var n = 0; n < 256; n++) {
        c2 = n;
        for (var k = 0; k < 8; k++) {
          c2 = c2 & 1 ? 3988292384 ^ c2 >>> 1 : c2 >>> 1;
        }
        table[n] = c2;
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

// src/metrics/registry.ts
var import_fastest_levenshtein = __toESM(require_mod(), 1);

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

// src/core/generated/glibc-log-tables.ts
var LOG_DATA = [
  0.6931471805598903,
  5497923018708371e-29,
  -0.5000000000000001,
  0.33333333331825593,
  -0.2499999999622955,
  0.20000304511814496,
  -0.16667054827627667,
  -0.5,
  0.3333333333333352,
  -0.24999999999998432,
  0.19999999999320328,
  -0.16666666669929706,
  0.14285715076560868,
  -0.12499997863982555,
  0.11110712032936046,
  -0.10000486757818193,
  0.09181994006195467,
  -0.08328363062289341,
  1.4504249240398293,
  -0.3718565645633589,
  1.442253508327276,
  -0.36620682668944937,
  1.4341736174350004,
  -0.3605888069791945,
  1.426183816329995,
  -0.3550022171419869,
  1.4182825527052965,
  -0.34944666968829097,
  1.4104682921759335,
  -0.3439217713603284,
  1.4027396147468003,
  -0.3384271921261188,
  1.3950954438932313,
  -0.332962831494342,
  1.3875338232485754,
  -0.32752794345742586,
  1.3800539211058593,
  -0.32212257167088865,
  1.3726542695419708,
  -0.3167462884799761,
  1.3653332798446802,
  -0.3113985598928366,
  1.358090204587874,
  -0.3060794515165526,
  1.3509234892132138,
  -0.300788424667644,
  1.3438320840699889,
  -0.2955252968476998,
  1.3368146974742003,
  -0.29028969275850613,
  1.329870114677736,
  -0.2850812793277555,
  1.322997339161106,
  -0.27989987391470095,
  1.316195352741367,
  -0.27474526621870154,
  1.3094628125672239,
  -0.2696169863701243,
  1.3027990455471041,
  -0.26451506180308115,
  1.2962024229438942,
  -0.2594387762767383,
  1.2896726275815547,
  -0.2543884090981692,
  1.2832080305745537,
  -0.24936321635129843,
  1.276807885983376,
  -0.24436312405975968,
  1.2704714060687552,
  -0.23938801747897287,
  1.2641976054949482,
  -0.23443761696705678,
  1.257985357514882,
  -0.22951151871518505,
  1.2518337750655457,
  -0.2246094963439873,
  1.2457421919097305,
  -0.21973149037705753,
  1.2397094966625508,
  -0.2148770752847895,
  1.2337348463589233,
  -0.210046029103637,
  1.2278176973028803,
  -0.20523836373934046,
  1.2219570190618474,
  -0.20045368751368642,
  1.2161519732977757,
  -0.1956917537758045,
  1.2104018095009725,
  -0.19095237845203883,
  1.204705805718973,
  -0.18623539250290833,
  1.1990631185441964,
  -0.18154051731551135,
  1.1934733004462308,
  -0.1768677957431919,
  1.1879350812847385,
  -0.17221657406412305,
  1.1824481322833125,
  -0.16758697765942543,
  1.1770114976921955,
  -0.16297859687290384,
  1.1716248121809465,
  -0.15839151377804228,
  1.1662869231674715,
  -0.15382513241456763,
  1.1609977486762766,
  -0.14927976358922024,
  1.1557563220795803,
  -0.14475495398119165,
  1.1505619105480347,
  -0.14025044090817573,
  1.1454138888505974,
  -0.1357660466685502,
  1.140311877374656,
  -0.1313018016355727,
  1.1352550225747513,
  -0.12685731518763532,
  1.1302429094831266,
  -0.1224325737671279,
  1.1252747693068048,
  -0.11802724521862729,
  1.1203501571039876,
  -0.11364127671663482,
  1.1154683327680124,
  -0.10927434611278386,
  1.1106291463292157,
  -0.10492665324943573,
  1.1058315813301596,
  -0.10059761422644442,
  1.1010752177696026,
  -0.09628717309055901,
  1.0963597137952512,
  -0.09199534069557558,
  1.0916844827550398,
  -0.08772190036688698,
  1.0870487291277784,
  -0.08346643613867855,
  1.082452357388312,
  -0.07922916827544668,
  1.0778948225025884,
  -0.0750099004750382,
  1.0733751731601076,
  -0.07080805133352897,
  1.068893585073351,
  -0.06662408085151128,
  1.0644491706655506,
  -0.06245745471915143,
  1.0600414846328305,
  -0.0583080438042316,
  1.0556701316181605,
  -0.05417576112313327,
  1.051334750556926,
  -0.050060547896805474,
  1.0470347288442157,
  -0.045962101199052086,
  1.0427699229652954,
  -0.04188056008865715,
  1.0385395013738175,
  -0.03781540056183985,
  1.034343418940345,
  -0.03376684757915882,
  1.0301811073173315,
  -0.029734619131772888,
  1.026052043621297,
  -0.025718470239212365,
  1.0219561082336197,
  -0.021718543925430822,
  1.0178926505784922,
  -0.01773446126981071,
  1.0138614436244586,
  -0.013766252464051831,
  1.0098620186501341,
  -0.009813706322574944,
  1.0058938559734134,
  -0.005876555150052809,
  1.00195696235014,
  -0.0019550499938532084,
  0.9961089923088509,
  0.0038985973556009412,
  0.9884170338185201,
  0.011650571286395461,
  0.9808429191005297,
  0.019342955478919066,
  0.9733840169987446,
  0.0269766014846482,
  0.9660377568876556,
  0.034552359728422744,
  0.9588014945307369,
  0.04207121767183253,
  0.9516728569073111,
  0.049533940950141186,
  0.9446494635965822,
  0.056941358295944156,
  0.9377288993026223,
  0.06429439168346107,
  0.9309091073790681,
  0.0715936354946507,
  0.924187681612722,
  0.07884010933776153,
  0.9175626765599192,
  0.08603438905970506,
  0.9110320403624034,
  0.09317721180013905,
  0.9045935839762024,
  0.10026951462748457,
  0.8982456375922825,
  0.10731170956330516,
  0.8919860966782501,
  0.11430473320717738,
  0.8858131121185129,
  0.12124928503033061,
  0.879725075760676,
  0.12814583422959913,
  0.8737201372634685,
  0.1349951636851756,
  0.8677966405782273,
  0.1417978768189414,
  0.8619528050060739,
  0.14855476039031146,
  0.8561872354420692,
  0.1552661937658968,
  0.8504983927816893,
  0.16193275688146969,
  0.8448844572790304,
  0.16855539792220497,
  0.8393442741575965,
  0.1751343179947753,
  0.8338762249349438,
  0.1816702989864325,
  0.8284789320557778,
  0.18816387146023317,
  0.8231510800065832,
  0.1946155228479256,
  0.8178913903778707,
  0.20102572579389744,
  0.8126984007245374,
  0.2073952090795501,
  0.8075710029460227,
  0.21372429840596396,
  0.8025078881160415,
  0.2200135945981856,
  0.7975077379364331,
  0.22626374162859975,
  0.792569604966373,
  0.23247494747693054,
  0.7876923641254114,
  0.23864766620658884,
  0.7828746724940998,
  0.24478265647405806,
  0.7781155388790811,
  0.25088025827324145,
  0.7734139557869777,
  0.2569408552510595,
  0.7687687179914933,
  0.26296511155101143,
  0.7641790698041854,
  0.2689531327189343,
  0.7596438763692399,
  0.27490553924610595,
  0.7551621951078668,
  0.2808227248478943,
  0.7507331780216866,
  0.286704979267256,
  0.7463557196361751,
  0.29255295645509705,
  0.7420289364869653,
  0.2983670386142876,
  0.7377521537065876,
  0.30414734587282055,
  0.7335242966002608,
  0.30989455774829366,
  0.729344777457841,
  0.31560871301871884
];
var LOG2_DATA = [
  1.4426950407214463,
  16751713164886512e-26,
  -0.7213475204444882,
  0.4808983469629985,
  -0.36067375954075914,
  0.2885390073180969,
  -0.2404693555628422,
  0.2061202382173603,
  -0.7213475204444817,
  0.48089834696298744,
  -0.360673760222145,
  0.2885390081805197,
  -0.24044917405728863,
  0.2060992861022954,
  -0.18033596705327856,
  0.1603032746063156,
  -0.14483316576701266,
  0.13046826811283835,
  1.4463276106642393,
  -0.5323943771486483,
  1.4301675812282968,
  -0.516184206053822,
  1.4143648676229383,
  -0.5001543441974263,
  1.3989068970611538,
  -0.4842999484799293,
  1.3837838957784339,
  -0.46861865624623533,
  1.368983882697786,
  -0.4531054615783887,
  1.3544972916324536,
  -0.43775750882059583,
  1.3403139676437443,
  -0.4225709906127122,
  1.3264249304188642,
  -0.40754302793970965,
  1.3128203652112156,
  -0.3926695240384106,
  1.299492412370217,
  -0.3779482100565019,
  1.28643198385998,
  -0.36337518101890964,
  1.2736319291846832,
  -0.3489484089425332,
  1.2610838968062879,
  -0.33466425780738973,
  1.248780314313572,
  -0.3205197000629596,
  1.2367150450059063,
  -0.3065131231801388,
  1.2248804968401878,
  -0.2926410022678283,
  1.2132702353497795,
  -0.2789009220805383,
  1.2018780785715362,
  -0.2652905529862437,
  1.190697765061355,
  -0.2518072602367738,
  1.1797235410550593,
  -0.23844881494437686,
  1.1689498986205256,
  -0.22521309705462045,
  1.158371137408455,
  -0.21209756102439314,
  1.1479820146386086,
  -0.1991000395789797,
  1.1377775576851088,
  -0.18621852970682085,
  1.127753150630225,
  -0.17345131655361,
  1.1179037012282074,
  -0.16079591649577196,
  1.1082251967632821,
  -0.14825107384353942,
  1.098712461056607,
  -0.13581387465410444,
  1.0893619091634283,
  -0.12348332762257996,
  1.0801689912316736,
  -0.11125703807351783,
  1.071129489697672,
  -0.09913289918449664,
  1.0622406576750423,
  -0.08711065531497297,
  1.0534977607927976,
  -0.07518724771330199,
  1.044897877982342,
  -0.06336194888240243,
  1.0364370289499079,
  -0.0516324649456692,
  1.0281122132034575,
  -0.039997735929773626,
  1.0199202450036955,
  -0.028456341769015125,
  1.0118577522306755,
  -0.017006489068080555,
  1.003921649236766,
  -0.005646678981520381,
  0.9922480467550775,
  0.011227277611396858,
  0.9770993366178549,
  0.033422853921138085,
  0.9624059787315814,
  0.05528248992573026,
  0.9481480598286369,
  0.07681573143713649,
  0.9343065931261065,
  0.09803204623631245,
  0.9208633936884979,
  0.11894094059630334,
  0.9078013641840602,
  0.13955143862290242,
  0.8951048181512927,
  0.15987146080919956,
  0.882758574260473,
  0.17990916589428707,
  0.8707481902241709,
  0.19967252559081317,
  0.8590602881746972,
  0.2191687127685782,
  0.8476822044336688,
  0.23840459427242422,
  0.8366013284053287,
  0.25738780610663525,
  0.8258064913621258,
  0.27612433583180973,
  0.8152865101579193,
  0.2946209507022104,
  0.8050314363208223,
  0.31288297359969874,
  0.7950310492640542,
  0.33091689015759584,
  0.7852760432487271,
  0.3487282100279572,
  0.7757575660314712,
  0.36632223233368677,
  0.7664670566588946,
  0.383704309808536,
  0.7573965608078645,
  0.4008792246509074,
  0.7485380168514022,
  0.41785250494945103,
  0.7398844213755009,
  0.4346281724315304,
  0.7314286113178112,
  0.45121103315341315
];

// src/core/glibc-log.ts
var view = new DataView(new ArrayBuffer(8));
function bitsOf(x) {
  view.setFloat64(0, x);
  return view.getBigUint64(0);
}
function decompose(x) {
  const bits = bitsOf(x);
  const sign = bits >> 63n === 1n ? -1n : 1n;
  const rawExponent = Number(bits >> 52n & 0x7ffn);
  const fraction = bits & 0xfffffffffffffn;
  if (rawExponent === 0) return { mantissa: sign * fraction, exponent: -1074 };
  return { mantissa: sign * (fraction | 1n << 52n), exponent: rawExponent - 1075 };
}
function scale(x, exponent) {
  let e = exponent;
  let y = x;
  while (e > 511) {
    y *= 2 ** 511;
    e -= 511;
  }
  while (e < -511) {
    y *= 2 ** -511;
    e += 511;
  }
  return y * 2 ** e;
}
function exactFma(a, b, c2) {
  const x = decompose(a);
  const y = decompose(b);
  const z = decompose(c2);
  const productExponent = x.exponent + y.exponent;
  const low = Math.min(productExponent, z.exponent);
  let total = (x.mantissa * y.mantissa << BigInt(productExponent - low)) + (z.mantissa << BigInt(z.exponent - low));
  if (total === 0n) return a * b + c2;
  const negative = total < 0n;
  if (negative) total = -total;
  let exponent = low;
  const length = total.toString(2).length;
  if (length > 62) {
    const shift = BigInt(length - 62);
    const sticky = (total & (1n << shift) - 1n) === 0n ? 0n : 1n;
    total = total >> shift | sticky;
    exponent += length - 62;
  }
  const magnitude = scale(Number(total), exponent);
  return negative ? -magnitude : magnitude;
}
var SPLITTER = 134217729;
function fma(a, b, c2) {
  const p = a * b;
  if (!Number.isFinite(p) || !Number.isFinite(c2)) return a * b + c2;
  if (c2 === 0 || a === 0 || b === 0) return p + c2;
  if (p === 0 || Math.abs(p) < 2 ** -900 || Math.abs(p) > 2 ** 900 || Math.abs(c2) > 2 ** 900) return exactFma(a, b, c2);
  let t = SPLITTER * a;
  const ah = t - (t - a);
  const al = a - ah;
  t = SPLITTER * b;
  const bh = t - (t - b);
  const bl = b - bh;
  const e = ah * bh - p + ah * bl + al * bh + al * bl;
  const s = p + c2;
  const bb = s - p;
  const sErr = p - (s - bb) + (c2 - bb);
  const u = sErr + e;
  const ub = u - sErr;
  const w = sErr - (u - ub) + (e - ub);
  const r = s + u;
  const rb = r - s;
  const v = s - (r - rb) + (u - rb);
  if (w === 0) return r;
  if (r !== 0 && Number.isFinite(r) && Math.abs(r) >= 2 ** -1e3) {
    view.setFloat64(0, r);
    const hi = view.getUint32(0);
    const half = 2 ** ((hi >>> 20 & 2047) - 1076);
    const powerOfTwo = (hi & 1048575) === 0 && view.getUint32(4) === 0;
    const d = v + w;
    const towardZero = d < 0 !== r < 0;
    const bound = towardZero && powerOfTwo ? half / 2 : half;
    if (Math.abs(d) < bound * (1 - 2 ** -20)) return r;
  }
  return exactFma(a, b, c2);
}
var LOG_LN2HI = LOG_DATA[0];
var LOG_LN2LO = LOG_DATA[1];
var LOG_A = LOG_DATA.slice(2, 7);
var LOG_B = LOG_DATA.slice(7, 18);
var LOG_TABLE = 18;
var LOG2_INVLN2HI = LOG2_DATA[0];
var LOG2_INVLN2LO = LOG2_DATA[1];
var LOG2_A = LOG2_DATA.slice(2, 8);
var LOG2_B = LOG2_DATA.slice(8, 18);
var LOG2_TABLE = 18;
var LOG_NEAR_LO = 1 - 2 ** -4;
var LOG_NEAR_HI = 1 + 265 * 2 ** -12;
var LOG2_NEAR_LO = 1 - 88913 * 2 ** -21;
var LOG2_NEAR_HI = 1 + 92850 * 2 ** -21;
var c = (values, i) => values[i];
function special(x) {
  if (Number.isNaN(x) || x < 0) return Number.NaN;
  if (x === 0) return -Infinity;
  if (x === Infinity) return Infinity;
  return void 0;
}
var reducedIndex = 0;
var reducedExponent = 0;
function reduce(x, tableBits) {
  view.setFloat64(0, x < 2 ** -1022 ? x * 2 ** 52 : x);
  let hi = view.getUint32(0);
  if (x < 2 ** -1022) hi -= 52 << 20;
  const tmp = hi - 1072037888 | 0;
  reducedIndex = tmp >>> 20 - tableBits & (1 << tableBits) - 1;
  reducedExponent = tmp >> 20;
  view.setUint32(0, hi - (tmp & 4293918720) >>> 0);
  return view.getFloat64(0);
}
var MEMO_LIMIT = 1 << 14;
var logMemo = /* @__PURE__ */ new Map();
var log2Memo = /* @__PURE__ */ new Map();
function memoised(memo, compute3, x) {
  const known = memo.get(x);
  if (known !== void 0) return known;
  const value = compute3(x);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(x, value);
  return value;
}
function glibcLog(x) {
  return memoised(logMemo, computeLog, x);
}
function glibcLog2(x) {
  return memoised(log2Memo, computeLog2, x);
}
function computeLog(x) {
  const odd = special(x);
  if (odd !== void 0) return odd;
  if (x >= LOG_NEAR_LO && x < LOG_NEAR_HI) {
    if (x === 1) return 0;
    const B = LOG_B;
    const r3 = x - 1;
    const r22 = r3 * r3;
    const r32 = r3 * r22;
    const in3 = fma(r32, c(B, 10), fma(r22, c(B, 9), fma(r3, c(B, 8), c(B, 7))));
    const in2 = fma(r32, in3, fma(r22, c(B, 6), fma(r3, c(B, 5), c(B, 4))));
    const in1 = fma(r32, in2, fma(r22, c(B, 3), fma(r3, c(B, 2), c(B, 1))));
    const w2 = r3 * 2 ** 27;
    const rhi = r3 + w2 - w2;
    const rlo = r3 - rhi;
    const t = rhi * rhi;
    const hi2 = fma(t, c(B, 0), r3);
    let lo2 = fma(t, c(B, 0), r3 - hi2);
    lo2 = fma(c(B, 0) * rlo, rhi + r3, lo2);
    return fma(r32, in1, lo2) + hi2;
  }
  const z = reduce(x, 7);
  const i = reducedIndex;
  const kd = reducedExponent;
  const invc = c(LOG_DATA, LOG_TABLE + 2 * i);
  const logc = c(LOG_DATA, LOG_TABLE + 2 * i + 1);
  const A = LOG_A;
  const r = fma(z, invc, -1);
  const w = fma(kd, LOG_LN2HI, logc);
  const hi = w + r;
  const lo = fma(kd, LOG_LN2LO, w - hi + r);
  const r2 = r * r;
  const p = fma(r2, fma(r, c(A, 4), c(A, 3)), fma(r, c(A, 2), c(A, 1)));
  return fma(r * r2, p, fma(r2, c(A, 0), lo)) + hi;
}
function computeLog2(x) {
  const odd = special(x);
  if (odd !== void 0) return odd;
  if (x >= LOG2_NEAR_LO && x < LOG2_NEAR_HI) {
    if (x === 1) return 0;
    const B = LOG2_B;
    const r3 = x - 1;
    const hi2 = r3 * LOG2_INVLN2HI;
    let lo2 = fma(r3, LOG2_INVLN2LO, fma(r3, LOG2_INVLN2HI, -hi2));
    const r22 = r3 * r3;
    const r42 = r22 * r22;
    const q = fma(r3, c(B, 1), c(B, 0));
    const y = fma(r22, q, hi2);
    lo2 = lo2 + fma(r22, q, hi2 - y);
    const poly = fma(r42, fma(r22, fma(r3, c(B, 9), c(B, 8)), fma(r3, c(B, 7), c(B, 6))), fma(r22, fma(r3, c(B, 5), c(B, 4)), fma(r3, c(B, 3), c(B, 2))));
    return y + fma(r42, poly, lo2);
  }
  const z = reduce(x, 6);
  const i = reducedIndex;
  const kd = reducedExponent;
  const invc = c(LOG2_DATA, LOG2_TABLE + 2 * i);
  const logc = c(LOG2_DATA, LOG2_TABLE + 2 * i + 1);
  const A = LOG2_A;
  const r = fma(z, invc, -1);
  const t1 = r * LOG2_INVLN2HI;
  const t2 = fma(r, LOG2_INVLN2LO, fma(r, LOG2_INVLN2HI, -t1));
  const t3 = kd + logc;
  const hi = t3 + t1;
  const lo = t3 - hi + t1 + t2;
  const r2 = r * r;
  const r4 = r2 * r2;
  const p = fma(r4, fma(r, c(A, 5), c(A, 4)), fma(r2, fma(r, c(A, 3), c(A, 2)), fma(r, c(A, 1), c(A, 0))));
  return fma(r2, p, lo) + hi;
}

// src/metrics/ngram/plain-trigram.ts
var PLAIN_SMOOTHING_K = 1;
var OOV = "\0";
function describeSchemaIssue(error) {
  const issue = error.issues[0];
  if (issue === void 0) return "invalid table";
  if (issue.path.length === 0) return `the table itself: ${issue.message}`;
  const [head, ...rest] = issue.path;
  const field = String(head) + rest.map((key) => typeof key === "number" ? `[${key}]` : `[${JSON.stringify(String(key))}]`).join("");
  return `field ${field}: ${issue.message}`;
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
function meanCharSurprisal(model, text) {
  const m = compiled(model);
  let total = 0;
  let n = 0;
  for (const word of pySplit(pyLower(text))) {
    const padded = ["^", "^"];
    for (const ch of word) padded.push(m.vocabSet.has(ch) ? ch : OOV);
    padded.push("$");
    for (let i = 2; i < padded.length; i++) {
      const context = padded[i - 2] + padded[i - 1];
      const ch = padded[i];
      const denominator = (m.bigram.get(context) ?? 0) + PLAIN_SMOOTHING_K * m.vocabSize;
      if (denominator === 0) throw new Error("english trigram table has an empty vocabulary; cannot score");
      const p = ((m.trigram.get(context + ch) ?? 0) + PLAIN_SMOOTHING_K) / denominator;
      total += -glibcLog(p);
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
    score: (text) => model === void 0 ? Number.NaN : spec.score(model, text)
  });
}
var englishNgramSurprisal = {
  name: "english_ngram_surprisal",
  version: "2",
  kind: "deterministic",
  direction: "none",
  fraction: false,
  ...PRISTINE_TEXT_EVENTS,
  description: "Mean per-character surprisal under GlossoGen's English character-trigram model on each primary channel (higher = less English-like).",
  unit: "nats/char (english-trigram)",
  notApplicableWhen: "the scenario has no primary channel, or a channel has no message with a scorable word",
  async compute(context) {
    const { plainTrigramTableSchema } = await import("./table-schemas-5DH6DMSL.js");
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
function meanCharSurprisal2(model, text) {
  const m = compiled2(model);
  const source = m.caseSensitive ? text : pyLower(text);
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
      totalSurprisal += -glibcLog(p);
      n += 1;
    }
  }
  return n === 0 ? Number.NaN : totalSurprisal / n;
}

// src/metrics/english-ngram-backoff-surprisal.ts
var BACKOFF_TRIGRAM_FILE = "english_backoff_trigram_cased_punct.json";
var METRIC = "english_ngram_backoff_surprisal";
function loadBackoffTable(raw, location, schema) {
  const table = requireNgramTable(METRIC, BACKOFF_TRIGRAM_FILE, raw, location, schema);
  for (const field of ["case_sensitive", "keep_punctuation"]) {
    if (!table[field]) {
      throw new Error(
        `${METRIC}: ${BACKOFF_TRIGRAM_FILE} in ${location} is not a valid GlossoGen n-gram table: field ${field}: expected true (the metric uses the cased, punctuation-keeping model)`
      );
    }
  }
  return table;
}
var englishNgramBackoffSurprisal = {
  name: METRIC,
  version: "2",
  kind: "deterministic",
  direction: "none",
  fraction: false,
  ...PRISTINE_TEXT_EVENTS,
  description: "Mean per-character surprisal under GlossoGen's cased stupid-backoff English character-trigram model on each primary channel (higher = less English-like).",
  unit: "nats/char (english-backoff-trigram)",
  notApplicableWhen: "the scenario has no primary channel, or a channel has no message with a scorable word",
  async compute(context) {
    const { backoffTrigramTableSchema } = await import("./table-schemas-5DH6DMSL.js");
    return computeAsync(
      () => perMessageWithModel(context, () => loadBackoffTable(context.ngramTables.backoff, context.ngramTables.location, backoffTrigramTableSchema), {
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
var encoder = new TextEncoder();
function gzipCompressionRatio(text) {
  const bytes = encoder.encode(text);
  if (bytes.length === 0) return Number.NaN;
  return rawDeflateSize(bytes) / bytes.length;
}
var gzipCompressionRatioMetric = {
  name: "gzip_compression_ratio",
  version: "1",
  kind: "deterministic",
  direction: "none",
  fraction: false,
  ...PRISTINE_TEXT_EVENTS,
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

// src/metrics/mean-chars-per-message.ts
function compute(context) {
  const out = [];
  for (const { channel, byRound } of transmittedMessagesPerChannel(context, "mean_chars_per_message")) {
    const lengths = [];
    const perRound2 = [];
    for (const [round, texts] of byRound) {
      const roundLengths = texts.map(codePointLength);
      for (const length of roundLengths) lengths.push(length);
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
      for (const text of texts) chars += codePointLength(text);
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
function characterEntropyBits(text) {
  const order = [];
  let astral;
  let total = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 55296 && unit <= 56319 && i + 1 < length) {
      const low = text.charCodeAt(i + 1);
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
    terms[k] = count / total * glibcLog2(count / total);
  }
  return -neumaierSum(terms);
}
var messageEntropy = {
  name: "message_entropy",
  version: "1",
  kind: "deterministic",
  direction: "none",
  fraction: false,
  ...PRISTINE_TEXT_EVENTS,
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

// src/metrics/protocol-probe-agent-pair-similarity.ts
var NAME = "protocol_probe_agent_pair_similarity";
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
  name: NAME,
  version: "1",
  kind: "deterministic",
  direction: "higher",
  fraction: false,
  eventTypes: [],
  description: "How alike different agents' probe answers to the same question are (Levenshtein similarity).",
  unit: "similarity",
  notApplicableWhen: "there is no probe responses file, or no (question, cutoff) group was answered by two agents",
  async compute(context) {
    const rows = await readProbeResponses(context, NAME);
    if (rows === void 0 || rows.length === 0) {
      context.log(`${NAME}: no probe responses; no measurement`);
      return [];
    }
    const groups = pairGroups(rows);
    if (groups.length === 0) {
      context.log(`${NAME}: no (question, cutoff) group was answered by two agents; no measurement`);
      return [];
    }
    const score = mean(groups.map((group) => group.mean));
    await context.sidecars.writeText(ARTIFACT, dumpsCompact(artifactOf(groups, score)));
    return [
      {
        metric_name: NAME,
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
var NAME2 = "protocol_probe_cutoff_trajectory";
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
  name: NAME2,
  version: "1",
  kind: "deterministic",
  direction: "higher",
  fraction: false,
  eventTypes: [],
  description: "How much an agent's probe answer changes between adjacent probe cutoffs (Levenshtein similarity).",
  unit: "similarity",
  notApplicableWhen: "there is no probe responses file, or no (agent, question) was probed at two cutoffs",
  async compute(context) {
    const rows = await readProbeResponses(context, NAME2);
    if (rows === void 0 || rows.length === 0) {
      context.log(`${NAME2}: no probe responses; no measurement`);
      return [];
    }
    const groups = trajectoryGroups(rows);
    if (groups.length === 0) {
      context.log(`${NAME2}: no (agent, question) was probed at two cutoffs; no measurement`);
      return [];
    }
    const pairMeans = groups.flatMap((group) => group.pairs.map((pair) => pair.mean));
    const score = mean(pairMeans);
    await context.sidecars.writeText(ARTIFACT2, dumpsCompact(artifactOf2(groups, score)));
    return [
      {
        metric_name: NAME2,
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
var NAME3 = "protocol_probe_replica_self_similarity";
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
  name: NAME3,
  version: "1",
  kind: "deterministic",
  direction: "higher",
  fraction: false,
  eventTypes: [],
  description: "How alike an agent's replicated probe answers are, per (question, cutoff) group (Levenshtein similarity).",
  unit: "similarity",
  notApplicableWhen: "there is no probe responses file, or no (agent, question, cutoff) group has two replicas",
  async compute(context) {
    const rows = await readProbeResponses(context, NAME3);
    if (rows === void 0 || rows.length === 0) {
      context.log(`${NAME3}: no probe responses; no measurement`);
      return [];
    }
    const groups = replicaGroups(rows);
    if (groups.length === 0) {
      context.log(`${NAME3}: no (agent, question, cutoff) group has two replicas; no measurement`);
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
        metric_name: NAME3,
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
      const advanced = eventsOfType(context.events, "round_advanced");
      let totalRounds = advanced.length === 0 ? 0 : -Infinity;
      const triggers = /* @__PURE__ */ new Map();
      let sawRoundEnded = false;
      for (const event of advanced) totalRounds = Math.max(totalRounds, event.round_number);
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
  protocolExplanationOnUse,
  protocolProbeOnUse,
  protocolProbeAgentPairSimilarity,
  protocolProbeCutoffTrajectory,
  protocolProbeReplicaSelfSimilarity,
  roundEndedIdle,
  roundEndedTimeout,
  roundSuccess,
  roundSuccessAfterResume,
  ...JUDGE_METRICS_ON_USE
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
    const d = (0, import_fastest_levenshtein.distance)(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance) tie = true;
  }
  return best !== void 0 && bestDistance <= limit && !tie ? best : void 0;
}

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
function seedOfConfig(config) {
  const seed = typeof config === "object" && config !== null ? config.seed : void 0;
  if (typeof seed === "number" && Number.isFinite(seed)) return seed;
  if (typeof seed === "string" && seed !== "") return seed;
  return void 0;
}

export {
  BUILTIN_METRICS,
  BUILTIN_DECLARATIONS,
  recordedDeclaration,
  UNAVAILABLE_METRICS,
  builtinRegistry,
  resolveMetricList,
  describeRun,
  seedOfConfig
};
