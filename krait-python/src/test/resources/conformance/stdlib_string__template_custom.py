import string, re
class Jinja(string.Template):
    pattern = r'''
    \{\{\s*(?:
      (?P<escaped>\{\{)|
      (?P<named>[a-z_][a-z0-9_]*)\s*\}\}|
      (?P<braced>[A-Z]+)\s*\}\}|
      (?P<invalid>)
    )
    '''
t = Jinja('Hi {{ name }}, you owe {{AMT}} ({{ bad-name }})')
print(t.safe_substitute(name='Ann', AMT='$5'), t.get_identifiers(), t.is_valid())
try:
    t.substitute(name='Ann', AMT=1)
except ValueError as e:
    print('ValueError', e)
class NoInvalid(string.Template):
    pattern = r'\$(?P<named>[a-z]+)|(?P<escaped>\$\$)|(?P<braced>\$\{[a-z]+\})'
try:
    NoInvalid('$a').substitute(a=1)
except Exception as e:
    print(type(e).__name__, e)
print(string.Template('$a$b${c}d').substitute(a=1, b=[2], c={'k': 3}))
print(string.Template('line1\n  $x\n$ bad').safe_substitute(x='X'))
try:
    string.Template('line1\nok $x\n   $ bad').substitute(x='X')
except ValueError as e:
    print('ValueError', e)
try:
    string.Template('$a').substitute({'a': 1}, {'b': 2})
except TypeError as e:
    print('TypeError', e)
print(string.Template('$who').substitute(who='x', extra='ignored'), string.Template('${who}s').substitute({'who': 'cat'}))
class M(dict):
    def __missing__(self, k):
        return '<' + k + '>'
print(string.Template('$a and $b').substitute(M(a=1)), string.Template('$a and $b').safe_substitute(M(a=1)))
f = string.Formatter()
print(f.format('{:{}{}}', 3.14159, '>', 10), f.format('{0:{1}}|{2}', 'x', 5, 'y'), f.format('{a[b]}', a={'b': 'c'}))
try:
    f.format('{0:{}}', 1, 2)
except ValueError as e:
    print('ValueError', e)
print(f.format('{!r:^9}', 'hi'), f.format('{0.imag}{0.real:.1f}', 3 + 4j), f.format('{x[0][1]}', x=[[1, 2]]))
for fmt in ['{0[}', '{0.}', '{0]}', '{a.b', '{0[0]x}', '{:>{w}}']:
    try:
        print(repr(f.format(fmt, [1], a=1)))
    except (ValueError, KeyError, IndexError, AttributeError, TypeError) as e:
        print(fmt, type(e).__name__, e)
print(list(f.parse('{0[}]}')), list(f.parse('{a:{b}x}')))
