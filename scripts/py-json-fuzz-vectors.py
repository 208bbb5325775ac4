"""3,000 random JSON-ish documents (seed 5) and python3 json.loads results (repr or the
JSONDecodeError text), for tests/graders/json-graders.test.ts.
Run: python3 scripts/py-json-fuzz-vectors.py > tests/fixtures/graders/py-json-fuzz-vectors.json
"""
import random, json, sys
random.seed(5)
pieces = ['{','}','[',']',',',':','"a"','"b"',' ','\n','\t','1','-','0','.','5','e','E','+','NaN','Infinity','-Infinity','true','false','null','"\\u00e9"','"\\ud800"','"\\x"','"\\u12"','"é"','\u00a0','\ufeff','"','\\','tru','1e400','01','"\x01"','/*','//','😀','"😀"']
docs=set()
while len(docs)<3000:
    n=random.randint(1,8)
    docs.add(''.join(random.choice(pieces) for _ in range(n)))
out=[]
for d in sorted(docs):
    try:
        v=json.loads(d); out.append({"doc":d,"repr":repr(v)})
    except json.JSONDecodeError as e:
        out.append({"doc":d,"error":str(e)})
    except Exception as e:
        out.append({"doc":d,"other":type(e).__name__+": "+str(e)})
json.dump({'python': sys.version.split()[0], 'seed': 5, 'cases': out}, sys.stdout, ensure_ascii=False)
print()
