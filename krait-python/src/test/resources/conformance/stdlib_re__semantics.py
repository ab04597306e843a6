import re

# conditional groups
p = re.compile(r'(<)?(\w+@\w+(?:\.\w+)+)(?(1)>|$)')
for s in ['<user@host.com>', 'user@host.com', '<user@host.com', 'user@host.com>']:
    m = p.match(s)
    print(repr(s), m.group(2) if m else None)
q = re.compile(r'(?P<quote>["\'])?(?P<word>\w+)(?(quote)(?P=quote))')
for s in ['"hello"', "'x'", 'plain', '"bad\'']:
    m = q.fullmatch(s)
    print(repr(s), m and m.groupdict())
print(re.findall(r'(a)?b(?(1)c|d)', 'abc bd abd b'))
print(re.sub(r'(\()?\d+(?(1)\))', 'N', '(12) 34 (56 78)'))

# anchors
print(re.search(r'a$', 'a\n') is not None, re.search(r'a\Z', 'a\n') is not None)
print(re.search(r'a$', 'a\n\n'), re.findall(r'^\w+$', 'one\ntwo\n', re.M))
print(re.sub(r'$', '!', 'ab\n'), re.sub(r'\Z', '!', 'ab\n'))
print(re.split(r'$', 'a\nb\n', flags=re.M))
try:
    re.compile(r'a\z')
except re.error as e:
    print('error:', e)

# unicode classes
print(re.findall(r'\w+', 'héllo wörld 東京 ٣'))
print(re.findall(r'\w+', 'héllo wörld', re.ASCII))
print(re.findall(r'(?a)\w+', 'héllo'))
print(re.findall(r'\d', '12٣४'), re.findall(r'\d', '12٣४', re.A))
print(re.findall(rb'\w+', 'héllo'.encode()))
print(re.findall(r'\s+', 'a\u00a0b\u2003c\x1cd'), re.findall(r'\s+', 'a\u00a0b', re.A))
print(re.findall(r'\bé\w*', 'x éa éb'), re.findall(r'\b\w', 'día año'))
print(re.findall(r'[^\W\d_]+', 'abc_12déf'))
print(re.match(r'(?i)straße', 'STRASSE'), re.match(r'(?i)ǆ', 'ǅ') is not None, re.match(r'(?i)k', '\u212a') is not None)
print(re.match(r'(?ai)k', '\u212a'))

# verbose
v = re.compile(r"""
    (?P<year>\d{4})  # year
    -                # sep
    (?P<mon>[0-9 ]{2}) # month, the space in the class is literal
    \#               # literal hash
""", re.VERBOSE)
print(v.match('2024-1 #').groupdict())
print(re.match(r'(?x) a b c # comment', 'abc'))
print(re.match(r'(?x)a\ b', 'a b'), re.match(r'(?x)[ ]', ' '))

# possessive / atomic
print(re.match(r'a*+a', 'aaa'), re.match(r'(?>a*)a', 'aaa'), re.match(r'(?>a|ab)c', 'abc'))
print(re.findall(r'\d++\w', '123a 45 6b'))

# empty matches
print(re.sub('x*', '-', 'abxd'))
print(re.sub('', '-', 'abc'))
print(re.split(r'\b', 'a b'), re.split('x*', 'axbc'), re.split(r'(?=b)', 'abab'))
print(re.findall(r'\b|x', 'ax b'), re.findall('a*', 'baaac'))
print([m.span() for m in re.finditer(r'a*', 'baac')])
print(re.subn(r'(?m)^', '> ', 'l1\nl2\n'))

# replacement templates
m = re.search(r'(?P<k>\w+)=(?P<v>\w+)', 'key=val')
print(re.sub(r'(?P<k>\w+)=(?P<v>\w+)', r'\g<v>=\g<k> [\g<0>] \2\1 \\n', 'a=b c=d'))
print(repr(re.sub(r'(\w)', r'\n\t\a', 'z')))
for bad in [r'\x41', r'\q', r'\g<nope>', r'\3', r'\g<1', r'x\g', r'\g<-1>', r'\g<a-b>']:
    try:
        re.sub(r'(?P<k>\w)(\w)', bad, 'ab')
    except (re.error, IndexError) as e:
        print(type(e).__name__, e)
print(m.expand(r'<\g<k>|\2|\g<0>>'))
print(re.sub(r'a(b)?', r'[\1]', 'a ab'))

# errors
for pat in ['(abc', '*a', 'a**', '(?<x>a)', '[a-', 'a{2,1}', '(?P<1>a)', '(?P<a>x)(?P<a>y)', r'\1(a)',
            '(?P=zz)', 'a)', '[z-a]', '(?', '(?z)', r'\p{L}', '(?i', '(?(2)a|b)', '(?(1)a|b|c)(x)', '(?<=a+)b',
            '(?P<n>', 'x{1', r'[\d-z]', '+', '(?i)(?-i:', 'a(?i)b']:
    try:
        r = re.compile(pat)
        print('ok', pat, r.groups)
    except re.error as e:
        print(pat, '->', e, '|', e.msg, e.pos, e.lineno, e.colno)

# look-behind widths
for pat in [r'(?<=ab|cd)x', r'(?<=a{2})b', r'(?<=a{1,2})b', r'(?<=\d{3}-)\d+', r'(?<!\w)x', r'(?<=(?:ab){2}|c{4})z',
            r'(?<=a?)b', r'(?<=[a-z]\.)\w', r'(?<=\bfoo)bar', r'(?<=x(?=y)y)z', r'(?<=(a)(?(1)b|c))d']:
    try:
        print(pat, re.findall(pat, 'abx cdx aab 555-1234 x abababz ccccz a.b foobar xyz abd'))
    except re.error as e:
        print(pat, 'error:', e)
# conditionals with forward/backward references and bytes
print(re.match(rb'(a)?(?(1)b|c)', b'ab'), re.match(rb'(a)?(?(1)b|c)', b'c'))
print(re.findall(r'(?:(x)|y)+(?(1)!|\?)', 'xy! yy? x! y!'))
print([m.group() for m in re.finditer(r'(?P<open>\[)?\d+(?(open)\])', '[1] 2 [3 4]')])
for pat in ['(?(0)a|b)', '(?(-1)a)', '(?(x)a)', '(?(a-b)a)', '(?(1)a', '(?(1a|b)']:
    try:
        re.compile(pat)
    except re.error as e:
        print(pat, '->', e)
print(re.sub(r'(")?(\w+)(?(1)")', r'<\2>', '"a" b "c'))
# scoped ASCII / Unicode flags
print(re.findall(r'(?a:\w+)', 'héllo wörld'), re.findall(r'(?a:\w+)|\d', 'é٣x'), re.findall(r'(?u:\w+)', 'héllo', re.A))
print(re.findall(r'(?a:\b)x', 'éx x'), re.findall(r'\bx', 'éx x'), re.findall(r'(?a:\s)', 'a\u00a0 b'), re.findall(r'(?a:[\w-]+)é', 'ab-é'))
print(re.findall(r'(?i:k)', 'kK\u212a'), re.findall(r'(?ia:k)', 'kK\u212a'), re.findall(r'(?a)[^\W]', 'aé_'))
