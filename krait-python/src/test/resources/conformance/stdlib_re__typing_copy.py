import re, copy
def f(p: re.Pattern[str], m: re.Match[bytes]) -> list[re.Match]:
    return []
print(re.Pattern[str], re.Match[bytes], f.__annotations__['p'])
p = re.compile(r'(\w)(\d)')
m = p.search('a1')
print(copy.copy(m) is m, copy.deepcopy(m) is m, copy.copy(p) is p, copy.deepcopy(p) is p)
print(isinstance(p, re.Pattern), isinstance(m, re.Match), hash(p) == hash(re.compile(r'(\w)(\d)')), p == re.compile(r'(\w)(\d)'))
print(p != re.compile(r'(\w)(\d)', re.I), m.regs, m.start(1), dir(m)[-5:])
try:
    re.Pattern()
except TypeError as e:
    print('TypeError', e)
try:
    re.Match()
except TypeError as e:
    print('TypeError', e)
from typing import Pattern, Match, Optional
def find_id(s: str, pat: Pattern[str] = re.compile(r'id=(\d+)')) -> Optional[int]:
    m: Optional[Match[str]] = pat.search(s)
    return int(m[1]) if m else None
print(find_id('x id=42 y'), find_id('none'), Pattern is re.Pattern, Match is re.Match)
print(re.Pattern.__name__, re.Match.__qualname__, re.Pattern.__module__, type(re.I).__module__)
