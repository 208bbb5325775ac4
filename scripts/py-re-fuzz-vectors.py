"""Random small patterns (seeded) and re.search results from this machine's python3, for
tests/graders/py-regex.test.ts: 1,500 ASCII-leaning patterns (seed 7) and 1,500 with case folding
and Unicode edge characters, 60% IGNORECASE (seed 11).
Run: python3 scripts/py-re-fuzz-vectors.py > tests/fixtures/graders/py-re-fuzz-vectors.json
"""
import random, re, json, sys

BASE_ATOMS = ["a","b","c",".","\\w","\\d","\\s","\\W","[ab]","[^a]","[a-c]","\\b","^","$","(a)","(b|c)","(?:ab)","(?P<n>a)","x","A","\\.","[\\w-]","(?i:a)","(?=a)","(?!b)","(?<=a)","(?<!b)","é","É","1","\\Z","\\A","(a*)","(?:a|)"]
UNICODE_ATOMS = ["ſ","\u212a","ß","Σ","ς","σ","İ","ı","i","I","k","[k-m]","[^K]","[ς]","\\u0130","(\\w)\\1","(?i:ı)","[\\s\\d]"]
QUANTS = ["","","","*","+","?","*?","+?","??","{2}","{1,2}","{,2}","*+","++"]
BASE_TEXTS = ["", "a", "ab", "abc", "aab", "ba", "a b", "A\n", "x.y", "aaa", "éa", "1a2", "a\nb", "cab ", "ÉÉ a"]
UNICODE_TEXTS = ["Kelvin \u212a", "SſS", "İi ıI", "ΣΑΣ σας", "straße STRASSE", "kK\u212a"]

def round_of(seed, atoms, texts, ignorecase_share):
    random.seed(seed)
    def gen(depth=0):
        out = ""
        for _ in range(random.randint(1, 4)):
            if depth < 2 and random.random() < 0.2:
                a = "(" + random.choice(["", "?:"]) + gen(depth + 1) + ("|" + gen(depth + 1) if random.random() < 0.3 else "") + ")"
            else:
                a = random.choice(atoms)
            out += a + random.choice(QUANTS)
        return out
    cases, seen = [], set()
    while len(cases) < 1500:
        p = gen()
        if p in seen:
            continue
        seen.add(p)
        t = random.choice(texts)
        ic = random.random() < ignorecase_share
        try:
            m = re.search(p, t, re.I if ic else 0)
            cases.append({"pattern": p, "text": t, "ignorecase": ic, "groups": None if m is None else list(m.groups()), "match": None if m is None else m.group(0)})
        except re.error as e:
            cases.append({"pattern": p, "text": t, "ignorecase": ic, "error": str(e)})
    return cases

cases = round_of(7, BASE_ATOMS, BASE_TEXTS, 0.25) + round_of(11, UNICODE_ATOMS + BASE_ATOMS, UNICODE_TEXTS + BASE_TEXTS, 0.6)
json.dump({"python": sys.version.split()[0], "cases": cases}, sys.stdout, ensure_ascii=False)
print()
