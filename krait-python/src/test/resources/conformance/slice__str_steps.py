s = "0123456789"
print(s[::2], s[1::2], s[::-1], s[::-2], s[8:2:-2])
print(s[-3:], s[:-3], s[-3:-1], s[5:2], s[2:5:-1])
print(s[100:], s[-100:3], s[3:100], s[::100], repr(s[10:]))
print(s[-1:-11:-1], s[-1:-12:-1], s[9::-3])
try:
    s[::0]
except ValueError as e:
    print(type(e).__name__, e)
