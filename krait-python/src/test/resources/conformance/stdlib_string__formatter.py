import string

f = string.Formatter()
print(f.format('{0} and {1}', 'a', 'b'), f.format('{name!r:>10}|{x[1]}|{o.real}', name='n', x=[1, 2], o=3))
print(f.vformat('{a}-{b:03d}', (), {'a': 1, 'b': 7}), f.format('{}{}', 1, 2), f.format('{:{w}.{p}f}', 3.14159, w=10, p=2))
print(list(f.parse('Hello {name}! {0:>5} {{x}} {a.b[0]!s:^3} end')))
print(list(f.parse('')), list(f.parse('{}')), list(f.parse('x{!r}')), list(f.parse('}}')))
for bad in ['{', '}', '{0!x}', '{0', 'a}b', '{!}', '{0:{1:{2}}}']:
    try:
        print(list(f.parse(bad)))
        print(f.format(bad, 1, 2, 3))
    except (ValueError, IndexError) as e:
        print(type(e).__name__, e)
print(f.get_field('a.b', (), {'a': type('A', (), {'b': 5})}), f.get_field('0[1]', ([7, 8],), {}))
print(f.get_value(0, ('x',), {}), f.get_value('k', (), {'k': 'v'}))
print(f.format_field(3.5, '.2f'), f.convert_field('x', 'r'), f.convert_field('x', None), f.convert_field(1, 's'), f.convert_field('é', 'a'))
try:
    f.convert_field(1, 'z')
except ValueError as e:
    print('ValueError', e)
for args, kw, fmt in [((), {}, '{0}'), ((), {}, '{x}'), ((1,), {}, '{}{}'), ((1,), {}, '{0}{}'), ((1,), {}, '{}{0}')]:
    try:
        print(f.format(fmt, *args, **kw))
    except (IndexError, KeyError, ValueError) as e:
        print(type(e).__name__, e)

class Upper(string.Formatter):
    def format_field(self, value, spec):
        return super().format_field(value, spec).upper()
    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return '<' + key + '>'
        return super().get_value(key, args, kwargs)
print(Upper().format('{a} {b:x} {0}', 'zero', a='hey', b=255))

class Strict(string.Formatter):
    def check_unused_args(self, used_args, args, kwargs):
        unused = set(kwargs) - set(k for k in used_args if isinstance(k, str))
        if unused:
            raise ValueError('unused: ' + ','.join(sorted(unused)))
try:
    Strict().format('{a}', a=1, b=2, c=3)
except ValueError as e:
    print('ValueError', e)
print(Strict().format('{a}{b}', a=1, b=2))

class Conv(string.Formatter):
    def convert_field(self, value, conversion):
        if conversion == 'u':
            return str(value).upper()
        return super().convert_field(value, conversion)
print(Conv().format('{0!u} {0!r}', 'abc'))

# Template
T = string.Template
t = T('$who likes ${what}; $$5 for $who')
print(t.substitute(who='tim', what='kung pao'), t.template, t.get_identifiers(), t.is_valid())
print(t.substitute({'who': 'a', 'what': 'b'}, who='override'))
print(T('$a $b ${c} $').safe_substitute(a=1), T('${bad').safe_substitute(), T('$1 $').safe_substitute())
for tmpl, kw in [('$x', {}), ('${x', {'x': 1}), ('$ x', {}), ('$1', {}), ('ok $', {})]:
    try:
        print(T(tmpl).substitute(**kw))
    except (KeyError, ValueError) as e:
        print(type(e).__name__, e)
print(T('$a ${b} $c $a $$d ${e').get_identifiers(), T('${e').is_valid(), T('$$').is_valid(), T('a $ b').is_valid())
class Pct(T):
    delimiter = '%'
    idpattern = '[a-z]+'
print(Pct('%name is %%; %{x}').substitute(name='N', x='X'), Pct('%Up').safe_substitute())
class Dotted(T):
    idpattern = r'[_a-z][_a-z0-9.]*'
print(Dotted('${user.name} and $user.id').substitute({'user.name': 'n', 'user.id': 7}))
class Braces(T):
    braceidpattern = r'[A-Z]+'
print(Braces('${ABC} $abc').substitute(ABC=1, abc=2))
class CaseSens(T):
    flags = 0
    idpattern = '[a-z]+'
print(CaseSens('$abc$ABC').safe_substitute(abc=1, ABC=2))
print(T.delimiter, T.idpattern, T.braceidpattern, T.flags)
print(string.capwords('  hello   world-foo bar '), string.capwords('a_b c', '_'), repr(string.whitespace), string.punctuation)
print(string.ascii_letters, string.hexdigits, string.octdigits, len(string.printable))
