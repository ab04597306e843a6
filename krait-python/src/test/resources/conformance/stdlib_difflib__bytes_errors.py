import difflib
a = [b'one\n', b'two\n', b'thr\xe9e\n', b'four\n']
b = [b'one\n', b'2\n', b'thr\xe9e\n', b'four\n', b'five\n']
for line in difflib.diff_bytes(difflib.unified_diff, a, b, fromfile=b'a.txt', tofile=b'b.txt', fromfiledate=b'd1', tofiledate=b'd2'):
    print(line)
print(list(difflib.diff_bytes(difflib.context_diff, a, b, b'x', b'y', n=1)))
print(list(difflib.diff_bytes(difflib.unified_diff, [b'a'], [b'b'], lineterm=b'')))
try:
    list(difflib.diff_bytes(difflib.unified_diff, ['a'], [b'b']))
except TypeError as e:
    print('TypeError', e)
try:
    list(difflib.unified_diff([b'a'], [b'b']))
except TypeError as e:
    print('TypeError', e)
try:
    list(difflib.unified_diff(['a'], ['b'], fromfile=b'x'))
except TypeError as e:
    print('TypeError', e)
def mydiff(a, b, *args):
    yield 'n=%d' % len(a)
    yield from (x.upper() for x in b)
print(list(difflib.diff_bytes(mydiff, [b'p'], [b'q', b'r'])))
old = 'line1\nline2\nline3\nline4\nline5\nline6\nline7\nline8\n'.splitlines(keepends=True)
new = 'line1\nline2 changed\nline3\nline5\nline6\nline7\nline7b\nline8\n'.splitlines(keepends=True)
print(''.join(difflib.unified_diff(old, new, 'old', 'new', n=1)))
print(''.join(difflib.context_diff(old, new, 'old', 'new', n=0)))
print(''.join(difflib.ndiff(['abcde\n', 'same\n'], ['abxde\n', 'same\n', 'new\n'])))
sm = difflib.SequenceMatcher(None, 'private Thread currentThread;', 'private volatile Thread currentThread;')
print(round(sm.ratio(), 4), sm.get_opcodes(), sm.get_matching_blocks()[-1])
print(difflib.get_close_matches('appel', ['ape', 'apple', 'peach', 'puppy'], n=2, cutoff=0.5))
for bad in [dict(n=0), dict(cutoff=1.5)]:
    try:
        difflib.get_close_matches('x', ['x'], **bad)
    except ValueError as e:
        print('ValueError', e)
