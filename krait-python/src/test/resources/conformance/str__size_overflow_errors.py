# Sizes and counts outside what CPython's C types hold: the same exceptions as CPython, raised
# before anything is allocated (sizes that merely do not fit memory are limits, not tested here).
import collections

cases = [
    "'\\t'.expandtabs(2**63 - 1)",
    "b'\\t'.expandtabs(2**40)",
    "'x'.expandtabs(-2**31 - 1)",
    "'%.*f' % (2**31, 1.0)",
    "'%.*s' % (2**62, 'a')",
    "'%*s' % (2**63, 'a')",
    "'%99999999999999999999d' % 1",
    "'%.3000000000f' % 1.0",
    "'{:99999999999999999999}'.format(1)",
    "'{:.3000000000f}'.format(1.5)",
    "format(1.5, '.3000000000f')",
    "format(1.5j, '.3000000000f')",
    "format('a', '.99999999999999999999')",
    "'a' * -2**100",
    "b'a' * -2**100",
    "(1,) * -2**100",
    "[1] * -2**100",
    "bytearray(b'a') * -2**100",
    "-2**100 * [1]",
    "[0] * 2**100",
    "'ab' * -2**63",
    "'{:.{}}'.format('abc', 2**40)",
    "list(collections.deque([1, 2], maxlen=3) * 2**61)",
    "list(collections.deque([1, 2, 3], maxlen=5) * 7)",
    "list(collections.deque([], maxlen=5) * 2**62)",
    "list(collections.deque([1, 2]) * 3)",
]
for c in cases:
    try:
        print(c, '->', repr(eval(c)))
    except Exception as e:
        print(c, '->', type(e).__name__, e)

l = [1, 2, 3]
l[::-(2**63)] = [5]
print(l, l[::-(2**63)], l[::2**63], (1, 2, 3)[::-(2**100)])
del l[::-(2**63)]
print(l)
l = list(range(10))
l[::-(2**40)] = ['x']
print(l)

# ascii() of a str is built in one pass from its escapes (quotes chosen as repr does)
for s in ["plain", "it's", 'say "hi"', "both ' and \"", "tab\tnl\nret\r\\", "\x00\x7f\x80\xff",
          "\u0100\u20ac\ufffd", "\U0001F600\U000E0001", "\ud800 lone", "caf\u00e9 \u00e9t\u00e9"]:
    print(ascii(s), ascii(s) == repr(s).encode('ascii', 'backslashreplace').decode('ascii'))
print(len(ascii('\U0001F600' * 1000)), len(ascii('\x00' * 1000)))
