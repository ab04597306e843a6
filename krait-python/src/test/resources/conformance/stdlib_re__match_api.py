import re

log = """2024-01-05 10:00:01 ERROR [db] connection lost (code=42)
2024-01-05 10:00:02 INFO  [web] GET /index.html 200 0.013s
2024-01-05 10:00:03 WARN  [db] retry 1/3
2024-01-05 10:00:09 ERROR [auth] bad token for user=alice ip=10.0.0.7
"""
pat = re.compile(r'^(?P<date>\S+) (?P<time>\S+) (?P<level>[A-Z]+)\s+\[(?P<comp>\w+)\] (?P<msg>.*?)(?: \(code=(?P<code>\d+)\))?$', re.M)
print(pat)
print(pat.pattern[:20], pat.flags, pat.groups, pat.groupindex)
print(type(pat.groupindex).__name__, dict(pat.groupindex))
for m in pat.finditer(log):
    print(m)
    print(' ', m.groups(), m.groups('-'), m.groupdict(), m.groupdict(0))
    print(' ', m.span('code'), m.start('code'), m.end('code'), m.lastindex, m.lastgroup)
    print(' ', m['level'], m[4], m.group(1, 'comp'), m.span(), m.pos, m.endpos, m.re is pat, len(m.string))
m = re.match(r'(a)(b)?', 'ac')
print(m.groups(), m.groups(default='x'), m.span(2), m.start(2), m.end(2), m.lastindex, m.lastgroup)
m = re.match(r'((a)(?P<x>b))', 'ab')
print(m.lastindex, m.lastgroup, m.regs)
m = re.match(r'(?P<x>a)|(?P<y>b)', 'b')
print(m.lastindex, m.lastgroup, m.groupdict(), m.expand(r'[\g<x>][\g<y>]'))
for bad in [3, 'zz', -1, 1.5]:
    try:
        print(m.group(bad))
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
try:
    m['nope']
except IndexError as e:
    print('IndexError', e)

print(re.compile('a', re.I | re.M))
print(re.compile(r'\d+', re.X | re.S | re.A))
print(re.compile(b'ab+'), re.compile(b'x', re.I).flags)
print(re.compile('x').flags, re.compile('(?i)x').flags, re.compile('(?s)x', re.M).flags)
print(repr(re.compile("it's")), repr(re.compile('a' * 250))[:40])
print(re.I, re.I | re.M, repr(re.M | re.S), int(re.VERBOSE), re.NOFLAG, type(re.I).__name__)
print(re.compile(b'(a+)').match(b'xaaa', 1), re.match(rb'\d', b'5').group())
print(re.fullmatch(r'cat|category', 'category'), re.fullmatch(r'a|ab', 'ab'), re.fullmatch('a|ab', 'abc'))
print(pat.fullmatch('x'), re.compile(r'\w+').fullmatch('hello world', 6))
# pos / endpos
p = re.compile(r'\d+')
print(p.findall('a1b22c333', 2), p.findall('a1b22c333', 2, 6), [m.span() for m in p.finditer('a1b22c333', 3, 8)])
print(p.search('12345', 1, 3), p.match('12345', 2), p.search('abc', 10), p.search('12', -5))
print(re.compile(r'^\d').search('a1', 1), re.compile(r'\b\d').search('a1', 1))
# split
print(re.split(r'[,;]\s*', 'a, b;c,  d', maxsplit=2))
print(re.split(r'(,)|(;)', 'a,b;c'))
print(re.split(r'(?P<sep>[-+])', '1-2+3', 1))
print(re.split(r'\s+', '  lead and trail  '), re.split('x', ''), re.split('', ''))
print(re.split(r'\d', 'a1b2c', flags=re.I))
print(re.findall(r'(\w)(\d)?', 'a1b'), re.findall(r'((a)b)', 'abab'))
# sub with function and count
def repl(m):
    return m.group(0).upper() if m.lastgroup == 'w' else '#'
print(re.sub(r'(?P<w>[a-z]+)|(?P<d>\d+)', repl, 'ab 12 cd', count=2))
print(re.subn(r'o', '0', 'foo boo', 3), re.sub(r'a', lambda m: '', 'banana'))
try:
    re.sub('a', lambda m: 3, 'a')
except TypeError as e:
    print('TypeError', e)
try:
    re.sub('a', 'b', b'a')
except TypeError as e:
    print('TypeError', e)
try:
    re.search(b'a', 'a')
except TypeError as e:
    print('TypeError', e)
print(re.escape('a.b*c (d) ~!@#$%^&-_ é'), re.escape(b'a.b'))
print(re.purge())
print(type(pat).__name__, type(re.match('a', 'a')).__name__, re.Pattern, re.Match)
print(re.compile(pat) is pat)
try:
    re.compile(pat, re.I)
except ValueError as e:
    print('ValueError', e)
m = re.search(r'(?P<n>\d+)', 'abc 123 def')
print(m.__getitem__(0), m.start(), m.end(), bool(m), m.string, m.re.pattern)
print(re.match(r'(?i)HELLO', 'hello').group(), re.search(r'(?s)a.b', 'a\nb').group())
print(re.findall(r'(?i:A)a', 'aa Aa AA'), re.findall(r'(?-i:a)B', 'aB AB ab', re.I))
print(re.match(r'(a)(?:b)(?P<c>c)', 'abc').groupdict(), re.compile(r'(a)(?:b)(?P<c>c)').groups)
print(re.search(r'(?<=\$)\d+(?:\.\d\d)?', 'cost: $42.50').group(), re.search(r'(?<!x)y', 'xy zy').span())
print(re.findall(r'\b[A-Z]{2,}\b', 'NASA and the ESA, not Nasa'), re.findall(r'\d{1,3}(?:,\d{3})*', '1,234,567 and 89'))
