# Differential corpus of Krait's own regex engine: many patterns x subjects, each run through
# search/match/fullmatch/findall/finditer/sub/split; the expected output is CPython's.
import re

PATTERNS = [
    r'a', r'abc', r'a|b', r'ab|cd|ef', r'a*', r'a+', r'a?', r'a*?', r'a+?', r'a??', r'a{2}', r'a{2,}',
    r'a{,2}', r'a{1,3}', r'a{1,3}?', r'a*+', r'a++b', r'(?:ab)*', r'(?:ab)+?', r'(ab)*', r'(a|b)*c',
    r'(a|ab)(c|bcd)(d*)', r'(a*)*', r'(a*)+', r'(a|)*', r'(?:x*)*y', r'(a?)*?b', r'(a|b)*?c',
    r'^a', r'a$', r'^$', r'(?m)^\w+$', r'(?m)^', r'(?m)$', r'$', r'\Aa', r'a\Z', r'\ba', r'a\b', r'\B',
    r'\bfoo\b', r'\w+', r'\W+', r'\d+', r'\D+', r'\s+', r'\S+', r'[a-c]+', r'[^a-c]+', r'[\w.-]+@[\w.-]+',
    r'[\d\s]+', r'[^\W\d_]+', r'[]a]', r'[^]a]', r'[a\]]+', r'[-a]', r'[a-]', r'[\\]', r'.', r'(?s).',
    r'.+', r'(?s).+', r'a.c', r'(\w)\1', r'(?P<c>\w)(?P=c)', r'(\w+) \1', r'(?i)(\w+) \1',
    r'(?=a)', r'(?=a)a', r'a(?=b)', r'a(?!b)', r'(?<=a)b', r'(?<!a)b', r'(?<=ab|cd)x', r'(?<=\d{3})x',
    r'(?<!^)x', r'(?>a+)b', r'(?>a|ab)c', r'(?>ab|a)c', r'(a)?(?(1)b|c)', r'(?P<q>")?\w+(?(q)")',
    r'(?i)abc', r'(?i)[a-z]+', r'(?i)[^a-z]+', r'(?i:a)b', r'a(?i:b)c', r'(?-i:a)b', r'(?x) a b # c',
    r'(?x)[ ]a', r'(?a)\w+', r'(?u)\w+', r'\x41\u0042\101', r'\0', r'\n\t', r'[\n]', r'\.', r'\(\)',
    r'(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)\11', r'((a)|b)+', r'(a)|(b)', r'(?:(a)|(b))+', r'(a(b(c)))',
    r'x*', r'x+?y', r'(?:a|b|c|d|e|f|g|h)*', r'(?:foo|bar|baz)+', r'\d{2,3}?', r'(\d+)-(\d+)',
    r'(?P<year>\d{4})-(?P<month>\d\d)', r'[\u00e9\u00e8]', r'caf\u00e9', r'\u00df', r'(?i)\u00df',
    r'(?i)stra\u00dfe', r'(?i)\u03c3', r'(?i)k', r'(?i)[k]', r'(?i)[^k]', r'(?ai)k', r'(?i)\u0130',
    r'(?i)[\u0100-\u017f]+', r'[\U0001F600-\U0001F64F]', r'\U0001F600', r'.\U0001F600.', r'(?<=\U0001F600)\w',
    r'(?:)', r'()', r'(|a)+', r'(a|)+?b', r'a{0}', r'(a){0}b', r'(?:a{2})*', r'(?:a{2}){2,3}', r'a{3,3}',
    r'[a-z]{2}\d', r'(a+)+b', r'(a|aa)+$', r'^(\w+)\s*=\s*(.*?)\s*$', r'(?m)^#.*$', r'"[^"]*"', r"'(?:\\.|[^'])*'",
    r'(?s)<!--.*?-->', r'(?:ab)*?c', r'(a)(?:\1)*b', r'(a|b)(?:\1)+', r'(?:a.)+', r'(?:.b)*', r'(?:\d\d)+?',
    r'(?i:ab)*', r'(?:ab)*+a', r'(?:ab){2,3}', r'(?:ab){2,}?', r'(?:a\U0001F600)*', r'(?:\w\s?){3}', r'(?:()\1)*', r'<(\w+)[^>]*>(.*?)</\1>', r'\$?\d+(?:\.\d\d)?', r'(?i)https?://[^\s/]+(/\S*)?',
]

SUBJECTS = [
    '', 'a', 'b', 'ab', 'abc', 'aaa', 'aab', 'abab', 'abcd', 'xaby', 'cab', 'ba', 'aaaa', 'abcabc',
    'foo bar baz', 'foobar foo', 'a1b22c333', 'x y\tz\n', 'one\ntwo\nthree\n', 'a\nb\n', 'a.b-c@d.e',
    'AbC aBc ABC', 'hey hey', 'Hey hEY', 'abcdefghijkk', 'xxxy', 'ab]a', '-a\\', '"quoted" word "x"',
    "it's 'a\\'b' ok", '<!-- c1 --> t <!--c2-->', '<b>bold</b> <i>it</i>', '$12.50 and 7', 'http://x.org/a b',
    'key = value  ', '# c\nx\n# d', 'ab\ncd', 'café CAFÉ', 'Straße STRASSE strasse', 'ΣΑΣ σας', 'Kk\u212a',
    'İi\u0131I', '\u0101\u0100\u017f', '😀a😀b', 'a😀\U0001F601', '12-34 5-6', '2024-01-15', 'aaaaaaaaaaab',
    'naïve', '\u00df', '\x00\n\t', '()', 'x', 'yxy', '1999-12 x', 'ABab', 'é è e',
]

def show(f):
    try:
        return repr(f())
    except re.error as e:
        return 'error: %s' % e
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

def span_groups(m):
    if m is None:
        return None
    return (m.span(), m.groups(), [m.span(g) for g in range(1, m.re.groups + 1)], m.lastindex)

for p in PATTERNS:
    try:
        c = re.compile(p)
    except re.error as e:
        print(repr(p), 'error:', e)
        continue
    for s in SUBJECTS:
        out = [
            show(lambda: span_groups(c.search(s))),
            show(lambda: span_groups(c.match(s))),
            show(lambda: span_groups(c.fullmatch(s))),
            show(lambda: c.findall(s)),
            show(lambda: [m.span() for m in c.finditer(s)]),
            show(lambda: c.sub('<\\g<0>>', s)),
            show(lambda: c.subn(lambda m: '[' + m.group() + ']', s, count=2)),
            show(lambda: c.split(s)),
            show(lambda: c.split(s, maxsplit=1)),
        ]
        print(repr(p), repr(s), ' '.join(out))
    # pos / endpos
    for s in ('abcabc', 'aaa\nbbb', 'xaby'):
        print(repr(p), 'pos', [show(lambda: span_groups(c.search(s, a, b))) for a, b in ((1, 6), (0, 3), (2, 2), (3, 1))],
              show(lambda: span_groups(c.match(s, 1))), show(lambda: span_groups(c.fullmatch(s, 1, 3))),
              show(lambda: c.findall(s, 1, 5)))

# flags given as arguments, bytes patterns
for p, flags in [(r'abc', re.I), (r'^b', re.M), (r'a.b', re.S), (r'\w+', re.A), (r'a b # c', re.X),
                 (r'(?i)x', re.M), (r'[a-z]', re.I | re.A), (r'\w', 0)]:
    for s in ('ABC abc', 'a\nb\nc', 'a\nb', 'é w', 'ab', 'X\nx'):
        print(repr(p), flags, repr(s), re.findall(p, s, flags), show(lambda: re.sub(p, '#', s, flags=flags)))
for p in [rb'\w+', rb'(?i)abc', rb'[\x80-\xff]+', rb'\s', rb'(?L)\w', rb'.', rb'\bx']:
    for s in (b'ab cd', b'ABC\xe9\xff', b'x\x85y \t', b' x'):
        print(repr(p), repr(s), show(lambda: re.findall(p, s)), show(lambda: re.split(p, s)))

# templates and expand
m = re.search(r'(?P<a>\w)(\w)?(x)?', 'ab')
print(m.expand(r'\2\1\g<a>\g<2>[\3]'), re.sub(r'(\w)', r'\1\1', 'abc'), re.sub('(a)|b', r'[\1]', 'ab'))
print(re.sub(r'x*', '-', 'abxd'), re.subn(r'\b', '|', 'a bc'), re.split(r'(\W)', 'a,b;c'), re.split(r'x*', 'axbc'))

# errors: CPython's messages and positions
for p in ['(', ')', '[a', 'a**', '*a', 'a{3,2}', r'\1', '(?P<a>)(?P<a>)', '(?P<1>)', r'(?P=x)', '(?<=a*)',
          '(?<=a|bc)', '(?i', '(?z)', r'\q', '[b-a]', r'[\d-z]', '(?(2)a|b)', '(?(1)a|b|c)', r'(a)\2',
          '(?<=(a)\\1)', 'x(?i)', '(?#c', '(?P<n', r'\x4', r'\u12', r'\N{NOPE}', r'\400', '(?-:a)', 'a{,',
          '(?<!\\w+)', '(?i-i:a)', '(?a-u:a)', '(?L:a)', '(?u:a)', '(?au:a)', '(?-a:a)', '(?i-:a)', '(?i-1:a)',
          '(?i-ix:a)', '(?x: a b)', '(?-x:a)', '(?i', '(?i-', '(?i-m', '(?i1:a)', '(?i-m1:a)', '(?-i)', '(?i-s)',
          '(?imx-s:a)', '(?m-i)a', 'a(?i)', '(?mm:a)', '(?i-ii:a)', '((a)|b)(?<=\\2)', '(a*)(?<=\\1)', '(a)(?<=\\1)']:
    try:
        re.compile(p)
        print(repr(p), 'ok')
    except re.error as e:
        print(repr(p), 'error:', e, e.pos)

# the hostile family: each ends with CPython's result
print(re.fullmatch('(a|b)*c', 'ab' * 100000 + 'c').span())
print(re.match('(?:a|b|c|d|e|f|g|h)*', 'abcdefgh' * 100000).span())
print(re.match('(?:ab|cd)*', 'abcd' * 50000).span(), re.search(r'(\w+)\s\1$', 'x' * 20000 + ' ' + 'x' * 20000).span())
print(len(re.findall(r'(?<=a)b(?=c)', 'abc' * 50000)), re.match(r'(?:(?:a|b)+c)*', 'abababc' * 20000).span())
print(re.match(r'(?:a(?=b)|b)*', 'ab' * 100000).span(), re.match(r'(x)(?:\1)*', 'x' * 200000).span())
