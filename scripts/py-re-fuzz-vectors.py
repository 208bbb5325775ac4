"""Random small patterns (seeded) and re.search results from this machine's python3, for
tests/graders/py-regex.test.ts. Run: python3 scripts/py-re-fuzz-vectors.py > tests/fixtures/graders/py-re-fuzz-vectors.json
"""
import random, re, json, sys
random.seed(7)
atoms = ["a","b","c",".","\\w","\\d","\\s","\\W","[ab]","[^a]","[a-c]","\\b","^","$","(a)","(b|c)","(?:ab)","(?P<n>a)","x","A","\\.","[\\w-]","(?i:a)","(?=a)","(?!b)","(?<=a)","(?<!b)","é","É","1","\\Z","\\A","(a*)","(?:a|)"]
quants = ["","","","*","+","?","*?","+?","??","{2}","{1,2}","{,2}","*+","++"]
def gen(depth=0):
    n = random.randint(1,4)
    out = ""
    for _ in range(n):
        if depth < 2 and random.random() < 0.2:
            a = "(" + random.choice(["","?:"]) + gen(depth+1) + ("|" + gen(depth+1) if random.random()<0.3 else "") + ")"
        else:
            a = random.choice(atoms)
        q = random.choice(quants)
        out += a + q
    return out
texts = ["", "a", "ab", "abc", "aab", "ba", "a b", "A\n", "x.y", "aaa", "éa", "1a2", "a\nb", "cab ", "ÉÉ a"]
cases = []
seen=set()
while len(cases) < 1500:
    p = gen()
    if p in seen: continue
    seen.add(p)
    t = random.choice(texts)
    ic = random.random() < 0.25
    try:
        m = re.search(p, t, re.I if ic else 0)
        cases.append({"pattern": p, "text": t, "ignorecase": ic, "groups": None if m is None else list(m.groups()), "match": None if m is None else m.group(0)})
    except re.error as e:
        cases.append({"pattern": p, "text": t, "ignorecase": ic, "error": str(e)})
json.dump({"python": sys.version.split()[0], "seed": 7, "cases": cases}, sys.stdout, ensure_ascii=False)
print()
