"""Expected values for tests/graders/py-regex.test.ts, computed by this machine's python3 `re`.

Each case is [pattern, text, ignorecase]; the output is `re.search(pattern, text, flags)` as
{"groups": [...]} / {"groups": null} (no match) / {"error": str(re.error)}.
Not included: captures inside a possessive repeat, where CPython 3.11 itself reports a wrong
group (`re.search(r"(?:(a)|b)*+c", "abc").groups()` is `('',)`; the engine here says `('a',)`).
Run: python3 scripts/py-re-vectors.py > tests/fixtures/graders/py-re-vectors.json
"""
import json, re, sys
CASES = [
  ["abc", "xxabcxx", False], ["^abc", "xxabc", False], ["abc$", "abc\n", False], ["abc$", "abc\n\n", False],
  ["abc\\Z", "abc\n", False], ["\\Aabc", "abc", False], ["(?m)^b$", "a\nb\nc", False], ["(?m)^b$", "a\rb\rc", False],
  ["a.c", "a\nc", False], ["(?s)a.c", "a\nc", False], ["a.c", "a\rc", False], ["a.c", "a\u2028c", False],
  ["\\d+", "abc\u0663\u0664", False], ["\\w+", "caf\u00e9 na\u00efve", False], ["\\w", "\u0301", False], ["\\s", "\ufeff", False],
  ["\\s", "\x1c", False], ["\\s", "\x85", False], ["(?a)\\w+", "caf\u00e9", False], ["(?a)\\d", "\u0663", False],
  ["\\bcat\\b", "concat cat", False], ["\\b\u00e9t\u00e9\\b", "un \u00e9t\u00e9 chaud", False], ["\\B", "", False], ["\\b", "", False], ["\\Bb", "ab", False],
  ["s", "\u017f", True], ["k", "\u212a", True], ["i", "\u0131", True], ["i", "\u0130", True], ["\u00df", "SS", True], ["\u03c3", "\u03c2", True],
  ["[a-z]+", "HELLO", True], ["[^a-z]", "HELLO", True], ["[k]", "\u212a", True], ["hello", "HeLLo", False], ["(?i)hello", "HeLLo", False],
  ["(?i:he)llo", "HEllo", False], ["(?i:he)llo", "HELLO", False], ["he(?-i:llo)", "HEllo", True], ["he(?-i:llo)", "HELLO", True],
  ["(?P<year>\\d{4})-(?P<m>\\d\\d)", "on 2024-05-01", False], ["(?P<w>\\w+) (?P=w)", "hello hello", False], ["(a)|(b)", "b", False],
  ["(a)(b)?", "a", False], ["(?:a)(b)", "ab", False], ["()", "x", False], ["x*", "", False], ["", "anything", False],
  ["(\\w+)\\s\\1", "the the", False], ["(?i)(\\w+)\\s\\1", "the THE", False], ["(?#comment)ab", "ab", False], ["(?x) a b # c\n c", "abc", False],
  ["(?>a+)b", "aaab", False], ["(?>a+)a", "aaaa", False], ["a++a", "aaaa", False], ["a*+b", "aaab", False], ["a{2,}+a", "aaa", False],
  ["(?<=\\$)\\d+", "cost $42", False], ["(?<!\\$)\\b\\d+", "$42 17", False], ["(?=abc)a", "xabc", False], ["a(?!b)", "abac", False],
  ["a{,2}b", "aaab", False], ["a{2}", "aaa", False], ["a{1,2}?", "aaa", False], ["a{", "a{", False], ["a{1", "a{1", False], ["a{}", "a{}", False], ["{1}", "{1}", False],
  ["[]a]", "]", False], ["[^]a]", "b", False], ["[a-]", "-", False], ["[\\w.]+", "a.b_c", False], ["[\\d-z]", "-", False], ["[\\s\\S]", "\n", False], ["[\\W]", "\u00e9", False],
  ["\\x41\\u0042\\U00000043", "ABC", False], ["\\101", "A", False], ["\\0", "\x00", False], ["\\t", "\t", False], ["\\.", ".", False], ["\\-", "-", False],
  ["#\\d+", "order #12345", False], ["\\d{3}-\\d{4}", "call 555-1234", False], ["^\\s*$", "   ", False], ["colou?r", "COLOR", True],
  ["\u00e9", "\u00c9", True], ["\u0394", "\u03b4", True], ["[\u00e0-\u00ff]", "\u00c0", True], ["\U0001F600", "x\U0001F600", False], [".", "\U0001F600", False],
  ["(a|ab)(c|bcd)(d*)", "abcd", False], ["(a+)+b", "aab", False], ["(?s:.)\\n", "a\n", False], ["$", "a\n", False],
  ["(", "", False], [")", "", False], ["a**", "", False], ["*a", "", False], ["[a", "", False], ["\\q", "", False], ["[z-a]", "", False],
  ["(?P<1>a)", "", False], ["(?P=x)", "", False], ["\\2(a)", "", False], ["(a)\\2", "", False], ["(a\\1)", "", False], ["a(?i)b", "", False],
  ["(?<=a+)b", "", False], ["(?<=a|bc)x", "", False], ["a{2}{3}", "", False], ["(?<x>a)", "", False], ["(?P<x>a)(?P<x>b)", "", False], ["\\777", "", False],
  ["[\\A]", "", False], ["(?L)a", "", False], ["(?", "", False], ["(?P", "", False], ["(?P<", "", False], ["(?Px)", "", False], ["(?z)", "", False],
  ["x\n(", "", False], ["(?i", "", False], ["[]", "", False], ["\\", "", False], ["a{3,2}", "", False], ["\\x4", "", False], ["\\u12", "", False],
  ["(?#x", "", False], ["[\\d-z]x[", "", False], ["(?i-i:a)", "", False], ["(?-x)", "", False], ["ab\\", "", False], ["(?P<a-b>x)", "", False],
  ["(?:(a)|b)+", "ab", False], ["(a?)*", "b", False], ["(a|b)*", "ab", False], ["(?:(a)|(b))+", "ab", False], ["(a)?(?(1)b|c)", "ac", False],
  ["(a)?(?(1)b|c)", "c", False], ["(?P<q>\"|')?\\w+(?(q)(?P=q))", "say 'hi' now", False], ["(\\w)+", "abc", False], ["(a*)+", "b", False], ["(a*)*", "b", False],
  ["(?:x(a)?)+", "xax", False], ["(?:(\\d)|-)+", "1-2-", False], ["((a)|b)*?c", "abac", False], ["(?i:(\\w+) \\1)", "Ab AB", False], ["(a)(?i:\\1)", "aA", False],
  ["(?>(a)|b)+", "ab", False], ["(?=(a))?(a)+", "aa", False], ["(?:(?<=(a))b)+", "abab", False],
  ["\\b+", "", False], ["^*", "", False], ["\\8", "", False], ["(?<=(a))b", "ab", False], ["(?<=\\1)(a)", "", False], ["\\U00110000", "", False],
  ["(?P<a\u00a0b>x)", "", False], ["(?P=a\u200bb)", "", False], ["(x)(?(a\u00adb)y)", "", False], ["(?P<\u00e9>x)(?P<\u00e9>y)", "", False],
  ["(?P<\u3000>x)", "", False], ["(?P=\U000e0001)", "", False],
]
out = []
for pattern, text, ic in CASES:
    try:
        m = re.search(pattern, text, re.IGNORECASE if ic else 0)
        out.append({"pattern": pattern, "text": text, "ignorecase": ic, "groups": None if m is None else list(m.groups()), "match": None if m is None else m.group(0)})
    except re.error as e:
        out.append({"pattern": pattern, "text": text, "ignorecase": ic, "error": str(e)})
json.dump({"python": sys.version.split()[0], "cases": out}, sys.stdout, ensure_ascii=False, indent=1)
print()
