import difflib
a = """def greet(name):
    print("Hello, " + name)
\treturn None

x = 1
y = 2
z = 3
keep = True
tail = 'end'
""".splitlines(keepends=True)
b = """def greet(name, punct='!'):
    print("Hello, " + name + punct)
\treturn None

x = 1
z = 3
w = <4> & 5
keep = True
tail = 'end'
extra = 'a much longer line that will certainly need wrapping when a wrap column is set'
""".splitlines(keepends=True)
hd = difflib.HtmlDiff()
t = hd.make_table(a, b, 'old.py', 'new.py')
print(t)
print(difflib.HtmlDiff(tabsize=4, wrapcolumn=20).make_table(a, b, context=True, numlines=1))
print(difflib.HtmlDiff().make_table(a, a, context=True))
print(difflib.HtmlDiff().make_table([], []))
print(difflib.HtmlDiff().make_table(['same\n'], ['same\n'], 'x', ''))
f = difflib.HtmlDiff(wrapcolumn=30).make_file(a, b, 'a', 'b', context=True, numlines=2)
print(len(f.splitlines()), f[:200])
print(f[-900:])
print(difflib.HtmlDiff._default_prefix)
class Mine(difflib.HtmlDiff):
    _table_template = '<T prefix="%(prefix)s">%(header_row)s|%(data_rows)s</T>'
print(Mine().make_table(['a\n', 'b\n'], ['a\n', 'c\n', 'd\n']), difflib.HtmlDiff._default_prefix)
for x, y in [(['abc'], ['abd']), (['one', 'two', 'three'], ['zero', 'one', 'three', 'four']), (['x'] * 3, ['y'] * 2),
             (['ab cd ef'], ['ab  cd ef', 'new']), (['a\tb'], ['a    b'])]:
    print(difflib.HtmlDiff(wrapcolumn=5).make_table(x, y, context=True, numlines=0).count('<tr>'),
          [r for r in difflib.HtmlDiff().make_table(x, y).split('\n') if '<tr>' in r][:3])
import random, hashlib
rng = random.Random(7)
words = ['alpha', 'beta', 'gamma', 'delta', 'x', '', 'long line with\ttab', 'α β']
for trial in range(25):
    x = [rng.choice(words) + ' ' + rng.choice(words) for _ in range(rng.randint(0, 12))]
    y = list(x)
    for _ in range(rng.randint(0, 5)):
        op = rng.choice('ida')
        if op == 'i':
            y.insert(rng.randint(0, len(y)), rng.choice(words))
        elif op == 'd' and y:
            del y[rng.randrange(len(y))]
        elif y:
            i = rng.randrange(len(y))
            y[i] = y[i][:3] + rng.choice(words)
    h = difflib.HtmlDiff(wrapcolumn=rng.choice([None, 7, 15]), tabsize=rng.choice([2, 8]))
    t = h.make_table(x, y, context=rng.random() < 0.5, numlines=rng.randint(0, 3))
    print(trial, len(t), hashlib.md5(t.encode()).hexdigest()[:12])
