#!/usr/bin/env python3
"""Generates krait-python/src/test/resources/numbers/cases.jsonl: (operation, inputs, expected)
for int/float/str/bytes/complex behaviour, with CPython 3.11 as the oracle.
Run: python3 scripts/gen_numbers_cases.py"""
import json, math, random, os, struct, sys

random.seed(20240611)
OUT = os.path.join(os.path.dirname(__file__), '..', 'krait-python', 'src', 'test', 'resources', 'numbers', 'cases.jsonl')

def enc(v):
    if v is None: return {"n": None}
    if isinstance(v, bool): return {"bool": v}
    if isinstance(v, int): return {"i": str(v)}
    if isinstance(v, float): return {"f": v.hex()}
    if isinstance(v, complex): return {"c": [v.real.hex(), v.imag.hex()]}
    if isinstance(v, str): return {"s": v}
    if isinstance(v, bytes): return {"b": v.hex()}
    if isinstance(v, bytearray): return {"ba": bytes(v).hex()}
    if isinstance(v, tuple): return {"t": [enc(x) for x in v]}
    if isinstance(v, list): return {"l": [enc(x) for x in v]}
    if isinstance(v, dict): return {"d": [[enc(k), enc(x)] for k, x in v.items()]}
    raise TypeError(type(v))

def outcome(fn):
    try:
        r = fn()
        return repr(r)
    except Exception as e:
        return "!" + type(e).__name__ + ": " + str(e)

cases = []
def add(kind, args, fn):
    cases.append({"k": kind, "a": [enc(x) for x in args], "e": outcome(fn)})

# ---------------------------------------------------------------- values
floats = [0.0, -0.0, 1.0, -1.0, 0.1, 0.2, 0.30000000000000004, 1/3, 2/3, 1e16, 1e15, 9999999999999998.0,
          1e-4, 1e-5, 0.0001234, 123456789012345678.0, 1e22, 1e23, 5e-324, 2.2250738585072014e-308,
          1.7976931348623157e308, math.pi, math.e, 2.675, 0.5, 1.5, 2.5, -2.5, 0.125, 100.0, 1234.5678,
          float('inf'), float('-inf'), float('nan'), 3.14159, 1e100, 123.456, 0.000001, 9.995, 1.005,
          2**53 + 0.0, 2**63 + 0.0, 4.35, 0.07, 1e-7, 12345678.9, 987654321.123]
for _ in range(400):
    m = random.random() * 10 ** random.randint(-30, 30)
    floats.append(m if random.random() < 0.7 else -m)
for _ in range(150):
    floats.append(struct.unpack('<d', struct.pack('<Q', random.getrandbits(63)))[0])
for _ in range(100):
    floats.append(round(random.uniform(-1000, 1000), random.randint(0, 6)))
floats = [f for f in floats if not (isinstance(f, float) and math.isnan(f))] + [float('nan')]

ints = [0, 1, -1, 2, 7, -7, 10, 255, 256, -256, 1000, 12345, -12345, 2**31, 2**31 - 1, 2**63 - 1, 2**63, -2**63,
        -2**63 - 1, 2**64, 10**20, -10**20, 3**100, -(7**80), 2**100 + 1, 123456789, 999, 1000000]
for _ in range(60):
    ints.append(random.randint(-10**6, 10**6))
for _ in range(30):
    ints.append(random.randint(-2**200, 2**200))

# ---------------------------------------------------------------- float repr / str / hash
for f in floats:
    add("repr", [f], lambda f=f: f)
    if not math.isnan(f):
        add("hash", [f], lambda f=f: hash(f))
for i in ints:
    add("repr", [i], lambda i=i: i)
    add("hash", [i], lambda i=i: hash(i))

# ---------------------------------------------------------------- format specs
float_specs = ['', 'f', '.2f', '.0f', '.10f', 'e', '.3e', '.0e', 'E', 'g', '.3g', '.10g', 'G', '.0g', '%', '.1%',
               '10.2f', '<10.2f', '^12.3f', '=+12.2f', '+.2f', ' .2f', '010.2f', ',.2f', '_.3f', ',', '_', '.2',
               '.5', '.17', '#.0f', '#g', '#.3g', '#.0e', 'z.1f', 'z', '*>15,.2f', '012,.2f', '-', '+', ' ',
               '020', 'n', '.3n', 'x', 'd', '.', ',_', '10', '^', 'F', '.3F', '#', '0', 'z.0f', '+e', '015.3e']
sample_floats = floats[:60] + random.sample(floats[60:], 60)
for f in sample_floats:
    for spec in float_specs:
        add("format", [f, spec], lambda f=f, spec=spec: format(f, spec))
int_specs = ['', 'd', 'b', 'o', 'x', 'X', '#b', '#o', '#x', '#X', 'c', 'n', ',', '_', '_b', '_x', ',d', '10', '<10',
             '^10', '=10', '>+10', '010', '08,', '09,', '012_x', '#010x', '+', ' ', '-', 'e', '.2f', '%', 'g', '.3',
             '.2d', 'z', 'x,', 's', '*^9', 'z.2f', '+#o', ' 5d', '0=8', 'E', '.0%', '#c', '+c', ',b']
for i in ints[:40] + [True, False]:
    for spec in int_specs:
        add("format", [i, spec], lambda i=i, spec=spec: format(i, spec))
strs = ['', 'a', 'abc', 'hello world', 'é', 'naïve café', '日本語', '😀x', 'tab\there', "it's", '"q"', 'a\nb']
str_specs = ['', 's', '10', '<10', '>10', '^10', '*^11', '.2', '10.2s', 'x<5.0s', '=5', '+', '#', ',', 'd', '05',
             'z', '^', '0<5', '🙂>6']
for s in strs:
    for spec in str_specs:
        add("format", [s, spec], lambda s=s, spec=spec: format(s, spec))
complexes = [1+2j, -1-2j, 2j, -2j, complex(-0.0, -0.0), 1e20j, complex(1.5, -0.5), complex(float('inf'), 1),
             complex(0, float('nan')), 3+0j, complex(-0.0, 0), 1/3+2/3j]
complex_specs = ['', '.2f', '>20', '<20', '^20', '+.3e', 'g', '.3', '=10', '05', 'd', '*^25.2f', 'z.1f', 'E', '10']
for c in complexes:
    add("repr", [c], lambda c=c: c)
    for spec in complex_specs:
        add("format", [c, spec], lambda c=c, spec=spec: format(c, spec))

# ---------------------------------------------------------------- int/float arithmetic
ops = {'+': lambda a, b: a + b, '-': lambda a, b: a - b, '*': lambda a, b: a * b, '/': lambda a, b: a / b,
       '//': lambda a, b: a // b, '%': lambda a, b: a % b, '**': lambda a, b: a ** b, '<<': lambda a, b: a << b,
       '>>': lambda a, b: a >> b, '&': lambda a, b: a & b, '|': lambda a, b: a | b, '^': lambda a, b: a ^ b,
       'divmod': lambda a, b: divmod(a, b), '<': lambda a, b: a < b, '<=': lambda a, b: a <= b,
       '==': lambda a, b: a == b, '!=': lambda a, b: a != b, '>': lambda a, b: a > b, '>=': lambda a, b: a >= b}
small_ints = [0, 1, -1, 2, 3, -3, 7, -7, 10, 100, -100, 2**62, -2**63, 2**64 + 3, -(3**50), 12345678901234567890]
for a in small_ints:
    for b in small_ints:
        for op, fn in ops.items():
            if op == '**' and (abs(b) > 64 or abs(a) > 2**64 and b > 4):
                continue
            if op == '<<' and b > 200:
                continue
            add("binop", [a, op, b], lambda a=a, b=b, fn=fn: fn(a, b))
arith_floats = [0.0, -0.0, 1.0, -1.0, 0.5, 2.5, -7.5, 3.0, 1e308, -1e-308, float('inf'), float('-inf'), 1e16, 0.1]
mixed = arith_floats + [0, 1, -2, 3, 10**20, True]
for a in mixed:
    for b in mixed:
        if isinstance(a, int) and isinstance(b, int):
            continue
        for op in ['+', '-', '*', '/', '//', '%', '**', 'divmod', '<', '==', '>=', '!=']:
            add("binop", [a, op, b], lambda a=a, b=b, fn=ops[op]: fn(a, b))
for a in [float('nan')]:
    for b in [1.0, 0.0, float('nan'), 2]:
        for op in ['+', '*', '**', '<', '==', '!=', '//', '%']:
            add("binop", [a, op, b], lambda a=a, b=b, fn=ops[op]: fn(a, b))
            add("binop", [b, op, a], lambda a=a, b=b, fn=ops[op]: fn(b, a))
# big int vs float comparisons
for a in [2**53 + 1, 2**63, 10**30, -(2**53 + 1), 2**1024, -2**1024]:
    for b in [float(2**53), 2.0**63, 1e30, -9007199254740992.0, float('inf'), 1.7976931348623157e308]:
        for op in ['<', '==', '>', '<=', '>=', '!=']:
            add("binop", [a, op, b], lambda a=a, b=b, fn=ops[op]: fn(a, b))
# true division of big ints
for _ in range(100):
    a = random.randint(-10**40, 10**40)
    b = random.randint(1, 10**25) * random.choice([1, -1])
    add("binop", [a, '/', b], lambda a=a, b=b: a / b)
for a, b in [(10**400, 10**399), (1, 3), (2**1100, 3), (10**400, 1), (-5, 2**1080), (2**54 + 1, 1), (2**60 + 1, 2)]:
    add("binop", [a, '/', b], lambda a=a, b=b: a / b)
# complex arithmetic
cvals = [1+2j, -0.5j, 3, 2.5, 0j, 1j, complex(1e300, 1e300)]
for a in cvals:
    for b in cvals:
        for op in ['+', '-', '*', '/', '**', '==', '!=']:
            add("binop", [a, op, b], lambda a=a, b=b, fn=ops[op]: fn(a, b))

# ---------------------------------------------------------------- builtins-style calls on numbers
for f in floats[:120]:
    for nd in [None, 0, 1, 2, 3, -1, -2]:
        add("method", [f, '__round__'] + ([] if nd is None else [nd]), lambda f=f, nd=nd: round(f) if nd is None else round(f, nd))
    add("method", [f, 'is_integer'], lambda f=f: f.is_integer())
    add("method", [f, 'as_integer_ratio'], lambda f=f: f.as_integer_ratio())
    add("method", [f, 'hex'], lambda f=f: f.hex())
    add("method", [f, '__int__'], lambda f=f: int(f))
    add("method", [f, '__floor__'], lambda f=f: math.floor(f))
    add("method", [f, '__ceil__'], lambda f=f: math.ceil(f))
for i in ints[:50]:
    for nd in [-1, -2, -3, 0, 2]:
        add("method", [i, '__round__', nd], lambda i=i, nd=nd: round(i, nd))
    add("method", [i, 'bit_length'], lambda i=i: i.bit_length())
    add("method", [i, 'bit_count'], lambda i=i: i.bit_count())
    add("method", [i, '__float__'], lambda i=i: float(i))
    add("method", [i, '__neg__'], lambda i=i: -i)
    add("method", [i, '__invert__'], lambda i=i: ~i)
    add("method", [i, '__abs__'], lambda i=i: abs(i))
    add("method", [i, 'to_bytes', 16, 'big'], lambda i=i: i.to_bytes(16, 'big'))
    add("method", [i, 'to_bytes', 8, 'little', {"signed": True}], lambda i=i: i.to_bytes(8, 'little', signed=True))
for s in ['0', '-0', '123', ' 42 ', '+7', '1_000', '1__0', '_1', '0x1f', '0o17', '0b101', '010', '00', '12a', '',
          ' ', '٣', '1e5', '0x', '-0x10', '9' * 30, '1_2_3', '1 2', '\t-99\n', '0_0', '0x_ff']:
    add("call", ['int', s], lambda s=s: int(s))
    for base in [0, 2, 8, 16, 36]:
        add("call", ['int', s, base], lambda s=s, base=base: int(s, base))
for s in ['1.5', ' 1.5 ', '1_000.5', '1__0', 'inf', '-Infinity', 'nan', '+nAn', '1e5', '1E-5', '.5', '5.', '.', 'e5',
          '1e', '1e+', 'x', '', '0x10', '1_e5', '1e5_0', '  -0.0', '١.٥', '1.5j', 'infinity ', 'in f', '3.14e-400',
          '1e400', '123456789012345678901234567890']:
    add("call", ['float', s], lambda s=s: float(s))
for v in [1.9, -1.9, 1e20, float('inf'), float('nan'), True, 3, '0x10', b'12', bytearray(b' 7 ')]:
    add("call", ['int', v], lambda v=v: int(v))
for s in ['1+2j', '(1+2j)', ' 3j ', '-j', 'j', '1e3-2.5e-1j', 'inf+nanj', '1+', 'x', '', '2', ' (1) ', '1 + 2j']:
    add("call", ['complex', s], lambda s=s: complex(s))
for args in [[1, 2], [1.5], [], [1j, 1j], ['1', 2]]:
    add("call", ['complex'] + args, lambda args=args: complex(*args))
for args in [[], [0], [''], ['x'], [[]], [[1]], [0.0], [None]]:
    add("call", ['bool'] + args, lambda args=args: bool(*args))
for args in [[], [5], [[1, 2, 255]], ['abc', 'ascii'], ['é', 'utf-8'], ['é', 'latin-1'], ['é', 'ascii'],
             ['é', 'ascii', 'replace'], ['abc'], [-1], [[256]], [b'xy'], [bytearray(b'q')], [1.5]]:
    add("call", ['bytes'] + args, lambda args=args: bytes(*args))
    add("call", ['bytearray'] + args, lambda args=args: bytearray(*args))
for args in [[b'abc'], [b'abc', 'ascii'], [b'\xff', 'utf-8'], [b'\xff', 'utf-8', 'replace'], [1, 'ascii'],
             [12], [1.5], [None], ['x', 'ascii']]:
    add("call", ['str'] + args, lambda args=args: str(*args))

# ---------------------------------------------------------------- str methods
texts = ['', 'hello', 'Hello World', '  spaced  out  ', 'a,b,,c', 'line1\nline2\r\nline3\rend\n', 'ÉCOLE',
         'straße', 'ǅungla', 'x\ty\tz', 'abcabcabc', '日本語テキスト', '😀 emoji 😀', 'MiXeD 123', '123', '١٢٣',
         '½', '²', 'ⅷ', '\u2028sep', ' \t\x0b\x0c\x1c ', 'snake_case_name', '_id', '2x', 'class', 'hello\x00',
         'ΣΑΣ', 'ὈΔΥΣΣΕΎΣ', 'ﬁ', 'İstanbul', "it's", 'a"b\'c', '\x7f\x80\xa0\xad', '\U0001f600\U0001d11e']
str_calls = [
    ('upper',), ('lower',), ('title',), ('capitalize',), ('swapcase',), ('casefold',), ('strip',), ('lstrip',),
    ('rstrip',), ('strip', ' ao'), ('split',), ('split', ','), ('split', None, 1), ('rsplit', None, 1),
    ('rsplit', ',', 1), ('split', 'abc'), ('splitlines',), ('splitlines', True), ('isalpha',), ('isdigit',),
    ('isdecimal',), ('isnumeric',), ('isalnum',), ('isspace',), ('isupper',), ('islower',), ('istitle',),
    ('isidentifier',), ('isprintable',), ('isascii',), ('center', 15), ('center', 16, '*'), ('ljust', 12, '-'),
    ('rjust', 12), ('zfill', 10), ('expandtabs',), ('expandtabs', 4), ('find', 'a'), ('find', 'b', 2),
    ('rfind', 'a'), ('find', '', 3), ('rfind', 'c', 0, -2), ('index', 'l'), ('rindex', 'z'), ('count', 'a'),
    ('count', ''), ('count', 'abc', 1), ('startswith', 'he'), ('startswith', ('x', 'H')), ('endswith', 'd'),
    ('endswith', 'c', 0, 8), ('startswith', 'l', 2), ('replace', 'a', 'X'), ('replace', 'abc', '', 2),
    ('replace', '', '-'), ('replace', '', '-', 3), ('partition', ','), ('rpartition', ','), ('partition', ''),
    ('removeprefix', 'he'), ('removesuffix', 'c'), ('encode',), ('encode', 'ascii'), ('encode', 'ascii', 'ignore'),
    ('encode', 'ascii', 'replace'), ('encode', 'latin-1', 'backslashreplace'), ('encode', 'ascii', 'xmlcharrefreplace'),
    ('encode', 'utf-16'), ('__len__',), ('__getitem__', 0), ('__getitem__', -1), ('__getitem__', 100), ('join', ['x', 'y']),
    ('__contains__', 'a'), ('__mul__', 3), ('__mul__', -1), ('__add__', '!'), ('__add__', 1), ('find', 1),
    ('strip', 1), ('__iter__',), ('__repr__',), ('split', ''), ('zfill', 'x'), ('center', 5, 'ab'), ('translate', {97: 'A', 98: None, 99: 120}),
]
for t in texts:
    for call in str_calls:
        name, args = call[0], list(call[1:])
        if name == '__iter__':
            add("method", [t, '__iter__'], lambda t=t: list(iter(t)))
            continue
        add("method", [t, name] + args, lambda t=t, name=name, args=args: getattr(t, name)(*args))
for t, key in [('hello', (1, 4)), ('hello', (None, None, -1)), ('hello', (-3, None)), ('😀ab😀cd', (1, 5, 2)),
               ('😀ab😀cd', (None, None, -1)), ('abcdef', (5, 0, -2)), ('abc', (10, 20)), ('日本語', (0, 2))]:
    add("slice", [t] + list(key), lambda t=t, key=key: t[slice(*key)])
for sep, items in [(',', ['a', 'b']), ('', []), ('-', ['x']), (', ', ('a', 'b', 'c')), ('.', ['a', 1]), ('', ['😀', 'x'])]:
    add("method", [sep, 'join', items], lambda sep=sep, items=items: sep.join(items))
for a, b in [('a', 'b'), ('abc', 'abd'), ('', 'a'), ('é', 'z'), ('😀', '\uffff'), ('B', 'a'), ('ab', 'ab')]:
    for op in ['<', '<=', '==', '!=', '>', '>=', '+']:
        add("binop", [a, op, b], lambda a=a, b=b, fn=ops[op]: fn(a, b))
for a, b in [('ab', 3), ('ab', 0), ('ab', 2.0), ('ab', 'c'), (3, 'xy')]:
    add("binop", [a, '*', b], lambda a=a, b=b: a * b)

# ---------------------------------------------------------------- %-formatting and str.format
percent_cases = [
    ('%s', 'x'), ('%s %s', (1, 2)), ('%d', 3.9), ('%5d|', 42), ('%-5d|', 42), ('%05d', -42), ('%+d', 5), ('% d', 5),
    ('%x %X %o', (255, 255, 8)), ('%#x %#X %#o', (255, 255, 8)), ('%e', 12345.678), ('%.2e', 0.000123),
    ('%E', 1e300), ('%f', 3.14159), ('%.0f', 2.5), ('%.3f', -0.0005), ('%10.3f|', 3.14159), ('%-10.1f|', 2.25),
    ('%g', 0.0001), ('%g', 1e-5), ('%G', 1e20), ('%#g', 1.0), ('%.3g', 1234.5), ('%r', 'é'), ('%a', 'é\n'),
    ('%c', 65), ('%c', 'z'), ('%c', 0x1f600), ('%%', ()), ('%s%%', 5), ('%(a)s-%(b)r', {'a': 1, 'b': 'x'}),
    ('%*d', (6, 7)), ('%-*d|', (6, 7)), ('%.*f', (2, 3.14159)), ('%*.*f|', (8, 2, 3.14159)), ('%s', (1,)),
    ('%s', [1, 2]), ('%s %s', {'a': 1}), ('%d', 'x'), ('%x', 1.5), ('%d %d', (1,)), ('%d', (1, 2)), ('x', 5),
    ('x', ()), ('x', []), ('%(a)s', 5), ('%z', 1), ('%', ()), ('%(a', {}), ('%c', 1114112), ('%c', 'ab'),
    ('%5s|%-5s|', ('ab', 'cd')), ('%.2s', 'abcdef'), ('%i %u', (3, 4)), ('%.3d', 5), ('%#.3x', 5),
    ('%5.3d|', -5), ('%#o', 0), ('%d', 10**30), ('%x', -255), ('%s', True), ('%d', True), ('%f', float('nan')),
    ('%010.2f', float('-inf')), ('%+.1f', float('inf')), ('%s', None), ('%r', (1, 'a')), ('%s', b'by'),
    ('%.1f%%', 99.95), ('%ld', 5), ('%3c|', 'a'), ('%-3c|', 97), ('%05s', 'a'), ('%s', ()), ('%s %s %s', ('a', 2, 3.5)),
]
for fmt, arg in percent_cases:
    add("percent", [fmt, arg], lambda fmt=fmt, arg=arg: fmt % arg)
format_cases = [
    ('{}', (1,), {}), ('{} {}', ('a', 'b'), {}), ('{1} {0}', ('a', 'b'), {}), ('{0}{1}{0}', ('x', 'y'), {}),
    ('{a} {b}', (), {'a': 1, 'b': 2}), ('{0[1]}', ([5, 6],), {}), ('{0[k]}', ({'k': 'v'},), {}),
    ('{0.real}', (3 + 4j,), {}), ('{!r}', ('x',), {}), ('{!a}', ('é',), {}), ('{!s:>5}', (1,), {}),
    ('{:>{}}', ('x', 5), {}), ('{:{}{}}', (1, '>', 5), {}), ('{0:{1}.{2}f}', (3.14159, 10, 2), {}),
    ('{{}} {}', (1,), {}), ('{{{}}}', (7,), {}), ('{0}{}', (1, 2), {}), ('{}{0}', (1, 2), {}), ('{', (), {}),
    ('}', (), {}), ('{0', (1,), {}), ('{0:', (1,), {}), ('{!x}', (1,), {}), ('{0!}', (1,), {}),
    ('{0!rr}', (1,), {}), ('{0.}', (1,), {}), ('{a}', (), {}), ('{1}', (0,), {}), ('{}', (), {}),
    ('{0:{1:{2}}}', (1, 2, 3), {}), ('{:,}', (1234567,), {}), ('{:_b}', (255,), {}), ('{:.2%}', (0.1234,), {}),
    ('{:=^9.2f}', (3.14159,), {}), ('{:x<4d}', (5,), {}), ('{:d}', ('a',), {}), ('{0[1:2]}', ({'1:2': 4},), {}),
    ('{00}', (5,), {}), ('{0x}', (5,), {}), ('{ 0 }', (1,), {}), ('{0]}', (1,), {}), ('{:}', (1.5,), {}),
    ('{:>10}', (None,), {}), ('{:^7}', (True,), {}), ('{}', ([1, 'a'],), {}), ('{:.3}', ('abcdef',), {}),
    ('{:e}', (10**30,), {}), ('{0:0>5}', (-1,), {}), ('{n:05.1f}', (), {'n': -2.25}),
]
for fmt, args, kw in format_cases:
    add("strformat", [fmt, list(args), kw], lambda fmt=fmt, args=args, kw=kw: fmt.format(*args, **kw))
for fmt, mapping in [('{a}-{b}', {'a': 1, 'b': 2}), ('{0}', {}), ('{}', {}), ('{x.real}', {'x': 2})]:
    add("method", [fmt, 'format_map', mapping], lambda fmt=fmt, mapping=mapping: fmt.format_map(mapping))

# ---------------------------------------------------------------- bytes
bvals = [b'', b'abc', b'hello world', b'\x00\xff\x7f\x80', b"it's", b'a"b\'c', b'  x y  ', b'A,B,,C', b'line\nnext\r\n',
         b'\t\n\r\\', b'Hello World', b'123', b'caf\xc3\xa9', b'\xff\xfe']
bytes_calls = [('upper',), ('lower',), ('title',), ('capitalize',), ('swapcase',), ('strip',), ('strip', b' ax'),
               ('split',), ('split', b','), ('rsplit', None, 1), ('splitlines',), ('splitlines', True),
               ('isalpha',), ('isdigit',), ('isalnum',), ('isspace',), ('isupper',), ('islower',), ('isascii',),
               ('istitle',), ('center', 15, b'*'), ('ljust', 10), ('rjust', 10), ('zfill', 8), ('find', b'l'),
               ('find', 108), ('rfind', b'l'), ('index', b'z'), ('count', b'l'), ('count', 0), ('startswith', b'he'),
               ('endswith', (b'x', b'ld')), ('replace', b'l', b'L'), ('partition', b' '), ('rpartition', b','),
               ('decode',), ('decode', 'ascii'), ('decode', 'utf-8', 'replace'), ('decode', 'latin-1'),
               ('decode', 'ascii', 'ignore'), ('decode', 'utf-8', 'backslashreplace'), ('hex',), ('hex', ':'),
               ('hex', '-', 2), ('hex', ' ', -3), ('__len__',), ('__getitem__', 0), ('__getitem__', -1),
               ('__getitem__', 99), ('__contains__', b'l'), ('__contains__', 104), ('__contains__', 300),
               ('__mul__', 2), ('__add__', b'!'), ('__add__', 'x'), ('join', [b'1', b'2']), ('removeprefix', b'he'),
               ('expandtabs', 4), ('__repr__',), ('__iter__',), ('translate', None, b'lo')]
for b in bvals:
    for ba in (False, True):
        v = bytearray(b) if ba else b
        for call in bytes_calls:
            name, args = call[0], list(call[1:])
            if name == '__iter__':
                add("method", [v, '__iter__'], lambda v=v: list(iter(v)))
                continue
            add("method", [v, name] + args, lambda v=v, name=name, args=args: getattr(v, name)(*args))
for s in ['00ff', '00 ff 10', 'zz', '0', ' 0a', 'DEADbeef']:
    add("call", ['bytes.fromhex', s], lambda s=s: bytes.fromhex(s))
for b in [b'\xff', b'\xe9a', b'\xe9', b'\xed\xa0\x80', b'\xf0\x90\x80', b'\xc0\x80', b'\xf5', b'a\xe2\x82',
          b'\xe2\x82x', b'ok\xf0\x9f\x98\x80']:
    for errors in ['strict', 'replace', 'ignore', 'backslashreplace']:
        add("method", [b, 'decode', 'utf-8', errors], lambda b=b, errors=errors: b.decode('utf-8', errors))
for a, b in [(b'a', b'b'), (b'ab', b'a'), (b'\xff', b'\x00'), (b'x', bytearray(b'x'))]:
    for op in ['<', '==', '!=', '>=', '+']:
        add("binop", [a, op, b], lambda a=a, b=b, fn=ops[op]: fn(a, b))
for b in [b'', b'abc', b'\x00\xff']:
    add("hash-eq", [b], lambda b=b: True)

# ---------------------------------------------------------------- math
margs = [0.0, -0.0, 0.5, 1.0, -1.0, 2.0, 10.0, 0.1, 1e-300, 1e300, 100.0, -2.5, 3, -3, 0, 2**70, float('inf'),
         float('-inf'), 1.5, 1e10, 710.0, -710.0]
for fname in ['sqrt', 'exp', 'exp2', 'expm1', 'log1p', 'cbrt', 'sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'sinh',
              'cosh', 'tanh', 'asinh', 'acosh', 'atanh', 'fabs', 'erf', 'erfc', 'degrees', 'radians', 'gamma',
              'lgamma', 'log', 'log2', 'log10', 'floor', 'ceil', 'trunc', 'frexp', 'modf', 'isfinite', 'isinf',
              'isnan', 'ulp']:
    for x in margs:
        add("math", [fname, x], lambda fname=fname, x=x: getattr(math, fname)(x))
    add("math", [fname, 'x'], lambda fname=fname: getattr(math, fname)('x'))
for x in [0.5, 2.5, -3.7, 12.0, 171.5, -0.5, 1e-10, 25.0, 0.1]:
    add("math", ['gamma', x], lambda x=x: math.gamma(x))
    add("math", ['lgamma', x], lambda x=x: math.lgamma(x))
for fname in ['pow', 'atan2', 'copysign', 'fmod', 'remainder', 'log', 'nextafter']:
    for x in [0.0, 1.0, -2.0, 2.5, 10, float('inf'), -0.0]:
        for y in [0.0, 0.5, -1.0, 2, 3.0, float('inf'), -0.0, 10]:
            add("math", [fname, x, y], lambda fname=fname, x=x, y=y: getattr(math, fname)(x, y))
for x in [10**100, 2**1000, 10**400, 3 * 10**500]:
    for fname in ['log', 'log2', 'log10']:
        add("math", [fname, x], lambda fname=fname, x=x: getattr(math, fname)(x))
for args in [[0, 0], [12, 18], [-12, 18], [2**100, 2**80 * 3], [], [5], [12, 18, 27], [0, -7]]:
    add("math", ['gcd'] + args, lambda args=args: math.gcd(*args))
    add("math", ['lcm'] + args, lambda args=args: math.lcm(*args))
for n in [0, 1, 5, 20, 21, 50, -1, 2**64, 1.5]:
    add("math", ['factorial', n], lambda n=n: math.factorial(n))
    add("math", ['isqrt', n], lambda n=n: math.isqrt(n))
for n, k in [(5, 2), (10, 0), (10, 10), (10, 11), (50, 25), (-1, 2), (5, -1), (100, 3)]:
    add("math", ['comb', n, k], lambda n=n, k=k: math.comb(n, k))
    add("math", ['perm', n, k], lambda n=n, k=k: math.perm(n, k))
add("math", ['perm', 6], lambda: math.perm(6))
for xs in [[0.1] * 10, [1e100, 1.0, -1e100, 1e-100, 1e50, 1.0, -1e50], [], [float('inf'), 1.0], [float('inf'), float('-inf')],
           [1e308, 1e308], [1, 2, 3], [0.1, 0.2, 0.3]]:
    add("math", ['fsum', xs], lambda xs=xs: math.fsum(xs))
for xs in [[1, 2, 3, 4], [], [1.5, 2], [2**40, 2**40]]:
    add("math", ['prod', xs], lambda xs=xs: math.prod(xs))
for args in [[3, 4], [1, 2, 2], [], [-5], [1e200, 1e200], [3, 4, 12], [0.1, 0.2, 0.3, 0.4]]:
    add("math", ['hypot'] + args, lambda args=args: math.hypot(*args))
for a, b in [(1.0, 1.0 + 1e-10), (1.0, 1.1), (0.0, 1e-300), (float('inf'), float('inf')), (1e9, 1e9 + 1)]:
    add("math", ['isclose', a, b], lambda a=a, b=b: math.isclose(a, b))
add("math", ['dist', (0, 0), (3, 4)], lambda: math.dist((0, 0), (3, 4)))
add("math", ['dist', (0, 0), (3,)], lambda: math.dist((0, 0), (3,)))
for x, i in [(1.0, 3), (1.5, -1), (1.0, 2000), (0.0, 5), (1.0, -2000)]:
    add("math", ['ldexp', x, i], lambda x=x, i=i: math.ldexp(x, i))

os.makedirs(os.path.dirname(OUT), exist_ok=True)
with open(OUT, 'w', encoding='utf-8') as fh:
    for c in cases:
        fh.write(json.dumps(c, ensure_ascii=True) + "\n")
print(len(cases), "cases written to", os.path.normpath(OUT))
