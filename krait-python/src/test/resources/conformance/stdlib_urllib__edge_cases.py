from urllib.parse import (quote, quote_plus, unquote, unquote_plus, urlencode, parse_qs, parse_qsl, urlparse, urlsplit,
                          urlunparse, urlunsplit, urljoin, urldefrag, quote_from_bytes, unquote_to_bytes, ParseResult,
                          SplitResult, DefragResult)
import urllib.parse

print(quote('a b/c?d=e&f#g'), quote('a b/c', safe=''), quote('/x y/', safe='/ '), quote('é中😀'), quote('é', encoding='latin-1'))
print(quote('~._-'), quote(b'\x00\xff abc'), quote('ab', safe='b'), quote('\u00e9', errors='strict'))
print(quote_plus('a b+c/d&e=f'), quote_plus('a b', safe='/'), quote_plus('x/y', safe='/'), quote_plus(b'a b'))
print(unquote('%41%20b%2fc%zz%'), unquote('caf%C3%A9'), unquote('%E9', encoding='latin-1'), unquote('%ff%fe'), unquote('%ff', errors='strict') if False else '')
print(unquote_plus('a+b%2Bc'), unquote_plus('%20+'), unquote_to_bytes('a%20b%ff'), quote_from_bytes(b'a b\xff', safe=''))
try:
    quote(123)
except TypeError as e:
    print('TypeError', e)
try:
    quote(b'x', encoding='utf-8')
except TypeError as e:
    print('TypeError', e)
try:
    unquote(b'%41')
except TypeError as e:
    print('TypeError', e)
print(urlencode({'q': 'a b', 'n': 1, 'l': [1, 2]}), urlencode({'l': [1, 2], 't': ('x', 'y')}, doseq=True))
print(urlencode([('a', '1'), ('a', '2'), ('b', 'é')]), urlencode({'k': 'a/b c'}, safe='/'), urlencode({'k': 'a b'}, quote_via=quote))
print(urlencode({'e': '', 'n': None, 'b': True, 'by': b'x y'}), urlencode({'s': 'é'}, encoding='latin-1'), urlencode({}), urlencode({'x': []}, doseq=True))
try:
    urlencode('abc')
except TypeError as e:
    print('TypeError', e)
try:
    urlencode([1, 2])
except TypeError as e:
    print('TypeError', e)
qs = 'a=1&b=&a=2&c&d=%20x+y&e=%ZZ;f=3'
print(parse_qs(qs), parse_qs(qs, keep_blank_values=True), parse_qsl(qs), parse_qsl(qs, keep_blank_values=True))
print(parse_qsl('a=1;b=2', separator=';'), parse_qs(''), parse_qsl('&&'), parse_qs('a=1&a=2', max_num_fields=2))
for bad, kw in [('a=1&b', dict(strict_parsing=True)), ('a=1&&b=2', dict(strict_parsing=True)), ('a=1&b=2&c=3', dict(max_num_fields=2)),
                ('a=1', dict(separator='')), ('a', dict(strict_parsing=True, keep_blank_values=True))]:
    try:
        print(parse_qsl(bad, **kw))
    except ValueError as e:
        print('ValueError', e)
print(parse_qs(b'a=1&b=%41'), parse_qsl('x=%E9', encoding='latin-1'))

for u in ['http://user:pw@Example.COM:8080/p/a;params?q=1&r=2#frag', 'https://[::1]:443/x', 'HTTP://h/a b', '//host/path',
          'mailto:joe@example.com', 'file:///etc/hosts', 'path/only?x=1', 'http://h:/p', 'http://h:0', 'http://a@b@c/',
          'urn:isbn:0451450523', 'http://h/p#', 'http://h/p?', '', 'data:text/plain;base64,SGk=', 'http://[::1]/', 'h:80',
          'http://h?q#f', 'svn+ssh://u@h/r', 'http://ÉX.com/ü', 'http://h/%7Efoo']:
    p = urlparse(u)
    print(repr(u), tuple(p), p.hostname, p.username, p.password, end=' ')
    try:
        print(p.port, end=' ')
    except ValueError as e:
        print('ValueError', e, end=' ')
    print(p.geturl(), urlsplit(u).netloc)
for u in ['http://h:99999/', 'http://h:-1/', 'http://h:abc/', 'http://[::1/', 'http://h:65535']:
    try:
        r = urlsplit(u)
        print(u, r.port)
    except ValueError as e:
        print(u, 'ValueError', e)
p = urlparse('http://a.com/x?y=1')
print(p._replace(scheme='https', query='z=2').geturl(), p._fields, p.scheme, p[1], len(p), p == ('http', 'a.com', '/x', '', 'y=1', ''))
print(ParseResult('http', 'h', '/p', '', 'q', 'f').geturl(), SplitResult('s', 'n', '/p', 'q', 'f').geturl(), isinstance(p, tuple))
print(urlunparse(('http', 'h', 'p', 'x', 'q', 'f')), urlunsplit(('', '', 'p', '', '')), urlunsplit(['https', 'h', '', 'q', '']))
print(urldefrag('http://h/p?q#frag'), urldefrag('http://h/p'), urldefrag('http://h/p#').url, type(urldefrag('x#y')).__name__)
d = urldefrag('a#b'); print(d.fragment, d.geturl(), tuple(d))
base = 'http://a/b/c/d;p?q'
for rel in ['g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', ';x', '', '.', './', '..', '../', '../g', '../..', '../../g',
            '../../../g', '/./g', '/../g', 'g.', '.g', 'g..', '..g', './../g', 'g;x=1/../y', 'http:g', 'https://x/y', 'mailto:a@b']:
    print(rel, '->', urljoin(base, rel))
print(urljoin('http://a/b/', 'c', allow_fragments=False), urljoin('', 'x'), urljoin('http://a/b', ''), urljoin(b'http://a/b', b'c'))
print(urlparse(b'http://h/p?q'), urlsplit('http://h/p', scheme='https'), urlparse('x/y', scheme='ftp'), urlparse('http://h/p#f', allow_fragments=False))
print(urllib.parse.urlsplit('  http://h/p\t\n  ').geturl(), urllib.parse.unquote('%u0041'), urllib.parse.quote('a%20b'))
